import type { Env } from '../env'
import { isSecureVideosPassword, signSecureVideosAccess } from '../security/secure-videos'

export type UnlockResult = { ok: true; cookieValue: string } | { ok: false; reason: 'incorrect' }

/**
 * One attempt to unlock the private videos (the guarded edge has counted it against the
 * visitor's IP, right or wrong: SECURE_VIDEOS_RATE_LIMIT): on the right password, the signed
 * cookie value.
 */
export async function unlockSecureVideos(
  env: Pick<Env, 'SESSION_SECRET' | 'SECURE_VIDEOS_PASSWORD'>,
  password: string,
  now = new Date(),
): Promise<UnlockResult> {
  if (!(await isSecureVideosPassword(env, password))) return { ok: false, reason: 'incorrect' }
  return { ok: true, cookieValue: signSecureVideosAccess(env, now) }
}
