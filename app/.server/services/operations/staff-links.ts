import { normalizeEmail } from '#app/domain/admin/staff-rules'
import type { LinkPurpose } from '#app/domain/auth/account-links'
import type { Lang } from '#app/domain/routing/locale'
import {
  checkAccountLink,
  countResetRequest,
  issueAccountLink,
  setPasswordUrl,
  setPasswordWithLink,
  type LinkCheck,
} from '../../auth/account-links'
import { staffRealm, type Staff } from '../../auth/realms'
import { startSession } from '../../auth/sign-in'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import type { Env } from '../../env'
import { enqueueEmails } from '../../mail/outbox'
import { findStaffByEmail, findStaffById, insertStaffAccount } from '../../repos/staff'

/**
 * Staff passwords without a developer (issue #45 item 4): a new staff member is invited by e-mail
 * and chooses their own password; "Forgot password?" at /admin e-mails a reset link; a staff
 * member can send another one a reset link. The links are the operators' (auth/account-links.ts,
 * ADR 058): single use, 72 hours for an invitation, one hour for a reset, only their SHA-256
 * stored. Every e-mail goes through the outbox in the transaction that makes its link.
 */

type MailEnv = Pick<Env, 'PUBLIC_SITE_URL' | 'PORT'>

/** A new link of the account and its e-mail (mail/templates/account-links.tsx), in `lang`. */
async function sendLink(
  db: Db,
  env: MailEnv,
  account: { id: number; email: string },
  purpose: LinkPurpose,
  lang: Lang,
  now: Date,
) {
  const token = await issueAccountLink(staffRealm, db, account.id, purpose, now)
  const data = { lang, email: account.email, url: setPasswordUrl(env, '/admin/set-password', lang, token) }
  await enqueueEmails(db, [
    {
      to: account.email,
      template: purpose === 'invite' ? { name: 'staff.invite', data } : { name: 'staff.reset', data },
      category: `staff.${purpose}`,
      lang,
    },
  ])
}

export type InviteStaffResult =
  { ok: true; account: { id: number; email: string } } | { ok: false; reason: 'taken' }

/**
 * Adds a staff account without a password and e-mails it an invitation in `lang`, in one
 * transaction: the new member chooses their password through the link.
 */
export async function inviteStaffMember(
  source: DataSource,
  env: MailEnv,
  input: { email: string; lang: Lang; createdBy: number | null; now?: Date },
): Promise<InviteStaffResult> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    const row = await insertStaffAccount(tx, {
      email: normalizeEmail(input.email),
      passwordHash: null,
      lang: input.lang,
      createdBy: input.createdBy,
    })
    if (!row) return { ok: false as const, reason: 'taken' as const }
    await sendLink(tx, env, row, 'invite', input.lang, now)
    return { ok: true as const, account: { id: row.id, email: row.email } }
  })
}

export type SendLinkResult =
  { ok: true; purpose: LinkPurpose; email: string } | { ok: false; reason: 'self' | 'notFound' | 'disabled' }

/**
 * A staff member e-mails another one a link to set their password, in the account's language: a
 * reset link, or, to an account still without a password, its invitation again. Nothing changes
 * until the link is used (the password and the sessions stay); an older link of the kind stops
 * working.
 */
export async function sendStaffPasswordLink(
  source: DataSource,
  env: MailEnv,
  actor: Pick<Staff, 'id'>,
  targetId: number,
  now = new Date(),
): Promise<SendLinkResult> {
  const db = dbOf(source)
  if (targetId === actor.id) return { ok: false, reason: 'self' }
  const target = await findStaffById(db, targetId)
  if (!target) return { ok: false, reason: 'notFound' }
  if (target.disabledAt) return { ok: false, reason: 'disabled' }
  const purpose: LinkPurpose = target.passwordHash ? 'reset' : 'invite'
  await db.transaction((tx) => sendLink(tx, env, target, purpose, target.lang, now))
  return { ok: true, purpose, email: target.email }
}

/**
 * "Forgot password?" at /admin: a reset link, in the page's language, when the address is an
 * enabled staff account's (one still invited too: the link lets them choose a password at last).
 * The page answers the same either way. Each address may ask a few times an hour, counted for any
 * address (`countResetRequest`); beyond it, when to ask again.
 */
export async function requestStaffPasswordReset(
  source: DataSource,
  env: MailEnv,
  input: { email: string; lang: Lang; now?: Date; scale?: number },
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  const limit = await countResetRequest(staffRealm, db, input.email, { now, scale: input.scale })
  if (!limit.allowed) return { ok: false, retryAfterSeconds: limit.retryAfterSeconds }
  const account = await findStaffByEmail(db, normalizeEmail(input.email))
  if (!account || account.disabledAt) return { ok: true }
  await db.transaction((tx) => sendLink(tx, env, account, 'reset', input.lang, now))
  return { ok: true }
}

/** What a staff set-password link is worth now. */
export function checkStaffLink(source: DataSource, token: string | null | undefined, now = new Date()) {
  return checkAccountLink(staffRealm, source, token, now)
}

export type StaffLinkUse =
  | (Extract<LinkCheck, { ok: true }> & { setCookie: string; deviceCookie: string })
  | Extract<LinkCheck, { ok: false }>

/**
 * Sets a staff password through its link: the link is used up, every session of the account
 * ends (signed out everywhere), and the browser that used it is signed in with a new session.
 */
export async function setStaffPasswordWithLink(
  source: DataSource,
  input: {
    token: string
    password: string
    request: Request
    secret: string
    secureCookie: boolean
    now?: Date
  },
): Promise<StaffLinkUse> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  const used = await setPasswordWithLink(staffRealm, db, {
    token: input.token,
    password: input.password,
    now,
  })
  if (!used.ok) return used
  return { ...used, ...(await startSession(staffRealm, db, used.accountId, input, now)) }
}
