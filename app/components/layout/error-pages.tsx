import { isRouteErrorResponse, Link } from 'react-router'
import { ORIGIN_REFUSAL } from '#app/domain/http/replies'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath, useRootData } from '#app/i18n/use-lang'

export function NotFoundPage() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="not-found">
      <p className="text-6xl font-black text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t('errors.notFound.title')}</h1>
      <p className="mt-4 text-slate-600">{t('errors.notFound.text')}</p>
      <Link
        to={href('/')}
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('errors.notFound.home')}
      </Link>
    </section>
  )
}

/** Whether a route error is the origin rule's refusal of a page's form (issue #46). */
export function isOriginRefusal(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 403 &&
    (error.data as { refused?: unknown } | null)?.refused === ORIGIN_REFUSAL.refused
  )
}

/** A form posted without its page's origin (no JavaScript, an old tab): what to do next. */
export function RefusedPage() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="refused-page" role="alert">
      <p className="text-6xl font-black text-brand-600">403</p>
      <h1 className="mt-4 text-3xl font-bold">{t('errors.refused.title')}</h1>
      <p className="mt-4 text-slate-600">{t('errors.refused.text')}</p>
      <Link
        to={href('/')}
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('errors.refused.home')}
      </Link>
    </section>
  )
}

/** The route error fallback: the error's text in development, a generic text in production. */
export function ErrorPage({ detail }: { detail?: string }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="error-page" role="alert">
      <h1 className="text-3xl font-bold">{t('errors.unexpected.title')}</h1>
      {detail ? (
        <pre className="mt-4 overflow-auto rounded bg-slate-100 p-4 text-left text-sm">{detail}</pre>
      ) : (
        <p className="mt-4 text-slate-600">{t('errors.unexpected.generic')}</p>
      )}
      <Link
        to={href('/')}
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('errors.unexpected.home')}
      </Link>
    </section>
  )
}

/**
 * What a route error shows inside its shell: the 404 page for a thrown 404, otherwise the error
 * page (with the error's text in development only). Used by the root and by every layout route.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const data = useRootData()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (isOriginRefusal(error)) return <RefusedPage />
  return (
    <ErrorPage
      detail={
        import.meta.env.DEV && !data?.isProduction
          ? error instanceof Error
            ? error.message
            : isRouteErrorResponse(error)
              ? `${error.status} ${error.statusText}`
              : String(error)
          : undefined
      }
    />
  )
}
