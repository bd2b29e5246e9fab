import { SECURE_VIDEOS_RATE_LIMIT } from '#app/domain/videos/secure-videos'
import type { Db } from '../db/client'
import type { Env } from '../env'
import { consumeRateLimit } from '../security/rate-limit'
import { isSecureVideosPassword, signSecureVideosAccess } from '../security/secure-videos'

export type UnlockResult =
  | { ok: true; cookieValue: string }
  | { ok: false; reason: 'incorrect' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }

/**
 * One attempt to unlock the private videos: counted against the visitor's IP first (every attempt
 * counts, right or wrong), then the password is checked. On success, the signed cookie value.
 */
export async function unlockSecureVideos(
  ctx: {
    db: Db
    env: Pick<Env, 'SESSION_SECRET' | 'SECURE_VIDEOS_PASSWORD' | 'RATE_LIMIT_SCALE'>
    clientIp: string
  },
  password: string,
  now = new Date(),
): Promise<UnlockResult> {
  const limit = await consumeRateLimit(ctx.db, SECURE_VIDEOS_RATE_LIMIT, ctx.clientIp, {
    scale: ctx.env.RATE_LIMIT_SCALE,
    now,
  })
  if (!limit.allowed) return { ok: false, reason: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
  if (!(await isSecureVideosPassword(ctx.env, password))) return { ok: false, reason: 'incorrect' }
  return { ok: true, cookieValue: signSecureVideosAccess(ctx.env, now) }
}
