import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { SERVICE_ORDER_PATH } from '#app/domain/service/order-routing'
import { telHref } from '#app/domain/settings/site-settings'
import { useLocalizedPath, useSiteSettings } from '#app/i18n/use-lang'
import { CallIcon, GlobeIcon, PhoneIcon } from './icons'

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const

/** The service home's Quick Order card (network-site.md §2.4): the app, the order form, a call. */
export function QuickOrderCard() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const settings = useSiteSettings()
  const way = 'flex gap-4 rounded-xl border border-slate-200 p-4'
  const iconBox = 'flex h-11 w-11 flex-none items-center justify-center rounded-lg bg-blue-100 text-blue-800'
  const small =
    'inline-block rounded-md bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-700'
  return (
    <section
      aria-labelledby="quick-order"
      className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl"
      data-testid="quick-order"
    >
      <h2 id="quick-order" className="text-2xl font-bold">
        {t('servicePages.home.quickOrder.title')}
      </h2>
      <p className="text-slate-700">{t('servicePages.home.quickOrder.subtitle')}</p>
      <ul className="mt-4 space-y-3">
        <li className={way}>
          <span className={iconBox}>
            <PhoneIcon />
          </span>
          <div>
            <h3 className="font-bold">{t('servicePages.home.quickOrder.app.title')}</h3>
            <p className="text-sm text-slate-700">{t('servicePages.home.quickOrder.app.text')}</p>
            <div className="mt-2 flex gap-2">
              <a href={settings.appStoreUrl} {...newTab} className={small}>
                <span aria-hidden="true">{t('servicePages.home.quickOrder.app.ios')}</span>
                <span className="sr-only">
                  {t('servicePages.home.quickOrder.app.iosLabel')} {t('common.opensInNewTab')}
                </span>
              </a>
              <a href={settings.playStoreUrl} {...newTab} className={small}>
                <span aria-hidden="true">{t('servicePages.home.quickOrder.app.android')}</span>
                <span className="sr-only">
                  {t('servicePages.home.quickOrder.app.androidLabel')} {t('common.opensInNewTab')}
                </span>
              </a>
            </div>
          </div>
        </li>
        <li className={way}>
          <span className={iconBox}>
            <GlobeIcon />
          </span>
          <div>
            <h3 className="font-bold">{t('servicePages.home.quickOrder.online.title')}</h3>
            <p className="text-sm text-slate-700">{t('servicePages.home.quickOrder.online.text')}</p>
            <Link to={href(SERVICE_ORDER_PATH)} className={`mt-2 ${small}`}>
              {t('servicePages.home.quickOrder.online.cta')}
            </Link>
          </div>
        </li>
        <li className={way}>
          <span className={iconBox}>
            <CallIcon />
          </span>
          <div>
            <h3 className="font-bold">{t('servicePages.home.quickOrder.call.title')}</h3>
            <p className="text-sm text-slate-700">{t('servicePages.home.quickOrder.call.text')}</p>
            <a href={telHref(settings.servicePhone)} className={`mt-2 ${small}`}>
              {settings.servicePhone}
            </a>
          </div>
        </li>
      </ul>
    </section>
  )
}
