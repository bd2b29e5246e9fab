import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { CallIcon, ClockIcon, GlobeIcon, PhoneIcon } from '#app/components/service/icons'
import { buttonClass, ServicePageHeader } from '#app/components/service/page-header'
import { formatCents } from '#app/domain/money'
import { BASE_FARE_CENTS, PER_MILE_CENTS } from '#app/domain/quote/pricing'
import { SERVICE_ORDER_PATH } from '#app/domain/service/order-routing'
import { businessHours, telHref } from '#app/domain/settings/site-settings'
import { pageMeta } from '#app/i18n/meta'
import { useLang, useLocalizedPath, useSiteSettings } from '#app/i18n/use-lang'
import type { Route } from './+types/order'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'servicePages.meta.order.title',
    description: 'servicePages.meta.order.description',
  })

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const
const steps = ['choose', 'details', 'confirm', 'track'] as const

export default function HowToOrder() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const lang = useLang()
  const settings = useSiteSettings()
  const card = 'flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'
  const iconBox = 'flex h-12 w-12 items-center justify-center rounded-xl bg-blue-100 text-blue-800'
  const opensInNewTab = <span className="sr-only"> {t('common.opensInNewTab')}</span>
  return (
    <>
      <ServicePageHeader title={t('servicePages.order.title')}>
        <p>{t('servicePages.order.intro')}</p>
      </ServicePageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <section aria-labelledby="order-methods">
          <h2 id="order-methods" className="text-2xl font-bold text-slate-900">
            {t('servicePages.order.methods.title')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3" data-testid="order-methods">
            <li className={card}>
              <span className={iconBox}>
                <PhoneIcon />
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">
                {t('servicePages.order.methods.app.title')}
              </h3>
              <p className="mt-2 flex-1 text-slate-700">{t('servicePages.order.methods.app.text')}</p>
              <div className="mt-4 flex flex-col gap-2">
                <a href={settings.appStoreUrl} {...newTab} className={buttonClass.primary}>
                  {t('servicePages.order.methods.app.ios')}
                  {opensInNewTab}
                </a>
                <a href={settings.playStoreUrl} {...newTab} className={buttonClass.secondary}>
                  {t('servicePages.order.methods.app.android')}
                  {opensInNewTab}
                </a>
              </div>
            </li>
            <li className={card}>
              <span className={iconBox}>
                <GlobeIcon />
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">
                {t('servicePages.order.methods.online.title')}
              </h3>
              <p className="mt-2 flex-1 text-slate-700">{t('servicePages.order.methods.online.text')}</p>
              <Link to={href(SERVICE_ORDER_PATH)} className={`mt-4 ${buttonClass.primary}`}>
                {t('servicePages.order.methods.online.cta')}
              </Link>
            </li>
            <li className={card}>
              <span className={iconBox}>
                <CallIcon />
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">
                {t('servicePages.order.methods.phone.title')}
              </h3>
              <p className="mt-2 flex-1 text-slate-700">{t('servicePages.order.methods.phone.text')}</p>
              <a href={telHref(settings.servicePhone)} className={`mt-4 ${buttonClass.primary}`}>
                {t('servicePages.order.methods.phone.cta', { phone: settings.servicePhone })}
              </a>
            </li>
          </ul>
        </section>

        <div className="mt-14 grid gap-10 lg:grid-cols-3">
          <section aria-labelledby="order-steps" className="lg:col-span-2">
            <h2 id="order-steps" className="text-2xl font-bold text-slate-900">
              {t('servicePages.order.steps.title')}
            </h2>
            <ol className="mt-6 space-y-4" data-testid="order-steps">
              {steps.map((step, i) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="text-lg font-bold text-slate-900">
                      {t(`servicePages.order.steps.${step}.title`)}
                    </h3>
                    <p className="text-slate-700">
                      {t(`servicePages.order.steps.${step}.text`, {
                        base: formatCents(BASE_FARE_CENTS, lang),
                        perMile: formatCents(PER_MILE_CENTS, lang),
                      })}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <section
            aria-labelledby="order-hours"
            className="self-start rounded-2xl bg-slate-100 p-6"
            data-testid="order-hours"
          >
            <h2 id="order-hours" className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <ClockIcon className="h-6 w-6 text-blue-800" />
              {t('servicePages.order.hours.title')}
            </h2>
            <ul className="mt-3 space-y-1 text-slate-800">
              {businessHours(settings, lang).map((line, day) => (
                // Three fixed day groups, always in this order.
                <li key={day}>{line}</li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="order-business" className="mt-14 rounded-2xl bg-blue-800 p-8 text-white">
          <h2 id="order-business" className="text-2xl font-bold">
            {t('servicePages.order.business.title')}
          </h2>
          <p className="mt-2 text-blue-50">{t('servicePages.order.business.text')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to={href('/service/business-registration')} className={buttonClass.onDark}>
              {t('servicePages.common.registerBusiness')}
            </Link>
            <Link to={href('/service/calculator')} className={buttonClass.outlineOnDark}>
              {t('servicePages.common.calculatePrice')}
            </Link>
            <Link to={href('/service/contact')} className={buttonClass.outlineOnDark}>
              {t('servicePages.common.contactUs')}
            </Link>
          </div>
        </section>
      </div>
    </>
  )
}
