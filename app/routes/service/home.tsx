import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { getCourierServiceData } from '#app/.server/services/service/courier-service'
import {
  BoltIcon,
  BoxIcon,
  BriefcaseIcon,
  MedicalIcon,
  ShieldIcon,
  SwatchIcon,
  TruckIcon,
} from '#app/components/service/icons'
import { JsonLd } from '#app/components/service/json-ld'
import { QuickOrderCard } from '#app/components/service/quick-order'
import { buttonClass } from '#app/components/service/page-header'
import { courierServiceJsonLd } from '#app/domain/service/structured-data'
import { realSetting } from '#app/domain/seo/structured-data'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath, useRootData, useSiteSettings } from '#app/i18n/use-lang'
import { appContext } from '#app/.server/context'
import type { ShellHandle } from '#app/components/layout/shell'
import type { Route } from './+types/home'

/** The service assistant (chat) is offered on this page of the service shell only. */
export const handle: ShellHandle = { serviceChat: true }

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'servicePages.meta.home.title',
    description: 'servicePages.meta.home.description',
  })

export async function loader({ context }: Route.LoaderArgs) {
  return { service: await getCourierServiceData(context.get(appContext)) }
}

/** network-site.md §2.4 and §9: the service home's figures. */
const stats = [
  { value: '5000+', key: 'deliveries' },
  { value: '200+', key: 'clients' },
  { value: '99%', key: 'onTime' },
] as const

const industries = [
  { key: 'professional', Icon: BriefcaseIcon },
  { key: 'healthcare', Icon: MedicalIcon },
  { key: 'design', Icon: SwatchIcon },
  { key: 'wholesale', Icon: BoxIcon },
] as const

export default function ServiceHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const settings = useSiteSettings()
  const origin = useRootData()?.origin ?? ''
  const badges = [
    { key: 'sameDay', Icon: BoltIcon },
    { key: 'secure', Icon: ShieldIcon },
    { key: 'fleet', Icon: TruckIcon },
  ] as const
  const structuredData = courierServiceJsonLd({
    name: t('service.brand'),
    description: t('servicePages.meta.home.description'),
    url: `${origin}${href('/service')}`,
    // No placeholder reaches search engines (issue #45).
    telephone: realSetting('servicePhone', settings.servicePhone),
    email: realSetting('supportEmail', settings.supportEmail),
    address: realSetting('postalAddress', settings.postalAddress),
    areas: loaderData.service.areas,
    centre: loaderData.service.centre,
    rating: loaderData.service.rating,
    hours: {
      weekdays: settings.hoursWeekdays,
      saturday: settings.hoursSaturday,
      sunday: settings.hoursSunday,
    },
  })
  return (
    <>
      <section
        className="bg-gradient-to-br from-blue-950 via-blue-900 to-blue-700 text-white"
        data-testid="service-hero"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2 lg:py-20">
          <div>
            <h1 className="text-4xl font-black tracking-tight sm:text-5xl">
              {t('servicePages.home.hero.title')}
            </h1>
            <p className="mt-4 text-lg text-blue-50">{t('servicePages.home.hero.subtitle')}</p>
            <ul
              aria-label={t('servicePages.home.hero.badgesLabel')}
              className="mt-6 flex flex-wrap gap-2"
              data-testid="hero-badges"
            >
              {badges.map(({ key, Icon }) => (
                <li
                  key={key}
                  className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/30"
                >
                  <Icon className="h-4 w-4" />
                  {t(`servicePages.home.hero.badges.${key}`)}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              {/* The spec's "Order Delivery Now" leads to How to Order, whose online way is the form. */}
              <Link to={href('/service/order')} className={buttonClass.onDark}>
                {t('servicePages.common.orderNow')}
              </Link>
              <Link to={href('/service/calculator')} className={buttonClass.outlineOnDark}>
                {t('servicePages.common.calculatePrice')}
              </Link>
            </div>
          </div>
          <QuickOrderCard />
        </div>
      </section>

      <section aria-labelledby="industries" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="industries" className="text-3xl font-bold text-slate-900">
          {t('servicePages.home.industries.title')}
        </h2>
        <p className="mt-2 text-lg text-slate-700">{t('servicePages.home.industries.subtitle')}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="industries">
          {industries.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <Icon className="h-8 w-8 text-blue-700" />
              <h3 className="mt-3 text-lg font-bold text-slate-900">
                {t(`servicePages.home.industries.${key}.title`)}
              </h3>
              <p className="mt-1 text-slate-700">{t(`servicePages.home.industries.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="stats" className="bg-slate-100">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="stats" className="text-center text-2xl font-bold text-slate-900">
            {t('servicePages.home.stats.title')}
          </h2>
          <dl className="mt-8 grid gap-6 text-center sm:grid-cols-3" data-testid="stats">
            {stats.map(({ value, key }) => (
              <div key={key} className="flex flex-col-reverse rounded-xl bg-white p-6 shadow-sm">
                <dt className="mt-1 font-semibold text-slate-700">{t(`servicePages.home.stats.${key}`)}</dt>
                <dd className="text-4xl font-black text-blue-800">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="service-cta" className="mx-auto max-w-7xl px-4 py-16">
        <div className="rounded-2xl bg-blue-800 p-8 text-white sm:p-10">
          <h2 id="service-cta" className="text-3xl font-bold">
            {t('servicePages.home.cta.title')}
          </h2>
          <p className="mt-2 text-lg text-blue-50">{t('servicePages.home.cta.text')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={href('/service/calculator')} className={buttonClass.onDark}>
              {t('servicePages.common.calculatePrice')}
            </Link>
            <Link to={href('/service/areas')} className={buttonClass.outlineOnDark}>
              {t('servicePages.home.cta.areas')}
            </Link>
            <Link to={href('/service/business-registration')} className={buttonClass.outlineOnDark}>
              {t('servicePages.common.registerBusiness')}
            </Link>
          </div>
        </div>
      </section>
      <JsonLd data={structuredData} />
    </>
  )
}
