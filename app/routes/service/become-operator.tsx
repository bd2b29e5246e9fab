import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { CheckIcon } from '#app/components/service/icons'
import { buttonClass } from '#app/components/service/page-header'
import { formatWholeDollars } from '#app/domain/money'
import {
  PACKAGE_PRICE_CENTS,
  PACKAGE_TOTAL_VALUE_CENTS,
  PACKAGE_VALUE_CENTS,
  packageParts,
  REVENUE_SPLIT_PERCENT,
} from '#app/domain/service/operator-offer'
import { pageMeta } from '#app/i18n/meta'
import { useLang, useLocalizedPath, useSiteSettings } from '#app/i18n/use-lang'
import type { Route } from './+types/become-operator'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'servicePages.meta.becomeOperator.title',
    description: 'servicePages.meta.becomeOperator.description',
  })

const facts = ['review', 'years', 'training'] as const

export default function BecomeOperator() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const lang = useLang()
  const settings = useSiteSettings()
  const dollars = (cents: number) => formatWholeDollars(cents, lang)
  const percent = `${REVENUE_SPLIT_PERCENT}%`
  const courseLink = (className: string) => (
    <a href={settings.courseSiteUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {t('servicePages.becomeOperator.hero.course')}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  )
  return (
    <>
      <section className="bg-gradient-to-br from-blue-950 via-blue-900 to-blue-700 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-3 lg:py-20">
          <div className="lg:col-span-2">
            <h1 className="text-4xl font-black tracking-tight sm:text-5xl">
              {t('servicePages.becomeOperator.hero.title')}
            </h1>
            <p className="mt-4 text-lg text-blue-50">{t('servicePages.becomeOperator.hero.subtitle')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {courseLink(buttonClass.onDark)}
              <Link to={href('/service/operator-application')} className={buttonClass.outlineOnDark}>
                {t('servicePages.becomeOperator.hero.apply')}
              </Link>
            </div>
          </div>
          <div
            className="rounded-2xl bg-white/10 p-6 text-center ring-1 ring-white/30"
            data-testid="revenue-split"
          >
            <p className="text-7xl font-black">{percent}</p>
            <h2 className="mt-2 text-xl font-bold">{t('servicePages.becomeOperator.split.title')}</h2>
            <p className="mt-1 text-blue-50">{t('servicePages.becomeOperator.split.text', { percent })}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="package" className="mx-auto max-w-7xl px-4 py-16" data-testid="package">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="package" className="text-3xl font-bold text-slate-900">
              {t('servicePages.becomeOperator.package.title')}
            </h2>
            <p className="mt-2 text-lg font-semibold text-slate-800" data-testid="package-value">
              {t('servicePages.becomeOperator.package.value', { value: dollars(PACKAGE_TOTAL_VALUE_CENTS) })}
            </p>
          </div>
          <div className="text-right">
            <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-950">
              {t('servicePages.becomeOperator.package.offer')}
            </p>
            <p className="mt-2 text-3xl font-black text-blue-800" data-testid="package-price">
              {t('servicePages.becomeOperator.package.price', { price: dollars(PACKAGE_PRICE_CENTS) })}
            </p>
          </div>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="package-parts">
          {packageParts.map((part) => (
            <li key={part} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <p className="text-2xl font-black text-blue-800">
                {t('servicePages.becomeOperator.package.partValue', {
                  value: dollars(PACKAGE_VALUE_CENTS[part]),
                })}
              </p>
              <h3 className="mt-2 text-lg font-bold text-slate-900">
                {t(`servicePages.becomeOperator.package.${part}.title`)}
              </h3>
              <p className="mt-1 text-slate-700">{t(`servicePages.becomeOperator.package.${part}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="operator-facts" className="bg-slate-100">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="operator-facts" className="text-2xl font-bold text-slate-900">
            {t('servicePages.becomeOperator.facts.title')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {facts.map((fact) => (
              <li
                key={fact}
                className="flex items-start gap-3 rounded-xl bg-white p-5 font-semibold text-slate-800"
              >
                <CheckIcon className="h-6 w-6 flex-none text-green-700" />
                {t(`servicePages.becomeOperator.facts.${fact}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="operator-cta" className="mx-auto max-w-7xl px-4 py-16">
        <div className="rounded-2xl bg-blue-800 p-8 text-white sm:p-10">
          <h2 id="operator-cta" className="text-3xl font-bold">
            {t('servicePages.becomeOperator.cta.title')}
          </h2>
          <p className="mt-2 text-lg text-blue-50">{t('servicePages.becomeOperator.cta.text')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {courseLink(buttonClass.onDark)}
            <Link to={href('/service/operator-application')} className={buttonClass.outlineOnDark}>
              {t('servicePages.becomeOperator.hero.apply')}
            </Link>
            <Link to={href('/opportunity')} className={buttonClass.outlineOnDark}>
              {t('servicePages.becomeOperator.cta.opportunity')}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
