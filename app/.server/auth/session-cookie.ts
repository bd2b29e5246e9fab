import { createHash, randomBytes } from 'node:crypto'
import { SESSION_TTL_MS } from '#app/domain/admin/staff-rules'

/**
 * The staff session cookie: it carries only a random 256-bit session id. HttpOnly (no script can
 * read it), SameSite=Lax (not sent on cross-site POSTs), Secure in production, one day.
 */
export const SESSION_COOKIE = 'staff_session'

export function newSessionId(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a session id. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('base64url')
}

export function sessionCookie(id: string, options: { secure: boolean }): string {
  return [
    `${SESSION_COOKIE}=${id}`,
    'Path=/',
    `Max-Age=${SESSION_TTL_MS / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}

export function clearedSessionCookie(options: { secure: boolean }): string {
  return [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}

/** The session id sent with a request, if it looks like one of ours. */
export function readSessionId(request: Request): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === SESSION_COOKIE) {
      const value = rest.join('=')
      return /^[\w-]{43}$/.test(value) ? value : null
    }
  }
  return null
}
