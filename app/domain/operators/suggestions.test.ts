import { describe, expect, it } from 'vitest'
import { rankSuggestions, townInSlug, townSlug } from './suggestions'

const towns = ['Miami', 'Miami Beach', 'Boca Raton', 'Fort Lauderdale', 'Delray Beach', 'Houston']

describe('townInSlug', () => {
  it.each([
    ['boca-raton-courier', 'Boca Raton'],
    ['miami', 'Miami'],
    ['miami-beach-courier', 'Miami Beach'],
    ['best-fort-lauderdale-delivery', 'Fort Lauderdale'],
    ['houston-to-miami', 'Houston'],
  ])('%s names %s', (slug, town) => {
    expect(townInSlug(slug, towns)).toBe(town)
  })

  it('needs whole words: no town in "miamicourier", "boca-courier" or "no-such-operator"', () => {
    expect(townInSlug('miamicourier', towns)).toBeUndefined()
    expect(townInSlug('boca-courier', towns)).toBeUndefined()
    expect(townInSlug('no-such-operator', towns)).toBeUndefined()
    expect(townInSlug('', towns)).toBeUndefined()
  })

  it('reads town names as slugs (accents, dots and commas dropped)', () => {
    expect(townSlug('St. Petersburg')).toBe('st-petersburg')
    expect(townSlug('Doral, FL')).toBe('doral-fl')
    expect(townInSlug('san-jose-courier', ['San José'])).toBe('San José')
  })
})

const op = (name: string, lat: number | null, lng: number | null, rating: number | null, reviews = 0) => ({
  name,
  latitude: lat,
  longitude: lng,
  averageRating: rating,
  totalReviews: reviews,
})
const operators = [
  op('Houston Courier', 29.76, -95.37, 4.8, 302),
  op('Delray Courier', 26.46, -80.07, 4.9, 127),
  op('Miami Courier', 25.77, -80.19, 4.8, 214),
  op('Nowhere Courier', null, null, 5, 1),
  op('Boynton Runs', 26.53, -80.09, null),
  op('Lauderdale Courier', 26.12, -80.14, 4.7, 88),
  op('Chicago Courier', 41.88, -87.62, 4.7, 151),
]
const names = (list: { name: string }[]) => list.map((o) => o.name)

describe('rankSuggestions', () => {
  it('lists up to five, nearest to the town first, those with no position last', () => {
    const boca = { lat: 26.36, lng: -80.08 }
    expect(names(rankSuggestions(operators, boca))).toEqual([
      'Delray Courier',
      'Boynton Runs',
      'Lauderdale Courier',
      'Miami Courier',
      'Houston Courier',
    ])
    expect(names(rankSuggestions(operators, boca, 10)).at(-1)).toBe('Nowhere Courier')
  })

  it('without a town: most reviewed, then best rated, then by name', () => {
    expect(names(rankSuggestions(operators, undefined, 10))).toEqual([
      'Houston Courier',
      'Miami Courier',
      'Chicago Courier',
      'Delray Courier',
      'Lauderdale Courier',
      'Nowhere Courier',
      'Boynton Runs',
    ])
    const tied = [op('B', null, null, 4.5, 10), op('A', null, null, 4.5, 10), op('C', null, null, 4.9, 10)]
    expect(names(rankSuggestions(tied, undefined))).toEqual(['C', 'A', 'B'])
    expect(rankSuggestions(operators, undefined)).toHaveLength(5)
  })

  it('suggests nobody when there are no operators', () => {
    expect(rankSuggestions([], { lat: 0, lng: 0 })).toEqual([])
  })
})
