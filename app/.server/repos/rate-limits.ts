import { and, eq, gt, inArray, lt, notInArray, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimitBuckets } from '../db/schema'

const t = rateLimitBuckets

/** One hit on a token bucket: the bucket, the stored key, its shape at this scale, and the instant. */
export type BucketHit = { bucket: string; key: string; capacity: number; refillPerMs: number; now: Date }

/**
 * One hit on a token bucket as one upsert (the row is locked by it, so concurrent hits are counted
 * exactly), returning the `tokens` left and whether it was `allowed` (1 or 0): the same arithmetic
 * as takeToken() in app/domain/security/token-bucket.ts. A statement of its own (takeBucketToken),
 * or the first CTE of a submission's statement (insertSubmissionWithOutbox, issue #42).
 */
export function bucketHitQuery(db: Db, hit: BucketHit) {
  const now = hit.now.toISOString()
  const refilled = sql`least(${hit.capacity}::float8, ${t.tokens} + greatest(0::float8, extract(epoch from (${now}::timestamptz - ${t.updatedAt}))::float8 * 1000) * ${hit.refillPerMs}::float8)`
  return db
    .insert(t)
    .values({ bucket: hit.bucket, key: hit.key, tokens: hit.capacity - 1, updatedAt: hit.now, allowed: 1 })
    .onConflictDoUpdate({
      target: [t.bucket, t.key],
      set: {
        tokens: sql`case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end`,
        allowed: sql`case when ${refilled} >= 1 then 1 else 0 end`,
        updatedAt: sql`greatest(${t.updatedAt}, ${now}::timestamptz)`,
      },
    })
    .returning({ tokens: t.tokens, allowed: t.allowed })
}

/** One hit on a token bucket, atomically, in a statement of its own. */
export async function takeBucketToken(db: Db, hit: BucketHit): Promise<{ tokens: number; allowed: boolean }> {
  const [row] = await bucketHitQuery(db, hit)
  return { tokens: row!.tokens, allowed: row!.allowed === 1 }
}

/** Until when a key is blocked (the login pair lock), or null. */
export async function findBlockedUntil(db: Db, bucket: string, key: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ blockedUntil: t.blockedUntil })
    .from(t)
    .where(and(eq(t.bucket, bucket), eq(t.key, key), gt(t.blockedUntil, now)))
  return row?.blockedUntil ?? null
}

/** One more strike on a key; blocks it for lockMs(strikes) and returns the end of the block. */
export async function strikeAndBlock(
  db: Db,
  bucket: string,
  key: string,
  now: Date,
  lockMs: (strikes: number) => number,
): Promise<Date> {
  const [row] = await db
    .update(t)
    .set({ strikes: sql`${t.strikes} + 1` })
    .where(and(eq(t.bucket, bucket), eq(t.key, key)))
    .returning({ strikes: t.strikes })
  const until = new Date(now.getTime() + lockMs(row?.strikes ?? 1))
  await db
    .update(t)
    .set({ blockedUntil: until })
    .where(and(eq(t.bucket, bucket), eq(t.key, key)))
  return until
}

/** Gives one token back (a hit that turned out not to count), up to the bucket's capacity. */
export async function refundBucketToken(db: Db, bucket: string, key: string, capacity: number) {
  await db
    .update(t)
    .set({ tokens: sql`least(${capacity}::float8, ${t.tokens} + 1)` })
    .where(and(eq(t.bucket, bucket), eq(t.key, key)))
}

export async function deleteBucket(db: Db, bucket: string, key: string) {
  await db.delete(t).where(and(eq(t.bucket, bucket), eq(t.key, key)))
}

/** Deletes the keys of `bucket` that start with `prefix` (e.g. every login pair of one account). */
export async function deleteBucketsWithPrefix(db: Db, bucket: string, prefix: string) {
  await db.delete(t).where(and(eq(t.bucket, bucket), sql`left(${t.key}, ${prefix.length}) = ${prefix}`))
}

/** The rows of `keys` in `buckets`, as stored (a missing row is a full bucket, no strikes). */
export async function findBuckets(db: Db, buckets: string[], keys: string[]) {
  if (!buckets.length || !keys.length) return []
  return db
    .select({
      bucket: t.bucket,
      key: t.key,
      tokens: t.tokens,
      updatedAt: t.updatedAt,
      strikes: t.strikes,
      blockedUntil: t.blockedUntil,
    })
    .from(t)
    .where(and(inArray(t.bucket, buckets), inArray(t.key, keys)))
}

/** Counts one more of `key` in `bucket` (its `strikes`), as of now: a tally, not a bucket. */
export async function countInTally(db: Db, bucket: string, key: string, now: Date) {
  await db
    .insert(t)
    .values({ bucket, key, tokens: 0, updatedAt: now, strikes: 1 })
    .onConflictDoUpdate({
      target: [t.bucket, t.key],
      set: {
        strikes: sql`${t.strikes} + 1`,
        updatedAt: sql`greatest(${t.updatedAt}, ${now.toISOString()}::timestamptz)`,
      },
    })
}

/** Remembers `key` in `bucket` as of now (e.g. an IP that signed into an account). */
export async function touchMark(db: Db, bucket: string, key: string, now: Date) {
  await db
    .insert(t)
    .values({ bucket, key, tokens: 0, updatedAt: now })
    .onConflictDoUpdate({ target: [t.bucket, t.key], set: { updatedAt: now } })
}

/** Was `key` marked in `bucket` after `since`? */
export async function hasMarkSince(db: Db, bucket: string, key: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ key: t.key })
    .from(t)
    .where(and(eq(t.bucket, bucket), eq(t.key, key), gt(t.updatedAt, since)))
  return !!row
}

/**
 * Forgets buckets untouched since `before` (a full bucket is the same as no row), except those of
 * `kept`, which are forgotten when untouched since their own date.
 */
export async function deleteBucketsBefore(db: Db, before: Date, kept: Record<string, Date> = {}) {
  const names = Object.keys(kept)
  await db
    .delete(t)
    .where(
      or(
        and(lt(t.updatedAt, before), names.length ? notInArray(t.bucket, names) : undefined),
        ...names.map((name) => and(eq(t.bucket, name), lt(t.updatedAt, kept[name]!))),
      ),
    )
}
