import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

/** /videos/{id} for an unknown or malformed id (answered with HTTP 404). */
export function VideoNotFound() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="video-not-found">
      <h1 className="text-3xl font-bold text-ink">{t('videos.notFound.title')}</h1>
      <p className="mt-4 text-slate-600">{t('videos.notFound.text')}</p>
      <Link
        to={href('/videos')}
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('videos.notFound.back')}
      </Link>
    </section>
  )
}
