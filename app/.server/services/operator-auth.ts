import { dbOf, type DataSource } from '../db/source'
import { createHash, randomBytes } from 'node:crypto'
import { normalizeEmail } from '#app/domain/admin/staff-rules'
import {
  accountState,
  linkExpiresAt,
  linkState,
  looksLikeToken,
  OPERATOR_SESSION_TTL_MS,
  type AccountState,
  type LinkPurpose,
  type LinkState,
} from '#app/domain/portal/account-links'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { pairLockMs } from '#app/domain/security/token-bucket'
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../auth/password'
import {
  clearedOperatorSessionCookie,
  operatorSessionCookie,
  readOperatorSessionId,
} from '../auth/operator-session-cookie'
import { hashSessionId, newSessionId } from '../auth/session-cookie'
import type { Db } from '../db/client'
import type { Env } from '../env'
import { enqueueEmails } from '../mail/outbox'
import {
  deleteExpiredOperatorSessions,
  deleteOperatorSession,
  deleteOperatorSessionsOf,
  findLinkByTokenHash,
  findLiveOperatorSession,
  findOperatorAccountByEmail,
  findOperatorAccountById,
  findOperatorAccountByOperator,
  insertAccountLink,
  insertOperatorSession,
  latestLinkOf,
  listOperatorAccounts,
  markLinkUsed,
  revokeOpenLinks,
  setOperatorAccountDisabled,
  setOperatorPassword,
  upsertOperatorAccount,
} from '../repos/operator-accounts'
import { deleteBucket, findBlockedUntil, hasMarkSince, strikeAndBlock, touchMark } from '../repos/rate-limits'
import { findOperatorById } from '../repos/operators'
import {
  consumeRateLimit,
  hashKey,
  MARK_BUCKETS,
  refundRateLimit,
  type RateLimitRule,
} from '../security/rate-limit'
import { siteOrigin } from '../site-origin'

/**
 * Operator accounts of the portal (issue #21 item 1): a second sign-in scope beside the staff's
 * (staff-auth.ts), with its own tables, cookie and rate-limit buckets. Accounts are made by staff
 * invitations; the operator sets the password through a single-use link (only its SHA-256 is
 * stored), and can ask for a reset link by e-mail.
 */

/** A signed-in operator, as every portal loader and action sees them (operatorContext). */
export type OperatorSession = {
  accountId: number
  operatorId: number
  slug: string
  name: string
  email: string
  sessionIdHash: string
}

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
    await deleteOperatorSessionsOf(t, account.id)
    await revokeOpenLinks(t, account.id, 'invite', now)
    await revokeOpenLinks(t, account.id, 'reset', now)
  })
  return true
}

/** Each operator's account state for the Operators tab, by operator id. */
export async function portalAccessByOperator(source: DataSource, now = new Date()) {
  const db = dbOf(source)
  const accounts = await listOperatorAccounts(db)
  const states: Record<number, { email: string; state: AccountState }> = {}
  for (const account of accounts) {
    const invite = await latestLinkOf(db, account.id, 'invite')
    states[account.operatorId] = { email: account.email, state: accountState(account, invite, now) }
  }
  return states
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
    await deleteOperatorSessionsOf(t, check.accountId)
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

/**
 * Sign-in limits: the staff login's rules (staff-auth.ts) in buckets of their own: per IP every
 * attempt, per account the attempts from addresses not trusted for it, per (account, IP) pair the
 * failures, with a growing lock.
 */
export const PORTAL_LOGIN_IP_RULE: RateLimitRule = {
  bucket: 'portal-login:ip',
  limit: 10,
  burst: 10,
  windowMs: 15 * 60_000,
}
export const PORTAL_LOGIN_ACCOUNT_RULE: RateLimitRule = {
  bucket: 'portal-login:account',
  limit: 10,
  burst: 10,
  windowMs: 15 * 60_000,
}
export const PORTAL_LOGIN_PAIR_RULE: RateLimitRule = {
  bucket: 'portal-login:pair',
  limit: 5,
  burst: 5,
  windowMs: 15 * 60_000,
}
const TRUSTED_BUCKET = 'portal-login:trusted'
const TRUST_MS = MARK_BUCKETS[TRUSTED_BUCKET]
const pairName = (email: string, ip: string) => `${email}\n${ip}`
const pairKey = (email: string, ip: string) => hashKey(pairName(email, ip))
const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))

