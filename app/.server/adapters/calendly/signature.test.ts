import { describe, expect, it } from 'vitest'
import { signCalendlyPayload, verifyCalendlySignature } from './signature'

const KEY = 'calendly-signing-key'
const body = JSON.stringify({ event: 'invitee.created', payload: { email: 'ana@example.test' } })
const now = new Date('2026-12-02T12:00:00Z')
const t = Math.floor(now.getTime() / 1000)

describe('verifyCalendlySignature (issue #45 item 7)', () => {
  it('accepts what Calendly signs with the key', () => {
    expect(verifyCalendlySignature(signCalendlyPayload(body, KEY, t), body, KEY, now)).toEqual({ ok: true })
  })

  it('refuses another key, another body, a missing or malformed header', () => {
    expect(verifyCalendlySignature(signCalendlyPayload(body, 'other', t), body, KEY, now)).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(verifyCalendlySignature(signCalendlyPayload(body, KEY, t), `${body} `, KEY, now).ok).toBe(false)
    expect(verifyCalendlySignature(null, body, KEY, now)).toEqual({ ok: false, reason: 'missing' })
    expect(verifyCalendlySignature('t=abc,v1=00', body, KEY, now)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses a delivery signed more than three minutes before or after now', () => {
    expect(verifyCalendlySignature(signCalendlyPayload(body, KEY, t - 181), body, KEY, now)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(verifyCalendlySignature(signCalendlyPayload(body, KEY, t + 181), body, KEY, now).ok).toBe(false)
    expect(verifyCalendlySignature(signCalendlyPayload(body, KEY, t - 179), body, KEY, now).ok).toBe(true)
  })
})
