import { createHash } from 'node:crypto'
import { bucketCapacity, refillPerMs, type BucketShape } from '#app/domain/security/token-bucket'
import type { Db } from '../db/client'
import { deleteBucketsBefore, refundBucketToken, takeBucketToken, type BucketHit } from '../repos/rate-limits'

export type RateLimitRule = BucketShape & {
  /** Names the limited action, e.g. 'form:contact', 'login:ip'. */
  bucket: string
}

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

/**
 * Rows that are remembered marks rather than buckets, and how long they are kept untouched:
 * an IP that signed into an account is trusted for it for 30 days (auth/sign-in.ts).
 */
export const MARK_BUCKETS = {
  'login:trusted': 30 * 86_400_000,
  'portal-login:trusted': 30 * 86_400_000,
} as const
const BUCKET_KEEP_MS = 2 * 86_400_000

/** Forgets buckets nobody touched for two days (they would be full again) and marks past their time. */
export async function forgetStaleBuckets(db: Db, now: Date) {
  await deleteBucketsBefore(
    db,
    new Date(now.getTime() - BUCKET_KEEP_MS),
    Object.fromEntries(
      Object.entries(MARK_BUCKETS).map(([name, ms]) => [name, new Date(now.getTime() - ms)]),
    ),
  )
}

/** Keys (IPs, e-mail addresses) are stored hashed: the table holds no personal data. */
export function hashKey(key: string) {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32)
}

/**
 * Counts one attempt of `key` against `rule`: a token bucket stored in the database, so the limit
 * holds across instances (app/domain/security/token-bucket.ts). `limit` hits per `windowMs` are
 * regained continuously and up to `burst` (default `limit`) pass at once; there is no window
 * boundary. `scale` is RATE_LIMIT_SCALE.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  key: string,
  options: { scale?: number; now?: Date } = {},
): Promise<RateLimitResult> {
  return consumeStoredKey(db, rule, hashKey(key), options)
}

/** consumeRateLimit with the key as stored: already hashed, or made of hashes (a login pair). */
export async function consumeStoredKey(
  db: Db,
  rule: RateLimitRule,
  storedKey: string,
  options: { scale?: number; now?: Date } = {},
): Promise<RateLimitResult> {
  return takeHit(db, bucketHitOf(rule, storedKey, options))
}

/**
 * The hit `consumeRateLimit(db, rule, key)` would take, not taken yet: a submission written in one
 * statement takes it in that statement (insertSubmissionWithOutbox, issue #42), and stores nothing
 * when it is refused. `key` is the client's (an IP); it is hashed here.
 */
export function pendingHit(rule: RateLimitRule, key: string, options: { scale?: number; now?: Date } = {}) {
  return bucketHitOf(rule, hashKey(key), options)
}

function bucketHitOf(
  rule: RateLimitRule,
  storedKey: string,
  options: { scale?: number; now?: Date },
): BucketHit {
  return {
    bucket: rule.bucket,
    key: storedKey,
    capacity: bucketCapacity(rule, options.scale),
    refillPerMs: refillPerMs(rule, options.scale),
    now: options.now ?? new Date(),
  }
}

/** Takes a hit in a statement of its own. */
async function takeHit(db: Db, hit: BucketHit): Promise<RateLimitResult> {
  const result = await takeBucketToken(db, hit)
  await afterHit(db, hit)
  return hitResult(hit, result)
}

/** What a hit's row says: allowed, what remains, and when the next one will be let through. */
export function hitResult(hit: BucketHit, row: { tokens: number; allowed: boolean }): RateLimitResult {
  return {
    allowed: row.allowed,
    remaining: Math.max(0, Math.floor(row.tokens)),
    retryAfterSeconds: row.allowed ? 0 : Math.max(1, Math.ceil((1 - row.tokens) / hit.refillPerMs / 1000)),
  }
}

/** One hit in a hundred also forgets the stale buckets. */
export async function afterHit(db: Db, hit: BucketHit) {
  if (Math.random() < 0.01) await forgetStaleBuckets(db, hit.now)
}

/** Gives back the token an allowed attempt took, when it turned out not to count (a right password). */
export async function refundRateLimit(
  db: Db,
  rule: RateLimitRule,
  key: string,
  options: { scale?: number } = {},
) {
  await refundBucketToken(db, rule.bucket, hashKey(key), bucketCapacity(rule, options.scale))
}
