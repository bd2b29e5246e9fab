import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mostHitsIn, pairLockMs, takeToken, type BucketShape, type BucketState } from './token-bucket'

const MINUTE = 60_000

/** Runs hits at the given times (ms, ascending) and returns the times that passed. */
function passed(times: number[], shape: BucketShape): number[] {
  let state: BucketState | undefined
  const out: number[] = []
  for (const at of times) {
    const r = takeToken(state, at, shape)
    state = r.state
    if (r.allowed) out.push(at)
  }
  return out
}

/** The most passed hits inside any window of `windowMs`. */
function maxInAnyWindow(times: number[], windowMs: number): number {
  let best = 0
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= windowMs) j++
    best = Math.max(best, i - j + 1)
  }
  return best
}

describe('token bucket', () => {
  it.each([
    // shape, hits at once, allowed at once
    [{ limit: 3, windowMs: MINUTE }, 4, 3],
    [{ limit: 10, windowMs: 15 * MINUTE, burst: 10 }, 12, 10],
    [{ limit: 20, windowMs: 10 * MINUTE, burst: 5 }, 8, 5],
  ])('%o: %i hits at once, %i pass', (shape, hits, allowed) => {
    expect(passed(Array(hits).fill(1_000), shape)).toHaveLength(allowed)
  })

  it.each([
    // shape, ms after emptying, allowed again
    [{ limit: 3, windowMs: MINUTE }, 19_999, false],
    [{ limit: 3, windowMs: MINUTE }, 20_000, true],
    [{ limit: 10, windowMs: 15 * MINUTE }, 89_999, false],
    [{ limit: 10, windowMs: 15 * MINUTE }, 90_000, true],
  ])('%o refills one token per windowMs/limit (%i ms → %s)', (shape, after, allowed) => {
    let state: BucketState | undefined
    for (let i = 0; i < 20; i++) state = takeToken(state, 0, shape).state
    expect(takeToken(state, after, shape).allowed).toBe(allowed)
  })

  it('says when the next hit will pass', () => {
    const shape = { limit: 3, windowMs: MINUTE }
    let state: BucketState | undefined
    for (let i = 0; i < 3; i++) state = takeToken(state, 0, shape).state
    expect(takeToken(state, 5_000, shape)).toMatchObject({ allowed: false, retryAfterMs: 15_000 })
  })

  it('a clock aligned window boundary lets nothing extra through (the finding: 10 and 40 in seconds)', () => {
    const shape = { limit: 10, windowMs: 15 * MINUTE, burst: 10 }
    // One hit every 100 ms for 30 minutes, across two 15-minute boundaries.
    const times = Array.from({ length: 18_000 }, (_, i) => i * 100)
    const ok = passed(times, shape)
    expect(maxInAnyWindow(ok, MINUTE)).toBeLessThanOrEqual(10)
    expect(maxInAnyWindow(ok, 15 * MINUTE)).toBeLessThanOrEqual(20)
  })

  it('never lets more than burst + limit·T/window through in any interval T (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.integer({ min: 0, max: 30 * MINUTE }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 1_000, max: 20 * MINUTE }),
        (limit, burst, raw, interval) => {
          const shape = { limit, burst, windowMs: 15 * MINUTE }
          const ok = passed(
            [...raw].sort((a, b) => a - b),
            shape,
          )
          return maxInAnyWindow(ok, interval) <= mostHitsIn(interval, shape)
        },
      ),
    )
  })
})

describe('pair lock', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 4],
    [6, 32],
    [7, 60],
    [50, 60],
  ])('strike %i locks the pair for %i minutes', (strikes, minutes) => {
    expect(pairLockMs(strikes)).toBe(minutes * MINUTE)
  })
})
