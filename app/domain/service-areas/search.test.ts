import { describe, expect, it } from 'vitest'
import { normalizeSearchText, searchAreas, ZIP_PREVIEW_LIMIT, zipPreview, type ServiceArea } from './search'

const zips = (from: number, n: number) => Array.from({ length: n }, (_, i) => String(from + i))

const areas: ServiceArea[] = [
  { id: 1, city: 'Miami', state: 'FL', zipCodes: zips(33122, 20) },
  { id: 2, city: 'Fort Lauderdale', state: 'FL', zipCodes: ['33301', '33304'] },
  { id: 3, city: 'Pompano Beach', state: 'FL', zipCodes: ['33060', '33062'] },
  { id: 4, city: 'Boca Raton', state: 'FL', zipCodes: ['33431', '33432', '33486'] },
  { id: 5, city: 'Delray Beach', state: 'FL', zipCodes: ['33444', '33445', '33483'] },
]

const ids = (query: string) => searchAreas(areas, query).areas.map((a) => a.id)

describe('ZIP preview', () => {
  it('shows up to 12, then counts the rest', () => {
    expect(ZIP_PREVIEW_LIMIT).toBe(12)
    expect(zipPreview(zips(33122, 55))).toEqual({ shown: zips(33122, 12), more: 43 })
    expect(zipPreview(zips(33122, 13))).toEqual({ shown: zips(33122, 12), more: 1 })
    expect(zipPreview(zips(33122, 12))).toEqual({ shown: zips(33122, 12), more: 0 })
    expect(zipPreview(['33441', '33442'])).toEqual({ shown: ['33441', '33442'], more: 0 })
    expect(zipPreview([])).toEqual({ shown: [], more: 0 })
  })
})

describe('area search', () => {
  it.each([
    ['', [1, 2, 3, 4, 5]],
    ['   ', [1, 2, 3, 4, 5]],
    ['miami', [1]],
    ['MIAMI', [1]],
    ['beach', [3, 5]],
    ['  pompano   BEACH ', [3]],
    ['fort', [2]],
    ['Delray Beach, FL', [5]],
    ['Bóca', [4]],
    ['3343', [4]],
    ['334', [4, 5]],
    ['33', [1, 2, 3, 4, 5]],
    ['Orlando', []],
    ['90210', []],
    ['zzz', []],
  ])('%j finds %j', (query, expected) => {
    expect(ids(query)).toEqual(expected)
  })

  it('highlights the areas that serve a whole ZIP code, not a partial one', () => {
    expect(searchAreas(areas, '33444')).toMatchObject({ zip: '33444', highlightedIds: [5] })
    expect(searchAreas(areas, ' 33486-1234 ')).toMatchObject({ zip: '33486', highlightedIds: [4] })
    expect(searchAreas(areas, '33141')).toMatchObject({ zip: '33141', highlightedIds: [1] })
    expect(searchAreas(areas, '3344')).toEqual({ areas: [areas[4]], highlightedIds: [] })
    expect(searchAreas(areas, 'miami').highlightedIds).toEqual([])
    expect(searchAreas(areas, '90210')).toEqual({ areas: [], zip: '90210', highlightedIds: [] })
  })

  it('normalizes text', () => {
    expect(normalizeSearchText('  Pompano\t BEACH ')).toBe('pompano beach')
    expect(normalizeSearchText('Miramár')).toBe('miramar')
  })
})