export type OperatorLoginResult =
  | { ok: true; accountId: number; setCookie: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }

export async function operatorLogin(
  source: DataSource,
  input: {
    email: string
    password: string
    clientIp: string
    request: Request
    secureCookie: boolean
    rateLimitScale?: number
    now?: Date
  },
): Promise<OperatorLoginResult> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  const scale = input.rateLimitScale
  const byIp = await consumeRateLimit(db, PORTAL_LOGIN_IP_RULE, input.clientIp, { scale, now })
  if (!byIp.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: byIp.retryAfterSeconds }

  const email = normalizeEmail(input.email)
  const pair = pairKey(email, input.clientIp)
  const blockedUntil = await findBlockedUntil(db, PORTAL_LOGIN_PAIR_RULE.bucket, pair, now)
  if (blockedUntil)
    return { ok: false, reason: 'rateLimited', retryAfterSeconds: secondsUntil(blockedUntil, now) }
  const trusted = await hasMarkSince(db, TRUSTED_BUCKET, pair, new Date(now.getTime() - TRUST_MS))
  if (!trusted) {
    const byAccount = await consumeRateLimit(db, PORTAL_LOGIN_ACCOUNT_RULE, email, { scale, now })
    if (!byAccount.allowed)
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: byAccount.retryAfterSeconds }
  }

  const account = await findOperatorAccountByEmail(db, email)
  const hash = account && !account.disabledAt ? account.passwordHash : null
  // Always one scrypt verification, whether or not the account exists.
  const passwordOk = hash
    ? await verifyPassword(input.password, hash)
    : (await verifyPassword(input.password, await decoyHash()), false)

  if (!passwordOk || !account || !hash) {
    const byPair = await consumeRateLimit(db, PORTAL_LOGIN_PAIR_RULE, pairName(email, input.clientIp), {
      scale,
      now,
    })
    if (!byPair.allowed) {
      const until = await strikeAndBlock(db, PORTAL_LOGIN_PAIR_RULE.bucket, pair, now, pairLockMs)
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: secondsUntil(until, now) }
    }
    return { ok: false, reason: 'invalid' }
  }

  if (!trusted) await refundRateLimit(db, PORTAL_LOGIN_ACCOUNT_RULE, email, { scale })
  await deleteBucket(db, PORTAL_LOGIN_PAIR_RULE.bucket, pair)
  await touchMark(db, TRUSTED_BUCKET, pair, now)
  if (needsRehash(hash)) await setOperatorPassword(db, account.id, await hashPassword(input.password), now)
  const previous = readOperatorSessionId(input.request)
  if (previous) await deleteOperatorSession(db, hashSessionId(previous))
  const id = newSessionId()
  await insertOperatorSession(db, {
    idHash: hashSessionId(id),
    accountId: account.id,
    expiresAt: new Date(now.getTime() + OPERATOR_SESSION_TTL_MS),
  })
  if (Math.random() < 0.05) await deleteExpiredOperatorSessions(db, now)
  return {
    ok: true,
    accountId: account.id,
    setCookie: operatorSessionCookie(id, { secure: input.secureCookie }),
  }
}

/** The operator whose live session the request carries, or null (for the portal and the videos gate). */
export async function getOperatorSession(
  request: Request,
  source: DataSource,
  now = new Date(),
): Promise<OperatorSession | null> {
  const db = dbOf(source)
  const id = readOperatorSessionId(request)
  if (!id) return null
  const row = await findLiveOperatorSession(db, hashSessionId(id), now)
  return row
    ? {
        accountId: row.accountId,
        operatorId: row.operatorId,
        slug: row.slug,
        name: row.name,
        email: row.email,
        sessionIdHash: row.idHash,
      }
    : null
}

/** Ends the session on the server; returns the cookie header that clears it. */
export async function operatorLogout(
  source: DataSource,
  session: Pick<OperatorSession, 'sessionIdHash'>,
  secure: boolean,
) {
  const db = dbOf(source)
  await deleteOperatorSession(db, session.sessionIdHash)
  return clearedOperatorSessionCookie({ secure })
}
