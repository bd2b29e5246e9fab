/**
 * Rate limits as token buckets (issue #17 item 3, replacing fixed windows aligned to the clock,
 * which let twice the limit through in seconds across a window boundary).
 *
 * A bucket holds up to `burst` tokens and gains `limit` tokens per `windowMs`, continuously; each
 * hit takes one token, and a hit finding less than one is refused. So in ANY interval of length T
 * at most `burst + limit * T / windowMs` hits pass: there is no boundary to game. The database
 * (app/.server/repos/rate-limits.ts) runs the same arithmetic in one atomic upsert; this module
 * is the reference it is tested against.
 */
export type BucketShape = {
  /** Tokens gained per windowMs. */
  limit: number
  windowMs: number
  /** Most tokens held (hits allowed at once); defaults to limit. */
  burst?: number
}

export type BucketState = { tokens: number; updatedAt: number }

export function bucketCapacity(shape: BucketShape, scale = 1): number {
  return Math.max(1, Math.floor((shape.burst ?? shape.limit) * scale))
}

/** Tokens gained per millisecond. */
export function refillPerMs(shape: BucketShape, scale = 1): number {
  return Math.max(1, Math.floor(shape.limit * scale)) / shape.windowMs
}

/** The tokens a bucket holds at `now` (ms), without a hit. A missing state is a full bucket. */
export function tokensAt(state: BucketState | undefined, now: number, shape: BucketShape, scale = 1): number {
  const capacity = bucketCapacity(shape, scale)
  if (!state) return capacity
  return Math.min(capacity, state.tokens + Math.max(0, now - state.updatedAt) * refillPerMs(shape, scale))
}

/** One hit at `now` (ms): the bucket after it and whether it passed. A missing state is a full bucket. */
export function takeToken(
  state: BucketState | undefined,
  now: number,
  shape: BucketShape,
  scale = 1,
): { state: BucketState; allowed: boolean; retryAfterMs: number } {
  const rate = refillPerMs(shape, scale)
  const tokens = tokensAt(state, now, shape, scale)
  const updatedAt = Math.max(now, state?.updatedAt ?? now)
  if (tokens >= 1) return { state: { tokens: tokens - 1, updatedAt }, allowed: true, retryAfterMs: 0 }
  return { state: { tokens, updatedAt }, allowed: false, retryAfterMs: Math.ceil((1 - tokens) / rate) }
}

/** The most hits a bucket lets through in any interval of `intervalMs` (the guarantee above). */
export function mostHitsIn(intervalMs: number, shape: BucketShape, scale = 1): number {
  return Math.floor(bucketCapacity(shape, scale) + refillPerMs(shape, scale) * intervalMs)
}

/**
 * How long an (account, IP) pair is locked after its failures ran out: 1 minute for the first
 * lock, doubling at each further one, at most an hour. Only that pair is locked: guesses from
 * elsewhere never lock the owner's own address out.
 */
export function pairLockMs(strikes: number): number {
  if (strikes <= 0) return 0
  return Math.min(60, 2 ** Math.min(strikes - 1, 10)) * 60_000
}
