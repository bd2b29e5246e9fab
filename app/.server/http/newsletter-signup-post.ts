import { POPUP_SOURCE, NEWSLETTER_SIGNUP_RATE_LIMIT } from '#app/domain/newsletter/subscription'
import { newsletterSignupSchema, type NewsletterSignup } from '#app/domain/newsletter/signup-schema'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import type { AppContext } from '../context'
import { signupFromPopup } from '../services/newsletter/newsletter-signup'
import { siteOrigin } from '../site-origin'
import { firstTouchOfCookie } from './first-touch'
import { rateLimitedRefusal, type EdgeOutcome, type EdgeReply } from './guarded-edge'

type RateLimitedReply = ReturnType<typeof rateLimitedRefusal>['response']

/**
 * The newsletter popup's signup (POST /api/newsletter/subscribe), one behaviour on both of its paths:
 * the server's fast path (form-post.ts, issue #42) and the resource route's action, which answers
 * what the fast path hands on.
 */

/** The guarded edge's options of the signup. */
export const newsletterSignupEdge = {
  form: 'newsletter',
  schema: newsletterSignupSchema,
  failure: 'newsletter.errors.failed',
  rateLimited: 'newsletter.errors.rateLimited',
  rateLimit: NEWSLETTER_SIGNUP_RATE_LIMIT,
  // A new address's signup takes the hit in its one statement (signupFromPopup, ADR 067).
  rateLimitAtStore: true,
} as const

/** The page the popup was on (the same-origin Referer's path), or the home page of the language. */
export function sendingPage(referer: string | null, lang: Lang, origin: string): string {
  if (referer) {
    try {
      const from = new URL(referer)
      if (from.origin === origin) return from.pathname.slice(0, 300)
    } catch {
      // not a URL: fall back below
    }
  }
  return localizedPath(lang, '/')
}

/**
 * A signup that passed the edge: the pending subscriber and its confirmation e-mail stored (double
 * opt-in) before the reply says so; or the rate limit's refusal (429), nothing stored.
 */
export async function storeNewsletterSignup(
  app: Pick<AppContext, 'db' | 'env' | 'outbox' | 'logger'>,
  edge: EdgeOutcome<NewsletterSignup> & { ok: true },
  request: { referer: string | null; cookie: string | null | undefined },
): Promise<EdgeReply | RateLimitedReply> {
  const origin = siteOrigin(app.env)
  const stored = await signupFromPopup(app, edge.value, {
    origin,
    source: POPUP_SOURCE,
    sourcePath: sendingPage(request.referer, edge.value.lang, origin),
    firstTouch: firstTouchOfCookie(request.cookie),
    claim: edge.claim,
    hit: edge.hit,
  })
  if (!stored.ok)
    return rateLimitedRefusal(app, newsletterSignupEdge, edge.formData, stored.retryAfterSeconds).response
  return edge.reply({ resetForm: true })
}
