import { randomBytes } from 'node:crypto'
import { normalizeEmail, SESSION_TTL_MS, staffAccountSchema } from '#app/domain/admin/staff-rules'
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
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit'

/** A signed-in staff member, as every admin loader and action sees them (from requireStaff). */
export type Staff = { id: number; email: string; sessionIdHash: string }

/**
 * Login limits (ADR 011). Per IP: every attempt counts, checked before any password work, so a
 * flood costs no scrypt time. Per account: failed attempts count; past the limit the account is
 * locked until the window ends, even for the right password. Both answers look the same for an
 * unknown e-mail, so the limits do not reveal which e-mails are accounts.
 */
export const LOGIN_IP_RULE: RateLimitRule = { bucket: 'login:ip', limit: 20, windowMs: 15 * 60_000 }
export const LOGIN_ACCOUNT_RULE: RateLimitRule = { bucket: 'login:account', limit: 5, windowMs: 15 * 60_000 }

export type LoginResult =
  | { ok: true; staff: { id: number; email: string }; setCookie: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }

export async function login(
  db: Db,
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
  const now = input.now ?? new Date()
  const scale = input.rateLimitScale
  const byIp = await consumeRateLimit(db, LOGIN_IP_RULE, input.clientIp, { scale, now })
  if (!byIp.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: byIp.retryAfterSeconds }

  const email = normalizeEmail(input.email)
  const account = await findStaffByEmail(db, email)
  const usable = account && !account.disabledAt
  // Always one scrypt verification, whether or not the account exists.
  const passwordOk = usable
    ? await verifyPassword(input.password, account.passwordHash)
    : (await verifyPassword(input.password, await decoyHash()), false)
  const locked = !!account?.lockedUntil && account.lockedUntil > now

  if (!passwordOk) {
    const byAccount = await consumeRateLimit(db, LOGIN_ACCOUNT_RULE, email, { scale, now })
    if (!byAccount.allowed) {
      if (account)
        await setStaffLockedUntil(
          db,
          account.id,
          new Date(now.getTime() + byAccount.retryAfterSeconds * 1000),
        )
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: byAccount.retryAfterSeconds }
    }
    return { ok: false, reason: 'invalid' }
  }
  if (locked) {
    return {
      ok: false,
      reason: 'rateLimited',
      retryAfterSeconds: Math.ceil((account!.lockedUntil!.getTime() - now.getTime()) / 1000),
    }
  }

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
export async function staffFromRequest(db: Db, request: Request, now = new Date()): Promise<Staff | null> {
  const id = readSessionId(request)
  if (!id) return null
  const session = await findLiveSession(db, hashSessionId(id), now)
  return session ? { id: session.staffId, email: session.email, sessionIdHash: session.idHash } : null
}

/** Ends the session on the server; returns the cookie header that clears it in the browser. */
export async function logout(db: Db, staff: Staff, options: { secureCookie: boolean }): Promise<string> {
  await deleteSession(db, staff.sessionIdHash)
  return clearedSessionCookie({ secure: options.secureCookie })
}

export type CreateStaffResult =
  | { ok: true; account: { id: number; email: string } }
  | { ok: false; reason: 'taken' | 'invalid'; problems?: string[] }

export async function createStaffAccount(
  db: Db,
  input: { email: string; password: string; createdBy: number | null },
): Promise<CreateStaffResult> {
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
  db: Db,
  staff: Staff,
  input: { currentPassword: string; newPassword: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: 'wrongCurrent' }> {
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
  db: Db,
  actor: Staff,
  targetId: number,
  disabled: boolean,
  now = new Date(),
): Promise<SetDisabledResult> {
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

export async function staffAccounts(db: Db) {
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
