import { data, redirect, type RouterContextProvider } from 'react-router'
import { isSecureCookie, login, logout, sessionFromRequest, type Realm } from '../auth/sign-in'
import { appContext, languageContext } from '../context'
import type { EdgeOutcome } from './guarded-edge'
import { retryAfter } from './retry-after'

/**
 * The two halves every realm's sign-in page shares (admin/login.tsx, portal/login.tsx) and its
 * sign-out (ADR 044): the page only picks its edge (the portal's carries a honeypot, the staff's
 * not: a password manager may fill anything) and its texts.
 */

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> }
type AnySession = { sessionIdHash: string }

/** The sign-in page's loader: a visitor already signed in goes on to the realm's page. */
export async function leaveIfSignedIn(
  realm: Realm<AnySession>,
  { request, context }: RouteArgs,
  requested?: string | null,
) {
  if (await sessionFromRequest(realm, context.get(appContext), request))
    throw redirect(realm.afterSignIn(context.get(languageContext), requested))
}

/**
 * The sign-in, once its edge has let the form through: the realm's login, with its own stricter
 * limits per IP and per account. Signed in: on to the realm's page with the new session cookie and
 * the browser's trusted-device cookie (ADR 055). Refused: the form again without the password,
 * above it `<texts>.invalid` (401: the same words whether the e-mail is an account or not) or
 * `<texts>.rateLimited` with the minutes to wait and the time to come back (429, with Retry-After
 * in seconds: the page's `headers` passes it on).
 */
export async function signInAction(
  realm: Realm<AnySession>,
  { request, context }: RouteArgs,
  edge: Extract<EdgeOutcome<{ email: string; password: string }>, { ok: true }>,
  texts: 'admin.login' | 'portal.login',
  requested?: string | null,
) {
  const app = context.get(appContext)
  const now = new Date()
  const result = await login(realm, app, {
    email: edge.value.email,
    password: edge.value.password,
    clientIp: app.clientIp,
    request,
    secret: app.env.SESSION_SECRET,
    secureCookie: isSecureCookie(app),
    rateLimitScale: app.env.RATE_LIMIT_SCALE,
    now,
  })
  if (result.ok) {
    app.logger.info({ realm: realm.name, accountId: result.accountId }, `${realm.name} login`)
    const headers = new Headers({ 'Cache-Control': 'no-store' })
    headers.append('Set-Cookie', result.setCookie)
    headers.append('Set-Cookie', result.deviceCookie)
    throw redirect(realm.afterSignIn(context.get(languageContext), requested), { headers })
  }
  const refused = (formError: string) => edge.reply({ formErrors: [formError], hideFields: ['password'] })
  if (result.reason === 'rateLimited') {
    app.logger.warn({ realm: realm.name }, `${realm.name} login rate limited`)
    return waitReply(refused(`${texts}.rateLimited`), result.retryAfterSeconds, now)
  }
  return data({ ...refused(`${texts}.invalid`), minutes: 0, retryAt: null }, { status: 401 })
}

/**
 * A refusal that says how long to wait (a sign-in, a "Forgot password?" form): 429 with
 * Retry-After in seconds (the page's `headers` passes it on: `passRetryAfter`), and in the reply
 * the minutes to wait and the time to come back, for the form to say in the visitor's language.
 */
export function waitReply<R extends object>(reply: R, retryAfterSeconds: number, now: Date) {
  return data(
    {
      ...reply,
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
      retryAt: new Date(now.getTime() + retryAfterSeconds * 1000).toISOString(),
    },
    { status: 429, headers: retryAfter(retryAfterSeconds) },
  )
}

/**
 * Sign-out: the realm's session ends on the server (when there is one) and its cookie is cleared;
 * another realm's session is not touched. Then on to the realm's signed-out page.
 */
export async function signOutAction(
  realm: Realm<AnySession>,
  { context }: RouteArgs,
  session: AnySession | null,
  accountId?: number,
): Promise<never> {
  const app = context.get(appContext)
  const cookie = await logout(realm, app, session, { secureCookie: isSecureCookie(app) })
  if (session) app.logger.info({ realm: realm.name, accountId }, `${realm.name} logout`)
  throw redirect(realm.signedOutPath(context.get(languageContext)), {
    headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' },
  })
}
