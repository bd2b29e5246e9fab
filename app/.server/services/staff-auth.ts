import { dbOf, type DataSource } from '../db/source'
import { randomBytes } from 'node:crypto'
import { normalizeEmail, SESSION_TTL_MS, staffAccountSchema } from '#app/domain/admin/staff-rules'
import { pairLockMs } from '#app/domain/security/token-bucket'
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../auth/password'
import {
  clearedSessionCookie,
  hashSessionId,
  newSessionId,
  readSessionId,
  sessionCookie,
} from '../auth/session-cookie'
import type { Db } from '../db/client'
import {
  countActiveStaff,
  countStaffAccounts,
  deleteExpiredSessions,
  deleteOtherSessionsOf,
  deleteSession,
  deleteSessionsOf,
  findLiveSession,
  findStaffByEmail,
  findStaffById,
  insertFirstStaffAccount,
  insertSession,
  insertStaffAccount,
  listStaffAccounts,
  setStaffDisabled,
  setStaffLockedUntil,
  updateStaffPassword,
} from '../repos/staff'
import { deleteBucket, findBlockedUntil, hasMarkSince, strikeAndBlock, touchMark } from '../repos/rate-limits'
import {
  consumeRateLimit,
  hashKey,
  MARK_BUCKETS,
  refundRateLimit,
  type RateLimitRule,
} from '../security/rate-limit'

/** A signed-in staff member, as every admin loader and action sees them (from requireStaff). */
export type Staff = { id: number; email: string; sessionIdHash: string }

/**
 * Login limits (ADR 011, reworked for issue #17 item 3; token buckets, no clock-aligned windows).
 * In any minute at most 10 guesses pass per IP and per account, in any 15 minutes at most 20.
 *
 * - Per IP: every attempt counts, checked before any password work, so a flood costs no scrypt.
 * - Per (account, IP) pair: failures count; when they run out, that pair alone is locked, 1 minute
 *   at first and doubling up to an hour. A right password from that pair is refused while locked.
 * - Per account: attempts from an IP that has not signed into the account in the last 30 days
 *   count (checked before the password; a right password gives its token back). The owner's own address is exempt, so guesses from
 *   elsewhere can slow down sign-ins from new addresses but never lock the owner out of theirs.
 *   (There is no password-reset e-mail for staff; another staff member can reset a password.)
 *
 * Every refusal looks the same for an unknown e-mail, so the limits do not reveal which e-mails
 * are accounts. The account's locked_until column is no longer set: one lock per account was what
 * let anyone lock the owner out.
 */
export const LOGIN_IP_RULE: RateLimitRule = {
  bucket: 'login:ip',
  limit: 10,
  burst: 10,
  windowMs: 15 * 60_000,
}
export const LOGIN_ACCOUNT_RULE: RateLimitRule = {
  bucket: 'login:account',
  limit: 10,
  burst: 10,
  windowMs: 15 * 60_000,
}
export const LOGIN_PAIR_RULE: RateLimitRule = {
  bucket: 'login:pair',
  limit: 5,
  burst: 5,
  windowMs: 15 * 60_000,
}
const TRUSTED_BUCKET = 'login:trusted'
/** An IP that signed into an account is trusted for it this long. */
export const LOGIN_TRUST_MS = MARK_BUCKETS[TRUSTED_BUCKET]

const pairName = (email: string, ip: string) => `${email}\n${ip}`
/** The stored key of a pair: what consumeRateLimit stores for pairName. */
const pairKey = (email: string, ip: string) => hashKey(pairName(email, ip))

export type LoginResult =
  | { ok: true; staff: { id: number; email: string }; setCookie: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))

export async function login(
  source: DataSource,
  input: {
    email: string
    password: string
    clientIp: string
    /** The request, to end the session it may already carry (a new id at every login). */
    request: Request
    secureCookie: boolean
    rateLimitScale?: number
    now?: Date
  },
): Promise<LoginResult> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  const scale = input.rateLimitScale
  const byIp = await consumeRateLimit(db, LOGIN_IP_RULE, input.clientIp, { scale, now })
  if (!byIp.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: byIp.retryAfterSeconds }

  const email = normalizeEmail(input.email)
  const pair = pairKey(email, input.clientIp)
  const blockedUntil = await findBlockedUntil(db, LOGIN_PAIR_RULE.bucket, pair, now)
  if (blockedUntil)
    return { ok: false, reason: 'rateLimited', retryAfterSeconds: secondsUntil(blockedUntil, now) }
  const trusted = await hasMarkSince(db, TRUSTED_BUCKET, pair, new Date(now.getTime() - LOGIN_TRUST_MS))
  if (!trusted) {
    const byAccount = await consumeRateLimit(db, LOGIN_ACCOUNT_RULE, email, { scale, now })
    if (!byAccount.allowed)
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: byAccount.retryAfterSeconds }
  }

  const account = await findStaffByEmail(db, email)
  const usable = account && !account.disabledAt
  // Always one scrypt verification, whether or not the account exists.
  const passwordOk = usable
    ? await verifyPassword(input.password, account.passwordHash)
    : (await verifyPassword(input.password, await decoyHash()), false)

  if (!passwordOk) {
    const byPair = await consumeRateLimit(db, LOGIN_PAIR_RULE, pairName(email, input.clientIp), {
      scale,
      now,
    })
    if (!byPair.allowed) {
      const until = await strikeAndBlock(db, LOGIN_PAIR_RULE.bucket, pair, now, pairLockMs)
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: secondsUntil(until, now) }
    }
    return { ok: false, reason: 'invalid' }
  }

  // Signed in: the attempt does not count against the account, this pair's failures are
  // forgotten, and the address is trusted for the account.
  if (!trusted) await refundRateLimit(db, LOGIN_ACCOUNT_RULE, email, { scale })
  await deleteBucket(db, LOGIN_PAIR_RULE.bucket, pair)
  await touchMark(db, TRUSTED_BUCKET, pair, now)
  if (needsRehash(account!.passwordHash)) {
    await updateStaffPassword(db, account!.id, await hashPassword(input.password), account!.passwordChangedAt)
  }
  // A fresh session id at every login; the one the browser may still hold is ended.
  const previous = readSessionId(input.request)
  if (previous) await deleteSession(db, hashSessionId(previous))
  const id = newSessionId()
  await insertSession(db, {
    idHash: hashSessionId(id),
    staffId: account!.id,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  })
  if (Math.random() < 0.05) await deleteExpiredSessions(db, now)
  return {
    ok: true,
    staff: { id: account!.id, email: account!.email },
    setCookie: sessionCookie(id, { secure: input.secureCookie }),
  }
}

