import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { DELIVERY_ACTORS, DELIVERY_STATUSES } from '#app/domain/deliveries/status'
import { images } from './admin'
import { bookingRequests } from './operators'
import { operators } from './reference'

/**
 * A delivery job (issue #44, ADR 062): one per accepted booking, made in the transaction of the
 * operator's accept, moved by that operator from the portal (app/domain/deliveries/status.ts).
 * Each change is one transaction: the job's status and its row in delivery_job_events.
 */
export const deliveryJobs = pgTable(
  'delivery_jobs',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    /** The operator who accepted it: the only one who may open or change it. */
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('accepted'),
    /** The price the server quoted for the booking (integer cents, ADR 003); null: no quote. */
    priceCents: integer('price_cents'),
    /** The proof of delivery: who took the parcel, and the photo (through the image pipeline). */
    recipientName: text('recipient_name'),
    proofImageId: text('proof_image_id').references(() => images.id, { onDelete: 'set null' }),
    /** The recipient's signature drawn on the operator's screen (optional), kept as an image too. */
    signatureImageId: text('signature_image_id').references(() => images.id, { onDelete: 'set null' }),
    /**
     * The pick-up window the operator gave the customer (issue #44): from and by when. A job still
     * not picked up at `pickupBy` is late; `lateNotifiedAt` is when staff and the operator were told.
     */
    pickupFrom: timestamp('pickup_from', { withTimezone: true }),
    pickupBy: timestamp('pickup_by', { withTimezone: true }),
    lateNotifiedAt: timestamp('late_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_jobs_operator_status_idx').on(t.operatorId, t.status)],
)

/** Every change of a job: the status it went to, the reason, by whom and when. */
export const deliveryJobEvents = pgTable(
  'delivery_job_events',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => deliveryJobs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull(),
    reason: text('reason').notNull().default(''),
    /** 'operator' (actorId: the operator's id), 'staff' (a staff account's id) or 'site' (none). */
    actorKind: text('actor_kind', { enum: DELIVERY_ACTORS }).notNull(),
    actorId: integer('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_job_events_job_idx').on(t.jobId, t.at)],
)
