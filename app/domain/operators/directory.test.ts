import { describe, expect, it } from 'vitest'
import { hasOperatorNear, type DirectoryEntry } from './directory'

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