/** The staff member whose live session the request carries, or null. */
export async function staffFromRequest(
  source: DataSource,
  request: Request,
  now = new Date(),
): Promise<Staff | null> {
  const db = dbOf(source)
  const id = readSessionId(request)
  if (!id) return null
  const session = await findLiveSession(db, hashSessionId(id), now)
  return session ? { id: session.staffId, email: session.email, sessionIdHash: session.idHash } : null
}

/** Ends the session on the server; returns the cookie header that clears it in the browser. */
export async function logout(
  source: DataSource,
  staff: Staff,
  options: { secureCookie: boolean },
): Promise<string> {
  const db = dbOf(source)
  await deleteSession(db, staff.sessionIdHash)
  return clearedSessionCookie({ secure: options.secureCookie })
}

export type CreateStaffResult =
  | { ok: true; account: { id: number; email: string } }
  | { ok: false; reason: 'taken' | 'invalid'; problems?: string[] }

export async function createStaffAccount(
  source: DataSource,
  input: { email: string; password: string; createdBy: number | null },
): Promise<CreateStaffResult> {
  const db = dbOf(source)
  const parsed = staffAccountSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, reason: 'invalid', problems: parsed.error.issues.map((i) => i.message) }
  const row = await insertStaffAccount(db, {
    email: parsed.data.email,
    passwordHash: await hashPassword(parsed.data.password),
    createdBy: input.createdBy,
  })
  return row ? { ok: true, account: { id: row.id, email: row.email } } : { ok: false, reason: 'taken' }
}

export async function changeOwnPassword(
  source: DataSource,
  staff: Staff,
  input: { currentPassword: string; newPassword: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: 'wrongCurrent' }> {
  const db = dbOf(source)
  const account = await findStaffById(db, staff.id)
  if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
    return { ok: false, reason: 'wrongCurrent' }
  }
  await updateStaffPassword(db, staff.id, await hashPassword(input.newPassword), now)
  // Anyone else signed in with the old password is signed out.
  await deleteOtherSessionsOf(db, staff.id, staff.sessionIdHash)
  return { ok: true }
}

export type SetDisabledResult = { ok: true } | { ok: false; reason: 'self' | 'notFound' | 'lastActive' }

/** Disables (and signs out) or re-enables another staff account. */
export async function setStaffAccountDisabled(
  source: DataSource,
  actor: Staff,
  targetId: number,
  disabled: boolean,
  now = new Date(),
): Promise<SetDisabledResult> {
  const db = dbOf(source)
  if (targetId === actor.id) return { ok: false, reason: 'self' }
  const target = await findStaffById(db, targetId)
  if (!target) return { ok: false, reason: 'notFound' }
  if (disabled && !target.disabledAt && (await countActiveStaff(db)) <= 1)
    return { ok: false, reason: 'lastActive' }
  await setStaffDisabled(db, targetId, disabled ? (target.disabledAt ?? now) : null)
  if (disabled) await deleteSessionsOf(db, targetId)
  else await setStaffLockedUntil(db, targetId, null)
  return { ok: true }
}

export async function staffAccounts(source: DataSource) {
  const db = dbOf(source)
  return listStaffAccounts(db)
}

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/**
 * At start-up: when there is no staff account at all, creates one from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or with a random password that the caller prints once. Safe when several
 * instances start together (only one creates it).
 */
export async function ensureFirstStaffAccount(
  db: Db,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
): Promise<{ created: false } | { created: true; email: string; generatedPassword: string | null }> {
  if ((await countStaffAccounts(db)) > 0) return { created: false }
  const email = normalizeEmail(env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL)
  const generatedPassword = env.ADMIN_PASSWORD ? null : randomBytes(18).toString('base64url')
  const password = env.ADMIN_PASSWORD ?? generatedPassword!
  const parsed = staffAccountSchema.safeParse({ email, password })
  if (!parsed.success)
    throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${parsed.error.issues.map((i) => i.message).join(', ')}`)
  const row = await insertFirstStaffAccount(db, {
    email: parsed.data.email,
    passwordHash: await hashPassword(password),
  })
  return row ? { created: true, email: parsed.data.email, generatedPassword } : { created: false }
}
