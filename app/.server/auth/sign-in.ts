import { pairLockMs } from '#app/domain/security/token-bucket'
import { normalizeEmail } from '#app/domain/admin/staff-rules'
import type { Lang } from '#app/domain/routing/locale'
import { dbOf, type DataSource } from '../db/source'
import type { Db } from '../db/client'
import { redirect, type MiddlewareFunction, type RouterContext } from 'react-router'
import { appContext, languageContext, type AppContext } from '../context'
import { deleteBucket, findBlockedUntil, hasMarkSince, strikeAndBlock, touchMark } from '../repos/rate-limits'
import { deleteExpiredSessions, deleteSession, insertSession, type SessionTable } from '../repos/sessions'
import {
  consumeRateLimit,
  hashKey,
  MARK_BUCKETS,
  refundRateLimit,
  type RateLimitRule,
} from '../security/rate-limit'
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password'
import { hashSessionId, newSessionId, type SessionCookie } from './session-cookie'

/**
 * One sign-in stack for every realm (ADR 044): the staff's admin and the operators' portal sign in,
 * limit guesses and keep sessions the same way, each with its own cookie, tables, rate-limit
 * buckets and pages (`realms.ts`). A session of one realm opens nothing of the other.
 */

/** What a realm's sign-in needs of an account. A null password hash: invited, no password yet. */
export type SignInAccount = { id: number; passwordHash: string | null; disabledAt: Date | null }

export type Realm<Session extends { sessionIdHash: string }> = {
  /** What the logs call it. */
  name: 'staff' | 'operator'
  cookie: SessionCookie
  sessionTtlMs: number
  sessions: SessionTable
  rules: LoginRules
  findAccount(db: Db, email: string): Promise<SignInAccount | undefined>
  /** Stores the password hashed with today's parameters, after a sign-in with an older hash. */
  rehash(db: Db, account: SignInAccount, passwordHash: string, now: Date): Promise<void>
  /** The signed-in account of a live session (not expired, account enabled), or null. */
  findSession(db: Db, idHash: string, now: Date): Promise<Session | null>
  /** Where a sign-in goes: the page asked for, when the realm allows it, or its first page. */
  afterSignIn(lang: Lang, requested?: string | null): string
  /** Where a signed-out visitor of a realm's page is sent. */
  signInPath(request: Request, lang: Lang): string
  /** Where signing out leads. */
  signedOutPath(lang: Lang): string
}

/**
 * Login limits (ADR 011, reworked for issue #17 item 3; token buckets, no clock-aligned windows).
 * In any minute at most 10 guesses pass per IP and per account, in any 15 minutes at most 20.
 *
 * - Per IP: every attempt counts, checked before any password work, so a flood costs no scrypt.
 * - Per (account, IP) pair: failures count; when they run out, that pair alone is locked, 1 minute
 *   at first and doubling up to an hour. A right password from that pair is refused while locked.
 * - Per account: attempts from an IP that has not signed into the account in the last 30 days
 *   count (checked before the password; a right password gives its token back). The owner's own
 *   address is exempt, so guesses from elsewhere can slow down sign-ins from new addresses but
 *   never lock the owner out of theirs.
 *
 * Every refusal looks the same for an unknown e-mail, so the limits do not reveal which e-mails
 * are accounts. Each realm has its own buckets (`login:*`, `portal-login:*`): guesses at one do
 * not use up the other's.
 */
export type LoginRules = {
  ip: RateLimitRule
  account: RateLimitRule
  pair: RateLimitRule
  /** The mark of an IP that signed into an account, and how long it is trusted for it. */
  trustedBucket: keyof typeof MARK_BUCKETS
  trustMs: number
}

export function loginRules(prefix: 'login' | 'portal-login'): LoginRules {
  const trustedBucket = `${prefix}:trusted` as const
  const rule = (name: string, limit: number): RateLimitRule => ({
    bucket: `${prefix}:${name}`,
    limit,
    burst: limit,
    windowMs: 15 * 60_000,
  })
  return {
    ip: rule('ip', 10),
    account: rule('account', 10),
    pair: rule('pair', 5),
    trustedBucket,
    trustMs: MARK_BUCKETS[trustedBucket],
  }
}

export type LoginInput = {
  email: string
  password: string
  clientIp: string
  /** The request, to end the session it may already carry (a new id at every login). */
  request: Request
  secureCookie: boolean
  rateLimitScale?: number
  now?: Date
}

export type LoginResult =
  | { ok: true; accountId: number; setCookie: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }

const pairName = (email: string, ip: string) => `${email}\n${ip}`
/** The stored key of a pair: what consumeRateLimit stores for pairName. */
const pairKey = (email: string, ip: string) => hashKey(pairName(email, ip))
const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))

