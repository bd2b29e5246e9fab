import { checkOrderTransition, nextOrderStatuses, type OrderStatus } from '#app/domain/shop/order-status'
import type { Db } from '../db/client'
import {
  changeOrderStatus,
  countOrdersByStatus,
  findOrderById,
  listOrderLines,
  listOrderStatusChanges,
  listOrders,
} from '../repos/orders'

/** The Orders tab (issue #8 item 7). */
export const ORDERS_PAGE_SIZE = 25

export async function ordersOverview(db: Db, options: { status?: OrderStatus; page: number }) {
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
export async function orderDetail(db: Db, id: number) {
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

/** A staff status change: allowed only along the order's transitions; recorded with who and when. */
export async function setOrderStatus(
  db: Db,
  orderId: number,
  to: OrderStatus,
  by: { id: number; email: string },
  now = new Date(),
): Promise<OrderStatusChangeResult> {
  const order = await findOrderById(db, orderId)
  if (!order) return { ok: false, reason: 'not-found' }
  const check = checkOrderTransition(order.status, to)
  if (!check.ok) return check
  const changed = await changeOrderStatus(db, { orderId, from: order.status, to, by, now })
  return changed ? { ok: true, from: order.status, to } : { ok: false, reason: 'conflict' }
}
