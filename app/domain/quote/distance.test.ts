import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EARTH_RADIUS_METERS,
  estimatedRoadMeters,
  quotedMiles,
  ROAD_FACTOR,
  straightLineMeters,
} from './distance'
import { metersToMiles, priceForMiles } from './pricing'

const point = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -179, max: 179, noNaN: true }),
})

describe('straight-line distance', () => {
  it.each([
    ['the same point', { lat: 26.4564, lng: -80.0793 }, { lat: 26.4564, lng: -80.0793 }, 0],
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, (Math.PI / 180) * EARTH_RADIUS_METERS],
    ['one degree of longitude at the equator', { lat: 0, lng: 10 }, { lat: 0, lng: 11 }, 111_195.08],
    ['half the globe', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, Math.PI * EARTH_RADIUS_METERS],
    // Downtown Miami to downtown Fort Lauderdale: about 40.5 km as the crow flies.
    ['Miami to Fort Lauderdale', { lat: 25.7617, lng: -80.1918 }, { lat: 26.1224, lng: -80.1373 }, 40_477],
  ])('%s', (_name, a, b, meters) => {
    expect(straightLineMeters(a, b)).toBeCloseTo(meters, -1)
  })

  it('is symmetric, never negative, and no longer than half the globe', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = straightLineMeters(a, b)
        expect(d).toBeGreaterThanOrEqual(0)
        expect(d).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_METERS + 1e-6)
        expect(Math.abs(d - straightLineMeters(b, a))).toBeLessThan(1e-6)
      }),
    )
  })
})

describe('estimated road distance', () => {
  it('is the straight line times the road factor of 1.2', () => {
    expect(ROAD_FACTOR).toBe(1.2)
    const a = { lat: 25.7617, lng: -80.1918 }
    const b = { lat: 26.1224, lng: -80.1373 }
    expect(estimatedRoadMeters(a, b)).toBeCloseTo(straightLineMeters(a, b) * 1.2, 6)
    expect(estimatedRoadMeters(a, b, 1)).toBeCloseTo(straightLineMeters(a, b), 6)
  })

  it('prices through the spec formula to the cent', () => {
    // 10 straight-line miles (16093.44 m) → 12 road miles → $12 + 12 × $2 = $36.00.
    const miles = metersToMiles(16_093.44 * ROAD_FACTOR)
    expect(miles).toBeCloseTo(11.99999, 4)
    expect(priceForMiles(miles)).toEqual({ miles, baseCents: 1200, distanceCents: 2400, totalCents: 3600 })
  })
})

describe('quoted miles', () => {
  it.each([
    [14.27, 14.3],
    [14.25, 14.3],
    [14.2499, 14.2],
    [0.04, 0],
    [0.05, 0.1],
    [12, 12],
  ])('%d miles are quoted as %d', (miles, quoted) => {
    expect(quotedMiles(miles)).toBe(quoted)
  })
})
