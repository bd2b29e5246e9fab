import { describe, expect, it } from 'vitest'
import {
  LARGER_MAP_ZOOM,
  largerMapUrl,
  MAP_CENTER,
  marketShown,
  marketStatuses,
  operatorInMarket,
  shownMarkets,
  type OperatorPlace,
  type StoredMarket,
} from './markets'

describe('largerMapUrl', () => {
  it.each([
    [
      'https://www.google.com/maps',
      'https://www.google.com/maps/@?api=1&map_action=map&center=39.83,-98.58&zoom=5',
    ],
    [
      'https://www.google.com/maps/',
      'https://www.google.com/maps/@?api=1&map_action=map&center=39.83,-98.58&zoom=5',
    ],
    [
      'https://www.openstreetmap.org/#map={zoom}/{lat}/{lng}',
      'https://www.openstreetmap.org/#map=5/39.83/-98.58',
    ],
  ])('%s', (base, expected) => {
    expect(largerMapUrl(base, MAP_CENTER, LARGER_MAP_ZOOM)).toBe(expected)
  })
})

const miami: StoredMarket = {
  id: 5,
  city: 'Miami',
  state: 'FL',
  zip: null,
  status: 'recruiting',
  lat: 25.7617,
  lng: -80.1918,
}
const at = (id: number, latitude: number, longitude: number): OperatorPlace => ({
  id,
  latitude,
  longitude,
  areaServed: null,
})

describe('operatorInMarket', () => {
  it('counts an operator within the radius of the market', () => {
    expect(operatorInMarket(at(1, 26.1189, -80.1435), miami)).toBe(true) // Fort Lauderdale, ~25 miles
    expect(operatorInMarket(at(2, 28.5384, -81.3789), miami)).toBe(false) // Orlando, ~200 miles
  })

  it('matches an operator without a position by its "City, ST"', () => {
    const place = (areaServed: string | null) => ({ id: 3, latitude: null, longitude: null, areaServed })
    expect(operatorInMarket(place(' miami, fl '), miami)).toBe(true)
    expect(operatorInMarket(place('Miami, OK'), miami)).toBe(false)
    expect(operatorInMarket(place('South Florida'), miami)).toBe(false)
    expect(operatorInMarket(place(null), miami)).toBe(false)
  })
})

describe('marketShown', () => {
  it('shows the real count whenever operators are there, whatever the status', () => {
    const operators = [at(1, 25.77, -80.19), at(2, 26.1189, -80.1435), at(3, 40.7, -74)]
    for (const status of marketStatuses)
      expect(marketShown({ ...miami, status }, operators)).toEqual({ kind: 'operators', count: 2 })
  })

  it('shows a label and no number without operators', () => {
    expect(marketShown({ ...miami, status: 'recruiting' }, [])).toEqual({ kind: 'recruiting' })
    expect(marketShown({ ...miami, status: 'active' }, [])).toEqual({ kind: 'recruiting' })
    expect(marketShown({ ...miami, status: 'comingSoon' }, [])).toEqual({ kind: 'comingSoon' })
  })

  it('shownMarkets keeps the position and names', () => {
    expect(shownMarkets([miami], [at(1, 25.77, -80.19)])).toEqual([
      {
        id: 5,
        city: 'Miami',
        state: 'FL',
        lat: 25.7617,
        lng: -80.1918,
        shown: { kind: 'operators', count: 1 },
      },
    ])
  })
})