export async function login<S extends { sessionIdHash: string }>(
  realm: Realm<S>,
  source: DataSource,
  input: LoginInput,
): Promise<LoginResult> {
  const db = dbOf(source)
  const { rules } = realm
  const now = input.now ?? new Date()
  const scale = input.rateLimitScale
  const byIp = await consumeRateLimit(db, rules.ip, input.clientIp, { scale, now })
  if (!byIp.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: byIp.retryAfterSeconds }

  const email = normalizeEmail(input.email)
  const pair = pairKey(email, input.clientIp)
  const blockedUntil = await findBlockedUntil(db, rules.pair.bucket, pair, now)
  if (blockedUntil)
    return { ok: false, reason: 'rateLimited', retryAfterSeconds: secondsUntil(blockedUntil, now) }
  const trusted = await hasMarkSince(db, rules.trustedBucket, pair, new Date(now.getTime() - rules.trustMs))
  if (!trusted) {
    const byAccount = await consumeRateLimit(db, rules.account, email, { scale, now })
    if (!byAccount.allowed)
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: byAccount.retryAfterSeconds }
  }

  const account = await realm.findAccount(db, email)
  const hash = account && !account.disabledAt ? account.passwordHash : null
  // Always one scrypt verification, whether or not the account exists.
  const passwordOk = hash
    ? await verifyPassword(input.password, hash)
    : (await verifyPassword(input.password, await decoyHash()), false)

  if (!passwordOk || !account || !hash) {
    const byPair = await consumeRateLimit(db, rules.pair, pairName(email, input.clientIp), { scale, now })
    if (!byPair.allowed) {
      const until = await strikeAndBlock(db, rules.pair.bucket, pair, now, pairLockMs)
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: secondsUntil(until, now) }
    }
    return { ok: false, reason: 'invalid' }
  }

  // Signed in: the attempt does not count against the account, this pair's failures are
  // forgotten, and the address is trusted for the account.
  if (!trusted) await refundRateLimit(db, rules.account, email, { scale })
  await deleteBucket(db, rules.pair.bucket, pair)
  await touchMark(db, rules.trustedBucket, pair, now)
  if (needsRehash(hash)) await realm.rehash(db, account, await hashPassword(input.password), now)
  // A fresh session id at every login; the one the browser may still hold is ended.
  const previous = realm.cookie.read(input.request)
  if (previous) await deleteSession(db, realm.sessions, hashSessionId(previous))
  const id = newSessionId()
  await insertSession(db, realm.sessions, {
    idHash: hashSessionId(id),
    accountId: account.id,
    expiresAt: new Date(now.getTime() + realm.sessionTtlMs),
  })
  if (Math.random() < 0.05) await deleteExpiredSessions(db, realm.sessions, now)
  return {
    ok: true,
    accountId: account.id,
    setCookie: realm.cookie.serialize(id, { secure: input.secureCookie }),
  }
}

/** The signed-in account whose live session of this realm the request carries, or null. */
export async function sessionFromRequest<S extends { sessionIdHash: string }>(
  realm: Realm<S>,
  source: DataSource,
  request: Request,
  now = new Date(),
): Promise<S | null> {
  const id = realm.cookie.read(request)
  return id ? realm.findSession(dbOf(source), hashSessionId(id), now) : null
}

/**
 * Ends the realm's session the request carries, if any, on the server; returns the cookie header
 * that clears it in the browser. Another realm's session is not touched.
 */
export async function logout<S extends { sessionIdHash: string }>(
  realm: Realm<S>,
  source: DataSource,
  session: Pick<S, 'sessionIdHash'> | null,
  options: { secureCookie: boolean },
): Promise<string> {
  if (session) await deleteSession(dbOf(source), realm.sessions, session.sessionIdHash)
  return realm.cookie.clear({ secure: options.secureCookie })
}

/** Session cookies are Secure in production (plain http on a developer's machine and in tests). */
export function isSecureCookie(context: Pick<AppContext, 'env'>): boolean {
  return context.env.NODE_ENV === 'production'
}

/**
 * The gate of a realm's layout route (layouts/staff.tsx, layouts/portal.tsx): before every loader
 * and action under it, the realm's session is checked; signed in, the account is put in the
 * realm's router context and the answer is marked not to be stored; otherwise a redirect to the
 * realm's sign-in, and no loader or action runs.
 */
export function sessionGate<S extends { sessionIdHash: string }>(
  realm: Realm<S>,
  sessionContext: RouterContext<S>,
  cacheControl: string,
): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const session = await sessionFromRequest(realm, context.get(appContext), request)
    if (!session) {
      throw redirect(realm.signInPath(request, context.get(languageContext)), {
        headers: { 'Cache-Control': 'no-store' },
      })
    }
    context.set(sessionContext, session)
    const response = await next()
    response.headers.set('Cache-Control', cacheControl)
    return response
  }
}
