import { parse } from 'cookie'
import { createHash, randomBytes } from 'node:crypto'

/**
 * The session cookie of a sign-in realm (staff, operators): it carries only a random 256-bit
 * session id, nothing else. HttpOnly (no script can read it), SameSite=Lax (not sent on cross-site
 * POSTs), Secure in production. Read with `cookie` (the parser React Router's own createCookie
 * uses); not through createCookie itself, whose base64-JSON value would end every session signed
 * in today (ADR 044). Each realm has its own name, so a staff session opens nothing of the portal and an
 * operator session nothing of the admin.
 */
export type SessionCookie = {
  name: string
  /** The id the request carries under this cookie's name, if it looks like one of ours. */
  read(request: Request): string | null
  /** Set-Cookie of a new session. */
  serialize(id: string, options: { secure: boolean }): string
  /** Set-Cookie that clears the cookie in the browser. */
  clear(options: { secure: boolean }): string
}

const ID = /^[\w-]{43}$/

export function createSessionCookie(name: string, maxAgeMs: number): SessionCookie {
  // Serialized by hand, in the order these cookies have always had (a pinned format the start-up
  // smoke test checks); `cookie`'s serialize puts Max-Age first and Secure before SameSite.
  const attributes = (secure: boolean) => ['HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
  return {
    name,
    read(request) {
      const value = parse(request.headers.get('cookie') ?? '')[name]
      return value && ID.test(value) ? value : null
    },
    serialize: (id, { secure }) =>
      [`${name}=${id}`, 'Path=/', `Max-Age=${maxAgeMs / 1000}`, ...attributes(secure)].join('; '),
    clear: ({ secure }) =>
      [
        `${name}=`,
        'Path=/',
        'Max-Age=0',
        'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        ...attributes(secure),
      ].join('; '),
  }
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a session id. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('base64url')
}
