import { describe, expect, it } from 'vitest'
import { LARGER_MAP_ZOOM, largerMapUrl, MAP_CENTER } from './markets'

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
