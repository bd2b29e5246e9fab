import { bucketCapacity, pairLockMs, refillPerMs, tokensAt } from '#app/domain/security/token-bucket'
import { normalizeEmail } from '#app/domain/admin/staff-rules'
import type { Lang } from '#app/domain/routing/locale'
import { dbOf, type DataSource } from '../db/source'
import type { Db } from '../db/client'
import { redirect, type MiddlewareFunction, type RouterContext } from 'react-router'
import { appContext, languageContext, type AppContext } from '../context'
import {
  countInTally,
  deleteBucket,
  deleteBucketsWithPrefix,
  findBlockedUntil,
  findBuckets,
  hasMarkSince,
  strikeAndBlock,
  touchMark,
} from '../repos/rate-limits'
import type { LinkTable } from '../repos/account-links'
import { deleteExpiredSessions, deleteSession, insertSession, type SessionTable } from '../repos/sessions'
import {
  consumeRateLimit,
  consumeStoredKey,
  hashKey,
  MARK_BUCKETS,
  refundRateLimit,
  type RateLimitResult,
  type RateLimitRule,
} from '../security/rate-limit'
import type { DeviceCookie } from './device-cookie'
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
  /** The trusted-device cookie: the browser signed in to the account before (ADR 055). */
  device: DeviceCookie
  sessionTtlMs: number
  sessions: SessionTable
  /** The table of its accounts' single-use links: invitations, password resets (ADR 058). */
  links: LinkTable
  rules: LoginRules
  findAccount(db: Db, email: string): Promise<SignInAccount | undefined>
  findAccountById(db: Db, id: number): Promise<(SignInAccount & { email: string }) | undefined>
  /** Stores the password hashed with today's parameters, after a sign-in with an older hash. */
  rehash(db: Db, account: SignInAccount, passwordHash: string, now: Date): Promise<void>
  /** A new password (a set-password link): stored with the time it changed. */
  setPassword(db: Db, accountId: number, passwordHash: string, now: Date): Promise<void>
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
 * Login limits (ADR 011, reworked for issue #17 item 3; token buckets, no clock-aligned windows;
 * trusted devices, issue #46 item 5, ADR 055). They throttle the guesser, not the account holder:
 * a browser that signed in to the account before (its trusted-device cookie, `device-cookie.ts`)
 * is never held back by guesses made elsewhere.
 *
 * - Per IP: every attempt counts, checked before any password work, so a flood costs no scrypt.
 * - Per (account, IP) pair, or (account, trusted device) for a browser with the cookie: failures
 *   count; when they run out, that pair alone is locked, 1 minute at first and doubling up to an
 *   hour. A right password from that pair is refused while locked.
 * - Per account, for unknown browsers: attempts from a browser without the account's cookie, from
 *   an IP that has not signed into the account in the last 30 days, count (checked before the
 *   password; a right password gives its token back): at most 10 at once and 10 per 15 minutes.
 *   When their failures use the allowance up, unknown browsers are paused for the account, 1
 *   minute at first and doubling up to an hour; the owner's browsers are not. Staff see the pause
 *   and the failures (`signInLimits`) and can clear them (`clearSignInLimits`).
 *
 * Every refusal looks the same for an unknown e-mail, so the limits do not reveal which e-mails
 * are accounts. Each realm has its own buckets (`login:*`, `portal-login:*`): guesses at one do
 * not use up the other's.
 */
export type LoginRules = {
  ip: RateLimitRule
  account: RateLimitRule
  pair: RateLimitRule
  /** The tally of an account's failed sign-ins from unknown browsers (what staff see). */
  failedBucket: string
  /** The mark of an IP that signed into an account, and how long it is trusted for it. */
  trustedBucket: keyof typeof MARK_BUCKETS
  trustMs: number
  /**
   * Reset links asked for one address ("Forgot password?", ADR 058): counted for any address,
   * an account's or not, so its 429 tells nothing; the form's per-IP limit is its edge's.
   */
  resetRequest: RateLimitRule
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
    failedBucket: `${prefix}:failed`,
    trustedBucket,
    trustMs: MARK_BUCKETS[trustedBucket],
    // Three links an hour at most, one more every 20 minutes: the newest one always works.
    resetRequest: { bucket: `${prefix}:reset`, limit: 3, burst: 3, windowMs: 60 * 60_000 },
  }
}

