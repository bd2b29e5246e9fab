import { useTranslation } from 'react-i18next'
import { MarketsSection } from '#app/components/markets/markets-section'
import { pageMeta } from '#app/i18n/meta'
import { useSiteSettings } from '#app/i18n/use-lang'
import { listMarkets } from '#app/.server/services/markets'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'meta.home.title', description: 'meta.home.description' })

export async function loader({ context }: Route.LoaderArgs) {
  return { markets: await listMarkets(context.db) }
}

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-0.5 h-5 w-5 flex-none text-brand-500"
      fill="currentColor"
    >
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
    </svg>
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const settings = useSiteSettings()
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const
  return (
    <>
      <section
        className="bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 text-white"
        data-testid="hero"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2 lg:py-24">
          <div>
            <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{t('home.hero.title')}</h1>
            <p className="mt-4 text-xl font-semibold text-brand-100">{t('home.hero.subtitle')}</p>
            <p className="mt-4 text-lg text-slate-200">{t('home.hero.description')}</p>
            <ul className="mt-6 space-y-2">
              {(['schedule', 'earnings', 'boss'] as const).map((k) => (
                <li key={k} className="flex gap-2">
                  <Check />
                  <span>{t(`home.hero.bullets.${k}`)}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href={settings.bookingUrl}
                {...newTab}
                className="rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              >
                {t('home.hero.bookConsultation')}
                <span className="sr-only"> {t('common.opensInNewTab')}</span>
              </a>
              <a
                href={settings.courseSiteUrl}
                {...newTab}
                className="rounded bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-100"
              >
                {t('home.hero.getStarted')}
                <span className="sr-only"> {t('common.opensInNewTab')}</span>
              </a>
              <a
                href={settings.courseSiteUrl}
                {...newTab}
                className="rounded border border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
              >
                {t('home.hero.learnMore')}
                <span className="sr-only"> {t('common.opensInNewTab')}</span>
              </a>
            </div>
          </div>
          <div data-slot="hero-video" className="flex items-center">
            {/* The business overview video facade lands with the marketing pages. */}
          </div>
        </div>
      </section>
      {/* Map Locator section (issue 5); the lead moves it into the marketing page's slot on merge. */}
      <MarketsSection markets={loaderData.markets} />
    </>
  )
}
