import { z } from '#app/domain/zod'
import { normalizeEmail, PASSWORD_MAX, PASSWORD_MIN } from '#app/domain/admin/staff-rules'

/** An invitation link works for 72 hours (issue #21 item 1). */
export const INVITE_TTL_MS = 72 * 3_600_000
/** A password-reset link works for one hour. */
export const RESET_TTL_MS = 3_600_000
/** An operator session lasts one day from sign-in, as a staff session. */
export const OPERATOR_SESSION_TTL_MS = 86_400_000

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

/** What a link is worth now: used and revoked win over expired (the clearer message). */
export function linkState(link: StoredLink | null | undefined, now: Date): LinkState {
  if (!link) return 'unknown'
  if (link.usedAt) return 'used'
  if (link.revokedAt) return 'revoked'
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'usable'
}

/** The status a refused link's page answers: gone for a link that was real, not found otherwise. */
export function refusedLinkStatus(state: Exclude<LinkState, 'usable'>): 404 | 410 {
  return state === 'unknown' ? 404 : 410
}

export type AccountState =
  | { kind: 'none' }
  | { kind: 'invited'; expiresAt: Date }
  | { kind: 'inviteExpired' }
  | { kind: 'active' }
  | { kind: 'disabled' }

/** The state staff see on the Operators tab. */
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

// Forms. Error messages are translation keys (portal.errors.*).
const email = z
  .string({ error: 'portal.errors.emailRequired' })
  .trim()
  .min(1, 'portal.errors.emailRequired')
  .max(254, 'portal.errors.emailInvalid')
  .pipe(z.email('portal.errors.emailInvalid'))
  .transform(normalizeEmail)

export const portalLoginSchema = z.object({
  email,
  password: z
    .string({ error: 'portal.errors.passwordRequired' })
    .min(1, 'portal.errors.passwordRequired')
    .max(1024, 'portal.errors.passwordLength'),
})

export const portalForgotSchema = z.object({ email })

export const portalSetPasswordSchema = z
  .object({
    token: z.string().max(100),
    password: z
      .string({ error: 'portal.errors.passwordRequired' })
      .min(1, 'portal.errors.passwordRequired')
      .min(PASSWORD_MIN, 'portal.errors.passwordLength')
      .max(PASSWORD_MAX, 'portal.errors.passwordLength'),
    confirmPassword: z
      .string({ error: 'portal.errors.passwordRequired' })
      .min(1, 'portal.errors.passwordRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'portal.errors.passwordMismatch',
  })

/** The staff form on the Operators tab. */
export const inviteEmailSchema = email
