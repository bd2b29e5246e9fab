import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a signed webhook may be: Calendly's own guidance is three minutes. */
export const CALENDLY_SIGNATURE_TOLERANCE_SECONDS = 180

/** HMAC-SHA256 (hex) of `${t}.${rawBody}` with the subscription's signing key, as Calendly signs. */
function signature(rawBody: string, key: string, t: number): string {
  return createHmac('sha256', key).update(`${t}.${rawBody}`).digest('hex')
}

/** The `Calendly-Webhook-Signature` value Calendly would send for a payload (tests, local fakes). */
export function signCalendlyPayload(rawBody: string, key: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${signature(rawBody, key, timestampSeconds)}`
}

export type CalendlySignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' }

/**
 * Checks a webhook's `Calendly-Webhook-Signature: t=<unix>,v1=<hex>` against the raw body (Calendly
 * has no SDK helper): v1 must be the HMAC of `${t}.${rawBody}`, compared in constant time, and t
 * within the tolerance of `now` either way, so an old delivery cannot be replayed.
 */
export function verifyCalendlySignature(
  header: string | null,
  rawBody: string,
  key: string,
  now: Date,
  toleranceSeconds = CALENDLY_SIGNATURE_TOLERANCE_SECONDS,
): CalendlySignatureCheck {
  if (!header) return { ok: false, reason: 'missing' }
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const
    }),
  )
  const t = Number(parts.get('t'))
  const v1 = parts.get('v1') ?? ''
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/i.test(v1)) return { ok: false, reason: 'malformed' }
  if (Math.abs(Math.floor(now.getTime() / 1000) - t) > toleranceSeconds)
    return { ok: false, reason: 'expired' }
  const expected = Buffer.from(signature(rawBody, key, t), 'hex')
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? { ok: true } : { ok: false, reason: 'mismatch' }
}
