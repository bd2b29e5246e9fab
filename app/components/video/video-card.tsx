import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { VIDEO_CARD_SIZES, type VideoCard as VideoCardData } from '#app/domain/videos/videos'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { Icon, type IconProps } from '../icons/icon'

function LockIcon({ className = 'h-3.5 w-3.5' }: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" className={className} solid>
      <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4zm-2 6V6a2 2 0 1 1 4 0v2H8z" />
    </Icon>
  )
}

export function SecuredBadge() {
  const { t } = useTranslation()
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-slate-900 px-2.5 py-1 text-xs font-semibold text-white"
      data-testid="secured-badge"
    >
      <LockIcon />
      {t('videos.secured.badge')}
    </span>
  )
}

/**
 * One video in a grid. A tutorial (secured) card leads to /secure-videos instead of its detail
 * page, unless `unlocked` (the visitor already holds the cookie, e.g. on /secure-videos itself).
 */
export function VideoCard({ video, unlocked = false }: { video: VideoCardData; unlocked?: boolean }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const locked = video.secured && !unlocked
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      data-testid="video-card"
      data-video-id={video.id}
    >
      <Link
        to={href(locked ? '/secure-videos' : `/videos/${video.id}`)}
        className="group block focus-visible:outline-none"
        aria-label={t(locked ? 'videos.unlockToWatch' : 'videos.watch', { title: video.title })}
      >
        <div className="relative aspect-video bg-slate-200">
          <img
            src={video.thumbnailUrl}
            srcSet={video.thumbnailSrcSet}
            sizes={video.thumbnailSrcSet ? VIDEO_CARD_SIZES : undefined}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition group-hover:scale-105 group-focus-visible:opacity-90"
          />
          {video.secured ? (
            <span className="absolute left-3 top-3">
              <SecuredBadge />
            </span>
          ) : null}
          <span className="absolute bottom-3 right-3 rounded bg-slate-900/90 px-2 py-0.5 text-xs font-semibold text-white">
            <span className="sr-only">{t('videos.duration')}: </span>
            {video.duration}
          </span>
        </div>
        <h3 className="px-4 pt-4 text-lg font-bold text-ink group-hover:text-brand-700 group-focus-visible:underline">
          {video.title}
        </h3>
      </Link>
      <div className="flex flex-1 flex-col px-4 pb-4">
        <p className="mt-2 flex-1 text-sm text-slate-600">{video.description}</p>
        <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {t(`videos.category.${video.category}`)}
        </p>
      </div>
    </article>
  )
}

export function SecuredNotice() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <section
      aria-labelledby="secured-notice-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="secured-notice"
    >
      <div className="flex gap-3">
        <LockIcon className="mt-1 h-5 w-5 flex-none text-amber-800" />
        <div>
          <h2 id="secured-notice-title" className="font-bold text-amber-900">
            {t('videos.secured.title')}
          </h2>
          <p className="mt-1 text-sm text-amber-900">{t('videos.secured.text')}</p>
        </div>
      </div>
      <Link
        to={href('/secure-videos')}
        className="flex-none rounded bg-slate-900 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-slate-700"
      >
        {t('videos.secured.enterPassword')}
      </Link>
    </section>
  )
}
