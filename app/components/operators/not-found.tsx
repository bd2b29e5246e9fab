import { Link } from 'react-router'
import type { OperatorSuggestions } from '#app/domain/operators/suggestions'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

/**
 * /{slug} for an unknown or reserved slug (HTTP 404), with up to five operators to suggest
 * (nearest first when the slug names a known town).
 */
export function OperatorNotFound({ suggestions }: { suggestions?: OperatorSuggestions }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const operators = suggestions?.operators ?? []
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="operator-not-found">
      <h1 className="text-3xl font-bold text-ink">{t('operators.notFound.title')}</h1>
      <p className="mt-4 text-slate-600">{t('operators.notFound.text')}</p>
      {operators.length > 0 ? (
        <nav
          aria-labelledby="operator-suggestions-title"
          className="mt-8 text-left"
          data-testid="operator-suggestions"
        >
          <h2 id="operator-suggestions-title" className="text-xl font-bold text-ink">
            {suggestions?.town
              ? t('operators.notFound.suggestionsNear', { town: suggestions.town })
              : t('operators.notFound.suggestions')}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded border border-slate-200">
            {operators.map((o) => (
              <li key={o.slug} className="px-4 py-3">
                <Link
                  to={href(`/${o.slug}`)}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {o.name}
                </Link>
                {o.areaServed ? <span className="ml-2 text-slate-600">{o.areaServed}</span> : null}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
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
