import { useEffect } from 'react'
import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  useNavigationType,
  type MetaDescriptor,
} from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { ErrorPage } from '#app/components/layout/error-pages'
import { SecuredBadge, VideoCard } from '#app/components/video/video-card'
import { VideoNotFound } from '#app/components/video/video-not-found'
import { VideoFacade } from '#app/components/video/video-facade'
import { localizedPath } from '#app/domain/routing/locale'
import { isoDuration, type VideoWithPlayer } from '#app/domain/videos/videos'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath, useRootData, type RootData } from '#app/i18n/use-lang'
import { canSeePrivateVideos } from '#app/.server/services/content/secure-videos'
import { getVideoPage } from '#app/.server/services/content/videos'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/video'
import { JsonLd } from '#app/components/seo/json-ld'
import { isPlaceholderVideoUrl } from '#app/domain/videos/video-source'

/**
 * A video's page. A tutorial is only shown to a visitor holding a valid secure_videos_auth cookie;
 * anyone else is sent to /secure-videos (and comes back here once unlocked), and gets nothing of
 * the video in the response.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = context.get(languageContext)
  const page = await getVideoPage(
    context.get(appContext),
    params.id,
    lang,
    await canSeePrivateVideos(request, context.get(appContext).env, context.get(appContext)),
  )
  if (page.status === 'not-found') throw data(null, { status: 404 })
  if (page.status === 'locked') {
    throw redirect(localizedPath(lang, `/secure-videos?video=${page.id}`), {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  }
  return data(
    { video: page.video, related: page.related },
    // A private video's page depends on the cookie: never kept by a shared cache.
    { headers: page.video.secured ? { 'Cache-Control': 'private, no-store' } : {} },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

function withTitle(descriptors: MetaDescriptor[], title: string, description?: string): MetaDescriptor[] {
  return descriptors.map((d) => {
    if ('title' in d) return { title }
    if ('property' in d && d.property === 'og:title') return { ...d, content: title }
    if ('name' in d && d.name === 'twitter:title') return { ...d, content: title }
    if (description && 'name' in d && (d.name === 'description' || d.name === 'twitter:description'))
      return { ...d, content: description }
    if (description && 'property' in d && d.property === 'og:description')
      return { ...d, content: description }
    return d
  })
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, error }) => {
  if (error || !loaderData) {
    return [
      ...pageMeta(matches, { title: 'videos.meta.notFoundTitle' }),
      { name: 'robots', content: 'noindex' },
    ]
  }
  const { video } = loaderData
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined
  const title = `${video.title} | ${root?.messages.meta.siteName ?? ''}`.replace(/ \| $/, '')
  const tags = withTitle(pageMeta(matches, { title: 'videos.meta.title' }), title, video.description)
  return video.secured ? [...tags, { name: 'robots', content: 'noindex' }] : tags
}

/** schema.org VideoObject for search engines: public videos only. */
function VideoJsonLd({ video }: { video: VideoWithPlayer }) {
  const origin = useRootData()?.origin ?? ''
  // A tutorial's player is private; a placeholder plays nothing (issue #45).
  if (video.secured || isPlaceholderVideoUrl(video.videoUrl)) return null
  const json = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    thumbnailUrl: new URL(video.thumbnailUrl, `${origin}/`).toString(),
    duration: isoDuration(video.duration),
    embedUrl: video.videoUrl,
  }
  return <JsonLd data={json} />
}

export default function VideoDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { video, related } = loaderData
  const navigationType = useNavigationType()
  // A new video (a related video's link) starts at the top; back and forward keep their position.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [video.id, navigationType])
  return (
    <article className="mx-auto max-w-5xl px-4 py-10" data-testid="video-detail" data-video-id={video.id}>
      <VideoJsonLd video={video} />
      <Link
        to={href(video.secured ? '/secure-videos' : '/videos')}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        ← {t('videos.detail.backToVideos')}
      </Link>
      <h1 className="mt-4 text-3xl font-black tracking-tight text-ink sm:text-4xl">{video.title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2" data-testid="video-meta">
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>{t('videos.duration')}:</dt>
            <dd className="font-semibold text-slate-800">{video.duration}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('videos.detail.categoryLabel')}:</dt>
            <dd className="font-semibold text-slate-800">{t(`videos.category.${video.category}`)}</dd>
          </div>
        </dl>
        {video.secured ? <SecuredBadge /> : null}
      </div>
      <div className="mt-6">
        <VideoFacade
          key={video.id}
          title={video.title}
          videoUrl={video.videoUrl}
          posterUrl={video.thumbnailUrl}
          posterSrcSet={video.thumbnailSrcSet}
        />
      </div>
      <p className="mt-6 text-lg text-slate-700">{video.description}</p>

      <section
        aria-labelledby="video-interest-title"
        className="mt-10 rounded-xl bg-slate-900 p-8 text-white"
        data-testid="video-interest"
      >
        <h2 id="video-interest-title" className="text-2xl font-bold">
          {t('videos.detail.interest.title')}
        </h2>
        <p className="mt-2 text-slate-200">{t('videos.detail.interest.text')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link
            to={href('/contact')}
            className="rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t('videos.detail.interest.contact')}
          </Link>
          <Link
            to={href('/opportunity')}
            className="rounded border border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            {t('videos.detail.interest.opportunity')}
          </Link>
        </div>
      </section>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-12" data-testid="related-videos">
          <h2 id="related-title" className="text-2xl font-bold text-ink">
            {t('videos.detail.related')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((r) => (
              <li key={r.id}>
                <VideoCard video={r} unlocked={video.secured} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <VideoNotFound />
  return <ErrorPage />
}
