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

/** Form-encodes Stripe's nested parameters (`line_items[0][price_data][currency]=usd`). */
export function stripeForm(params: CreateCheckoutSession): URLSearchParams {
  const form = new URLSearchParams()
  form.set('mode', 'payment')
  form.set('success_url', params.successUrl)
  form.set('cancel_url', params.cancelUrl)
  form.set('customer_email', params.email)
  form.set('client_reference_id', params.orderNumber)
  form.set('locale', params.lang)
  form.set('metadata[order_id]', String(params.orderId))
  form.set('metadata[order_number]', params.orderNumber)
  params.lineItems.forEach((item, i) => {
    form.set(`line_items[${i}][quantity]`, String(item.quantity))
    form.set(`line_items[${i}][price_data][currency]`, 'usd')
    form.set(`line_items[${i}][price_data][unit_amount]`, String(item.unitAmountCents))
    form.set(`line_items[${i}][price_data][product_data][name]`, item.name)
  })
  return form
}

/**
 * Creates a Stripe Checkout Session (POST /v1/checkout/sessions) with the server's prices and
 * returns its id and the URL to send the buyer to. Throws StripeError when Stripe refuses.
 */
export async function createCheckoutSession(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
  params: CreateCheckoutSession,
): Promise<{ id: string; url: string }> {
  if (!env.STRIPE_SECRET_KEY) throw new StripeError('STRIPE_SECRET_KEY is not set')
  const response = await fetch(new URL('/v1/checkout/sessions', env.STRIPE_API_URL), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env.STRIPE_SECRET_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': `checkout-${params.idempotencyKey}`,
    },
    body: stripeForm(params),
    signal: AbortSignal.timeout(15_000),
  })
  const body = (await response.json().catch(() => null)) as {
    id?: unknown
    url?: unknown
    error?: { message?: string }
  } | null
  if (!response.ok || typeof body?.id !== 'string' || typeof body.url !== 'string') {
    throw new StripeError(body?.error?.message ?? `Stripe answered ${response.status}`, response.status)
  }
  return { id: body.id, url: body.url }
}
