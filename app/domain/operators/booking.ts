import type { FirstTouch } from '#app/domain/people/first-touch'
import { isPhoneNumber } from '#app/domain/forms/phone'
import { visitorEmail, visitorText } from '#app/domain/forms/visitor-text'
import { z } from '#app/domain/zod'
import { pickupTimeProblem, type PickupClock } from '#app/domain/bookings/pickup-time'

/**
 * A visitor's booking request from an operator page (issue 9): who, where from and to, when, notes,
 * and the instant quote if one was made. Error messages are keys under operators.booking.errors.
 */
const required = (max: number) =>
  visitorText('line', { required: 'required', control: 'control' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })

const optional = (max: number, shape: 'line' | 'multiline' = 'line') =>
  visitorText(shape, { control: 'control' }).trim().max(max, { error: 'tooLong' }).default('')

/**
 * The booking request's fields, judged at `clock` (when it is made, in the site's zone): the operator
 * page's action parses every request with it at its guarded edge, and the form shows its error keys.
 */
export const bookingRequestSchema = (clock: PickupClock) =>
  z.object({
    name: required(120),
    phone: required(40).refine((v) => isPhoneNumber(v), { error: 'phone' }),
    email: visitorEmail({ required: 'required', invalid: 'email', tooLong: 'tooLong' }, 200),
    pickup: required(200),
    delivery: required(200),
    /**
     * A `datetime-local` value in the site's time zone (issue #30 item 9), not before now there
     * (issue #45 item 5); optional.
     */
    when: optional(16).superRefine((value, ctx) => {
      const problem = value === '' ? null : pickupTimeProblem(value, clock)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
    notes: optional(2000, 'multiline'),
  })

/**
 * A booking request as stored: the visitor's fields, and the quote the server computed again from
 * the addresses (a price posted by the browser is never read).
 */
export type BookingRequestInput = z.infer<ReturnType<typeof bookingRequestSchema>> & {
  quoteCents?: number
  quoteMiles?: number
  /** The visitor's first touch (issue #34), kept on their person. */
  firstTouch?: FirstTouch | null
}
export type BookingField = 'name' | 'phone' | 'email' | 'pickup' | 'delivery' | 'when' | 'notes'
/** `outsideArea`: the address is beyond the operator's service radius (checked after the schema). */
/** `closed`: the pickup time is outside the operator's hours (checked after the schema). */
/** `past`: the pickup time is before now in the site's time zone. */
export type BookingFieldError =
  'required' | 'email' | 'phone' | 'tooLong' | 'control' | 'outsideArea' | 'dateTime' | 'past' | 'closed'
export type BookingFieldErrors = Partial<Record<BookingField, BookingFieldError>>

const fields: readonly BookingField[] = ['name', 'phone', 'email', 'pickup', 'delivery', 'when', 'notes']
const errorKeys: readonly BookingFieldError[] = [
  'required',
  'email',
  'phone',
  'tooLong',
  'control',
  'dateTime',
  'past',
]

/** The first error of each field, as one of the error keys. */
export function bookingFieldErrors(error: z.ZodError): BookingFieldErrors {
  const out: BookingFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as BookingField
    if (!fields.includes(field) || out[field]) continue
    const key = issue.message as BookingFieldError
    out[field] = errorKeys.includes(key) ? key : field === 'email' ? 'email' : 'required'
  }
  return out
}

/**
 * A booking post's answer. `operatorName`: who the order went to (the service section's order form,
 * ADR 066; null for staff). `values`: what was typed, for a refused post made without JavaScript.
 */
export type BookingResponse =
  | { status: 'sent'; operatorName?: string | null }
  | ({ status: 'invalid'; errors: BookingFieldErrors } & TypedBooking)
  | ({ status: 'rate-limited' } & TypedBooking)
  | ({ status: 'failed' } & TypedBooking)

type TypedBooking = { values?: Partial<Record<BookingField, string>> }

/** The booking fields of a refused post, as typed (cut to their limits), to fill the form again. */
export function typedBookingValues(typed: Record<string, unknown>): Partial<Record<BookingField, string>> {
  const out: Partial<Record<BookingField, string>> = {}
  for (const field of fields) {
    const value = typed[field]
    if (typeof value === 'string') out[field] = value.slice(0, field === 'notes' ? 2000 : 200)
  }
  return out
}
