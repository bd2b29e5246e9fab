import { dbOf, type DataSource } from '../db/source'
import { DEFAULT_SITE_TIME_ZONE, pickupTimeLabel } from '#app/domain/bookings/pickup-time'
import { formatInZone } from '#app/domain/newsletter/time-zone'
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
import { oneLine } from '#app/domain/mail/retry'
import { formatCents } from '#app/domain/money'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../db/client'
import type { Env } from '../env'
import { EmailLayout, EmailText, FieldTable } from '../mail/components'
import { enqueueEmails, enqueueJob, type OutgoingEmail } from '../mail/outbox'
import { renderEmail } from '../mail/render'
import { staffAddress } from '../mail/staff-address'
import { emailT } from '../mail/texts'
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
} from '../repos/bookings'
import { findOperatorById, listOperatorProfiles } from '../repos/operators'
import type { SiteSettings } from '#app/domain/settings/site-settings'
import { getSiteSettings } from './site-settings'

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

function bookingRows(booking: BookingRow, lang: Lang, timeZone = DEFAULT_SITE_TIME_ZONE) {
  const t = emailT(lang)
  const rows: Array<readonly [string, string]> = [
    [t('booking.fields.operator'), booking.operatorName],
    [t('booking.fields.pickup'), booking.pickup],
    [t('booking.fields.delivery'), booking.delivery],
  ]
  if (booking.requestedTime)
    rows.push([t('booking.fields.when'), pickupTimeLabel(booking.requestedTime, timeZone, lang)])
  if (booking.quoteCents != null && booking.quoteMiles != null)
    rows.push([
      t('booking.fields.quote'),
      t('booking.fields.quoteValue', {
        price: formatCents(booking.quoteCents, lang),
        miles: booking.quoteMiles.toFixed(1),
      }),
    ])
  return rows
}

const customerTexts: Record<BookingAction, { subject: string; heading: string; intro: string }> = {
  accept: {
    subject: 'booking.acceptedSubject',
    heading: 'booking.acceptedHeading',
    intro: 'booking.acceptedIntro',
  },
  decline: {
    subject: 'booking.declinedSubject',
    heading: 'booking.declinedHeading',
    intro: 'booking.declinedIntro',
  },
  complete: {
    subject: 'booking.completedSubject',
    heading: 'booking.completedHeading',
    intro: 'booking.completedIntro',
  },
}

async function customerEmail(
  booking: BookingRow,
  action: BookingAction,
  settings: SiteSettings,
  operatorPhone: string | null,
  timeZone: string,
): Promise<OutgoingEmail> {
  const lang = booking.lang
  const t = emailT(lang)
  const keys = customerTexts[action]
  const vars = { name: booking.name, operator: booking.operatorName }
  const rendered = await renderEmail(
    <EmailLayout lang={lang} settings={settings} preview={t(keys.heading)} heading={t(keys.heading)}>
      <EmailText>{t(keys.intro, vars)}</EmailText>
      {booking.statusMessage ? (
        <>
          <EmailText>{t('booking.operatorMessage', vars)}</EmailText>
          <EmailText>{booking.statusMessage}</EmailText>
        </>
      ) : null}
      <FieldTable rows={bookingRows(booking, lang, timeZone)} />
      <EmailText>{t('booking.answerOutro', { phone: operatorPhone ?? settings.phone })}</EmailText>
    </EmailLayout>,
  )
  return {
    to: booking.email,
    subject: oneLine(t(keys.subject, vars)),
    ...rendered,
    category: `booking.${action}`,
    lang,
  }
}

async function answerBooking(
  db: Db,
  operatorId: number,
  id: number,
  action: BookingAction,
  message: string,
  now: Date,
  timeZone: string,
): Promise<BookingAnswerResult> {
  const current = await findOperatorBooking(db, operatorId, id)
  if (!current) return { ok: false, reason: 'notFound' }
  const to = nextBookingStatus(current.status, action)
  if (!to) return { ok: false, reason: 'notAllowed' }
  if (action === 'decline' && message.trim() === '') return { ok: false, reason: 'notAllowed' }
  const [settings, operator] = await Promise.all([getSiteSettings(db), findOperatorById(db, operatorId)])
  return db.transaction(async (tx) => {
    const booking = await transitionOperatorBooking(tx, operatorId, id, current.status, {
      status: to,
      updatedAt: now,
      ...(action === 'complete' ? { completedAt: now } : { answeredAt: now, statusMessage: message.trim() }),
      ...(action === 'complete' && message.trim() ? { statusMessage: message.trim() } : {}),
    })
    // Changed meanwhile (another tab): nothing stored, nothing sent.
    if (!booking) return { ok: false as const, reason: 'notAllowed' as const }
    await enqueueEmails(tx, [
      await customerEmail(booking, action, settings, operator?.contactPhone ?? null, timeZone),
    ])
    return { ok: true as const, booking }
  })
}

export function acceptBooking(db: Db, operatorId: number, id: number, message = '', now = new Date()) {
  return answerBooking(db, operatorId, id, 'accept', message, now, DEFAULT_SITE_TIME_ZONE)
}

