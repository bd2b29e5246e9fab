import { dbOf, type DataSource } from '../../db/source'
import {
  canReassignBooking,
  escalationDueAt,
  isDueForEscalation,
  nextBookingStatus,
  type BookingAction,
  type BookingAnswer,
  type BookingItem,
  type BookingStatus,
} from '#app/domain/bookings/status'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { enqueueEmails, enqueueJob, type TemplateData } from '../../mail/outbox'
import { staffAddress, staffAddressOf } from '../../mail/staff-address'
import { operatorMailRoute } from '#app/domain/operators/sample-operator'
import {
  countBookingsByStatus,
  findBooking,
  findOperatorBooking,
  listBookings,
  markBookingEscalated,
  reassignBookingRow,
  transitionOperatorBooking,
  type BookingFilter,
  type BookingRow,
} from '../../repos/bookings'
import { deleteJobOfBooking, findJobOfBooking, jobsOfBookings } from '../../repos/delivery-jobs'
import { findOperatorById, listOperatorChoices } from '../../repos/operators'
import { createJobForAcceptedBooking } from '../deliveries/delivery-jobs'
import { getSiteSettings } from '../content/site-settings'

type BookedData = TemplateData<'booking.answer'>['booking']

/**
 * The bookings workflow (issue #21 item 3). Every operator-facing function takes the signed-in
 * operator's id and reads or changes only that operator's rows: another operator's id is simply
 * not found. Each answer is stored together with the customer's e-mail, in the booking's language.
 */

export type { BookingRow }

export function listBookingsForOperator(
  source: DataSource,
  operatorId: number,
  filter: { status?: BookingStatus } = {},
): Promise<BookingRow[]> {
  const db = dbOf(source)
  return listBookings(db, { status: filter.status, operatorId })
}

/** The portal's list: the operator's bookings, each accepted one with its delivery job's id (issue #44). */
export async function listBookingItemsForOperator(
  source: DataSource,
  operatorId: number,
): Promise<BookingItem[]> {
  const db = dbOf(source)
  const rows = await listBookings(db, { operatorId })
  const jobs = await jobsOfBookings(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({ ...toBookingItem(row), jobId: jobs.get(row.id)?.id ?? null }))
}

/** A row as the portal's list shows it (BookingList's props). */
export function toBookingItem(b: BookingRow): BookingItem {
  return {
    id: b.id,
    status: b.status,
    createdAt: b.createdAt.toISOString(),
    name: b.name,
    phone: b.phone,
    email: b.email,
    pickup: b.pickup,
    delivery: b.delivery,
    requestedTime: b.requestedTime,
    notes: b.notes,
    quoteCents: b.quoteCents,
    quoteMiles: b.quoteMiles,
    statusMessage: b.statusMessage,
  }
}

export async function getBookingForOperator(
  db: Db,
  operatorId: number,
  id: number,
): Promise<BookingRow | null> {
  return (await findOperatorBooking(db, operatorId, id)) ?? null
}

/** Why an answer was not stored: not this operator's booking, or not allowed in its status. */
export type BookingAnswerResult =
  { ok: true; booking: BookingRow } | { ok: false; reason: 'notFound' | 'notAllowed' }

/** A stored booking as its e-mails show it (mail/templates/bookings.tsx). */
function bookedData(booking: BookingRow, operatorName = booking.operatorName): BookedData {
  return {
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    pickup: booking.pickup,
    delivery: booking.delivery,
    when: booking.requestedTime,
    notes: booking.notes,
    quoteCents: booking.quoteCents,
    quoteMiles: booking.quoteMiles,
    operatorName,
  }
}

async function answerBooking(
  db: Db,
  operatorId: number,
  id: number,
  action: BookingAction,
  message: string,
  now: Date,
): Promise<BookingAnswerResult> {
  const current = await findOperatorBooking(db, operatorId, id)
  if (!current) return { ok: false, reason: 'notFound' }
  const to = nextBookingStatus(current.status, action)
  if (!to) return { ok: false, reason: 'notAllowed' }
  if (action === 'decline' && message.trim() === '') return { ok: false, reason: 'notAllowed' }
  const operator = await findOperatorById(db, operatorId)
  return db.transaction(async (tx) => {
    const booking = await transitionOperatorBooking(tx, operatorId, id, current.status, {
      status: to,
      updatedAt: now,
      ...(action === 'complete' ? { completedAt: now } : { answeredAt: now, statusMessage: message.trim() }),
      ...(action === 'complete' && message.trim() ? { statusMessage: message.trim() } : {}),
    })
    // Changed meanwhile (another tab): nothing stored, nothing sent.
    if (!booking) return { ok: false as const, reason: 'notAllowed' as const }
    // The accepted booking becomes a delivery job, with the price the server quoted (issue #44).
    if (action === 'accept') await createJobForAcceptedBooking(tx, booking, operatorId, now)
    // The customer's e-mail, in the booking's language (mail/templates/bookings.tsx).
    await enqueueEmails(tx, [
      {
        to: booking.email,
        template: {
          name: 'booking.answer',
          data: {
            action,
            lang: booking.lang,
            booking: bookedData(booking),
            message: booking.statusMessage,
            operatorPhone: operator?.contactPhone ?? null,
          },
        },
        category: `booking.${action}`,
        lang: booking.lang,
      },
    ])
    return { ok: true as const, booking }
  })
}

export function acceptBooking(db: Db, operatorId: number, id: number, message = '', now = new Date()) {
  return answerBooking(db, operatorId, id, 'accept', message, now)
}

