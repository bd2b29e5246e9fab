import { dbOf, type DataSource } from '../../db/source'
import {
  closedOrderStatuses,
  checkOrderTransition,
  nextOrderStatuses,
  type OrderStatus,
} from '#app/domain/shop/order-status'
import type { Db } from '../../db/client'
import { shipmentChanged, type Shipment } from '#app/domain/shop/fulfilment'
import { enqueueEmails } from '../../mail/outbox'
import {
  changeOrderStatus,
  countOrdersByStatus,
  findOrderById,
  listOrderLines,
  listOrderStatusChanges,
  listOrders,
  markInvoiceSent,
  updateShipment,
  type OrderRecord,
} from '../../repos/orders'
import { invoiceEmail, statusEmail, type BuyerNotice } from './order-fulfilment'

/** The Orders tab (issue #8 item 7). */
export const ORDERS_PAGE_SIZE = 25

export async function ordersOverview(source: DataSource, options: { status?: OrderStatus; page: number }) {
  const db = dbOf(source)
  const [rows, counts] = await Promise.all([
    listOrders(db, {
      status: options.status,
      limit: ORDERS_PAGE_SIZE + 1,
      offset: (options.page - 1) * ORDERS_PAGE_SIZE,
    }),
    countOrdersByStatus(db),
  ])
  return {
    counts,
    hasMore: rows.length > ORDERS_PAGE_SIZE,
    rows: rows.slice(0, ORDERS_PAGE_SIZE).map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      createdAt: o.createdAt.toISOString(),
      buyerName: o.buyerName,
      email: o.email,
      itemCount: o.itemCount,
      totalCents: o.totalCents,
      status: o.status,
    })),
  }
}

/** One order with its lines, totals, addresses and status history, for the detail view. */
export async function orderDetail(source: DataSource, id: number) {
  const db = dbOf(source)
  const order = await findOrderById(db, id)
  if (!order) return null
  const [lines, history] = await Promise.all([listOrderLines(db, id), listOrderStatusChanges(db, id)])
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    next: nextOrderStatuses(order.status),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    invoiceSentAt: order.invoiceSentAt?.toISOString() ?? null,
    lang: order.lang,
    buyerName: order.buyerName,
    email: order.email,
    phone: order.phone,
    address: {
      line1: order.shipLine1,
      line2: order.shipLine2,
      city: order.shipCity,
      state: order.shipState,
      zip: order.shipZip,
    },
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    lines: lines.map((l) => ({
      id: l.id,
      productName: l.productName,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      lineTotalCents: l.lineTotalCents,
    })),
    history: history.map((h) => ({
      id: h.id,
      from: h.fromStatus,
      to: h.toStatus,
      by: h.staffEmail,
      at: h.changedAt.toISOString(),
    })),
  }
}

export type OrderStatusChangeResult =
  | { ok: true; from: OrderStatus; to: OrderStatus }
  | { ok: false; reason: 'not-found' | 'same' | 'final' | 'not-allowed' | 'conflict' }

/** Queues the buyer's e-mail of a change (in the change's transaction). */
const tellBuyer = (notice: BuyerNotice) => async (tx: Db, order: OrderRecord) => {
  const lines = await listOrderLines(tx, order.id)
  await enqueueEmails(tx, [await statusEmail(tx, order, lines, notice)])
}

/**
 * A staff status change: allowed only along the order's transitions; recorded with who and when.
 * Paid, shipped, cancelled and refunded e-mail the buyer in the order's language, in the same transaction (a change
 * that loses a race changes nothing and sends nothing). Shipped stores the optional shipment.
 */
export async function setOrderStatus(
  source: DataSource,
  orderId: number,
  to: OrderStatus,
  by: { id: number; email: string },
  now = new Date(),
  shipment: Shipment = { carrier: null, trackingNumber: null },
): Promise<OrderStatusChangeResult> {
  const db = dbOf(source)
  const order = await findOrderById(db, orderId)
  if (!order) return { ok: false, reason: 'not-found' }
  const check = checkOrderTransition(order.status, to)
  if (!check.ok) return check
  const notice: BuyerNotice = to === 'placed' ? 'cancelled' : to
  const changed = await changeOrderStatus(
    db,
    { orderId, from: order.status, to, by, now, shipment },
    tellBuyer(notice),
  )
  return changed ? { ok: true, from: order.status, to } : { ok: false, reason: 'conflict' }
}

export type ShipResult =
  { ok: true; outcome: 'shipped' | 'updated' | 'unchanged' } | Exclude<OrderStatusChangeResult, { ok: true }>

/**
 * "Mark shipped" with an optional carrier and tracking number. A paid order becomes shipped and the
 * buyer is told. An order already shipped: new details are stored and the buyer gets them; the
 * same details again change nothing and send nothing.
 */
export async function shipOrder(
  source: DataSource,
  orderId: number,
  shipment: Shipment,
  by: { id: number; email: string },
  now = new Date(),
): Promise<ShipResult> {
  const db = dbOf(source)
  const order = await findOrderById(db, orderId)
  if (!order) return { ok: false, reason: 'not-found' }
  if (order.status !== 'shipped') {
    const result = await setOrderStatus(db, orderId, 'shipped', by, now, shipment)
    return result.ok ? { ok: true, outcome: 'shipped' } : result
  }
  const stored = { carrier: order.carrier as Shipment['carrier'], trackingNumber: order.trackingNumber }
  if (!shipmentChanged(stored, shipment)) return { ok: true, outcome: 'unchanged' }
  const updated = await updateShipment(
    db,
    { orderId, stored, next: shipment, now },
    tellBuyer('shipped-update'),
  )
  return updated ? { ok: true, outcome: 'updated' } : { ok: false, reason: 'conflict' }
}

/**
 * "Send invoice": e-mails the buyer the signed link of the order's printable invoice, in the
 * order's language, and notes when. Not for a cancelled or refunded order.
 */
export async function sendInvoice(
  source: DataSource,
  env: Parameters<typeof invoiceEmail>[1],
  orderId: number,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'cancelled' }> {
  const db = dbOf(source)
  const order = await findOrderById(db, orderId)
  if (!order) return { ok: false, reason: 'not-found' }
  if (closedOrderStatuses.includes(order.status)) return { ok: false, reason: 'cancelled' }
  const sent = await markInvoiceSent(db, orderId, now, async (tx, row) => {
    const lines = await listOrderLines(tx, row.id)
    await enqueueEmails(tx, [await invoiceEmail(tx, env, row, lines)])
  })
  return sent ? { ok: true } : { ok: false, reason: 'cancelled' }
}
