import { describe, expect, it } from 'vitest'
import { EMAIL_ADDRESS_MAX_LENGTH, isSendableAddress } from './address'

describe('the one e-mail address rule', () => {
  it.each([
    'ana@example.com',
    'ana.lopez+news@example.com',
    "o'brien@example.ie",
    'a_b-c@sub.example.co.uk',
    'x@xn--bcher-kva.example',
    'user@example.xn--p1ai',
  ])('accepts %j', (address) => {
    expect(isSendableAddress(address)).toBe(true)
  })

  it.each([
    // The three addresses of issue #17 that the signup accepted and the outbox refused (500).
    '"q"@example.test',
    'a@[127.0.0.1]',
    '<a@example.test>',
    'Ana <ana@example.com>',
    'ana@example.com, bob@example.com',
    'ana@example.com;bob@example.com',
    'ana@example.com\r\nBcc: x@example.com',
    'ana@exa\u0000mple.com',
    'a b@example.com',
    '.ana@example.com',
    'ana.@example.com',
    'an..a@example.com',
    'ana@example',
    'ana@-example.com',
    'ana@example-.com',
    'ana@example..com',
    'ana@example.c',
    'ana@example.123',
    'ana(comment)@example.com',
    'añа@example.com',
    'ana@exámple.com',
    '@example.com',
    'ana@',
    'no-at.example.com',
    '',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
  ])('refuses %j', (address) => {
    expect(isSendableAddress(address)).toBe(false)
  })

  it(`is at most ${EMAIL_ADDRESS_MAX_LENGTH} characters`, () => {
    const label = 'b'.repeat(60)
    const long = `a@${label}.${label}.${label}.${label}.example.com`
    expect(long.length).toBeGreaterThan(EMAIL_ADDRESS_MAX_LENGTH)
    expect(isSendableAddress(long)).toBe(false)
    expect(isSendableAddress(`a@${label}.${label}.${label}.com`)).toBe(true)
  })
})
