import { z } from '#app/domain/zod'
import { linkPasswordSchema, PASSWORD_MAX, PASSWORD_MIN } from '#app/domain/auth/account-links'
import { languages } from '#app/domain/routing/locale'

/** Staff passwords: 8 to 128 characters (issue 8), as operators'. */
export { PASSWORD_MAX, PASSWORD_MIN }

/** A staff session lasts one day from login (network-site.md §9: admin cookie lifetime 1 day). */
export const SESSION_TTL_MS = 86_400_000

/** Staff e-mail addresses are compared case-insensitively and stored lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

// Error messages are translation keys: the component renders them with `t`.
const email = z
  .string({ error: 'admin.errors.emailRequired' })
  .trim()
  .min(1, 'admin.errors.emailRequired')
  .max(254, 'admin.errors.emailInvalid')
  .pipe(z.email('admin.errors.emailInvalid'))
  .transform(normalizeEmail)

const newPassword = z
  .string({ error: 'admin.errors.passwordRequired' })
  .min(1, 'admin.errors.passwordRequired')
  .min(PASSWORD_MIN, 'admin.errors.passwordLength')
  .max(PASSWORD_MAX, 'admin.errors.passwordLength')

/** The 'Admin Access' form. Any password length is accepted here: a wrong one is just wrong. */
export const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'admin.errors.passwordRequired' })
    .min(1, 'admin.errors.passwordRequired')
    .max(1024, 'admin.errors.passwordLength'),
  redirectTo: z.string().optional(),
})

/**
 * Staff Accounts' "Add a staff account" (issue #45): the e-mail and the language of the invitation
 * it sends, which lets the new member choose their own password. An initial password instead is
 * optional (then no invitation is sent).
 */
export const addStaffSchema = z.object({
  email,
  lang: z.enum(languages).default('en'),
  password: newPassword.optional(),
})

/** "Forgot password?" at /admin: the address a reset link is asked for. */
export const staffForgotSchema = z.object({ email })

/** The staff's set-password page (/admin/set-password), the portal's form with the admin's messages. */
export const staffSetPasswordSchema = linkPasswordSchema('admin.errors')

const changePasswordFields = {
  currentPassword: z
    .string({ error: 'admin.errors.passwordRequired' })
    .min(1, 'admin.errors.passwordRequired')
    .max(1024, 'admin.errors.passwordLength'),
  newPassword,
  confirmPassword: z
    .string({ error: 'admin.errors.passwordRequired' })
    .min(1, 'admin.errors.passwordRequired'),
}
const passwordsMatch: [
  (v: { newPassword: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [
  (v) => v.newPassword === v.confirmPassword,
  { path: ['confirmPassword'], message: 'admin.errors.passwordMismatch' },
]

export const changePasswordSchema = z.object(changePasswordFields).refine(...passwordsMatch)

/**
 * The Staff page's posts, parsed once by its action through the guarded edge: add an account,
 * disable or enable another one (its e-mail only names it in the notice), e-mail another one a
 * link to set their password (a reset, or their invitation again), clear an account's sign-in
 * limits (ADR 055), change one's own password.
 */
export const staffPageSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), ...addStaffSchema.shape }),
  z.object({
    intent: z.enum(['disable', 'enable']),
    id: z.coerce.number().int().positive().max(2_147_483_647),
    email: z.string().max(320).default(''),
  }),
  z.object({ intent: z.literal('clear-sign-in'), id: z.coerce.number().int().positive().max(2_147_483_647) }),
  z.object({ intent: z.literal('send-link'), id: z.coerce.number().int().positive().max(2_147_483_647) }),
  z.object({ intent: z.literal('password'), ...changePasswordFields }).refine(...passwordsMatch),
])

/** Staff account creation with a password (start-up, command line, tests): the same rules. */
export const staffAccountSchema = z.object({ email, password: newPassword })

/**
 * Where to go after login: only a path of the admin area of this site (an open redirect to
 * another site, or `//host`, is refused). The target is normalised first (dot segments and
 * percent-encoded dots resolved, as a browser would), and the normalised path is what is checked
 * and returned: `/admin/..//evil.example` resolves to `//evil.example` and is refused.
 */
export function safeAdminRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback
  // Control characters and whitespace are dropped by URL parsers and can hide a scheme or host.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(target)) return fallback
  const base = 'http://admin-redirect.invalid'
  let url: URL
  try {
    url = new URL(target, base)
  } catch {
    return fallback
  }
  if (url.origin !== base) return fallback
  const path = url.pathname
  if (path.startsWith('//') || path.includes('\\')) return fallback
  const bare = path.startsWith('/es/') ? path.slice(3) : path
  const allowed = ['/admin', '/launch-checklist', '/verify-operators']
  if (!allowed.some((p) => bare === p || bare.startsWith(`${p}/`))) return fallback
  if (/\/admin\/logout\/?$/.test(path)) return fallback
  return path + url.search + url.hash
}
