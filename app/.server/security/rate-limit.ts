import { createHash } from 'node:crypto'
import type { Db } from '../db/client'
import { deleteHitsBefore, incrementHits } from '../repos/rate-limits'

export type RateLimitRule = {
  /** Names the limited action, e.g. 'form:contact', 'login:ip'. */
  bucket: string
  /** Allowed hits per window, before RATE_LIMIT_SCALE. */
  limit: number
  windowMs: number
}

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

/** Keys (IPs, e-mail addresses) are stored hashed: the table holds no personal data. */
function hashKey(key: string) {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32)
}

/**
 * Counts one attempt of `key` against `rule` in a fixed window stored in the database, so the
 * limit holds across instances. `scale` is RATE_LIMIT_SCALE.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  key: string,
  options: { scale?: number; now?: Date } = {},
): Promise<RateLimitResult> {
  const now = options.now ?? new Date()
  const limit = Math.max(1, Math.floor(rule.limit * (options.scale ?? 1)))
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs)
  const count = await incrementHits(db, rule.bucket, hashKey(key), windowStart)
  // Now and then, forget windows that ended long ago.
  if (count === 1 && Math.random() < 0.02)
    await deleteHitsBefore(db, new Date(now.getTime() - 2 * 86_400_000))
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000)
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds }
}
