import { normalizeEmail } from '#app/domain/admin/staff-rules'
import { accountState, type AccountState, type LinkPurpose } from '#app/domain/auth/account-links'
import type { Lang } from '#app/domain/routing/locale'
import * as accountLinks from '../../auth/account-links'
import { operatorRealm } from '../../auth/realms'
import { clearSignInLimits, signInLimits, type SignInLimitState } from '../../auth/sign-in'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import type { Env } from '../../env'
import { enqueueEmails } from '../../mail/outbox'
import { latestLinksOf } from '../../repos/account-links'
import {
  findOperatorAccountByEmail,
  findOperatorAccountByOperator,
  listOperatorAccounts,
  setOperatorAccountDisabled,
  upsertOperatorAccount,
} from '../../repos/operator-accounts'
import { findOperatorById } from '../../repos/operators'
import { deleteSessionsOf } from '../../repos/sessions'

/**
 * Operator accounts of the portal (issue #21 item 1). Accounts are made by staff invitations; the
 * operator sets the password through a single-use link, and can ask for a reset link by e-mail:
 * the links of both realms (auth/account-links.ts, ADR 058). Signing in, sessions and their limits
 * are the operator realm of the one sign-in stack (auth/sign-in.ts, auth/realms.ts: ADR 044),
 * beside the staff's.
 */

type MailEnv = Pick<Env, 'PUBLIC_SITE_URL' | 'PORT'>

/** The set-password link of an invitation or a reset, e-mailed in the operator's language (mail/templates/portal.tsx). */
async function linkEmail(
  db: Db,
  env: MailEnv,
  input: { to: string; lang: Lang; purpose: LinkPurpose; token: string; operatorName: string },
) {
  const data = {
    lang: input.lang,
    operatorName: input.operatorName,
    url: accountLinks.setPasswordUrl(env, '/portal/set-password', input.lang, input.token),
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

const issueLink = (db: Db, accountId: number, purpose: LinkPurpose, now: Date) =>
  accountLinks.issueAccountLink(operatorRealm, db, accountId, purpose, now)

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
  await accountLinks.revokeAccountLinks(operatorRealm, db, account.id, now, ['invite'])
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
    await accountLinks.revokeAccountLinks(operatorRealm, t, account.id, now)
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
  const invites = await latestLinksOf(
    db,
    'operator',
    accounts.map((a) => a.id),
    'invite',
  )
  const states: Record<number, { email: string; state: AccountState; signIn: SignInLimitState | null }> = {}
  for (const account of accounts) {
    const invite = invites.get(account.id)
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

/** What a portal set-password link is worth now (auth/account-links.ts). */
export function checkAccountLink(source: DataSource, token: string | null | undefined, now = new Date()) {
  return accountLinks.checkAccountLink(operatorRealm, source, token, now)
}

/** Sets an operator's password through a link: every session of the account ends. */
export function setPasswordWithLink(
  source: DataSource,
  input: { token: string; password: string; now?: Date },
) {
  return accountLinks.setPasswordWithLink(operatorRealm, source, input)
}

/**
 * "Forgot password": a reset link by e-mail when the e-mail is an active account's (a password set,
 * not disabled); the page answers the same either way. Each address may ask a few times an hour,
 * counted for any address (`countResetRequest`): beyond it, when to ask again.
 */
export async function requestPasswordReset(
  source: DataSource,
  env: MailEnv,
  input: { email: string; lang: Lang; now?: Date; scale?: number },
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  const limit = await accountLinks.countResetRequest(operatorRealm, db, input.email, {
    now,
    scale: input.scale,
  })
  if (!limit.allowed) return { ok: false, retryAfterSeconds: limit.retryAfterSeconds }
  const account = await findOperatorAccountByEmail(db, normalizeEmail(input.email))
  if (!account || account.disabledAt || !account.passwordHash) return { ok: true }
  const operator = await findOperatorById(db, account.operatorId)
  await db.transaction(async (tx) => {
    const token = await issueLink(tx, account.id, 'reset', now)
    await linkEmail(tx, env, {
      to: account.email,
      lang: input.lang,
      purpose: 'reset',
      token,
      operatorName: operator?.name ?? '',
    })
  })
  return { ok: true }
}
