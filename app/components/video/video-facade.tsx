import { useState } from 'react'
import { VIDEO_POSTER_SIZES } from '#app/domain/videos/videos'
import { useTranslation } from '#app/i18n/react'
import { Icon } from '../icons/icon'

/**
 * A light stand-in for an embedded video: a poster and a play button. The player frame (and its
 * scripts and cookies) loads only when the visitor presses play.
 */
export function VideoFacade({
  title,
  videoUrl,
  posterUrl,
  posterSrcSet,
  className = '',
  priority = false,
}: {
  title: string
  videoUrl: string
  posterUrl?: string
  /** Every width of a library picture (the poster is at most half the page wide). */
  posterSrcSet?: string | undefined
  className?: string
  /** The poster is in the first screen: load it at once instead of lazily. */
  priority?: boolean
}) {
  const { t } = useTranslation()
  const [playing, setPlaying] = useState(false)
  const src = withAutoplay(videoUrl)
  return (
    <div
      className={`relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900 shadow-lg ${className}`}
    >
      {playing ? (
        <iframe
          className="absolute inset-0 h-full w-full"
          src={src}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="video-frame"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full items-center justify-center"
          data-testid="video-play"
        >
          {posterUrl ? (
            <img
              src={posterUrl}
              srcSet={posterSrcSet}
              sizes={posterSrcSet ? VIDEO_POSTER_SIZES : undefined}
              alt=""
              className="absolute inset-0 h-full w-full object-cover opacity-80"
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              width={1280}
              height={720}
            />
          ) : null}
          <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl transition group-hover:scale-105 group-focus-visible:ring-4 group-focus-visible:ring-white">
            <Icon className="ml-1 h-8 w-8" solid>
              <path d="M8 5v14l11-7z" />
            </Icon>
          </span>
          <span className="sr-only">{t('video.play', { title })}</span>
        </button>
      )}
    </div>
  )
}

function withAutoplay(url: string) {
  try {
    const u = new URL(url)
    u.searchParams.set('autoplay', '1')
    return u.toString()
  } catch {
    return url
  }
}