export type LoginInput = {
  email: string
  password: string
  clientIp: string
  /**
   * The request, to end the session it may already carry (a new id at every login), and for its
   * trusted-device cookie.
   */
  request: Request
  /** SESSION_SECRET: signs and checks the trusted-device cookie. */
  secret: string
  secureCookie: boolean
  rateLimitScale?: number
  now?: Date
}

export type LoginResult =
  | {
      ok: true
      accountId: number
      /** The new session's Set-Cookie. */
      setCookie: string
      /** The trusted-device cookie's Set-Cookie (given or renewed at every sign-in). */
      deviceCookie: string
    }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }

/** The stored key of an account's buckets: what consumeRateLimit stores for its e-mail. */
const accountKey = (email: string) => hashKey(email)
/** A pair's key begins with its account's, so staff can clear every pair of an account. */
const pairKey = (email: string, from: { ip: string } | { device: string }) =>
  `${accountKey(email)}:${hashKey('device' in from ? `device:${from.device}` : from.ip)}`
/** The mark of an IP that signed into an account. */
const markKey = (email: string, ip: string) => hashKey(`${email}\n${ip}`)
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
  const account = await realm.findAccount(db, email)
  // A browser that signed in to this account before: its own failures count against it alone, and
  // the account's limit on unknown browsers does not apply to it.
  const device = account ? realm.device.read(input.request, account.id, input.secret) : null
  const pair = pairKey(email, device ? { device } : { ip: input.clientIp })
  const refused = (until: Date) =>
    ({ ok: false, reason: 'rateLimited', retryAfterSeconds: secondsUntil(until, now) }) as const
  const blockedUntil = await findBlockedUntil(db, rules.pair.bucket, pair, now)
  if (blockedUntil) return refused(blockedUntil)
  const mark = markKey(email, input.clientIp)
  const trusted =
    !!device || (await hasMarkSince(db, rules.trustedBucket, mark, new Date(now.getTime() - rules.trustMs)))
  let byAccount: RateLimitResult | null = null
  if (!trusted) {
    const pausedUntil = await findBlockedUntil(db, rules.account.bucket, accountKey(email), now)
    if (pausedUntil) return refused(pausedUntil)
    byAccount = await consumeRateLimit(db, rules.account, email, { scale, now })
    if (!byAccount.allowed)
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: byAccount.retryAfterSeconds }
  }

  const hash = account && !account.disabledAt ? account.passwordHash : null
  // Always one scrypt verification, whether or not the account exists.
  const passwordOk = hash
    ? await verifyPassword(input.password, hash)
    : (await verifyPassword(input.password, await decoyHash()), false)

  if (!passwordOk || !account || !hash) {
    if (byAccount) {
      await countInTally(db, rules.failedBucket, accountKey(email), now)
      // Unknown browsers' failures used up the account's allowance: they are paused for it.
      if (byAccount.remaining === 0)
        await strikeAndBlock(db, rules.account.bucket, accountKey(email), now, pairLockMs)
    }
    const byPair = await consumeStoredKey(db, rules.pair, pair, { scale, now })
    if (!byPair.allowed) return refused(await strikeAndBlock(db, rules.pair.bucket, pair, now, pairLockMs))
    return { ok: false, reason: 'invalid' }
  }

  // Signed in: the attempt does not count against the account, this pair's failures are
  // forgotten, the address is trusted for the account and the browser is (still) a trusted device.
  if (byAccount) await refundRateLimit(db, rules.account, email, { scale })
  await deleteBucket(db, rules.pair.bucket, pair)
  await touchMark(db, rules.trustedBucket, mark, now)
  if (needsRehash(hash)) await realm.rehash(db, account, await hashPassword(input.password), now)
  return { ok: true, accountId: account.id, ...(await startSession(realm, db, account.id, input, now)) }
}

