import { OPERATOR_SESSION_TTL_MS } from '#app/domain/portal/account-links'

/**
 * The operator session cookie (portal, issue #21): the same kind of random 256-bit id as the staff
 * cookie (session-cookie.ts: newSessionId, hashSessionId) under its own name, so a staff session
 * opens nothing of the portal and an operator session nothing of the admin.
 */
export const OPERATOR_SESSION_COOKIE = 'operator_session'

const attributes = (secure: boolean) => ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]

export function operatorSessionCookie(id: string, options: { secure: boolean }): string {
  return [
    `${OPERATOR_SESSION_COOKIE}=${id}`,
    `Max-Age=${OPERATOR_SESSION_TTL_MS / 1000}`,
    ...attributes(options.secure),
  ].join('; ')
}

export function clearedOperatorSessionCookie(options: { secure: boolean }): string {
  return [
    `${OPERATOR_SESSION_COOKIE}=`,
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ...attributes(options.secure),
  ].join('; ')
}

/** The operator session id sent with a request, if it looks like one of ours. */
export function readOperatorSessionId(request: Request): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === OPERATOR_SESSION_COOKIE) {
      const value = rest.join('=')
      return /^[\w-]{43}$/.test(value) ? value : null
    }
  }
  return null
}
