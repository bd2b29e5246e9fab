import { parse } from 'cookie'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The trusted-device cookie of a sign-in realm (issue #46 item 5, ADR 055): every sign-in gives the
 * browser `<name>_<account id>` = `<device id>.<signature>`, a random 128-bit device id and
 * HMAC-SHA256(SESSION_SECRET, `<name>:<account id>:<device id>`). Nothing is stored on the server
 * and nothing in it is secret: it only proves that this browser signed in to this account before,
 * so the account's limit on guesses from unknown browsers never applies to it (auth/sign-in.ts).
 * One cookie per account, so a browser two people share keeps both. HttpOnly, SameSite=Lax,
 * Secure in production; six months, renewed at every sign-in; a sign-out leaves it (the browser
 * has still signed in before).
 */
export type DeviceCookie = {
  name: string
  /** The device id of a valid cookie of `accountId` on the request, or null. */
  read(request: Request, accountId: number, secret: string): string | null
  /** Set-Cookie that trusts this browser for `accountId` (a new device id unless one is given). */
  serialize(accountId: number, options: { secret: string; secure: boolean; deviceId?: string | null }): string
}

export const DEVICE_TRUST_MS = 180 * 86_400_000

const DEVICE_ID = /^[\w-]{22}$/
const SIGNATURE = /^[\w-]{43}$/

export function createDeviceCookie(name: string): DeviceCookie {
  const sign = (secret: string, accountId: number, deviceId: string) =>
    createHmac('sha256', secret).update(`${name}:${accountId}:${deviceId}`).digest('base64url')
  const cookieName = (accountId: number) => `${name}_${accountId}`
  return {
    name,
    read(request, accountId, secret) {
      const value = parse(request.headers.get('cookie') ?? '')[cookieName(accountId)]
      const [deviceId, signature, extra] = value?.split('.') ?? []
      if (extra !== undefined || !deviceId || !signature) return null
      if (!DEVICE_ID.test(deviceId) || !SIGNATURE.test(signature)) return null
      const expected = Buffer.from(sign(secret, accountId, deviceId))
      return timingSafeEqual(Buffer.from(signature), expected) ? deviceId : null
    },
    serialize(accountId, { secret, secure, deviceId }) {
      const id = deviceId ?? randomBytes(16).toString('base64url')
      return [
        `${cookieName(accountId)}=${id}.${sign(secret, accountId, id)}`,
        'Path=/',
        `Max-Age=${DEVICE_TRUST_MS / 1000}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ].join('; ')
    },
  }
}
