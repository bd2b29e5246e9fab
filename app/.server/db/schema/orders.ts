import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { orderStatuses } from '#app/domain/shop/order-status'
import { products } from './reference'

/**
 * Shop orders (issue #7). Prices are copied from the catalogue at the time of the order, in integer
 * cents (ADR 003); the browser never sets a price. `idempotency_key` is unique: a resubmitted
 * checkout finds the order it already made.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    status: text('status', { enum: orderStatuses }).notNull().default('placed'),
    buyerName: text('buyer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    shipLine1: text('ship_line1').notNull(),
    shipLine2: text('ship_line2'),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipZip: text('ship_zip').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    lang: text('lang', { enum: ['en', 'es'] }).notNull(),
    /** The buyer as a person (issue #34), matched by the normalised address. */
    personId: integer('person_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    stripeSessionId: text('stripe_session_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Shipping (issue #20 item 3): what staff entered when marking it shipped; both optional. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When staff last e-mailed the buyer the invoice link (orders without online payment). */
    invoiceSentAt: timestamp('invoice_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_at_idx').on(t.createdAt),
    check('orders_status_check', sql`${t.status} in ('placed', 'paid', 'shipped', 'cancelled', 'refunded')`),
    check('orders_totals_check', sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents}`),
  ],
)

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The product's name when ordered, in the order's language. */
    productName: text('product_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId),
    check('order_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('order_lines_total_check', sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.quantity}`),
  ],
)

/**
 * Every status change of an order (issue #8 item 7): from, to, who (staff id and e-mail; null for
 * the Stripe webhook) and when. Shown as the order's history in the Orders tab.
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    staffId: integer('staff_id'),
    staffEmail: text('staff_email'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_changes_order_id_idx').on(t.orderId, t.changedAt)],
)
