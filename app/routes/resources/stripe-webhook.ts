import { handleStripeWebhook } from '#app/.server/services/shop/shop'
import { appContext } from '#app/.server/context'
import { actionBodyLimitFor } from '#app/domain/http/request-edge'
import type { Route } from './+types/stripe-webhook'

/** Stripe's events are a few kilobytes; anything much larger is not from Stripe (the registry's limit). */
const MAX_BODY_BYTES = actionBodyLimitFor('/api/stripe/webhook')

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export function loader() {
  return answer(405, { error: 'method not allowed' }, { Allow: 'POST' })
}

/**
 * POST /api/stripe/webhook. Stripe calls it from its own servers, so there is no same-origin check
 * here (only here): the Stripe-Signature HMAC over the raw body is what proves the sender.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return answer(405, { error: 'method not allowed' }, { Allow: 'POST' })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return answer(413, { error: 'too large' })
  }
  const raw = await request.text()
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return answer(413, { error: 'too large' })
  const result = await handleStripeWebhook(
    context.get(appContext),
    raw,
    request.headers.get('stripe-signature'),
  )
  if (result.status === 200) {
    // A payment queues the buyer's "payment received" e-mail: the worker sends it now.
    if (result.outcome === 'paid') context.get(appContext).outbox.nudge()
    context.get(appContext).logger.info({ outcome: result.outcome }, 'stripe webhook')
    return answer(200, { received: true })
  }
  context.get(appContext).logger.warn({ outcome: result.outcome }, 'stripe webhook refused')
  return answer(result.status, { error: result.outcome })
}
