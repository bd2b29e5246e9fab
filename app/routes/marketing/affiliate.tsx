import { useTranslation } from '#app/i18n/react'
import { NewTabLink } from '#app/components/marketing/new-tab-link'
import { pageMeta } from '#app/i18n/meta'
import { useSiteSettings } from '#app/i18n/use-lang'
import type { Route } from './+types/affiliate'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'affiliate.meta.title', description: 'affiliate.meta.description' })

/** network-site.md §9: the registration form's frame is 1600 px high. */
const AFFILIATE_FRAME_HEIGHT = 1600

const steps = ['register', 'refer', 'earn'] as const

export default function Affiliate() {
  const { t } = useTranslation()
  const settings = useSiteSettings()
  return (
    <>
      <section
        className="bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 text-white"
        data-testid="hero"
      >
        <div className="mx-auto max-w-4xl px-4 py-16 text-center lg:py-20">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{t('affiliate.hero.title')}</h1>
          <p className="mt-4 text-2xl font-semibold text-brand-100" data-testid="affiliate-reward">
            {t('affiliate.hero.subtitle')}
          </p>
          <p className="mt-4 text-lg text-slate-200">{t('affiliate.hero.description')}</p>
        </div>
      </section>

      <section aria-labelledby="affiliate-steps-title" className="py-16" data-testid="affiliate-steps">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="affiliate-steps-title" className="text-center text-3xl font-bold tracking-tight text-ink">
            {t('affiliate.steps.title')}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((key, index) => (
              <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{t(`affiliate.steps.${key}.title`)}</h3>
                <p className="mt-2 text-slate-600">{t(`affiliate.steps.${key}.text`)}</p>
              </li>
            ))}
          </ol>
          <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-600">{t('affiliate.note')}</p>
        </div>
      </section>

      <section
        aria-labelledby="affiliate-form-title"
        className="bg-slate-50 py-16"
        data-testid="affiliate-form"
      >
        <div className="mx-auto max-w-4xl px-4">
          <h2 id="affiliate-form-title" className="text-center text-3xl font-bold tracking-tight text-ink">
            {t('affiliate.form.title')}
          </h2>
          <iframe
            src={settings.affiliateFormUrl}
            title={t('affiliate.form.frameTitle')}
            height={AFFILIATE_FRAME_HEIGHT}
            className="mt-8 w-full rounded-xl border border-slate-200 bg-white"
            style={{ height: AFFILIATE_FRAME_HEIGHT }}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="affiliate-frame"
          />
          <p className="mt-4 text-center text-sm text-slate-600">
            {t('affiliate.form.fallback')}{' '}
            <NewTabLink
              href={settings.affiliateFormUrl}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {t('affiliate.form.fallbackLink')}
            </NewTabLink>
          </p>
        </div>
      </section>

      <section aria-labelledby="affiliate-contact-title" className="py-16" data-testid="affiliate-contact">
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="affiliate-contact-title" className="text-2xl font-bold text-ink">
            {t('affiliate.contact.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            {t('affiliate.contact.text')}{' '}
            <a
              href={`mailto:${settings.affiliateEmail}`}
              className="font-semibold text-brand-700 underline underline-offset-4"
              data-testid="affiliate-email"
            >
              {settings.affiliateEmail}
            </a>
          </p>
        </div>
      </section>
    </>
  )
}
