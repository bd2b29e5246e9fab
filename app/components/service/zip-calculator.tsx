import { useEffect, useId } from 'react'
import { Link, useFetcher } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { ROAD_FACTOR } from '#app/domain/quote/distance'
import type { ZipFieldError, ZipQuoteResponse } from '#app/domain/quote/zip-quote'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import { orderQuery } from '#app/domain/service/order-routing'
import { PriceEstimate } from './price-estimate'
import { localeOf } from '#app/domain/time/format'

type Field = 'from' | 'to'

/**
 * Price by ZIP code: posts the two ZIP codes to the calculator's action, which measures the distance on
 * the server and prices it. A fetcher with JavaScript; a plain POST (the page re-rendered with the
 * action's answer) without.
 */
export function ZipCalculator({ actionData }: { actionData?: ZipQuoteResponse }) {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const id = useId()
  const fetcher = useFetcher<ZipQuoteResponse>()
  const result = fetcher.data ?? actionData
  const busy = fetcher.state !== 'idle'
  const errors = result?.status === 'invalid' ? result.errors : {}
  const locale = localeOf(lang)

  // After an answer with field errors, take the visitor to the first field to fix.
  const answered = fetcher.data
  useEffect(() => {
    if (answered?.status !== 'invalid') return
    const first = (['from', 'to'] as const).find((f) => answered.errors[f])
    if (first) document.getElementById(`${id}-${first}`)?.focus()
  }, [answered, id])

  const fieldError = (field: Field, error: ZipFieldError | undefined) =>
    error
      ? t(`servicePages.calculator.zip.errors.${error}`, { zip: result?.values[field].trim() ?? '' })
      : undefined

  const formError =
    result?.status === 'too-close'
      ? t('servicePages.calculator.zip.errors.tooClose')
      : result?.status === 'failed'
        ? t('servicePages.calculator.zip.errors.failed')
        : result?.status === 'rate-limited'
          ? t('servicePages.calculator.zip.errors.rateLimited', { seconds: result.retryAfterSeconds })
          : undefined

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t('servicePages.calculator.zip.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('servicePages.calculator.zip.intro')}</p>
      <fetcher.Form method="post" noValidate className="mt-4" data-testid="zip-form">
        <div className="grid gap-4 sm:grid-cols-2">
          {(['from', 'to'] as const).map((field) => {
            const error = fieldError(field, errors[field])
            return (
              <div key={field}>
                <label htmlFor={`${id}-${field}`} className="block font-medium text-slate-800">
                  {t(`servicePages.calculator.zip.${field}`)}
                </label>
                <input
                  id={`${id}-${field}`}
                  name={field}
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={10}
                  required
                  defaultValue={result?.values[field] ?? ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${field}-error` : undefined}
                  className={`mt-1 w-full rounded-lg border px-3 py-2 text-lg focus:outline-2 focus:outline-blue-700 ${
                    error ? 'border-red-700' : 'border-slate-400'
                  }`}
                />
                {error ? (
                  <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
            )
          })}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="mt-4 rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-wait disabled:opacity-80"
        >
          {busy ? t('servicePages.calculator.zip.submitting') : t('servicePages.calculator.zip.submit')}
        </button>
      </fetcher.Form>
      <div aria-live="polite" className="mt-6">
        {formError ? (
          <p
            className="rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-800"
            data-testid="zip-error"
          >
            {formError}
          </p>
        ) : null}
        {result?.status === 'outside-areas' ? (
          // No price and no order button: nobody makes this delivery (SERVED_ZIP_RULE).
          <div
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-950"
            data-testid="zip-outside"
          >
            <p>
              {t('servicePages.calculator.zip.outside', {
                count: result.outsideAreas.length,
                areas: result.areaCount,
                zips: new Intl.ListFormat(locale, { type: 'conjunction' }).format(result.outsideAreas),
              })}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-4">
              <Link to={href('/service/areas')} className="underline underline-offset-2">
                {t('servicePages.calculator.zip.outsideAreasLink')}
              </Link>
              <Link to={href('/service/contact')} className="underline underline-offset-2">
                {t('servicePages.common.contactUs')}
              </Link>
            </p>
          </div>
        ) : null}
        {result?.status === 'priced' ? (
          <PriceEstimate
            price={result.price}
            testId="zip-estimate"
            order={orderQuery({ from: result.from, to: result.to })}
          >
            <p className="mt-2 font-medium text-slate-800" data-testid="zip-distance">
              {t('servicePages.calculator.zip.distance', {
                miles: new Intl.NumberFormat(locale, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }).format(result.price.miles),
              })}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {result.method === 'route'
                ? t('servicePages.calculator.zip.route')
                : t('servicePages.calculator.zip.method', {
                    factor: new Intl.NumberFormat(locale).format(ROAD_FACTOR),
                  })}
            </p>
          </PriceEstimate>
        ) : null}
      </div>
    </section>
  )
}
