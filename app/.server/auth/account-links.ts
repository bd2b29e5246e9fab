import { createHash, randomBytes } from 'node:crypto'
import { normalizeEmail } from '#app/domain/admin/staff-rules'
import {
  linkExpiresAt,
  linkState,
  looksLikeToken,
  type LinkPurpose,
  type RefusedLink,
} from '#app/domain/auth/account-links'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import type { Db } from '../db/client'
import { dbOf, type DataSource } from '../db/source'
import type { Env } from '../env'
import { findLinkByTokenHash, insertAccountLink, markLinkUsed, revokeOpenLinks } from '../repos/account-links'
import { deleteSessionsOf } from '../repos/sessions'
import { consumeRateLimit, type RateLimitResult } from '../security/rate-limit'
import { siteOrigin } from '../site-origin'
import { hashPassword } from './password'
import type { Realm } from './sign-in'

/**
 * The links that set a password, one mechanism for both realms (ADR 058, after the portal's of
 * issue #21): a random 256-bit token e-mailed in the link, only its SHA-256 stored with the
 * account, the purpose (an invitation, 72 hours; a reset, one hour) and when it was used or
 * revoked. A link works once; a newer one of the same purpose revokes the older; using one revokes
 * every other open link of the account and ends all its sessions. The realm names its table and
 * how its accounts are read and their passwords stored (`Realm.links`, `findAccountById`,
 * `setPassword`); what the e-mail says is its service's.
 */

type AnyRealm = Realm<{ sessionIdHash: string }>
const ALL_PURPOSES = ['invite', 'reset'] as const

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url')
}
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The set-password page of a link, absolute (e-mails), in `lang`: the realm's page and the token. */
export function setPasswordUrl(
  env: Pick<Env, 'PUBLIC_SITE_URL' | 'PORT'>,
  page: '/admin/set-password' | '/portal/set-password',
  lang: Lang,
  token: string,
) {
  return `${siteOrigin(env)}${localizedPath(lang, page)}?token=${encodeURIComponent(token)}`
}

/**
 * A new link of the account for `purpose` (its older open ones of that purpose revoked). Returns
 * the token, to be put in the e-mail and nowhere else: not stored, never logged.
 */
export async function issueAccountLink(
  realm: AnyRealm,
  db: Db,
  accountId: number,
  purpose: LinkPurpose,
  now: Date,
): Promise<string> {
  await revokeOpenLinks(db, realm.links, accountId, [purpose], now)
  const token = newLinkToken()
  await insertAccountLink(db, realm.links, {
    accountId,
    purpose,
    tokenHash: hashLinkToken(token),
    expiresAt: linkExpiresAt(purpose, now),
  })
  return token
}

/** Revokes the account's open links (an invitation withdrawn, an account disabled). */
export async function revokeAccountLinks(
  realm: AnyRealm,
  db: Db,
  accountId: number,
  now: Date,
  purposes: readonly LinkPurpose[] = ALL_PURPOSES,
) {
  await revokeOpenLinks(db, realm.links, accountId, purposes, now)
}

export type LinkCheck =
  | { ok: true; purpose: LinkPurpose; email: string; linkId: number; accountId: number }
  | { ok: false; state: RefusedLink }

/** What a set-password link is worth now. A disabled account's links are refused. */
export async function checkAccountLink(
  realm: AnyRealm,
  source: DataSource,
  token: string | null | undefined,
  now = new Date(),
): Promise<LinkCheck> {
  const db = dbOf(source)
  if (!looksLikeToken(token)) return { ok: false, state: 'unknown' }
  const link = await findLinkByTokenHash(db, realm.links, hashLinkToken(token))
  const state = linkState(link, now)
  if (state !== 'usable') return { ok: false, state }
  const account = await realm.findAccountById(db, link!.accountId)
  if (!account || account.disabledAt) return { ok: false, state: 'revoked' }
  return { ok: true, purpose: link!.purpose, email: account.email, linkId: link!.id, accountId: account.id }
}

/**
 * Sets the password through a link: the link is used up (only once, even for two posts at the
 * same time), the account's other open links are revoked, and every session of the account ends.
 */
export async function setPasswordWithLink(
  realm: AnyRealm,
  source: DataSource,
  input: { token: string; password: string; now?: Date },
): Promise<LinkCheck> {
  const db = dbOf(source)
  const now = input.now ?? new Date()
  const check = await checkAccountLink(realm, db, input.token, now)
  if (!check.ok) return check
  const passwordHash = await hashPassword(input.password)
  const used = await db.transaction(async (tx) => {
    if (!(await markLinkUsed(tx, realm.links, check.linkId, now))) return false
    await realm.setPassword(tx, check.accountId, passwordHash, now)
    await revokeOpenLinks(tx, realm.links, check.accountId, ALL_PURPOSES, now)
    await deleteSessionsOf(tx, realm.sessions, check.accountId)
    return true
  })
  return used ? check : { ok: false, state: 'used' }
}

/**
 * Counts one "Forgot password?" request for an address against the realm's limit
 * (`rules.resetRequest`), whether or not the address is an account's.
 */
export function countResetRequest(
  realm: AnyRealm,
  db: Db,
  email: string,
  options: { scale?: number; now?: Date } = {},
): Promise<RateLimitResult> {
  return consumeRateLimit(db, realm.rules.resetRequest, normalizeEmail(email), options)
}
