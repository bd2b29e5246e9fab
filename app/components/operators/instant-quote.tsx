import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { formatCents } from '#app/domain/money'
import { canCalculate, type AddressQuote } from '#app/domain/quote/quote-input'
import { PER_MILE_CENTS } from '#app/domain/quote/pricing'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'

export type QuoteResult = Extract<AddressQuote, { status: 'priced' }>

/**
 * The instant quote panel (§2.2, §5): two addresses, Calculate (disabled while calculating or when
 * either is empty), the price, distance and breakdown from the server, Reset, Book Now. An address
 * outside the operator's service area gets no price and no Book Now: a message and a link to the
 * directory searched by that address's ZIP code.
 */
export function InstantQuote(props: { onBookNow: (quote: QuoteResult) => void }) {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const fetcher = useFetcher<AddressQuote>({ key: 'operator-quote' })
  const [pickup, setPickup] = useState('')
  const [delivery, setDelivery] = useState('')
  const [localError, setLocalError] = useState<string | null>(null)
  const [cleared, setCleared] = useState(false)
  const calculating = fetcher.state !== 'idle'
  const result = cleared ? undefined : fetcher.data
  const error =
    localError ?? (result?.status === 'error' ? t(`operators.quote.errors.${result.error}`) : null)
  const quote = result?.status === 'priced' ? result : undefined
  const outside = result?.status === 'outside' && !calculating ? result : undefined

  return (
    <section
      id="instant-quote"
      aria-labelledby="instant-quote-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="instant-quote"
    >
      <h2 id="instant-quote-title" className="text-2xl font-bold text-ink">
        {t('operators.quote.title')}
      </h2>
      <p className="mt-2 text-slate-600">{t('operators.quote.intro')}</p>
      <fetcher.Form
        method="post"
        noValidate
        className="mt-4 grid gap-4"
        onSubmit={(event) => {
          if (!canCalculate(pickup, delivery)) {
            event.preventDefault()
            setLocalError(t('operators.quote.errors.missing'))
            return
          }
          setLocalError(null)
          setCleared(false)
        }}
      >
        <input type="hidden" name="intent" value="quote" />
        <div>
          <label htmlFor="quote-pickup" className="block text-sm font-semibold text-slate-800">
            {t('operators.quote.pickup')}
          </label>
          <input
            id="quote-pickup"
            name="pickup"
            value={pickup}
            onChange={(e) => setPickup(e.target.value)}
            autoComplete="off"
            placeholder={t('operators.quote.placeholder')}
            maxLength={200}
            className="mt-1 w-full rounded border border-slate-400 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="quote-delivery" className="block text-sm font-semibold text-slate-800">
            {t('operators.quote.delivery')}
          </label>
          <input
            id="quote-delivery"
            name="delivery"
            value={delivery}
            onChange={(e) => setDelivery(e.target.value)}
            autoComplete="off"
            placeholder={t('operators.quote.placeholder')}
            maxLength={200}
            className="mt-1 w-full rounded border border-slate-400 px-3 py-2"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={calculating || !canCalculate(pickup, delivery)}
            className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            {calculating ? t('operators.quote.calculating') : t('operators.quote.calculate')}
          </button>
          <button
            type="button"
            onClick={() => {
              setPickup('')
              setDelivery('')
              setLocalError(null)
              setCleared(true)
            }}
            className="rounded border border-slate-400 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('operators.quote.reset')}
          </button>
        </div>
      </fetcher.Form>
      <div aria-live="polite">
        {error ? (
          <p role="alert" className="mt-4 rounded bg-red-50 px-4 py-3 text-red-800" data-testid="quote-error">
            {error}
          </p>
        ) : null}
        {outside ? (
          <div
            role="alert"
            className="mt-4 rounded bg-amber-50 px-4 py-3 text-amber-950"
            data-testid="quote-outside"
          >
            <p>
              {t(
                `operators.quote.outside.${outside.outside.length > 1 ? 'both' : (outside.outside[0] ?? 'delivery')}`,
              )}
            </p>
            <Link
              to={href(`/operators?zip=${encodeURIComponent(outside.zip)}`)}
              className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-2"
            >
              {t('operators.quote.outside.find', { zip: outside.zip })}
            </Link>
          </div>
        ) : null}
        {quote && !calculating ? (
          <div className="mt-6 rounded-lg bg-slate-50 p-4" data-testid="quote-result">
            <p className="text-sm font-semibold text-slate-700">{t('operators.quote.estimated')}</p>
            <p className="text-4xl font-black text-ink" data-testid="quote-price">
              {formatCents(quote.price.totalCents, lang)}
            </p>
            <p className="mt-1 text-slate-700" data-testid="quote-distance">
              {t('operators.quote.distance', { miles: quote.price.miles.toFixed(1) })}
            </p>
            <h3 className="mt-4 font-semibold text-ink">{t('operators.quote.breakdownTitle')}</h3>
            <dl
              className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-slate-700"
              data-testid="quote-breakdown"
            >
              <dt>{t('operators.quote.base')}</dt>
              <dd className="text-right">{formatCents(quote.price.baseCents, lang)}</dd>
              <dt>
                {t('operators.quote.perMile', {
                  miles: quote.price.miles.toFixed(1),
                  rate: formatCents(PER_MILE_CENTS, lang),
                })}
              </dt>
              <dd className="text-right">{formatCents(quote.price.distanceCents, lang)}</dd>
              <dt className="font-bold text-ink">{t('operators.quote.total')}</dt>
              <dd className="text-right font-bold text-ink">{formatCents(quote.price.totalCents, lang)}</dd>
            </dl>
            <p className="mt-3 text-sm text-slate-600">
              {quote.method === 'zip-centroid'
                ? t('operators.quote.methodZip')
                : t('operators.quote.methodRoute')}
            </p>
            <p className="mt-2 text-sm text-slate-700" data-testid="quote-note">
              {t('operators.quote.note')}
            </p>
            <button
              type="button"
              onClick={() => props.onBookNow(quote)}
              className="mt-4 rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t('operators.quote.bookNow')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  )
}
