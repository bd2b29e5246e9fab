import { createHash, randomBytes } from 'node:crypto'
import { normalizeEmail } from '#app/domain/admin/staff-rules'
import {
  accountState,
  linkExpiresAt,
  linkState,
  looksLikeToken,
  type AccountState,
  type LinkPurpose,
  type LinkState,
} from '#app/domain/portal/account-links'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { hashPassword } from '../../auth/password'
import { operatorRealm } from '../../auth/realms'
import { clearSignInLimits, signInLimits, type SignInLimitState } from '../../auth/sign-in'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import type { Env } from '../../env'
import { enqueueEmails } from '../../mail/outbox'
import {
  findLinkByTokenHash,
  findOperatorAccountByEmail,
  findOperatorAccountById,
  findOperatorAccountByOperator,
  insertAccountLink,
  latestLinkOf,
  listOperatorAccounts,
  markLinkUsed,
  revokeOpenLinks,
  setOperatorAccountDisabled,
  setOperatorPassword,
  upsertOperatorAccount,
} from '../../repos/operator-accounts'
import { findOperatorById } from '../../repos/operators'
import { deleteSessionsOf } from '../../repos/sessions'
import { siteOrigin } from '../../site-origin'

/**
 * Operator accounts of the portal (issue #21 item 1). Accounts are made by staff invitations; the
 * operator sets the password through a single-use link (only its SHA-256 is stored), and can ask
 * for a reset link by e-mail. Signing in, sessions and their limits are the operator realm of the
 * one sign-in stack (auth/sign-in.ts, auth/realms.ts: ADR 044), beside the staff's.
 */

type MailEnv = Pick<Env, 'PUBLIC_SITE_URL' | 'PORT'>

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url')
}
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The set-password page of a link, absolute (e-mails). */
export function setPasswordUrl(env: MailEnv, lang: Lang, token: string) {
  return `${siteOrigin(env)}${localizedPath(lang, '/portal/set-password')}?token=${encodeURIComponent(token)}`
}

/** The set-password link of an invitation or a reset, e-mailed in the operator's language (mail/templates/portal.tsx). */
async function linkEmail(
  db: Db,
  env: MailEnv,
  input: { to: string; lang: Lang; purpose: LinkPurpose; token: string; operatorName: string },
) {
  const data = {
    lang: input.lang,
    operatorName: input.operatorName,
    url: setPasswordUrl(env, input.lang, input.token),
  }
  await enqueueEmails(db, [
    {
      to: input.to,
      template: input.purpose === 'invite' ? { name: 'portal.invite', data } : { name: 'portal.reset', data },
      category: `portal.${input.purpose}`,
      lang: input.lang,
    },
  ])
}

async function issueLink(db: Db, accountId: number, purpose: LinkPurpose, now: Date) {
  await revokeOpenLinks(db, accountId, purpose, now)
  const token = newLinkToken()
  await insertAccountLink(db, {
    accountId,
    purpose,
    tokenHash: hashLinkToken(token),
    expiresAt: linkExpiresAt(purpose, now),
  })
  return token
}

export type InviteResult = { ok: true; accountId: number } | { ok: false; reason: 'notFound' | 'emailTaken' }

/**
 * Staff invite (or invite again: "Resend") an operator: the account is made or its e-mail
 * changed, older invitations are revoked, and the new link is e-mailed in `lang`, all in one
 * transaction. Re-inviting a disabled account enables it again.
 */
export async function inviteOperator(
  source: DataSource,
  env: MailEnv,
  input: { operatorId: number; email: string; lang: Lang; now?: Date },
): Promise<InviteResult> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  const operator = await findOperatorById(db, input.operatorId)
  if (!operator) return { ok: false, reason: 'notFound' }
  const email = normalizeEmail(input.email)
  return db.transaction(async (tx) => {
    const account = await upsertOperatorAccount(tx, input.operatorId, email)
    if (!account) return { ok: false as const, reason: 'emailTaken' as const }
    if (account.disabledAt) await setOperatorAccountDisabled(tx, account.id, null)
    const token = await issueLink(tx, account.id, 'invite', now)
    await linkEmail(tx, env, {
      to: email,
      lang: input.lang,
      purpose: 'invite',
      token,
      operatorName: operator.name,
    })
    return { ok: true as const, accountId: account.id }
  })
}

/** Revokes the open invitation of an operator (the link stops working). */
export async function revokeInvitation(
  source: DataSource,
  operatorId: number,
  now = new Date(),
): Promise<boolean> {
  const db = dbOf(source)
  const account = await findOperatorAccountByOperator(db, operatorId)
  if (!account) return false
  await revokeOpenLinks(db, account.id, 'invite', now)
  return true
}

