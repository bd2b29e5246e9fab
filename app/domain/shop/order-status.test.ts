import { describe, expect, it } from 'vitest'
import { checkOrderTransition, isOrderStatus, nextOrderStatuses, orderStatuses } from './order-status'

describe('order status transitions', () => {
  it.each([
    ['placed', 'paid', { ok: true }],
    ['placed', 'cancelled', { ok: true }],
    ['paid', 'shipped', { ok: true }],
    ['paid', 'cancelled', { ok: true }],
    ['placed', 'shipped', { ok: false, reason: 'not-allowed' }],
    ['paid', 'placed', { ok: false, reason: 'not-allowed' }],
    ['paid', 'refunded', { ok: true }],
    ['shipped', 'refunded', { ok: true }],
    ['placed', 'refunded', { ok: false, reason: 'not-allowed' }],
    ['shipped', 'cancelled', { ok: false, reason: 'not-allowed' }],
    ['shipped', 'paid', { ok: false, reason: 'not-allowed' }],
    ['refunded', 'shipped', { ok: false, reason: 'final' }],
    ['cancelled', 'placed', { ok: false, reason: 'final' }],
    ['cancelled', 'paid', { ok: false, reason: 'final' }],
    ['placed', 'placed', { ok: false, reason: 'same' }],
    ['shipped', 'shipped', { ok: false, reason: 'same' }],
  ] as const)('%s → %s', (from, to, expected) => {
    expect(checkOrderTransition(from, to)).toEqual(expected)
  })

  it('lists the next statuses of each status', () => {
    expect(Object.fromEntries(orderStatuses.map((s) => [s, nextOrderStatuses(s)]))).toEqual({
      placed: ['paid', 'cancelled'],
      paid: ['shipped', 'cancelled', 'refunded'],
      shipped: ['refunded'],
      cancelled: [],
      refunded: [],
    })
  })

  it('recognizes only the five statuses', () => {
    expect(isOrderStatus('paid')).toBe(true)
    expect(isOrderStatus('refunded')).toBe(true)
    expect(isOrderStatus('returned')).toBe(false)
    expect(isOrderStatus(undefined)).toBe(false)
  })
})
