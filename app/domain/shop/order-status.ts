/**
 * The life of a shop order (issue #8 item 7, refunds issue #30 item 7): placed → paid → shipped,
 * cancelled from placed or paid, refunded from paid or shipped (the buyer's money goes back after
 * it was taken). Cancelled and refunded are final. The server refuses any other change.
 */

export const orderStatuses = ['placed', 'paid', 'shipped', 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof orderStatuses)[number]

const allowed: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled', 'refunded'],
  shipped: ['refunded'],
  cancelled: [],
  refunded: [],
}

/** The statuses after which an order takes no invoice: nothing is due any more. */
export const closedOrderStatuses: readonly OrderStatus[] = ['cancelled', 'refunded']

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value)
}

/** The statuses an order may move to from `from` (empty when final). */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return allowed[from]
}

export type TransitionCheck = { ok: true } | { ok: false; reason: 'same' | 'final' | 'not-allowed' }

/** Whether an order in status `from` may be set to `to`. */
export function checkOrderTransition(from: OrderStatus, to: OrderStatus): TransitionCheck {
  if (from === to) return { ok: false, reason: 'same' }
  if (allowed[from].length === 0) return { ok: false, reason: 'final' }
  return allowed[from].includes(to) ? { ok: true } : { ok: false, reason: 'not-allowed' }
}
