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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_requests_created_at_idx').on(t.createdAt)],
)
