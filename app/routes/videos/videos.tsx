import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { SecuredNotice, VideoCard } from '#app/components/video/video-card'
import { VideoFacade } from '#app/components/video/video-facade'
import { parseCategoryParam } from '#app/domain/videos/videos'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { getVideoLibrary } from '#app/.server/services/content/videos'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/videos'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'videos.meta.title', description: 'videos.meta.description' })

/** The same for every visitor: cards never carry a player URL, so the cookie plays no part. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lang = context.get(languageContext)
  return getVideoLibrary(context.get(appContext), lang, parseCategoryParam(url.searchParams.get('category')))
}

function CategoryFilter({ current, categories }: { current: string | null; categories: readonly string[] }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const options = [
    { value: null, label: t('videos.filter.all'), to: href('/videos') },
    ...categories.map((c) => ({
      value: c,
      label: t(`videos.filter.${c}`),
      to: href(`/videos?category=${encodeURIComponent(c)}`),
    })),
  ]
  return (
    <nav aria-label={t('videos.filter.label')}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.value === current
          return (
            <li key={option.value ?? 'all'}>
              <Link
                to={option.to}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className={`inline-block rounded-full px-4 py-2 text-sm font-semibold transition ${
                  active
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700'
                }`}
              >
                {option.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { category, categories, featured, videos } = loaderData
  return (
    <>
      <section className="bg-gradient-to-br from-slate-900 to-slate-800 text-white" data-testid="videos-hero">
        <div className="mx-auto max-w-7xl px-4 py-14 lg:py-20">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{t('videos.hero.title')}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-200">{t('videos.hero.subtitle')}</p>
        </div>
      </section>

      {featured ? (
        <section
          aria-labelledby="featured-title"
          className="mx-auto max-w-7xl px-4 pt-12"
          data-testid="featured-video"
        >
          <h2 id="featured-title" className="text-sm font-bold uppercase tracking-wide text-brand-700">
            {t('videos.featured.label')}
          </h2>
          <div className="mt-4 grid gap-8 lg:grid-cols-5 lg:items-center">
            <div className="lg:col-span-3">
              <VideoFacade
                title={featured.title}
                videoUrl={featured.videoUrl}
                posterUrl={featured.thumbnailUrl}
                posterSrcSet={featured.thumbnailSrcSet}
              />
            </div>
            <div className="lg:col-span-2">
              <p className="text-2xl font-bold text-ink">{featured.title}</p>
              <p className="mt-3 text-slate-600">{featured.description}</p>
              <p className="mt-3 text-sm text-slate-600">
                {t('videos.duration')}: {featured.duration}
              </p>
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="videos-grid-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="videos-grid-title" className="sr-only">
          {t('videos.gridLabel')}
        </h2>
        <CategoryFilter current={category} categories={categories} />
        {category === 'tutorial' ? (
          <div className="mt-6">
            <SecuredNotice />
          </div>
        ) : null}
        {videos.length === 0 ? (
          <div className="mt-10 rounded-xl bg-slate-50 p-10 text-center" data-testid="videos-empty">
            <p className="text-lg text-slate-700">{t('videos.empty')}</p>
            <Link to={href('/videos')} className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t('videos.showAll')}
            </Link>
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="videos-grid">
            {videos.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
