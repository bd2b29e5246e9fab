import { describe, expect, it } from 'vitest'
import { carrierName, isTrackingNumber, orderActionSchema, shipmentChanged, trackingUrl } from './fulfilment'

describe('trackingUrl', () => {
  it.each([
    ['ups', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    [
      'usps',
      '9400 1000 0000 0000 0000 00',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    ],
    ['fedex', '1234-5678-9012', 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    [
      'dhl',
      'jd014600006281230704',
      'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD014600006281230704',
    ],
  ])('links %s to its tracking page with the bare number', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url)
  })

  it('gives no link for an unknown carrier, no carrier or no number (the number stays text)', () => {
    expect(trackingUrl('other', '1Z999AA10123456784')).toBeNull()
    expect(trackingUrl('pony-express', '1Z999AA10123456784')).toBeNull()
    expect(trackingUrl(null, '1Z999AA10123456784')).toBeNull()
    expect(trackingUrl('ups', null)).toBeNull()
    expect(trackingUrl('ups', '')).toBeNull()
  })

  it('never puts something that is not a tracking number into a link', () => {
    expect(trackingUrl('ups', '1Z9&x=<script>')).toBeNull()
    expect(trackingUrl('ups', 'abc')).toBeNull()
  })
})

describe('tracking numbers and carriers', () => {
  it('accepts letters and digits with spaces or dashes, 5 to 40 characters', () => {
    expect(isTrackingNumber('1Z 999 AA1 0123 4567 84')).toBe(true)
    expect(isTrackingNumber('12345')).toBe(true)
    expect(isTrackingNumber('1234')).toBe(false)
    expect(isTrackingNumber('-12345')).toBe(false)
    expect(isTrackingNumber('12345/6')).toBe(false)
    expect(isTrackingNumber('1'.repeat(41))).toBe(false)
  })

  it('names the known carriers and nothing else', () => {
    expect(carrierName('fedex')).toBe('FedEx')
    expect(carrierName('other')).toBeNull()
    expect(carrierName(null)).toBeNull()
    expect(carrierName('nope')).toBeNull()
  })

  it('tells a changed shipment from the same one', () => {
    const stored = { carrier: 'ups' as const, trackingNumber: '1Z999' }
    expect(shipmentChanged(stored, { ...stored })).toBe(false)
    expect(shipmentChanged(stored, { ...stored, trackingNumber: '1Z998' })).toBe(true)
    expect(shipmentChanged(stored, { carrier: 'usps', trackingNumber: '1Z999' })).toBe(true)
    expect(shipmentChanged({ carrier: null, trackingNumber: null }, stored)).toBe(true)
  })
})

describe('orderActionSchema', () => {
  it('reads a ship post: carrier and tracking number optional', () => {
    expect(orderActionSchema.parse({ intent: 'ship', id: '4' })).toEqual({
      intent: 'ship',
      id: 4,
      carrier: null,
      trackingNumber: null,
    })
    expect(
      orderActionSchema.parse({ intent: 'ship', id: '4', carrier: 'ups', trackingNumber: ' 1z999aa1 ' }),
    ).toEqual({ intent: 'ship', id: 4, carrier: 'ups', trackingNumber: '1Z999AA1' })
  })

  it('refuses a bad tracking number and an unknown carrier with their messages', () => {
    const bad = orderActionSchema.safeParse({ intent: 'ship', id: '4', carrier: 'x', trackingNumber: 'a/b' })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['carrier', 'adminOrders.errors.carrier'],
      ['trackingNumber', 'adminOrders.errors.trackingNumber'],
    ])
  })

  it('reads the invoice and status posts', () => {
    expect(orderActionSchema.parse({ intent: 'invoice', id: '9' })).toEqual({ intent: 'invoice', id: 9 })
    expect(orderActionSchema.parse({ intent: 'status', id: '9', status: 'paid' })).toMatchObject({
      status: 'paid',
    })
    expect(orderActionSchema.safeParse({ intent: 'status', id: '9', status: 'returned' }).success).toBe(false)
  })
})
