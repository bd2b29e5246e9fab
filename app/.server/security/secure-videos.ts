import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { Logger } from 'pino'
import { SECURE_VIDEOS_COOKIE, SECURE_VIDEOS_COOKIE_MAX_AGE_SECONDS } from '#app/domain/videos/secure-videos'
import type { Env } from '../env'

/**
 * The private-video gate (ADR 009, docs/decisions/009-private-video-gate.md).
 *
 * The shared password comes from SECURE_VIDEOS_PASSWORD. It is kept only as an scrypt hash with a
 * random salt, made once per process, and a candidate is compared with timingSafeEqual. When the
 * variable is unset no password opens the gate, and a warning says so at start-up.
 *
 * Unlocking sets `secure_videos_auth` to `<expiry>.<signature>`: the expiry (Unix seconds, 1 day
 * ahead) and an HMAC-SHA256 of it. The HMAC key is derived from SESSION_SECRET and the password,
 * so changing either invalidates every cookie handed out. Nothing is stored on the server.
 */

type GateEnv = Pick<Env, 'SESSION_SECRET' | 'SECURE_VIDEOS_PASSWORD'>

const SCRYPT_KEY_LENGTH = 32

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, SCRYPT_KEY_LENGTH, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

function fingerprint(text: string) {
  return createHash('sha256').update(text).digest('base64url')
}

let stored: { fingerprint: string; salt: Buffer; hash: Promise<Buffer> } | undefined

function storedHash(password: string) {
  const id = fingerprint(password)
  if (stored?.fingerprint !== id) {
    const salt = randomBytes(16)
    stored = { fingerprint: id, salt, hash: scryptAsync(password, salt) }
  }
  return stored
}

/** Hashes the configured password (so the first visitor does not wait) and says when there is none. */
export async function prepareSecureVideosGate(env: GateEnv, logger: Pick<Logger, 'warn'>) {
  if (!env.SECURE_VIDEOS_PASSWORD) {
    logger.warn(
      'SECURE_VIDEOS_PASSWORD is not set: the private videos on /secure-videos cannot be unlocked until it is',
    )
    return
  }
  await storedHash(env.SECURE_VIDEOS_PASSWORD).hash
}

/** Is `candidate` the shared password? Always false when none is configured. */
export async function isSecureVideosPassword(env: GateEnv, candidate: string): Promise<boolean> {
  const password = env.SECURE_VIDEOS_PASSWORD
  if (!password) return false
  const { salt, hash } = storedHash(password)
  const [expected, actual] = await Promise.all([hash, scryptAsync(candidate, salt)])
  return timingSafeEqual(expected, actual)
}

function signingKey(env: GateEnv) {
  return createHmac('sha256', env.SESSION_SECRET)
    .update(`secure-videos-gate\0${fingerprint(env.SECURE_VIDEOS_PASSWORD ?? '')}`)
    .digest()
}

function signature(env: GateEnv, expires: number) {
  return createHmac('sha256', signingKey(env)).update(`${SECURE_VIDEOS_COOKIE}:${expires}`).digest()
}

/** The signed cookie value for an unlock at `now`. */
export function signSecureVideosAccess(env: GateEnv, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + SECURE_VIDEOS_COOKIE_MAX_AGE_SECONDS
  return `${expires}.${signature(env, expires).toString('base64url')}`
}

/** A cookie value unlocks when its signature is ours and its expiry is still ahead. */
export function verifySecureVideosAccess(env: GateEnv, value: string | undefined, now: Date): boolean {
  if (!value || !env.SECURE_VIDEOS_PASSWORD) return false
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value)
  if (!match) return false
  const expires = Number(match[1])
  const given = Buffer.from(match[2]!, 'base64url')
  const expected = signature(env, expires)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  return expires * 1000 > now.getTime()
}

/** One cookie's value from a Cookie header (the first one: browsers send the most specific path first). */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  let found: string | undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue
    if (found === undefined) found = part.slice(eq + 1).trim()
  }
  return found
}

/** Does this request carry a valid secure_videos_auth cookie? */
export function hasSecureVideoAccess(request: Request, env: GateEnv, now = new Date()): boolean {
  return verifySecureVideosAccess(env, readCookie(request.headers.get('cookie'), SECURE_VIDEOS_COOKIE), now)
}

/**
 * Secure in production, always: behind a TLS-terminating proxy the request URL the app sees is
 * http, so its scheme cannot decide (issue #17 item 7). In development, Secure over HTTPS only.
 */
function secureFlag(request: Request, env: Pick<Env, 'NODE_ENV'>) {
  return env.NODE_ENV === 'production' || new URL(request.url).protocol === 'https:'
}

/** Set-Cookie for an unlock: HttpOnly, path /, 1 day; Secure in production or over HTTPS. */
export function secureVideosCookieHeader(
  request: Request,
  value: string,
  env: Pick<Env, 'NODE_ENV'>,
): string {
  return [
    `${SECURE_VIDEOS_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${SECURE_VIDEOS_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secureFlag(request, env) ? ['Secure'] : []),
  ].join('; ')
}

/** Set-Cookie that removes the cookie (Logout). */
export function clearSecureVideosCookieHeader(request: Request, env: Pick<Env, 'NODE_ENV'>): string {
  return [
    `${SECURE_VIDEOS_COOKIE}=`,
    'Path=/',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'HttpOnly',
    'SameSite=Lax',
    ...(secureFlag(request, env) ? ['Secure'] : []),
  ].join('; ')
}
