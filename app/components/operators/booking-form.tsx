import { Honeypot, PrivacyNote } from '#app/components/forms/form-parts'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { earliestPickupTime } from '#app/domain/bookings/pickup-time'
import type { BookingField, BookingFieldError, BookingResponse } from '#app/domain/operators/booking'
import { formatCents } from '#app/domain/money'
import { useLang, useSiteTimeZone } from '#app/i18n/use-lang'
import type { QuoteResult } from './instant-quote'

const fields: Array<{ name: BookingField; type: string; autoComplete?: string; required: boolean }> = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'pickup', type: 'text', autoComplete: 'off', required: true },
  { name: 'delivery', type: 'text', autoComplete: 'off', required: true },
  { name: 'when', type: 'datetime-local', required: false },
]

/** Refusals of one field that the message above the button names itself (the others: "check the form"). */
const namedRefusals: readonly BookingFieldError[] = ['outsideArea', 'past', 'closed']

/** The message above the button for an answer that is not a success. */
function refusalKey(result: Exclude<BookingResponse, { status: 'sent' }>) {
  if (result.status === 'rate-limited') return 'operators.booking.errors.rateLimited'
  if (result.status === 'failed') return 'operators.booking.errors.failed'
  const named = namedRefusals.find((key) => Object.values(result.errors).includes(key))
  return `operators.booking.errors.${named ?? 'form'}`
}

type BookingFormProps = {
  /** The heading; "Booking Request" by default. */
  title?: string
  /** The paragraph under the title. */
  intro: string
  /** The message of a stored request. */
  success: (answer: Extract<BookingResponse, { status: 'sent' }>) => string
  /** The server's quote whose addresses fill the empty fields and whose price the form states. */
  quote: Pick<QuoteResult, 'pickup' | 'delivery' | 'price'> | null
  /** The fetcher's key and the posted `intent` (an operator's page posts two forms; ADR 066's one). */
  fetcherKey?: string
  intent?: string | null
  /** The answer of a post made without JavaScript (the page's action data). */
  answer?: BookingResponse
  /** The fields' first values (the order page's ZIP codes from the calculator). */
  defaults?: Partial<Record<BookingField, string>>
}

/**
 * The booking request (issue 9 §3): stored, e-mailed to the operator, confirmed to the visitor. An
 * operator's page and the service section's order page (ADR 066) both show it.
 */
export function BookingForm({
  title,
  intro,
  success,
  quote,
  fetcherKey = 'operator-booking',
  intent = 'booking',
  answer,
  defaults = {},
}: BookingFormProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const fetcher = useFetcher<BookingResponse>({ key: fetcherKey })
  const formRef = useRef<HTMLFormElement>(null)
  const result = fetcher.data ?? answer
  const errors = result?.status === 'invalid' ? result.errors : {}
  const typed = result && result.status !== 'sent' ? (result.values ?? {}) : {}
  const submitting = fetcher.state !== 'idle'
  const zone = useSiteTimeZone()
  // The date-time picker starts at now in the site's zone (issue #45 item 5), read when the visitor
  // comes to the field rather than when the page was rendered (a cached page is older). The
  // server refuses a past time all the same.
  const [earliest, setEarliest] = useState<string | undefined>(undefined)
  const pickerStartsNow = () => setEarliest(earliestPickupTime({ now: new Date(), zone }))

  useEffect(() => {
    if (result?.status === 'sent') formRef.current?.reset()
  }, [result])

  useEffect(() => {
    // A quote's addresses fill the form's (Book Now).
    const form = formRef.current
    if (!form || !quote) return
    const set = (name: string, value: string) => {
      const input = form.elements.namedItem(name)
      if (input instanceof HTMLInputElement && input.value === '') input.value = value
    }
    set('pickup', quote.pickup)
    set('delivery', quote.delivery)
  }, [quote])

  return (
    <section
      id="booking"
      aria-labelledby="booking-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="booking-form"
    >
      <h2 id="booking-title" className="text-xl font-bold text-ink">
        {title ?? t('operators.booking.title')}
      </h2>
      <p className="mt-2 text-slate-700">{intro}</p>
      <fetcher.Form ref={formRef} method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        <Honeypot label="operators.booking.honeypot" />
        {quote ? (
          <>
            <p
              className="rounded bg-slate-50 px-3 py-2 text-sm text-slate-800 sm:col-span-2"
              data-testid="booking-quote"
            >
              {t('operators.booking.quote', {
                price: formatCents(quote.price.totalCents, lang),
                miles: quote.price.miles.toFixed(1),
              })}
            </p>
          </>
        ) : null}
        {fields.map((field) => {
          const error = errors[field.name]
          const id = `booking-${field.name}`
          return (
            <div key={field.name}>
              <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
                {t(`operators.booking.${field.name}`)}
                {field.required ? <span aria-hidden="true"> *</span> : null}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                defaultValue={typed[field.name] ?? defaults[field.name]}
                {...(field.name === 'when' ? { min: earliest, onFocus: pickerStartsNow } : {})}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="mt-1 w-full rounded border border-slate-400 px-3 py-2"
              />
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                  {t(`operators.booking.errors.${error}`)}
                </p>
              ) : null}
            </div>
          )
        })}
        <div className="sm:col-span-2">
          <label htmlFor="booking-notes" className="block text-sm font-semibold text-slate-800">
            {t('operators.booking.notes')}
          </label>
          <textarea
            id="booking-notes"
            name="notes"
            rows={3}
            maxLength={2000}
            defaultValue={typed.notes ?? defaults.notes}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? 'booking-notes-error' : undefined}
            className="mt-1 w-full rounded border border-slate-400 px-3 py-2"
          />
          {errors.notes ? (
            <p id="booking-notes-error" className="mt-1 text-sm text-red-700">
              {t(`operators.booking.errors.${errors.notes}`)}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2" aria-live="polite">
          {result?.status === 'sent' ? (
            <p
              role="status"
              className="mb-3 rounded bg-emerald-50 px-4 py-3 text-emerald-900"
              data-testid="booking-success"
            >
              {success(result)}
            </p>
          ) : null}
          {result && result.status !== 'sent' ? (
            <p
              role="alert"
              className="mb-3 rounded bg-red-50 px-4 py-3 text-red-800"
              data-testid="booking-error"
            >
              {t(refusalKey(result))}
            </p>
          ) : null}
          <PrivacyNote />
          <button
            type="submit"
            disabled={submitting}
            className="rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-400"
          >
            {submitting ? t('operators.booking.submitting') : t('operators.booking.submit')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  )
}
