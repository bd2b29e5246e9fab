import { useTranslation } from '#app/i18n/react'
import {
  CardIcon,
  ChartIcon,
  CheckIcon,
  GraduationIcon,
  PhoneAppIcon,
  ShieldIcon,
  UsersIcon,
} from '#app/components/marketing/icons'
import { buttonStyles, NewTabLink } from '#app/components/marketing/new-tab-link'
import { pageMeta } from '#app/i18n/meta'
import { useSiteSettings } from '#app/i18n/use-lang'
import type { Route } from './+types/what-you-get'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'whatYouGet.meta.title', description: 'whatYouGet.meta.description' })

const legalItems = ['llc', 'ein', 'agreement', 'licensing', 'agent', 'insurance'] as const
const onlineItems = ['website', 'booking', 'google', 'seo', 'social', 'email'] as const
const technology = [
  { key: 'mobile', Icon: PhoneAppIcon },
  { key: 'payments', Icon: CardIcon },
  { key: 'security', Icon: ShieldIcon },
  { key: 'crm', Icon: UsersIcon },
  { key: 'analytics', Icon: ChartIcon },
  { key: 'training', Icon: GraduationIcon },
] as const
const valueLines = ['legal', 'technology', 'marketing'] as const

function Checklist({ prefix, keys }: { prefix: string; keys: readonly string[] }) {
  const { t } = useTranslation()
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2">
      {keys.map((key) => (
        <li key={key} className="flex gap-2 text-slate-700">
          <CheckIcon />
          <span>{t(`${prefix}.${key}`)}</span>
        </li>
      ))}
    </ul>
  )
}

export default function WhatYouGet() {
  const { t } = useTranslation()
  const settings = useSiteSettings()
  return (
    <>
      <section
        className="bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 text-white"
        data-testid="hero"
      >
        <div className="mx-auto max-w-4xl px-4 py-16 text-center lg:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {t('whatYouGet.hero.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-black tracking-tight sm:text-5xl">
            {t('whatYouGet.hero.title')}
          </h1>
          <p className="mt-4 text-2xl font-semibold text-brand-100" data-testid="revenue-claim">
            {t('whatYouGet.hero.revenueClaim')}
          </p>
          <p className="mt-4 text-lg text-slate-200">{t('whatYouGet.hero.description')}</p>
          <div className="mt-8">
            <NewTabLink href={settings.courseSiteUrl} className={buttonStyles.primary}>
              {t('whatYouGet.hero.cta')}
            </NewTabLink>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 lg:grid-cols-2 lg:py-20">
        <section
          aria-labelledby="legal-title"
          className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
          data-testid="legal-setup"
        >
          <h2 id="legal-title" className="text-2xl font-bold text-ink">
            {t('whatYouGet.legal.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('whatYouGet.legal.description')}</p>
          <Checklist prefix="whatYouGet.legal.items" keys={legalItems} />
        </section>
        <section
          aria-labelledby="online-title"
          className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
          data-testid="online-presence"
        >
          <h2 id="online-title" className="text-2xl font-bold text-ink">
            {t('whatYouGet.online.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('whatYouGet.online.description')}</p>
          <Checklist prefix="whatYouGet.online.items" keys={onlineItems} />
        </section>
      </div>

      <section
        aria-labelledby="technology-title"
        className="bg-slate-50 py-16 lg:py-20"
        data-testid="technology"
      >
        <div className="mx-auto max-w-7xl px-4">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="technology-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {t('whatYouGet.technology.title')}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{t('whatYouGet.technology.description')}</p>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {technology.map(({ key, Icon }) => (
              <li
                key={key}
                className="rounded-xl border border-slate-200 bg-white p-6"
                data-testid="technology-item"
              >
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                  <Icon />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">
                  {t(`whatYouGet.technology.items.${key}.title`)}
                </h3>
                <p className="mt-2 text-slate-600">{t(`whatYouGet.technology.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="value-title" className="py-16 lg:py-20" data-testid="package-value">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="value-title" className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('whatYouGet.value.title')}
          </h2>
          <p className="mt-4 text-center text-lg text-slate-600">{t('whatYouGet.value.description')}</p>
          <dl className="mt-10 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {valueLines.map((key) => (
              <div
                key={key}
                className="flex items-center justify-between gap-4 px-6 py-4"
                data-testid={`value-${key}`}
              >
                <dt className="text-slate-700">{t(`whatYouGet.value.${key}.label`)}</dt>
                <dd className="text-xl font-bold text-ink">{t(`whatYouGet.value.${key}.amount`)}</dd>
              </div>
            ))}
            <div
              className="flex items-center justify-between gap-4 bg-slate-50 px-6 py-4"
              data-testid="value-total"
            >
              <dt className="font-semibold text-ink">{t('whatYouGet.value.total.label')}</dt>
              <dd className="text-2xl font-black text-brand-700">{t('whatYouGet.value.total.amount')}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section
        aria-labelledby="investment-title"
        className="bg-slate-50 py-16 lg:py-20"
        data-testid="investment"
      >
        <div className="mx-auto max-w-xl px-4 text-center">
          <h2 id="investment-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('whatYouGet.investment.title')}
          </h2>
          <div className="mt-8 rounded-2xl border-2 border-brand-700 bg-white p-8 shadow-lg">
            <p className="inline-block rounded-full bg-brand-700 px-4 py-1 text-sm font-semibold text-white">
              {t('whatYouGet.investment.badge')}
            </p>
            <p className="mt-6">
              <span className="text-5xl font-black text-ink" data-testid="investment-price">
                {t('whatYouGet.investment.price')}
              </span>{' '}
              <span className="text-lg font-semibold text-slate-700">
                {t('whatYouGet.investment.priceNote')}
              </span>
            </p>
            <p className="mt-2 text-slate-600">{t('whatYouGet.investment.valueNote')}</p>
            <p className="mt-6 text-slate-700">{t('whatYouGet.investment.description')}</p>
            <div className="mt-8">
              <NewTabLink href={settings.courseSiteUrl} className={buttonStyles.primary}>
                {t('whatYouGet.investment.cta')}
              </NewTabLink>
            </div>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="final-cta-title"
        className="bg-gradient-to-br from-brand-800 to-slate-900 text-white"
        data-testid="final-cta"
      >
        <div className="mx-auto max-w-3xl px-4 py-16 text-center">
          <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('whatYouGet.finalCta.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-100">{t('whatYouGet.finalCta.description')}</p>
          <div className="mt-8">
            <NewTabLink href={settings.courseSiteUrl} className={buttonStyles.light}>
              {t('whatYouGet.finalCta.button')}
            </NewTabLink>
          </div>
        </div>
      </section>
    </>
  )
}