/**
 * A new session of the account in the browser of `input.request` (a sign-in, or a password set
 * through the account's link): a fresh session id every time, the one the browser may still hold
 * ended; the browser is (still) a trusted device of the account (ADR 055).
 */
export async function startSession<S extends { sessionIdHash: string }>(
  realm: Realm<S>,
  db: Db,
  accountId: number,
  input: Pick<LoginInput, 'request' | 'secret' | 'secureCookie'>,
  now: Date,
): Promise<{ setCookie: string; deviceCookie: string }> {
  const previous = realm.cookie.read(input.request)
  if (previous) await deleteSession(db, realm.sessions, hashSessionId(previous))
  const id = newSessionId()
  await insertSession(db, realm.sessions, {
    idHash: hashSessionId(id),
    accountId,
    expiresAt: new Date(now.getTime() + realm.sessionTtlMs),
  })
  if (Math.random() < 0.05) await deleteExpiredSessions(db, realm.sessions, now)
  return {
    setCookie: realm.cookie.serialize(id, { secure: input.secureCookie }),
    deviceCookie: realm.device.serialize(accountId, {
      secret: input.secret,
      secure: input.secureCookie,
      deviceId: realm.device.read(input.request, accountId, input.secret),
    }),
  }
}

/**
 * What staff see of an account's sign-in limits (Staff Accounts, the Operators tab): unknown
 * browsers paused until a time, or slowed, after so many failed sign-ins. Null while the account's
 * limit is at rest (no recent failures).
 */
export type SignInLimitState = {
  /** Failed sign-ins from unknown browsers, forgotten after two quiet days or when cleared. */
  failures: number
  /** Until when unknown browsers are refused; null while they are only slowed. */
  pausedUntil: Date | null
}

/** The sign-in limit state of each of `emails` (an account at rest has none). */
export async function signInLimits<S extends { sessionIdHash: string }>(
  realm: Realm<S>,
  source: DataSource,
  emails: string[],
  options: { scale?: number; now?: Date } = {},
): Promise<Map<string, SignInLimitState>> {
  const { rules } = realm
  const now = options.now ?? new Date()
  const keys = new Map(emails.map((email) => [accountKey(normalizeEmail(email)), email]))
  const rows = await findBuckets(dbOf(source), [rules.account.bucket, rules.failedBucket], [...keys.keys()])
  const row = (bucket: string, key: string) => rows.find((r) => r.bucket === bucket && r.key === key)
  const states = new Map<string, SignInLimitState>()
  for (const [key, email] of keys) {
    const limit = row(rules.account.bucket, key)
    const tokens = tokensAt(
      limit && { tokens: limit.tokens, updatedAt: limit.updatedAt.getTime() },
      now.getTime(),
      rules.account,
      options.scale,
    )
    const blocked = limit?.blockedUntil && limit.blockedUntil > now ? limit.blockedUntil.getTime() : 0
    const dry =
      tokens < 1 ? now.getTime() + Math.ceil((1 - tokens) / refillPerMs(rules.account, options.scale)) : 0
    const failures = row(rules.failedBucket, key)?.strikes ?? 0
    if (!blocked && !dry && (tokens >= bucketCapacity(rules.account, options.scale) || !failures)) continue
    states.set(email, { failures, pausedUntil: blocked || dry ? new Date(Math.max(blocked, dry)) : null })
  }
  return states
}

/**
 * Staff clear an account's sign-in limits: unknown browsers may sign in again at once, its
 * failures are forgotten and every (account, IP or device) pair lock of it ends. The per-IP limit
 * is not the account's and stays.
 */
export async function clearSignInLimits<S extends { sessionIdHash: string }>(
  realm: Realm<S>,
  source: DataSource,
  email: string,
) {
  const db = dbOf(source)
  const key = accountKey(normalizeEmail(email))
  await deleteBucket(db, realm.rules.account.bucket, key)
  await deleteBucket(db, realm.rules.failedBucket, key)
  await deleteBucketsWithPrefix(db, realm.rules.pair.bucket, `${key}:`)
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
