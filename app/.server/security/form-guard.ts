import { HONEYPOT_FIELD } from '#app/domain/forms/options'
import type { Db } from '../db/client'
import { consumeRateLimit, type RateLimitRule } from './rate-limit'

/**
 * The anti-abuse checks every public form runs on the server before it looks at the fields
 * (issue 6, ADR 013): the honeypot, then a rate limit per IP per form kept in the database.
 * Reusable by any form: pass its name and, if the default does not fit, its own rule.
 */

/** Per IP per form: 20 posts in 10 minutes, times RATE_LIMIT_SCALE. People never get near it. */
export const FORM_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const

export function formRateRule(form: string, rule: Partial<Omit<RateLimitRule, 'bucket'>> = {}): RateLimitRule {
  return { bucket: `form:${form}`, ...FORM_RATE_LIMIT, ...rule }
}

/** Did a bot fill the field people never see? */
export function honeypotFilled(formData: FormData, field = HONEYPOT_FIELD): boolean {
  const value = formData.get(field)
  return typeof value === 'string' ? value.trim() !== '' : value !== null
}

export type FormGuardResult =
  | { ok: true }
  | { ok: false; reason: 'honeypot' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }

export async function guardForm(
  db: Db,
  options: {
    form: string
    formData: FormData
    clientIp: string
    scale?: number
    rule?: Partial<Omit<RateLimitRule, 'bucket'>>
    now?: Date
  },
): Promise<FormGuardResult> {
  // A honeypot hit is refused before it can use up the sender's allowance: it is not a person.
  if (honeypotFilled(options.formData)) return { ok: false, reason: 'honeypot' }
  const limit = await consumeRateLimit(db, formRateRule(options.form, options.rule), options.clientIp, {
    scale: options.scale,
    now: options.now,
  })
  if (!limit.allowed) return { ok: false, reason: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
  return { ok: true }
}
