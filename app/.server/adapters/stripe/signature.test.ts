import { describe, expect, it } from 'vitest'
import { signStripePayload, verifyStripeSignature } from './signature'

const secret = 'whsec_test_secret'
const body = '{"id":"evt_1","type":"checkout.session.completed"}'
const now = new Date('2030-01-01T00:00:00Z')
const t = Math.floor(now.getTime() / 1000)

describe('Stripe webhook signatures', () => {
  it('accepts a payload signed with the secret within 5 minutes', () => {
    expect(verifyStripeSignature(signStripePayload(body, secret, t), body, secret, now)).toEqual({ ok: true })
    expect(verifyStripeSignature(signStripePayload(body, secret, t - 299), body, secret, now).ok).toBe(true)
  })
  it('accepts when one of several v1 signatures matches (secret rotation)', () => {
    const good = signStripePayload(body, secret, t)
    const header = `t=${t},v1=${'0'.repeat(64)},${good.split(',')[1]}`
    expect(verifyStripeSignature(header, body, secret, now).ok).toBe(true)
  })
  it.each<[string, string | null, string, string]>([
    ['no header', null, body, 'missing'],
    ['a header without v1', `t=${t}`, body, 'malformed'],
    ['garbage', 'hello', body, 'malformed'],
    ['a changed body', signStripePayload(body, secret, t), body.replace('evt_1', 'evt_2'), 'mismatch'],
    ['another secret', signStripePayload(body, 'whsec_other', t), body, 'mismatch'],
    ['a timestamp 6 minutes old', signStripePayload(body, secret, t - 360), body, 'expired'],
    ['a timestamp 6 minutes ahead', signStripePayload(body, secret, t + 360), body, 'expired'],
  ])('refuses %s', (_name, header, payload, reason) => {
    expect(verifyStripeSignature(header, payload, secret, now)).toEqual({ ok: false, reason })
  })
})
