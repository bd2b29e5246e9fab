import { z } from '#app/domain/zod'
import { visitorEmail } from '../forms/visitor-text'
import { EMAIL_MAX_LENGTH } from './subscription'

/**
 * The newsletter popup's form (marketing-site.md §5), shared by the popup (checked in the browser)
 * and POST /api/newsletter/subscribe. Messages are i18n keys under `newsletter.errors`.
 * `website_url` (HONEYPOT_FIELD, as on every form) is the honeypot: a field people never see, so any value marks a bot.
 */
export const newsletterSignupSchema = z.object({
  email: visitorEmail(
    { required: 'newsletter.errors.emailRequired', invalid: 'newsletter.errors.emailInvalid' },
    EMAIL_MAX_LENGTH,
  ),
  consent: z
    .union([z.literal(true), z.literal('true'), z.literal('on')], {
      error: 'newsletter.errors.consentRequired',
    })
    .transform(() => true as const),
  lang: z.enum(['en', 'es']).catch('en'),
  website_url: z.string().max(500).optional().default(''),
})

export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>

/** The message key of the first problem of one field of an input, or undefined. */
export function fieldError(input: Record<string, unknown>, field: 'email' | 'consent'): string | undefined {
  const result = newsletterSignupSchema.safeParse({ lang: 'en', ...input })
  if (result.success) return undefined
  return result.error.issues.find((issue) => issue.path[0] === field)?.message
}
