import { index, integer, doublePrecision, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { operators } from './reference'

/** A visitor's booking request from an operator page (issue 9). The operator may be deleted later. */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** The operator's name and slug when the request was sent (kept if the operator is deleted). */
    operatorName: text('operator_name').notNull(),
    operatorSlug: text('operator_slug').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    pickup: text('pickup').notNull(),
    delivery: text('delivery').notNull(),
    requestedTime: text('requested_time').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The instant quote shown to the visitor, if any (integer cents, ADR 003). */
    quoteCents: integer('quote_cents'),
    quoteMiles: doublePrecision('quote_miles'),
    lang: text('lang', { enum: ['en', 'es'] }).notNull(),
    /** The operator's answer (issue #21 item 3): app/domain/bookings/status.ts. */
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'completed'] })
      .notNull()
      .default('pending'),
    /** The operator's message to the customer (required on decline). */
    statusMessage: text('status_message').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When staff were e-mailed that it had gone unanswered for two hours (once). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    reassignedFromOperatorId: integer('reassigned_from_operator_id').references(() => operators.id, {
      onDelete: 'set null',
    }),
    /**
     * The SHA-256 of the customer's tracking link token (issue #44, ADR 062), set when the booking
     * is stored; the token itself is only in the confirmation e-mail. Null for older bookings.
     */
    trackingTokenHash: text('tracking_token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_requests_created_at_idx').on(t.createdAt),
    index('booking_requests_operator_status_idx').on(t.operatorId, t.status),
  ],
)
