import { describe, expect, it } from 'vitest'
import { canSetPickupWindow, isLateForPickup, pickupWindowSchema, readPickupWindow } from './pickup-window'

const zone = 'America/New_York'
const now = new Date('2026-12-04T15:00:00Z') // 10:00 in New York

describe('readPickupWindow', () => {
  it.each([
    [
      '2026-12-04T11:00',
      '2026-12-04T12:30',
      { ok: true, from: '2026-12-04T16:00:00.000Z', by: '2026-12-04T17:30:00.000Z' },
    ],
    [
      '2026-12-04T09:00',
      '2026-12-04T10:30',
      { ok: true, from: '2026-12-04T14:00:00.000Z', by: '2026-12-04T15:30:00.000Z' },
    ],
    ['yesterday', '2026-12-04T12:30', { ok: false, problem: 'windowFromInvalid', field: 'pickupFrom' }],
    ['2026-12-04T11:00', '2026-02-30T12:00', { ok: false, problem: 'windowByInvalid', field: 'pickupBy' }],
    ['2026-12-04T12:00', '2026-12-04T12:00', { ok: false, problem: 'windowOrder', field: 'pickupBy' }],
    ['2026-12-04T08:00', '2026-12-04T09:59', { ok: false, problem: 'windowPast', field: 'pickupBy' }],
    ['2026-12-19T11:00', '2026-12-19T12:00', { ok: false, problem: 'windowTooFar', field: 'pickupFrom' }],
  ])('%s to %s in New York', (pickupFrom, pickupBy, expected) => {
    const read = readPickupWindow({ pickupFrom, pickupBy }, zone, now)
    expect(read.ok ? { ok: true, from: read.from.toISOString(), by: read.by.toISOString() } : read).toEqual(
      expected,
    )
  })

  it('reads the times in the zone given (summer time included)', () => {
    const read = readPickupWindow(
      { pickupFrom: '2027-07-01T09:00', pickupBy: '2027-07-01T10:00' },
      zone,
      new Date('2027-06-30T12:00:00Z'),
    )
    expect(read.ok && read.from.toISOString()).toBe('2027-07-01T13:00:00.000Z')
  })
})

describe('the window form', () => {
  it('names a missing time beside its field', () => {
    const parsed = pickupWindowSchema.safeParse({ intent: 'window', pickupFrom: ' ', pickupBy: '' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['pickupFrom', 'windowFromRequired'],
      ['pickupBy', 'windowByRequired'],
    ])
  })
})

describe('late for pick-up', () => {
  const by = new Date('2026-12-04T14:59:00Z')
  it.each([
    ['accepted', by, true],
    ['accepted', new Date('2026-12-04T15:01:00Z'), false],
    ['accepted', null, false],
    ['picked_up', by, false],
    ['cancelled', by, false],
  ] as const)('%s, by %s: %s', (status, pickupBy, late) => {
    expect(isLateForPickup({ status, pickupBy }, now)).toBe(late)
  })

  it('a window is given until the pick-up', () => {
    expect(canSetPickupWindow('accepted')).toBe(true)
    expect(canSetPickupWindow('picked_up')).toBe(false)
    expect(canSetPickupWindow('delivered')).toBe(false)
  })
})