/** The message to the customer is required (bookingAnswerSchema checks it for the form). */
export function declineBooking(db: Db, operatorId: number, id: number, message: string, now = new Date()) {
  return answerBooking(db, operatorId, id, 'decline', message, now, DEFAULT_SITE_TIME_ZONE)
}

export function completeBooking(db: Db, operatorId: number, id: number, message = '', now = new Date()) {
  return answerBooking(db, operatorId, id, 'complete', message, now, DEFAULT_SITE_TIME_ZONE)
}

/**
 * The portal action's one call: the answer the form posted (parsed with bookingAnswerSchema by the
 * edge) applied for the signed-in operator, its e-mail showing the pickup time in the site's time
 * zone (SITE_TIME_ZONE). The caller nudges the outbox after a success.
 */
export function answerBookingAs(
  source: DataSource,
  operatorId: number,
  answer: BookingAnswer,
  now = new Date(),
  timeZone = DEFAULT_SITE_TIME_ZONE,
) {
  const db = dbOf(source)
  return answerBooking(db, operatorId, answer.id, answer.intent, answer.message, now, timeZone)
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
    listOperatorProfiles(db),
  ])
  return {
    rows,
    counts,
    operators: operators
      .map((o) => ({ id: o.id, name: o.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }
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
  timeZone = DEFAULT_SITE_TIME_ZONE,
): Promise<BookingAnswerResult> {
  const db = dbOf(source)
  const [current, operator, settings] = await Promise.all([
    findBooking(db, id),
    findOperatorById(db, toOperatorId),
    getSiteSettings(db),
  ])
  if (!current || !operator) return { ok: false, reason: 'notFound' }
  if (!canReassignBooking(current.status) || current.operatorId === toOperatorId)
    return { ok: false, reason: 'notAllowed' }
  const t = emailT('en')
  const rendered = await renderEmail(
    <EmailLayout
      lang="en"
      settings={settings}
      preview={t('booking.reassignedHeading')}
      heading={t('booking.reassignedHeading')}
    >
      <EmailText>{t('booking.reassignedIntro', { name: current.name })}</EmailText>
      <FieldTable
        rows={[
          [t('booking.fields.name'), current.name],
          [t('booking.fields.phone'), current.phone],
          [t('booking.fields.email'), current.email],
          ...bookingRows({ ...current, operatorName: operator.name }, 'en', timeZone),
        ]}
      />
    </EmailLayout>,
  )
  return db.transaction(async (tx) => {
    const booking = await reassignBookingRow(tx, id, operator, now)
    if (!booking) return { ok: false as const, reason: 'notAllowed' as const }
    // The new operator gets their own two hours before staff are told.
    await scheduleBookingEscalation(tx, { id, since: now })
    await enqueueEmails(tx, [
      {
        to: operator.contactEmail ?? settings.email,
        subject: oneLine(t('booking.reassignedSubject', { name: current.name })),
        ...rendered,
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

/** The outbox job channel of the two-hour escalation (jobs.ts). */
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
  {
    env,
    now,
  }: { env: Pick<Env, 'STAFF_EMAIL' | 'ADMIN_EMAIL'> & Partial<Pick<Env, 'SITE_TIME_ZONE'>>; now: Date },
): Promise<'escalated' | 'notDue'> {
  const booking = await findBooking(db, payload.bookingId)
  // Answered, escalated, or reassigned since (the reassignment scheduled its own job): nothing to do.
  if (!booking || !isDueForEscalation({ ...booking, reassignedAt: reassignedAt(booking) }, now))
    return 'notDue'

  const settings = await getSiteSettings(db)
  const t = emailT('en')
  const vars = { id: String(booking.id), operator: booking.operatorName, name: booking.name }
  const rendered = await renderEmail(
    <EmailLayout
      lang="en"
      settings={settings}
      preview={t('booking.escalationHeading')}
      heading={t('booking.escalationHeading')}
    >
      <EmailText>{t('booking.escalationIntro', vars)}</EmailText>
      <FieldTable
        rows={[
          [
            t('booking.fields.created'),
            formatInZone(booking.createdAt, env.SITE_TIME_ZONE ?? DEFAULT_SITE_TIME_ZONE, 'en'),
          ],
          [t('booking.fields.name'), booking.name],
          [t('booking.fields.phone'), booking.phone],
          [t('booking.fields.email'), booking.email],
          ...bookingRows(booking, 'en', env.SITE_TIME_ZONE),
        ]}
      />
    </EmailLayout>,
  )
  return db.transaction(async (tx) => {
    const marked = await markBookingEscalated(tx, booking.id, now)
    if (!marked) return 'notDue' as const
    await enqueueEmails(tx, [
      {
        to: staffAddress(env),
        subject: oneLine(t('booking.escalationSubject', vars)),
        ...rendered,
        category: 'booking.escalation',
        lang: 'en',
        replyTo: booking.email,
      },
    ])
    return 'escalated' as const
  })
}
