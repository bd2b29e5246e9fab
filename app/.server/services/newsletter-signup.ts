import type { AppContext } from '../context'
import type { NewsletterSignup } from '#app/domain/newsletter/signup-schema'
import { NEWSLETTER_SIGNUP_RATE_LIMIT } from '#app/domain/newsletter/subscription'
import { consumeRateLimit } from '../security/rate-limit'
import { requestSubscription } from './newsletter'

export type PopupSignupResult =
  | { ok: true }
  | { ok: false; reason: 'honeypot' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }

/**
 * The popup's signup: every attempt counts against the visitor's IP (stored in the database, so
 * the limit holds across instances); a filled honeypot is refused without storing anything; then
 * the double opt-in starts and the outbox is nudged once the transaction has committed.
 */
export async function signupFromPopup(
  context: Pick<AppContext, 'db' | 'env' | 'clientIp' | 'outbox'>,
  signup: NewsletterSignup,
  {
    origin,
    source,
    sourcePath,
    now = new Date(),
  }: { origin: string; source: string; sourcePath: string; now?: Date },
): Promise<PopupSignupResult> {
  const limit = await consumeRateLimit(context.db, NEWSLETTER_SIGNUP_RATE_LIMIT, context.clientIp, {
    scale: context.env.RATE_LIMIT_SCALE,
    now,
  })
  if (!limit.allowed) return { ok: false, reason: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
  if (signup.website_url.trim() !== '') return { ok: false, reason: 'honeypot' }
  await requestSubscription(
    context.db,
    { email: signup.email, lang: signup.lang, source, tags: ['newsletter'], inbox: { sourcePath } },
    { env: context.env, origin, now },
  )
  context.outbox.nudge()
  return { ok: true }
}
