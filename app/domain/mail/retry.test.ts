import { describe, expect, it } from 'vitest'
import { isSafeHeaderValue, oneLine, retryDelayMs } from './retry'

describe('retryDelayMs', () => {
  const options = { baseMs: 5_000, capMs: 3_600_000 }
  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [8, 640_000],
    [10, 2_560_000],
    [11, 3_600_000],
    [500, 3_600_000],
  ])('after %i failed attempts waits %i ms', (attempts, expected) => {
    expect(retryDelayMs(attempts, options)).toBe(expected)
  })
  it('adds jitter within its bound and never passes the cap', () => {
    expect(retryDelayMs(1, { ...options, jitter: 0.5, random: 1 })).toBe(7_500)
    expect(retryDelayMs(20, { ...options, jitter: 0.5, random: 1 })).toBe(3_600_000)
  })
})

describe('header safety', () => {
  it.each([
    ['Hello', true],
    ['Hello\r\nBcc: victim@example.com', false],
    ['tab\there', false],
    ['ñandú €', true],
  ])('isSafeHeaderValue(%j) = %s', (value, expected) => {
    expect(isSafeHeaderValue(value)).toBe(expected)
  })
  it('oneLine flattens control characters and bounds the length', () => {
    expect(oneLine('  Ana\r\nBcc: x@y.z\t ')).toBe('Ana Bcc: x@y.z')
    expect(oneLine('x'.repeat(500), 10)).toHaveLength(10)
  })
})
