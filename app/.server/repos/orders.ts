import { and, asc, desc, eq, isNull, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { closedOrderStatuses, type OrderStatus } from '#app/domain/shop/order-status'
import { orderLines, orderStatusChanges, orders } from '../db/schema'

export type OrderRecord = typeof orders.$inferSelect
export type OrderLineRecord = typeof orderLines.$inferSelect
export type OrderStatusChangeRecord = typeof orderStatusChanges.$inferSelect
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'paidAt' | 'status'
>
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>

/**
 * Inserts the order unless one with the same idempotency key exists (INSERT … ON CONFLICT DO
 * NOTHING: a concurrent insert of the same key waits for the first and then does nothing).
 * Returns the new row, or null when the key was already taken. Call inside a transaction.
 */
export async function insertOrderOnce(db: Db, order: NewOrder): Promise<OrderRecord | null> {
  const [row] = await db
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning()
  return row ?? null
}

export async function insertOrderLines(db: Db, orderId: number, lines: NewOrderLine[]) {
  if (lines.length) await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })))
}

export async function findOrderByIdempotencyKey(db: Db, key: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key))
  return row ?? null
}

export async function findOrderById(db: Db, id: number): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row ?? null
}

export async function findOrderByNumber(db: Db, orderNumber: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
  return row ?? null
}

export async function findOrderByStripeSession(db: Db, sessionId: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.stripeSessionId, sessionId))
  return row ?? null
}

export async function listOrderLines(db: Db, orderId: number): Promise<OrderLineRecord[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))
}

/** Remembers the Stripe Checkout Session made for an order. */
export async function setStripeSession(db: Db, orderId: number, sessionId: string) {
  await db
    .update(orders)
    .set({ stripeSessionId: sessionId, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
}

/**
 * Marks a placed order paid, once: a second call (a replayed webhook) matches no row and changes
 * nothing. Returns the order when this call changed it.
 */
export async function markOrderPaid(
  db: Db,
  orderId: number,
  sessionId: string,
  now: Date,
): Promise<OrderRecord | null> {
  const [row] = await db
    .update(orders)
    .set({ status: 'paid', paidAt: now, updatedAt: now, stripeSessionId: sessionId })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'placed')))
    .returning()
  return row ?? null
}

/** One page of orders, newest first, each with its number of items (sum of the quantities). */
export async function listOrders(
  db: Db,
  options: { status?: OrderStatus; limit: number; offset: number },
): Promise<Array<OrderRecord & { itemCount: number }>> {
  // A join, not a correlated subquery in a sql template: drizzle writes the columns there without
  // their table, so "id" meant the line's id and the sum took the wrong lines (issue #30 item 1).
  const itemCount = sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`
  const rows = await db
    .select({ order: orders, itemCount })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(options.status ? eq(orders.status, options.status) : undefined)
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(options.limit)
    .offset(options.offset)
  return rows.map((r) => ({ ...r.order, itemCount: r.itemCount }))
}

export async function countOrdersByStatus(db: Db) {
  const rows = await db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.status)
  return Object.fromEntries(rows.map((r) => [r.status, r.count])) as Partial<Record<OrderStatus, number>>
}

/**
 * Moves an order from `from` to `to` only if it is still in `from` (a concurrent change makes this
 * match no row), and records the change; both in one transaction, with `also` (the buyer's e-mail)
 * run in it after the change. Moving to shipped stores the shipment. Returns the changed order, or
 * null when nothing changed.
 */
export async function changeOrderStatus(
  db: Db,
  change: {
    orderId: number
    from: OrderStatus
    to: OrderStatus
    by: { id: number; email: string } | null
    now: Date
    shipment?: { carrier: string | null; trackingNumber: string | null }
  },
  also?: (tx: Db, order: OrderRecord) => Promise<void>,
): Promise<OrderRecord | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        status: change.to,
        updatedAt: change.now,
        ...(change.to === 'paid' ? { paidAt: change.now } : {}),
        ...(change.to === 'shipped'
          ? {
              shippedAt: change.now,
              carrier: change.shipment?.carrier ?? null,
              trackingNumber: change.shipment?.trackingNumber ?? null,
            }
          : {}),
      })
      .where(and(eq(orders.id, change.orderId), eq(orders.status, change.from)))
      .returning()
    if (!updated) return null
    await recordOrderStatusChange(tx as unknown as Db, change)
    await also?.(tx as unknown as Db, updated)
    return updated
  })
}

/**
 * Replaces a shipped order's carrier and tracking number, only if they are still what the caller
 * read (`stored`): of two identical posts at once, one changes the row. In one transaction with
 * `also`. Returns the changed order, or null.
 */
export async function updateShipment(
  db: Db,
  change: {
    orderId: number
    stored: { carrier: string | null; trackingNumber: string | null }
    next: { carrier: string | null; trackingNumber: string | null }
    now: Date
  },
  also?: (tx: Db, order: OrderRecord) => Promise<void>,
): Promise<OrderRecord | null> {
  const same = (column: typeof orders.carrier | typeof orders.trackingNumber, value: string | null) =>
    value === null ? isNull(column) : eq(column, value)
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ ...change.next, updatedAt: change.now })
      .where(
        and(
          eq(orders.id, change.orderId),
          eq(orders.status, 'shipped'),
          same(orders.carrier, change.stored.carrier),
          same(orders.trackingNumber, change.stored.trackingNumber),
        ),
      )
      .returning()
    if (!updated) return null
    await also?.(tx as unknown as Db, updated)
    return updated
  })
}

/** Notes that the invoice was e-mailed, with the e-mail queued in the same transaction. */
export async function markInvoiceSent(
  db: Db,
  orderId: number,
  now: Date,
  also: (tx: Db, order: OrderRecord) => Promise<void>,
): Promise<OrderRecord | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ invoiceSentAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), notInArray(orders.status, [...closedOrderStatuses])))
      .returning()
    if (!updated) return null
    await also(tx as unknown as Db, updated)
    return updated
  })
}

/** Appends one line to an order's status history. */
export async function recordOrderStatusChange(
  db: Db,
  change: { orderId: number; from: string; to: string; by: { id: number; email: string } | null; now: Date },
) {
  await db.insert(orderStatusChanges).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    staffId: change.by?.id ?? null,
    staffEmail: change.by?.email ?? null,
    changedAt: change.now,
  })
}

/** An order's status history, oldest first. */
export async function listOrderStatusChanges(db: Db, orderId: number): Promise<OrderStatusChangeRecord[]> {
  return db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id))
}
