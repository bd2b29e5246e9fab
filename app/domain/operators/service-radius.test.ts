import { describe, expect, it } from 'vitest'
import {
  directoryZipFor,
  endsOutsideArea,
  serviceRadiusMeters,
  DEFAULT_SERVICE_RADIUS_MILES,
} from './service-radius'

// Delray Beach Courier's position, and ZIP centres around it.
const delray = { latitude: 26.4615, longitude: -80.0728, serviceRadiusMiles: DEFAULT_SERVICE_RADIUS_MILES }
const boca = { lat: 26.3587, lng: -80.0831 } // ~7 mi
const miami = { lat: 25.7743, lng: -80.1937 } // ~48 mi
const orlando = { lat: 28.5383, lng: -81.3792 } // ~165 mi
const seattle = { lat: 47.6062, lng: -122.3321 }

describe('endsOutsideArea', () => {
  it('finds nothing outside when both ends are within the radius', () => {
    expect(endsOutsideArea(delray, { pickup: boca, delivery: miami })).toEqual([])
  })

  it('names each end farther than the radius: pickup, delivery or both', () => {
    expect(endsOutsideArea(delray, { pickup: boca, delivery: seattle })).toEqual(['delivery'])
    expect(endsOutsideArea(delray, { pickup: orlando, delivery: boca })).toEqual(['pickup'])
    expect(endsOutsideArea(delray, { pickup: orlando, delivery: seattle })).toEqual(['pickup', 'delivery'])
  })

  it("follows the operator's own radius", () => {
    expect(endsOutsideArea({ ...delray, serviceRadiusMiles: 20 }, { pickup: boca, delivery: miami })).toEqual(
      ['delivery'],
    )
    expect(
      endsOutsideArea({ ...delray, serviceRadiusMiles: 200 }, { pickup: orlando, delivery: boca }),
    ).toEqual([])
  })

  it('counts a point exactly on the circle as inside', () => {
    const base = { latitude: 0, longitude: 0 }
    // One degree of longitude on the equator is ~69.09 mi.
    expect(endsOutsideArea({ ...base, serviceRadiusMiles: 70 }, { delivery: { lat: 0, lng: 1 } })).toEqual([])
    expect(endsOutsideArea({ ...base, serviceRadiusMiles: 69 }, { delivery: { lat: 0, lng: 1 } })).toEqual([
      'delivery',
    ])
  })

  it('judges nothing without a position or for an end with no known point', () => {
    expect(endsOutsideArea({ ...delray, latitude: null }, { pickup: seattle, delivery: seattle })).toEqual([])
    expect(endsOutsideArea(delray, { pickup: undefined, delivery: boca })).toEqual([])
    expect(endsOutsideArea(delray, { pickup: undefined, delivery: seattle })).toEqual(['delivery'])
  })
})

describe('directoryZipFor', () => {
  it("searches by the delivery's ZIP code when the delivery is outside, else by the pickup's", () => {
    const zips = { pickup: '32801', delivery: '98101' }
    expect(directoryZipFor(['pickup', 'delivery'], zips)).toBe('98101')
    expect(directoryZipFor(['delivery'], zips)).toBe('98101')
    expect(directoryZipFor(['pickup'], zips)).toBe('32801')
    expect(directoryZipFor([], zips)).toBeUndefined()
  })
})

describe('serviceRadiusMeters', () => {
  it('states the radius in meters', () => {
    expect(serviceRadiusMeters(50)).toBe(80467)
    expect(serviceRadiusMeters(10)).toBe(16093)
  })
})
