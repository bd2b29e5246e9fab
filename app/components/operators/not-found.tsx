import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

/** /{slug} for an unknown or reserved slug (HTTP 404). No list of other operators is shown. */
export function OperatorNotFound() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="operator-not-found">
      <h1 className="text-3xl font-bold text-ink">{t('operators.notFound.title')}</h1>
      <p className="mt-4 text-slate-600">{t('operators.notFound.text')}</p>
      <Link
        to={href('/operators')}
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('operators.notFound.back')}
      </Link>
    </section>
  )
}

/** The page failed for another reason: 'Page Error' with the slug and a way home (§2.2). */
export function OperatorPageError({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <section
      role="alert"
      className="mx-auto max-w-2xl px-4 py-24 text-center"
      data-testid="operator-page-error"
    >
      <h1 className="text-3xl font-bold text-ink">{t('operators.pageError.title')}</h1>
      <p className="mt-4 text-slate-600">{t('operators.pageError.text', { slug })}</p>
      <Link
        to={href('/')}
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('operators.pageError.home')}
      </Link>
    </section>
  )
}
