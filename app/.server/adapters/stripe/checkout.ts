import Stripe from 'stripe'
import type { Env } from '../../env'

export type StripeLineItem = { name: string; unitAmountCents: number; quantity: number }

export type CreateCheckoutSession = {
  orderId: number
  orderNumber: string
  email: string
  lang: 'en' | 'es'
  lineItems: StripeLineItem[]
  successUrl: string
  cancelUrl: string
  idempotencyKey: string
}

export class StripeError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message)
    this.name = 'StripeError'
  }
}

const clients = new Map<string, Stripe>()

/** Stripe's SDK for a key, talking to STRIPE_API_URL (Stripe itself, or a local fake in tests). */
function stripeFor(key: string, apiUrl: string): Stripe {
  const id = `${apiUrl} ${key}`
  let client = clients.get(id)
  if (!client) {
    const url = new URL(apiUrl)
    const protocol = url.protocol === 'http:' ? 'http' : 'https'
    client = new Stripe(key, {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
      timeout: 15_000,
      // The buyer waits on this request: one try; the order stays and they can pay again.
      maxNetworkRetries: 0,
    })
    clients.set(id, client)
  }
  return client
}

/**
 * Creates a Stripe Checkout Session with the server's prices, through Stripe's SDK (issue #31 item
 * 8), and returns its id and the URL to send the buyer to. Throws StripeError when Stripe refuses.
 */
export async function createCheckoutSession(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
  params: CreateCheckoutSession,
): Promise<{ id: string; url: string }> {
  if (!env.STRIPE_SECRET_KEY) throw new StripeError('STRIPE_SECRET_KEY is not set')
  try {
    const session = await stripeFor(env.STRIPE_SECRET_KEY, env.STRIPE_API_URL).checkout.sessions.create(
      {
        mode: 'payment',
        success_url: params.successUrl,
        cancel_url: params.cancelUrl,
        customer_email: params.email,
        client_reference_id: params.orderNumber,
        locale: params.lang,
        metadata: { order_id: String(params.orderId), order_number: params.orderNumber },
        line_items: params.lineItems.map((item) => ({
          quantity: item.quantity,
          price_data: {
            currency: 'usd',
            unit_amount: item.unitAmountCents,
            product_data: { name: item.name },
          },
        })),
      },
      { idempotencyKey: `checkout-${params.idempotencyKey}` },
    )
    if (!session.url) throw new StripeError('Stripe answered without a checkout URL')
    return { id: session.id, url: session.url }
  } catch (error) {
    if (error instanceof StripeError) throw error
    if (error instanceof Stripe.errors.StripeError) throw new StripeError(error.message, error.statusCode)
    throw new StripeError((error as Error).message)
  }
}
