import { describe, expect, it } from 'vitest'
import {
  closedFlags,
  isPopupSuppressed,
  POPUP_SUPPRESS_MS,
  reachedScrollThreshold,
  scrolledFraction,
} from './popup'

const now = 1_750_000_000_000

describe('popup suppression', () => {
  it.each([
    ['never closed', { closed: null, closedAt: null }, false],
    ['closed just now', { closed: 'true', closedAt: String(now) }, true],
    [
      'closed 6 days 23 h ago',
      { closed: 'true', closedAt: String(now - POPUP_SUPPRESS_MS + 3_600_000) },
      true,
    ],
    ['closed exactly 7 days ago', { closed: 'true', closedAt: String(now - POPUP_SUPPRESS_MS) }, false],
    ['closed 8 days ago', { closed: 'true', closedAt: String(now - 8 * 86_400_000) }, false],
    ['closed flag without a time', { closed: 'true', closedAt: null }, false],
    ['garbage time', { closed: 'true', closedAt: 'yesterday' }, false],
    ['closed flag not true', { closed: 'false', closedAt: String(now) }, false],
    ['time in the future', { closed: 'true', closedAt: String(now + 60_000) }, true],
  ])('%s', (_name, flags, expected) => {
    expect(isPopupSuppressed(flags, now)).toBe(expected)
  })

  it('a close writes both flags, the time in epoch ms', () => {
    expect(closedFlags(now)).toEqual({ closed: 'true', closedAt: String(now) })
    expect(isPopupSuppressed(closedFlags(now), now + 1)).toBe(true)
  })
})

describe('scroll trigger', () => {
  it.each([
    [0, 900, 3000, 0, false],
    [1049, 900, 3000, 1049 / 2100, false],
    [1050, 900, 3000, 0.5, true],
    [2100, 900, 3000, 1, true],
    [0, 900, 900, 0, false],
    [50, 900, 600, 0, false],
  ])('scrollY %d in a %d px window of a %d px page', (y, vh, dh, fraction, reached) => {
    expect(scrolledFraction(y, vh, dh)).toBeCloseTo(fraction)
    expect(reachedScrollThreshold(scrolledFraction(y, vh, dh))).toBe(reached)
  })
})
