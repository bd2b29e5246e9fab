import { z } from '#app/domain/zod'

/**
 * The single-use links that set an account's password, the same for both sign-in realms (the
 * staff's admin and the operators' portal, ADR 044 and ADR 058): an invitation to a new account, a
 * reset of a forgotten password. Only the SHA-256 of a link's token is stored.
 */

/** Passwords of both realms: 8 to 128 characters (issue 8). */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/** An invitation link works for 72 hours (issue #21 item 1). */
export const INVITE_TTL_MS = 72 * 3_600_000
/** A password-reset link works for one hour. */
export const RESET_TTL_MS = 3_600_000

export type LinkPurpose = 'invite' | 'reset'

export function linkTtlMs(purpose: LinkPurpose): number {
  return purpose === 'invite' ? INVITE_TTL_MS : RESET_TTL_MS
}

export function linkExpiresAt(purpose: LinkPurpose, now: Date): Date {
  return new Date(now.getTime() + linkTtlMs(purpose))
}

/** A token as the link carries it: 32 random bytes in base64url. */
export function looksLikeToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && /^[\w-]{43}$/.test(token)
}

export type StoredLink = { expiresAt: Date; usedAt: Date | null; revokedAt: Date | null }
export type LinkState = 'usable' | 'used' | 'revoked' | 'expired' | 'unknown'
export type RefusedLink = Exclude<LinkState, 'usable'>

/** What a link is worth now: used and revoked win over expired (the clearer message). */
export function linkState(link: StoredLink | null | undefined, now: Date): LinkState {
  if (!link) return 'unknown'
  if (link.usedAt) return 'used'
  if (link.revokedAt) return 'revoked'
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'usable'
}

/** The status a refused link's page answers: gone for a link that was real, not found otherwise. */
export function refusedLinkStatus(state: RefusedLink): 404 | 410 {
  return state === 'unknown' ? 404 : 410
}

export type AccountState =
  | { kind: 'none' }
  | { kind: 'invited'; expiresAt: Date }
  | { kind: 'inviteExpired' }
  | { kind: 'active' }
  | { kind: 'disabled' }

/** The state staff see of an account (Staff Accounts, the Operators tab). */
export function accountState(
  account: { passwordHash: string | null; disabledAt: Date | null } | null | undefined,
  latestInvite: StoredLink | null | undefined,
  now: Date,
): AccountState {
  if (!account) return { kind: 'none' }
  if (account.disabledAt) return { kind: 'disabled' }
  if (account.passwordHash) return { kind: 'active' }
  if (latestInvite && linkState(latestInvite, now) === 'usable')
    return { kind: 'invited', expiresAt: latestInvite.expiresAt }
  return { kind: 'inviteExpired' }
}

/**
 * The set-password form of a link (a realm's page: `/admin/set-password`, `/portal/set-password`):
 * the token, and the new password twice, 8 to 128 characters. Its messages are the realm's
 * translation keys (`admin.errors.*`, `portal.errors.*`).
 */
export function linkPasswordSchema(errors: 'admin.errors' | 'portal.errors') {
  return z
    .object({
      token: z.string().max(100),
      password: z
        .string({ error: `${errors}.passwordRequired` })
        .min(1, `${errors}.passwordRequired`)
        .min(PASSWORD_MIN, `${errors}.passwordLength`)
        .max(PASSWORD_MAX, `${errors}.passwordLength`),
      confirmPassword: z.string({ error: `${errors}.passwordRequired` }).min(1, `${errors}.passwordRequired`),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: `${errors}.passwordMismatch`,
    })
}

/**
 * What a set-password page shows (its loader's data, or a refused post's answer): the form of a
 * usable link, with the account's e-mail, or why the link is refused.
 */
export type SetPasswordView =
  | { state: 'form'; refused: null; purpose: LinkPurpose; email: string; token: string }
  | { state: 'refused'; refused: RefusedLink; purpose: null; email: null; token: '' }
