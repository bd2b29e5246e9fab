import { describe, expect, it } from 'vitest'
import { isSendableAddress } from '../mail/address'
import { decideConfirm, decideSignup, mergeTags, normalizeEmail } from './subscription'
import { fieldError, newsletterSignupSchema } from './signup-schema'

describe('signup decisions', () => {
  it.each([
    [undefined, 'create'],
    ['pending', 'reconfirm'],
    ['active', 'none'],
    ['unsubscribed', 'reconfirm'],
    ['bounced', 'reconfirm'],
  ] as const)('status %s → %s', (status, action) => {
    expect(decideSignup(status).action).toBe(action)
  })
})

describe('confirmation', () => {
  const now = new Date('2025-06-01T12:00:00Z')
  const later = new Date(now.getTime() + 1000)
  const earlier = new Date(now.getTime() - 1000)
  it.each([
    ['unknown token', undefined, 'invalid'],
    ['pending, valid', { status: 'pending', confirmExpiresAt: later }, 'activated'],
    ['pending, expired', { status: 'pending', confirmExpiresAt: earlier }, 'expired'],
    ['pending, expiring now', { status: 'pending', confirmExpiresAt: now }, 'expired'],
    ['pending without expiry', { status: 'pending', confirmExpiresAt: null }, 'expired'],
    ['active', { status: 'active', confirmExpiresAt: null }, 'already-active'],
    ['unsubscribed, old link', { status: 'unsubscribed', confirmExpiresAt: later }, 'invalid'],
    ['bounced', { status: 'bounced', confirmExpiresAt: later }, 'invalid'],
  ] as const)('%s', (_name, subscriber, outcome) => {
    expect(decideConfirm(subscriber, now)).toBe(outcome)
  })
})

describe('addresses and tags', () => {
  it('normalizes addresses', () => {
    expect(normalizeEmail('  Ana.Lopez@Example.COM ')).toBe('ana.lopez@example.com')
  })
  it.each([
    ['a@b.co', true],
    ['ana.lopez+news@example.com', true],
    ['no-at.example.com', false],
    ['a@b', false],
    ['a b@c.de', false],
    ['', false],
  ])('address rule: %s', (email, ok) => {
    expect(isSendableAddress(email)).toBe(ok)
  })
  it('merges tags without duplicates or blanks', () => {
    expect(mergeTags(['newsletter', 'popup'], ['popup', ' ', 'es'])).toEqual(['newsletter', 'popup', 'es'])
  })
})

describe('the signup schema', () => {
  it('accepts a valid signup from JSON or a form', () => {
    expect(newsletterSignupSchema.parse({ email: ' A@B.co ', consent: true, lang: 'es' })).toEqual({
      email: 'A@B.co',
      consent: true,
      lang: 'es',
      website_url: '',
    })
    expect(newsletterSignupSchema.parse({ email: 'a@b.co', consent: 'on' }).lang).toBe('en')
  })
  it.each([
    [{ email: '', consent: true }, 'email', 'newsletter.errors.emailRequired'],
    // Issue #17: accepted by the old pattern, refused by the outbox (an uncaught MailHeaderError, 500).
    [{ email: '"q"@example.test', consent: true }, 'email', 'newsletter.errors.emailInvalid'],
    [{ email: 'a@[127.0.0.1]', consent: true }, 'email', 'newsletter.errors.emailInvalid'],
    [{ email: '<a@example.test>', consent: true }, 'email', 'newsletter.errors.emailInvalid'],
    [{ email: 'a@example.test\u0000', consent: true }, 'email', 'newsletter.errors.emailInvalid'],
    [{ consent: true }, 'email', 'newsletter.errors.emailRequired'],
    [{ email: 'nope', consent: true }, 'email', 'newsletter.errors.emailInvalid'],
    [{ email: `${'a'.repeat(300)}@b.co`, consent: true }, 'email', 'newsletter.errors.emailInvalid'],
    [{ email: 'a@b.co' }, 'consent', 'newsletter.errors.consentRequired'],
    [{ email: 'a@b.co', consent: false }, 'consent', 'newsletter.errors.consentRequired'],
  ] as const)('rejects %j', (input, field, message) => {
    expect(fieldError(input, field)).toBe(message)
  })
})
