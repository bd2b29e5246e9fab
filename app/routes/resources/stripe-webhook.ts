import { handleStripeWebhook } from '#app/.server/services/shop/shop'
import { appContext } from '#app/.server/context'
import { webhookAnswer, webhookBody, webhookLoader } from '#app/.server/http/provider-webhook'
import type { Route } from './+types/stripe-webhook'

export const loader = webhookLoader

/**
 * POST /api/stripe/webhook. Stripe calls it from its own servers, so there is no same-origin check
 * here: the Stripe-Signature HMAC over the raw body is what proves the sender.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await webhookBody(request, '/api/stripe/webhook')
  if ('refused' in body) return body.refused
  const app = context.get(appContext)
  const result = await handleStripeWebhook(app, body.raw, request.headers.get('stripe-signature'))
  if (result.status === 200) {
    // A payment queues the buyer's "payment received" e-mail: the worker sends it now.
    if (result.outcome === 'paid') app.outbox.nudge()
    app.logger.info({ outcome: result.outcome }, 'stripe webhook')
    return webhookAnswer(200, { received: true })
  }
  app.logger.warn({ outcome: result.outcome }, 'stripe webhook refused')
  return webhookAnswer(result.status, { error: result.outcome })
}
