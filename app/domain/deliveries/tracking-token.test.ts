import { describe, expect, it } from 'vitest'
import {
  isWellFormedTrackingToken,
  TRACKING_TOKEN_BYTES,
  TRACKING_TOKEN_LENGTH,
  trackingPath,
  trackingStatePath,
} from './tracking-token'

describe('tracking token rules', () => {
  it('is 32 bytes as base64url: 43 characters', () => {
    expect(Math.ceil((TRACKING_TOKEN_BYTES * 8) / 6)).toBe(TRACKING_TOKEN_LENGTH)
  })

  it.each([
    ['a'.repeat(43), true],
    ['AZaz09-_'.repeat(5) + 'abc', true],
    ['a'.repeat(42), false],
    ['a'.repeat(44), false],
    ['a'.repeat(42) + '=', false],
    ['a'.repeat(42) + '+', false],
    ['a'.repeat(42) + '/', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%j well formed: %s', (token, expected) => {
    expect(isWellFormedTrackingToken(token)).toBe(expected)
  })

  it('names the page and its state', () => {
    expect(trackingPath('t'.repeat(43))).toBe(`/track/${'t'.repeat(43)}`)
    expect(trackingStatePath('t'.repeat(43))).toBe(`/track/${'t'.repeat(43)}/state`)
  })
})
