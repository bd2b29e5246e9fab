import { describe, expect, it } from 'vitest'
import { pageAt } from '#app/i18n/namespaces'
import {
  closedFlags,
  isPopupSuppressed,
  POPUP_SUPPRESS_MS,
  POPUP_WAIT_MS,
  reachedScrollThreshold,
  scrolledFraction,
  whenToOpenPopup,
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

describe('the popup waits for the visitor (issue #45 item 2)', () => {
  const home = pageAt('/')
  const moment = (change: Partial<Parameters<typeof whenToOpenPopup>[0]> = {}) =>
    whenToOpenPopup({ now, lastInteractionAt: null, fieldFocused: false, page: home, ...change })

  it.each([
    ['nothing done yet', {}, { open: 'now' }],
    ['typed just now', { lastInteractionAt: now }, { open: 'later', at: now + POPUP_WAIT_MS }],
    [
      'clicked a second ago',
      { lastInteractionAt: now - 1_000 },
      { open: 'later', at: now - 1_000 + POPUP_WAIT_MS },
    ],
    [
      'a key 1 ms short of the wait',
      { lastInteractionAt: now - POPUP_WAIT_MS + 1 },
      { open: 'later', at: now + 1 },
    ],
    ['a key exactly the wait ago', { lastInteractionAt: now - POPUP_WAIT_MS }, { open: 'now' }],
    ['a key long ago', { lastInteractionAt: now - 60_000 }, { open: 'now' }],
    // A pause in a field is no invitation: the caret would leave it.
    [
      'in a field, idle for a minute',
      { fieldFocused: true, lastInteractionAt: now - 60_000 },
      { open: 'later', at: now + POPUP_WAIT_MS },
    ],
    ['in a field, nothing typed', { fieldFocused: true }, { open: 'later', at: now + POPUP_WAIT_MS }],
    [
      'in a field, typing',
      { fieldFocused: true, lastInteractionAt: now },
      { open: 'later', at: now + POPUP_WAIT_MS },
    ],
    // A clock set back: the last key counts as just now, not as a long wait.
    [
      'a key "in the future"',
      { lastInteractionAt: now + 3_600_000 },
      { open: 'later', at: now + POPUP_WAIT_MS },
    ],
  ])('%s', (_name, change, expected) => {
    expect(moment(change)).toEqual(expected)
  })

  it.each([
    '/contact',
    '/es/contact',
    '/cart',
    '/playbook',
    '/es/playbook',
    '/service/contact',
    '/admin',
    '/portal',
  ])('never on %s, a page whose main content is a form, even with nothing typed', (path) => {
    expect(moment({ page: pageAt(path) })).toEqual({ open: 'never' })
  })

  it('still opens on the home page, in both languages, once the visitor is idle', () => {
    expect(moment({ page: pageAt('/es') })).toEqual({ open: 'now' })
    expect(moment({ lastInteractionAt: now - POPUP_WAIT_MS })).toEqual({ open: 'now' })
  })

  it('the wait is a few seconds, shorter than the delay (a visitor who did nothing sees it at 5 s)', () => {
    expect(POPUP_WAIT_MS).toBeGreaterThanOrEqual(2_000)
    expect(POPUP_WAIT_MS).toBeLessThan(5_000)
  })
})