/** The message to the customer is required (bookingAnswerSchema checks it for the form). */
export function declineBooking(db: Db, operatorId: number, id: number, message: string, now = new Date()) {
  return answerBooking(db, operatorId, id, 'decline', message, now)
}

export function completeBooking(db: Db, operatorId: number, id: number, message = '', now = new Date()) {
  return answerBooking(db, operatorId, id, 'complete', message, now)
}

/**
 * The portal action's one call: the answer the form posted (parsed with bookingAnswerSchema by the
 * edge) applied for the signed-in operator. Its e-mail shows the pickup time in the site's time
 * zone (SITE_TIME_ZONE, the worker's when it renders it). The caller nudges the outbox after a success.
 */
export function answerBookingAs(
  source: DataSource,
  operatorId: number,
  answer: BookingAnswer,
  now = new Date(),
) {
  const db = dbOf(source)
  return answerBooking(db, operatorId, answer.id, answer.intent, answer.message, now)
}

/** Staff: every booking, filtered by status and operator. */
export function listAllBookings(db: Db, filter: BookingFilter = {}): Promise<BookingRow[]> {
  return listBookings(db, filter)
}

/** Staff's Bookings tab: the rows of the filter, the status counts, and the operators to pick. */
export async function bookingsOverview(source: DataSource, filter: BookingFilter) {
  const db = dbOf(source)
  const [rows, counts, operators] = await Promise.all([
    listBookings(db, filter),
    countBookingsByStatus(db, filter.operatorId),
    listOperatorChoices(db),
  ])
  return { rows, counts, operators }
}

/**
 * Staff: gives a pending or accepted booking to another operator, pending again for them, and
 * e-mails the new operator (in English, reply-to the customer, as the first request was).
 */
export async function reassignBooking(
  source: DataSource,
  id: number,
  toOperatorId: number,
  now = new Date(),
): Promise<BookingAnswerResult> {
  const db = dbOf(source)
  const [current, operator, settings] = await Promise.all([
    findBooking(db, id),
    findOperatorById(db, toOperatorId),
    getSiteSettings(db),
  ])
  if (!current || !operator) return { ok: false, reason: 'notFound' }
  const route = operatorMailRoute(operator, {
    staff: staffAddressOf(source, settings.email),
    fallback: settings.email,
  })
  if (!canReassignBooking(current.status) || current.operatorId === toOperatorId)
    return { ok: false, reason: 'notAllowed' }
  // A delivery under way (picked up or later) stays with its operator (issue #44).
  const job = await findJobOfBooking(db, id)
  if (job && job.status !== 'accepted') return { ok: false, reason: 'notAllowed' }
  return db.transaction(async (tx) => {
    const booking = await reassignBookingRow(tx, id, operator, now)
    if (!booking) return { ok: false as const, reason: 'notAllowed' as const }
    // The job the first operator accepted is theirs no more: the new one's accept makes another.
    if (job) await deleteJobOfBooking(tx, id)
    // The new operator gets their own two hours before staff are told.
    await scheduleBookingEscalation(tx, { id, since: now })
    await enqueueEmails(tx, [
      {
        to: route.to,
        template: {
          name: 'booking.reassigned',
          data: {
            booking: bookedData(current, operator.name),
            ...(route.sample ? { sampleOperator: route.sample } : {}),
          },
        },
        category: 'booking.reassigned',
        lang: 'en',
        replyTo: current.email,
      },
    ])
    return { ok: true as const, booking }
  })
}

/** A reassigned booking waits from its reassignment (the last change of a pending row). */
function reassignedAt(booking: BookingRow): Date | null {
  return booking.reassignedFromOperatorId !== null ? booking.updatedAt : null
}

/** The outbox job channel of the two-hour escalation (app/.server/jobs/handlers.ts). */
export const BOOKING_ESCALATION_CHANNEL = 'booking-escalation'

/**
 * Schedules the escalation of a booking just stored: a stored outbox job due two hours after it
 * came, so a restart of the server or the worker in between loses nothing. Call it in the
 * transaction that stores the booking.
 */
/** `since`: when the booking started waiting (its creation, or a reassignment). */
export async function scheduleBookingEscalation(db: Db, booking: { id: number; since: Date }) {
  await enqueueJob(db, {
    channel: BOOKING_ESCALATION_CHANNEL,
    category: 'booking.escalation',
    payload: { bookingId: booking.id },
    dedupeKey: `booking-escalation:${booking.id}:${booking.since.getTime()}`,
    runAt: escalationDueAt(booking.since),
  })
}

/**
 * The job: if the booking is still pending, waiting two hours and not escalated, e-mails staff
 * once and sets escalated_at (both in one transaction); otherwise it ends without a word.
 */
export async function runBookingEscalation(
  db: Db,
  payload: { bookingId: number },
  { env, now }: { env: Pick<Env, 'STAFF_EMAIL' | 'ADMIN_EMAIL'>; now: Date },
): Promise<'escalated' | 'notDue'> {
  const booking = await findBooking(db, payload.bookingId)
  // Answered, escalated, or reassigned since (the reassignment scheduled its own job): nothing to do.
  if (!booking || !isDueForEscalation({ ...booking, reassignedAt: reassignedAt(booking) }, now))
    return 'notDue'

  return db.transaction(async (tx) => {
    const marked = await markBookingEscalated(tx, booking.id, now)
    if (!marked) return 'notDue' as const
    await enqueueEmails(tx, [
      {
        to: staffAddress(env),
        template: {
          name: 'booking.escalation',
          data: { id: booking.id, booking: bookedData(booking), createdAt: booking.createdAt.toISOString() },
        },
        category: 'booking.escalation',
        lang: 'en',
        replyTo: booking.email,
      },
    ])
    return 'escalated' as const
  })
}
