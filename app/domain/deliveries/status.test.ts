import { describe, expect, it } from 'vitest'
import {
  canMoveDelivery,
  courierFirstName,
  courierPhone,
  DELIVERY_STATUSES,
  deliveryChangeSchema,
  isCustomerNotified,
  isDeliveryStatus,
  isFinalDeliveryStatus,
  needsProof,
  needsReason,
  nextDeliveryStatuses,
  proofVariantWidth,
  type DeliveryStatus,
} from './status'

/** Every move the job may make (issue #44): anything not listed is refused. */
const allowed: Array<[DeliveryStatus, DeliveryStatus]> = [
  ['accepted', 'picked_up'],
  ['accepted', 'cancelled'],
  ['picked_up', 'in_transit'],
  ['picked_up', 'delivered'],
  ['picked_up', 'failed_attempt'],
  ['picked_up', 'cancelled'],
  ['in_transit', 'delivered'],
  ['in_transit', 'failed_attempt'],
  ['in_transit', 'cancelled'],
  ['failed_attempt', 'in_transit'],
  ['failed_attempt', 'delivered'],
  ['failed_attempt', 'cancelled'],
]

describe('delivery job transitions', () => {
  const key = (from: string, to: string) => `${from}→${to}`
  const allowedKeys = new Set(allowed.map(([from, to]) => key(from, to)))
  for (const from of DELIVERY_STATUSES) {
    for (const to of DELIVERY_STATUSES) {
      const expected = allowedKeys.has(key(from, to))
      it(`${key(from, to)} is ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canMoveDelivery(from, to)).toBe(expected)
        expect(nextDeliveryStatuses(from).includes(to)).toBe(expected)
      })
    }
  }

  it.each([
    ['accepted', false],
    ['picked_up', false],
    ['in_transit', false],
    ['failed_attempt', false],
    ['delivered', true],
    ['cancelled', true],
  ] as const)('%s is final: %s', (status, final) => {
    expect(isFinalDeliveryStatus(status)).toBe(final)
  })

  it.each([
    ['failed_attempt', true, false, false],
    ['cancelled', true, false, false],
    ['delivered', false, true, true],
    ['picked_up', false, false, true],
    ['in_transit', false, false, false],
    ['accepted', false, false, false],
  ] as const)('%s: reason %s, proof %s, customer e-mailed %s', (status, reason, proof, mailed) => {
    expect(needsReason(status)).toBe(reason)
    expect(needsProof(status)).toBe(proof)
    expect(isCustomerNotified(status)).toBe(mailed)
  })

  it('knows its statuses', () => {
    expect(DELIVERY_STATUSES.every(isDeliveryStatus)).toBe(true)
    for (const value of ['pending', 'completed', '', null, 3]) expect(isDeliveryStatus(value)).toBe(false)
  })
})

describe('deliveryChangeSchema', () => {
  const issues = (input: Record<string, string>) => {
    const parsed = deliveryChangeSchema.safeParse(input)
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`)
  }

  it.each([
    [{ to: 'picked_up' }, []],
    [{ to: 'in_transit', reason: '' }, []],
    [{ to: 'failed_attempt' }, ['reason:reasonRequired']],
    [{ to: 'failed_attempt', reason: '   ' }, ['reason:reasonRequired']],
    [{ to: 'failed_attempt', reason: 'Nobody home' }, []],
    [{ to: 'cancelled' }, ['reason:reasonRequired']],
    [{ to: 'cancelled', reason: 'Customer called off' }, []],
    [{ to: 'delivered' }, ['recipientName:recipientRequired']],
    [{ to: 'delivered', recipientName: 'Ana' }, []],
    [{ to: 'delivered', recipientName: 'Ana\nB' }, ['recipientName:control']],
    [{ to: 'cancelled', reason: 'x'.repeat(501) }, ['reason:tooLong']],
    [{ to: 'pending' }, ['to:status']],
  ] as const)('%j → %j', (input, expected) => {
    expect(issues(input)).toEqual(expected)
  })

  it('trims what was typed', () => {
    expect(deliveryChangeSchema.parse({ to: 'delivered', recipientName: '  Ana Paz ' })).toEqual({
      to: 'delivered',
      reason: '',
      recipientName: 'Ana Paz',
    })
  })
})

describe('what the customer is shown', () => {
  it.each([
    ['Maria Lopez', 'Delray Courier', 'Maria'],
    ['  José   Pérez ', 'Delray Courier', 'José'],
    ['', 'Delray Courier', 'Delray Courier'],
    [null, 'Delray Courier', 'Delray Courier'],
  ] as const)('courier first name of %j (%s) is %s', (person, operator, expected) => {
    expect(courierFirstName(person, operator)).toBe(expected)
  })

  it.each([
    ['(561) 555-1234', '(561) 555-1234'],
    ['(561) 555-0142', null],
    ['  ', null],
    [null, null],
  ] as const)('courier phone of %j is %j', (phone, expected) => {
    expect(courierPhone(phone)).toBe(expected)
  })

  it.each([
    [[320, 640, 1280], 640],
    [[1280, 320], 320],
    [[500], 500],
    [[900], 900],
    [[], null],
  ] as const)('proof photo width of %j is %s', (widths, expected) => {
    expect(proofVariantWidth(widths)).toBe(expected)
  })
})
