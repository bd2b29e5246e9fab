import { randomBytes } from 'node:crypto'
import { normalizeEmail, staffAccountSchema } from '#app/domain/admin/staff-rules'
import { accountState } from '#app/domain/auth/account-links'
import type { Lang } from '#app/domain/routing/locale'
import { revokeAccountLinks } from '../../auth/account-links'
import { hashPassword, verifyPassword } from '../../auth/password'
import { staffRealm, type Staff } from '../../auth/realms'
import { clearSignInLimits, signInLimits } from '../../auth/sign-in'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import { latestLinksOf } from '../../repos/account-links'
import { deleteOtherSessionsOf, deleteSessionsOf } from '../../repos/sessions'
import {
  countActiveStaff,
  countStaffAccounts,
  findStaffById,
  insertFirstStaffAccount,
  insertStaffAccount,
  listStaffAccounts,
  setStaffDisabled,
  setStaffLockedUntil,
  updateStaffPassword,
} from '../../repos/staff'

/**
 * Staff accounts: made by another staff member (or at the first start), disabled, their
 * passwords changed. Signing in, sessions and their limits are the staff realm of the one
 * sign-in stack (auth/sign-in.ts, auth/realms.ts: ADR 044); invitations and reset links are
 * staff-links.ts.
 */

export type CreateStaffResult =
  | { ok: true; account: { id: number; email: string } }
  | { ok: false; reason: 'taken' | 'invalid'; problems?: string[] }

export async function createStaffAccount(
  source: DataSource,
  input: { email: string; password: string; createdBy: number | null; lang?: Lang },
): Promise<CreateStaffResult> {
  const db = dbOf(source)
  const parsed = staffAccountSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, reason: 'invalid', problems: parsed.error.issues.map((i) => i.message) }
  const row = await insertStaffAccount(db, {
    email: parsed.data.email,
    passwordHash: await hashPassword(parsed.data.password),
    lang: input.lang,
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
  if (!account?.passwordHash || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
    return { ok: false, reason: 'wrongCurrent' }
  }
  await updateStaffPassword(db, staff.id, await hashPassword(input.newPassword), now)
  // Anyone else signed in with the old password is signed out.
  await deleteOtherSessionsOf(db, 'staff', staff.id, staff.sessionIdHash)
  return { ok: true }
}

export type SetDisabledResult = { ok: true } | { ok: false; reason: 'self' | 'notFound' | 'lastActive' }

/** Disables (signs out, its open links revoked) or re-enables another staff account. */
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
  if (disabled) {
    await deleteSessionsOf(db, 'staff', targetId)
    await revokeAccountLinks(staffRealm, db, targetId, now)
  } else await setStaffLockedUntil(db, targetId, null)
  return { ok: true }
}

/**
 * The staff accounts, each with its state (active, disabled, invited until a time or its
 * invitation expired) and its sign-in limit state (null at rest): unknown browsers paused or
 * slowed after failed sign-ins (ADR 055).
 */
export async function staffAccounts(source: DataSource, options: { scale?: number; now?: Date } = {}) {
  const db = dbOf(source)
  const now = options.now ?? new Date()
  const accounts = await listStaffAccounts(db)
  const limits = await signInLimits(
    staffRealm,
    db,
    accounts.map((a) => a.email),
    { ...options, now },
  )
  const invites = await latestLinksOf(
    db,
    'staff',
    accounts.map((a) => a.id),
    'invite',
  )
  return accounts.map(({ hasPassword, ...a }) => ({
    ...a,
    state: accountState(
      { passwordHash: hasPassword ? 'set' : null, disabledAt: a.disabledAt },
      invites.get(a.id),
      now,
    ),
    signIn: limits.get(a.email) ?? null,
  }))
}

/**
 * Clears the sign-in limits of a staff account (its own too): new browsers may sign in to it again
 * at once. Returns its e-mail, for the notice.
 */
export async function clearStaffSignInLimits(
  source: DataSource,
  targetId: number,
): Promise<{ ok: true; email: string } | { ok: false; reason: 'notFound' }> {
  const db = dbOf(source)
  const target = await findStaffById(db, targetId)
  if (!target) return { ok: false, reason: 'notFound' }
  await clearSignInLimits(staffRealm, db, target.email)
  return { ok: true, email: target.email }
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