/** Disables an operator's access: signed out everywhere, open links revoked, no sign-in. */
export async function disableOperatorAccess(
  source: DataSource,
  operatorId: number,
  now = new Date(),
): Promise<boolean> {
  const db = dbOf(source)
  const account = await findOperatorAccountByOperator(db, operatorId)
  if (!account) return false
  await db.transaction(async (tx) => {
    const t = tx
    await setOperatorAccountDisabled(t, account.id, account.disabledAt ?? now)
    await deleteSessionsOf(t, 'operator', account.id)
    await revokeOpenLinks(t, account.id, 'invite', now)
    await revokeOpenLinks(t, account.id, 'reset', now)
  })
  return true
}

/**
 * Each operator's account state for the Operators tab, by operator id, with its sign-in limit
 * state (null at rest): unknown browsers paused or slowed after failed sign-ins (ADR 055).
 */
export async function portalAccessByOperator(
  source: DataSource,
  options: { now?: Date; scale?: number } = {},
) {
  const db = dbOf(source)
  const now = options.now ?? new Date()
  const accounts = await listOperatorAccounts(db)
  const limits = await signInLimits(
    operatorRealm,
    db,
    accounts.map((a) => a.email),
    { now, scale: options.scale },
  )
  const states: Record<number, { email: string; state: AccountState; signIn: SignInLimitState | null }> = {}
  for (const account of accounts) {
    const invite = await latestLinkOf(db, account.id, 'invite')
    states[account.operatorId] = {
      email: account.email,
      state: accountState(account, invite, now),
      signIn: limits.get(account.email) ?? null,
    }
  }
  return states
}

/** Clears the sign-in limits of an operator's portal account: new browsers may sign in again. */
export async function clearOperatorSignInLimits(source: DataSource, operatorId: number): Promise<boolean> {
  const db = dbOf(source)
  const account = await findOperatorAccountByOperator(db, operatorId)
  if (!account) return false
  await clearSignInLimits(operatorRealm, db, account.email)
  return true
}

export type LinkCheck =
  | { ok: true; purpose: LinkPurpose; email: string; linkId: number; accountId: number }
  | { ok: false; state: Exclude<LinkState, 'usable'> }

/** What a set-password link is worth now. A disabled account's links are refused. */
export async function checkAccountLink(
  source: DataSource,
  token: string | null | undefined,
  now = new Date(),
): Promise<LinkCheck> {
  const db = dbOf(source)
  if (!looksLikeToken(token)) return { ok: false, state: 'unknown' }
  const link = await findLinkByTokenHash(db, hashLinkToken(token))
  const state = linkState(link, now)
  if (state !== 'usable') return { ok: false, state }
  const account = await findOperatorAccountById(db, link!.accountId)
  if (!account || account.disabledAt) return { ok: false, state: 'revoked' }
  return { ok: true, purpose: link!.purpose, email: account.email, linkId: link!.id, accountId: account.id }
}

/**
 * Sets the password through a link: the link is used up (only once, even for two posts at the
 * same time), other open links of the account are revoked, and every session of the account ends.
 */
export async function setPasswordWithLink(
  source: DataSource,
  input: { token: string; password: string; now?: Date },
): Promise<LinkCheck> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  const check = await checkAccountLink(db, input.token, now)
  if (!check.ok) return check
  const passwordHash = await hashPassword(input.password)
  const used = await db.transaction(async (tx) => {
    const t = tx
    if (!(await markLinkUsed(t, check.linkId, now))) return false
    await setOperatorPassword(t, check.accountId, passwordHash, now)
    await revokeOpenLinks(t, check.accountId, 'invite', now)
    await revokeOpenLinks(t, check.accountId, 'reset', now)
    await deleteSessionsOf(t, 'operator', check.accountId)
    return true
  })
  return used ? check : { ok: false, state: 'used' }
}

/**
 * "Forgot password": a reset link by e-mail when the e-mail is an active account's (a password set,
 * not disabled); the page answers the same either way.
 */
export async function requestPasswordReset(
  source: DataSource,
  env: MailEnv,
  input: { email: string; lang: Lang; now?: Date },
): Promise<void> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  const account = await findOperatorAccountByEmail(db, normalizeEmail(input.email))
  if (!account || account.disabledAt || !account.passwordHash) return
  const operator = await findOperatorById(db, account.operatorId)
  await db.transaction(async (tx) => {
    const t = tx
    const token = await issueLink(t, account.id, 'reset', now)
    await linkEmail(t, env, {
      to: account.email,
      lang: input.lang,
      purpose: 'reset',
      token,
      operatorName: operator?.name ?? '',
    })
  })
}
