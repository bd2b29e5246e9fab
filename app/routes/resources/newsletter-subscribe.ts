import { appContext } from '#app/.server/context'
import { edgeJson, guardedEdge } from '#app/.server/http/guarded-edge'
import { newsletterSignupEdge, storeNewsletterSignup } from '#app/.server/http/newsletter-signup-post'
import type { Route } from './+types/newsletter-subscribe'

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}

/**
 * POST /api/newsletter/subscribe: the popup's signup, a form posted by its script (or by the
 * browser without it). It passes the guarded edge as every form does (origin, size, honeypot,
 * rate limit, the popup's own schema) and answers the edge's reply as JSON; the subscriber and its
 * confirmation e-mail are stored before the answer says success. The server's fast path
 * (app/.server/http/form-post.ts) answers a urlencoded signup before React Router; this action
 * answers the rest (a multipart body) the same way.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } })
  const edge = await guardedEdge(args, newsletterSignupEdge)
  if (!edge.ok) return edgeJson(edge.response)
  const reply = await storeNewsletterSignup(context.get(appContext), edge, {
    referer: request.headers.get('referer'),
    cookie: request.headers.get('cookie'),
  })
  return edgeJson(reply)
}
