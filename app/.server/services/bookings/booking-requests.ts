import { dbOf, type DataSource } from '../../db/source'
import type { BookingRequestInput } from '#app/domain/operators/booking'
import type { OperatorProfile } from '#app/domain/operators/operator'
import { formatCents } from '#app/domain/money'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import type { Logger } from 'pino'
import { enqueueEmails, type OutgoingEmail, type TemplateData } from '../../mail/outbox'
import { insertBookingRequest } from '../../repos/operators'
import { insertSubmission } from '../../repos/submissions'
import type { RateLimitRule } from '../../security/rate-limit'
import { scheduleBookingEscalation } from './booking-workflow'
import { markQuoteBooked, zipOrNull } from './quote-log'
import { getSiteSettings } from '../content/site-settings'
import type { Db } from '../../db/client'
import type { SubmissionClaim } from '../../security/submission-key'
import { storeOnce } from '../forms/store-once'
import { operatorMailRoute } from '#app/domain/operators/sample-operator'
import { staffAddressOf } from '../../mail/staff-address'
import { trackingPath } from '#app/domain/deliveries/tracking-token'
import { newTrackingToken } from '../../security/tracking-tokens'
import { siteOriginOf } from '../../site-origin'

/** Per client IP: a few requests an hour is plenty for a person. */
export const BOOKING_RATE_LIMIT: RateLimitRule = {
  bucket: 'booking:operator',
  limit: 5,
  windowMs: 60 * 60_000,
}

/**
 * Where a booking came from: an operator's page (the default), or the service section's order form
 * (ADR 066), routed to an operator or, when no operator covers its pickup ZIP, to staff.
 */
export type BookingOrigin =
  { kind: 'operatorPage' } | { kind: 'serviceOrder'; path: string; pickupZip: string | null }

/**
 * Stores a booking request and queues, in the same transaction, the operator's e-mail (in English,
 * reply-to the visitor) and the visitor's confirmation (in the page's language, with the link of
 * the booking's tracking page, whose token's hash is stored with it). Returns its id. A
 * repeat of a request stored under its submission key (`input.claim`, ADR 056) stores nothing and
 * returns the first one's id. `operator` null: an order nobody covers, stored for staff (no
 * operator, an empty operator name and slug), the operator's e-mail going to staff.
 */
export async function submitBookingRequest(
  source: DataSource,
  operator: OperatorProfile | null,
  input: BookingRequestInput & { claim?: SubmissionClaim | null },
  lang: Lang,
  logger?: Pick<Logger, 'error'>,
  /** When it came (the escalation is due two hours later); tests pass a controlled clock. */
  now = new Date(),
  origin: BookingOrigin = { kind: 'operatorPage' },
): Promise<number> {
  const db = dbOf(source)
  const settings = await getSiteSettings(db)
  const staff = staffAddressOf(source, settings.email)
  // A sample operator's address reaches nobody: staff get its bookings, told why (issue #45).
  const route = operator
    ? operatorMailRoute(operator, { staff, fallback: settings.email })
    : { to: staff, sample: null }
  const serviceOrder =
    origin.kind === 'serviceOrder' ? { routedToStaff: operator === null, pickupZip: origin.pickupZip } : null
  const booking: TemplateData<'booking.operator'>['booking'] = {
    name: input.name,
    phone: input.phone,
    email: input.email,
    pickup: input.pickup,
    delivery: input.delivery,
    when: input.when,
    notes: input.notes,
    quoteCents: input.quoteCents ?? null,
    quoteMiles: input.quoteMiles ?? null,
  }
  // The customer's private tracking link (issue #44, ADR 062): only its hash is stored.
  const tracking = newTrackingToken()
  const trackingUrl = `${siteOriginOf(source)}${localizedPath(lang, trackingPath(tracking.token))}`
  // Queued as templates: the worker renders them when it sends them (ADR 033).
  const emails: OutgoingEmail[] = [
    {
      to: route.to,
      template: {
        name: 'booking.operator',
        data: {
          booking,
          ...(route.sample ? { sampleOperator: route.sample } : {}),
          ...(serviceOrder ? { serviceOrder } : {}),
        },
      },
      category: 'booking.operator',
      lang: 'en',
      replyTo: input.email,
    },
    {
      to: input.email,
      template: {
        name: 'booking.confirmation',
        data: {
          booking,
          lang,
          // An order for staff is the site's own (ADR 066).
          operatorName: operator?.name ?? settings.businessName,
          // A sample's 555-01xx number rings nowhere: the site's own is given instead.
          operatorPhone: route.sample ? null : (operator?.contactPhone ?? null),
          trackingUrl,
        },
      },
      category: 'booking.confirmation',
      lang,
      ...(operator?.contactEmail && !route.sample ? { replyTo: operator.contactEmail } : {}),
    },
  ]

  const store = (db: Db) =>
    db.transaction(async (tx) => {
      const id = await insertBookingRequest(tx, {
        operatorId: operator?.id ?? null,
        operatorName: operator?.name ?? '',
        operatorSlug: operator?.slug ?? '',
        name: input.name,
        phone: input.phone,
        email: input.email,
        pickup: input.pickup,
        delivery: input.delivery,
        requestedTime: input.when,
        notes: input.notes,
        quoteCents: input.quoteCents ?? null,
        quoteMiles: input.quoteMiles ?? null,
        lang,
        trackingTokenHash: tracking.hash,
        createdAt: now,
        updatedAt: now,
      })
      // Unanswered after two hours, staff are e-mailed: a stored job, so a restart loses nothing. An
      // order for staff has reached them already; their reassignment schedules the operator's.
      if (operator) await scheduleBookingEscalation(tx, { id, since: now })
      // Staff see it in the Submissions inbox too (issue #9 item 3).
      await insertSubmission(tx, {
        kind: 'booking',
        firstTouch: input.firstTouch ?? null,
        lang,
        sourcePath: localizedPath(lang, origin.kind === 'serviceOrder' ? origin.path : `/${operator?.slug}`),
        email: input.email,
        payload: {
          operator: operator
            ? `${operator.name} (/${operator.slug})`
            : 'Staff: no operator covers the pickup ZIP',
          name: input.name,
          phone: input.phone,
          email: input.email,
          pickup: input.pickup,
          delivery: input.delivery,
          ...(input.when ? { when: input.when } : {}),
          ...(input.notes ? { notes: input.notes } : {}),
          ...(input.quoteCents != null
            ? {
                quote: `${formatCents(input.quoteCents)}${input.quoteMiles != null ? ` (${input.quoteMiles} mi)` : ''}`,
              }
            : {}),
          bookingRequestId: id,
        },
      })
      await enqueueEmails(tx, emails)
      // The quote that led here becomes a booking in the operator's quote log (issue #21 item 4). In its
      // own savepoint: a failure there is logged and never loses the request.
      if (operator)
        await tx
          .transaction((sp) =>
            markQuoteBooked(sp, {
              operatorId: operator.id,
              pickupZip: zipOrNull(input.pickup),
              deliveryZip: zipOrNull(input.delivery),
              bookingRequestId: id,
              at: now,
            }),
          )
          .catch((error: unknown) => logger?.error({ err: error }, 'quote not marked booked'))
      return id
    })
  const { answer } = await storeOnce(db, input.claim, async (db) => ({ id: await store(db) }), now)
  return answer.id
}
