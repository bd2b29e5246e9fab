import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { bookingRequests } from './operators'
import { operators } from './reference'

/**
 * Every quote and ZIP lookup the site answers where a gap or a conversion is worth counting (issue #21
 * items 4 and 5): instant quotes on an operator's page (priced or outside its area), directory ZIP
 * searches with no operator within the search radius, calculator ZIP lookups outside the service
 * areas. No personal data: no IP, name or address text, only ZIP codes.
 */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['operatorQuote', 'directorySearch', 'calculatorZip'] }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    pickupZip: text('pickup_zip'),
    deliveryZip: text('delivery_zip'),
    /** The ZIP code a coverage gap is counted on (null for a priced quote without one). */
    zip: text('zip'),
    miles: numeric('miles', { mode: 'number' }),
    priceCents: integer('price_cents'),
    outcome: text('outcome', { enum: ['priced', 'outsideArea', 'noOperator', 'outsideAreas'] }).notNull(),
    /** Set when the priced quote became a booking request (`markQuoteBooked`). */
    bookingRequestId: integer('booking_request_id').references(() => bookingRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_events_created_at_idx').on(t.createdAt),
    index('quote_events_operator_idx').on(t.operatorId, t.createdAt),
  ],
)
