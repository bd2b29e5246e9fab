import { firstTouchOfRequest } from '#app/.server/http/first-touch'
import { POPUP_SOURCE, NEWSLETTER_SIGNUP_RATE_LIMIT } from '#app/domain/newsletter/subscription'
import { newsletterSignupSchema } from '#app/domain/newsletter/signup-schema'
import { edgeJson, guardedEdge } from '#app/.server/http/guarded-edge'
import { signupFromPopup } from '#app/.server/services/newsletter/newsletter-signup'
import { siteOrigin } from '#app/.server/site-origin'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/newsletter-subscribe'

/** The page the popup was on (the same-origin Referer's path), or the home page of the language. */
function sendingPage(request: Request, lang: Lang, origin: string): string {
  const referer = request.headers.get('referer')
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

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}

/**
 * POST /api/newsletter/subscribe: the popup's signup, a form posted by its script (or by the
 * browser without it). It passes the guarded edge as every form does (origin, size, honeypot,
 * rate limit, the popup's own schema) and answers the edge's reply as JSON; the subscriber and its
 * confirmation e-mail are stored before the answer says success.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } })
  const edge = await guardedEdge(args, {
    form: 'newsletter',
    schema: newsletterSignupSchema,
    failure: 'newsletter.errors.failed',
    rateLimited: 'newsletter.errors.rateLimited',
    rateLimit: NEWSLETTER_SIGNUP_RATE_LIMIT,
  })
  if (!edge.ok) return edgeJson(edge.response)
  const app = context.get(appContext)
  const origin = siteOrigin(app.env)
  await signupFromPopup(app, edge.value, {
    origin,
    source: POPUP_SOURCE,
    sourcePath: sendingPage(request, edge.value.lang, origin),
    firstTouch: firstTouchOfRequest(request),
    claim: edge.claim,
  })
  return edgeJson(edge.reply({ resetForm: true }))
}
