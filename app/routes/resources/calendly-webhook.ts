import { handleCalendlyWebhook } from '#app/.server/services/people/calendly'
import { appContext } from '#app/.server/context'
import { webhookAnswer, webhookBody, webhookLoader } from '#app/.server/http/provider-webhook'
import type { Route } from './+types/calendly-webhook'

export const loader = webhookLoader

/**
 * POST /api/calendly/webhook (issue #45 item 7). Calendly calls it from its own servers: the
 * Calendly-Webhook-Signature HMAC over the raw body proves the sender (services/people/calendly.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await webhookBody(request, '/api/calendly/webhook')
  if ('refused' in body) return body.refused
  const app = context.get(appContext)
  const result = await handleCalendlyWebhook(app, body.raw, request.headers.get('calendly-webhook-signature'))
  if (result.status === 200) {
    // A first call booked queues the Earnings Claim Statement: the worker sends it now.
    if (result.outcome === 'moved') app.outbox.nudge()
    app.logger.info({ outcome: result.outcome }, 'calendly webhook')
    return webhookAnswer(200, { received: true })
  }
  app.logger.warn({ outcome: result.outcome }, 'calendly webhook refused')
  return webhookAnswer(result.status, { error: result.outcome })
}
