import { describe, expect, it } from 'vitest'
import { hasOperatorNear, searchByZip, ZIP_SEARCH_RADIUS_MILES, type DirectoryEntry } from './directory'

const entry = (over: Partial<DirectoryEntry>): DirectoryEntry => ({
  name: 'X',
  areaServed: null,
  businessServices: [],
  serviceAreas: [],
  latitude: null,
  longitude: null,
  ...over,
})

describe('hasOperatorNear (the directory search’s coverage gap, issue #21 item 5)', () => {
  const delray = { lat: 26.4615, lng: -80.0728, city: 'Delray Beach', state: 'FL' }
  const seattle = { lat: 47.6062, lng: -122.3321, city: 'Seattle', state: 'WA' }
  const operators = [
    entry({ name: 'Delray', areaServed: 'Delray Beach, FL', latitude: 26.4615, longitude: -80.0728 }),
    entry({ name: 'Tacoma', serviceAreas: ['Tacoma'], latitude: 47.2529, longitude: -122.4443 }),
  ]
  it('is true within the search radius or in a city an operator serves', () => {
    expect(hasOperatorNear(operators, delray)).toBe(true)
    // Tacoma is about 25 miles from Seattle.
    expect(hasOperatorNear(operators, seattle)).toBe(true)
    expect(hasOperatorNear([entry({ serviceAreas: ['Seattle'] })], seattle)).toBe(true)
  })
  it('is false when the nearest operators are only listed as the fallback', () => {
    expect(hasOperatorNear(operators.slice(0, 1), seattle)).toBe(false)
    expect(hasOperatorNear([], seattle)).toBe(false)
  })
})

describe('searchByZip: served, or the nearest beyond the limit (issue #30 item 5)', () => {
  const anchorage = { lat: 61.2181, lng: -149.9003, city: 'Anchorage', state: 'AK' }
  const delray = { lat: 26.4615, lng: -80.0728, city: 'Delray Beach', state: 'FL' }
  const florida = [
    entry({ name: 'Delray', areaServed: 'Delray Beach, FL', latitude: 26.4615, longitude: -80.0728 }),
    entry({ name: 'Miami', areaServed: 'Miami, FL', latitude: 25.7617, longitude: -80.1918 }),
    entry({ name: 'Houston', areaServed: 'Houston, TX', latitude: 29.7604, longitude: -95.3698 }),
    entry({ name: 'Seattle', areaServed: 'Seattle, WA', latitude: 47.6062, longitude: -122.3321 }),
    entry({ name: 'Nowhere', areaServed: 'Somewhere, FL' }),
  ]
  it.each([
    ['a ZIP in an operator’s city', delray, florida, true, ['Delray', 'Miami']],
    ['a ZIP 1,400+ miles from everyone', anchorage, florida, false, ['Seattle', 'Houston', 'Delray']],
    ['no operators at all', anchorage, [], false, []],
    [
      'a city named by an operator without coordinates',
      anchorage,
      [entry({ name: 'Named', serviceAreas: ['Anchorage'] })],
      true,
      ['Named'],
    ],
  ])('%s: served %s, listing %j', (_case, place, entries, served, names) => {
    const result = searchByZip(entries, place)
    expect(result.served).toBe(served)
    const listed = result.served ? result.operators : result.nearest
    expect(listed.map((e) => e.name)).toEqual(names)
  })

  it('lists the nearest only with their distance, every one beyond the limit', () => {
    const result = searchByZip(florida, anchorage)
    if (result.served) throw new Error('Anchorage is served by nobody')
    for (const e of result.nearest) expect(e.miles).toBeGreaterThan(ZIP_SEARCH_RADIUS_MILES)
    expect(result.nearest.some((e) => e.name === 'Nowhere')).toBe(false)
  })
})
