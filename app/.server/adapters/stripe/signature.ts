import Stripe from 'stripe'

/** How old a signed webhook may be (Stripe's own default). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300

/** The `Stripe-Signature` value Stripe would send for a payload (tests, and the local fake of Stripe). */
export function signStripePayload(payload: string, secret: string, timestampSeconds: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds })
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' }

/**
 * Checks a webhook's `Stripe-Signature` header against the raw body with Stripe's own SDK (issue #31
 * item 8): one of its v1 signatures must be the HMAC of `${t}.${rawBody}`, and t at most the
 * tolerance old at `now`. The reason of a refusal is kept for the log.
 */
export function verifyStripeSignature(
  header: string | null,
  rawBody: string,
  secret: string,
  now: Date,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' }
  try {
    Stripe.webhooks.constructEvent(rawBody, header, secret, toleranceSeconds, undefined, now.getTime())
    // The SDK bounds a signature's age only; one dated ahead of the tolerance is refused too.
    const t = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1])
    if (t - Math.floor(now.getTime() / 1000) > toleranceSeconds) return { ok: false, reason: 'expired' }
    return { ok: true }
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error
    const message = error.message
    if (/tolerance/i.test(message)) return { ok: false, reason: 'expired' }
    if (/extract timestamp|expected scheme/i.test(message)) return { ok: false, reason: 'malformed' }
    return { ok: false, reason: 'mismatch' }
  }
}
