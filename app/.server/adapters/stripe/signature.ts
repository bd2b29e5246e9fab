import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a signed webhook may be (Stripe's own default). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300

/** The `Stripe-Signature` value for a payload: t=<seconds>,v1=<hex HMAC-SHA256 of "t.payload">. */
export function signStripePayload(payload: string, secret: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex')
  return `t=${timestampSeconds},v1=${v1}`
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' }

/**
 * Checks a webhook's `Stripe-Signature` header against the raw body: any v1 signature must equal
 * the HMAC of `${t}.${rawBody}` (compared in constant time) and t must be within the tolerance.
 */
export function verifyStripeSignature(
  header: string | null,
  rawBody: string,
  secret: string,
  now: Date,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' }
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim())
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase())
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' }
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) {
    return { ok: false, reason: 'expired' }
  }
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex'),
    'utf8',
  )
  const match = signatures.some((sig) => {
    const given = Buffer.from(sig, 'utf8')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  return match ? { ok: true } : { ok: false, reason: 'mismatch' }
}
