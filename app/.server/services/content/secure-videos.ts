import type { DataSource } from '../../db/source'
import type { Env } from '../../env'
import {
  hasSecureVideoAccess,
  isSecureVideosPassword,
  signSecureVideosAccess,
} from '../../security/secure-videos'
import { operatorRealm } from '../../auth/realms'
import { sessionFromRequest } from '../../auth/sign-in'

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

/**
 * Whether the request may see the private videos: the shared password's signed cookie, or a live
 * operator portal session (issue #21 item 6: a signed-in operator needs no shared password).
 */
export async function canSeePrivateVideos(
  request: Request,
  env: Pick<Env, 'SESSION_SECRET' | 'SECURE_VIDEOS_PASSWORD'>,
  source: DataSource,
): Promise<boolean> {
  return (
    hasSecureVideoAccess(request, env) || (await sessionFromRequest(operatorRealm, source, request)) !== null
  )
}
