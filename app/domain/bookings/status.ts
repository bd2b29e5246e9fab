import { visitorText } from '#app/domain/forms/visitor-text'
import { z } from '#app/domain/zod'

/**
 * The life of a booking request (issue #21 item 3): the operator accepts or declines a pending one,
 * then completes an accepted one. Staff may reassign it to another operator while it is pending or
 * accepted; it is then pending again, for the new operator.
 */
export const BOOKING_STATUSES = ['pending', 'accepted', 'declined', 'completed'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export type BookingAction = 'accept' | 'decline' | 'complete'
export const BOOKING_ACTIONS: readonly BookingAction[] = ['accept', 'decline', 'complete']

const transitions: Record<BookingAction, { from: BookingStatus; to: BookingStatus }> = {
  accept: { from: 'pending', to: 'accepted' },
  decline: { from: 'pending', to: 'declined' },
  complete: { from: 'accepted', to: 'completed' },
}

/** The status after `action`, or null when the action is not allowed from `status`. */
export function nextBookingStatus(status: BookingStatus, action: BookingAction): BookingStatus | null {
  const t = transitions[action]
  return t.from === status ? t.to : null
}

/** The actions an operator may take on a booking in `status` (the forms the portal shows). */
export function allowedBookingActions(status: BookingStatus): BookingAction[] {
  return BOOKING_ACTIONS.filter((a) => nextBookingStatus(status, a) !== null)
}

/** Staff may move a booking to another operator until it is answered for good. */
export function canReassignBooking(status: BookingStatus): boolean {
  return status === 'pending' || status === 'accepted'
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value)
}

/** One booking as the operator's list shows it (what a loader sends: dates as ISO strings). */
export type BookingItem = {
  id: number
  status: BookingStatus
  createdAt: string
  name: string
  phone: string
  email: string
  pickup: string
  delivery: string
  requestedTime: string
  notes: string
  quoteCents: number | null
  quoteMiles: number | null
  statusMessage: string
  /** The delivery job an accepted booking became (issue #44): the portal links to its screen. */
  jobId?: number | null
}

export const BOOKING_MESSAGE_MAX = 1000

/**
 * The operator's answer as posted: `intent`, `id` and an optional `message` to the customer,
 * required on decline. Error messages are keys under bookings.errors.
 */
export const bookingAnswerSchema = z
  .object({
    intent: z.enum(BOOKING_ACTIONS as [BookingAction, ...BookingAction[]], { error: 'intent' }),
    id: z.coerce.number({ error: 'id' }).int({ error: 'id' }).positive({ error: 'id' }),
    message: visitorText('multiline', { control: 'control' })
      .trim()
      .max(BOOKING_MESSAGE_MAX, { error: 'tooLong' })
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (value.intent === 'decline' && value.message === '') {
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'messageRequired' })
    }
  })
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>

/** Two hours without an answer: staff are told (once). */
export const ESCALATION_AFTER_MS = 2 * 60 * 60_000

/** When a booking created at `createdAt` becomes due for escalation. */
export function escalationDueAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ESCALATION_AFTER_MS)
}

/**
 * Still pending, waiting more than two hours, and staff not told yet. A booking waits from its
 * creation, or from its reassignment (`reassignedAt`): the new operator gets their own two hours.
 */
export function isDueForEscalation(
  booking: { status: BookingStatus; createdAt: Date; escalatedAt: Date | null; reassignedAt?: Date | null },
  now: Date,
): boolean {
  const since = Math.max(booking.createdAt.getTime(), booking.reassignedAt?.getTime() ?? 0)
  return (
    booking.status === 'pending' &&
    booking.escalatedAt === null &&
    now.getTime() - since >= ESCALATION_AFTER_MS
  )
}

/** Staff's "Reassign" (the admin Bookings tab): the booking and the operator it goes to. */
export const reassignBookingSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('reassign'),
    id: z.coerce.number().int().positive(),
    operatorId: z.coerce
      .number({ error: 'operator' })
      .int({ error: 'operator' })
      .positive({ error: 'operator' }),
  }),
])

/** The staff list's filter from the query string (?status=&operator=); anything else is ignored. */
export function parseBookingFilter(params: URLSearchParams): { status?: BookingStatus; operatorId?: number } {
  const status = params.get('status')
  const operator = Number(params.get('operator'))
  return {
    ...(isBookingStatus(status) ? { status } : {}),
    ...(Number.isInteger(operator) && operator > 0 ? { operatorId: operator } : {}),
  }
}
