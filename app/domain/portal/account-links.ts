import { z } from '#app/domain/zod'
import { normalizeEmail } from '#app/domain/admin/staff-rules'
import { linkPasswordSchema } from '#app/domain/auth/account-links'

/**
 * The portal's forms of its accounts (issue #21 item 1). The links that set a password, their
 * lifetimes and states, are the same for staff: app/domain/auth/account-links.ts (ADR 058).
 */

/** An operator session lasts one day from sign-in, as a staff session. */
export const OPERATOR_SESSION_TTL_MS = 86_400_000

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

export const portalSetPasswordSchema = linkPasswordSchema('portal.errors')

/** The staff form on the Operators tab. */
export const inviteEmailSchema = email
