import { describe, expect, it } from 'vitest'
import {
  hashConfirmToken,
  isWellFormedConfirmToken,
  newConfirmToken,
  signedLinkToken,
  unsubscribeToken,
  verifySignedLinkToken,
  verifyUnsubscribeToken,
} from './newsletter-tokens'

const secret = 'a-test-secret-of-at-least-32-characters!!'
const id = '0b6f2c1e-5d4a-4f7b-9c3e-2a1b0c9d8e7f'

describe('confirmation tokens', () => {
  it('are random, well formed and stored as a hash', () => {
    const a = newConfirmToken()
    const b = newConfirmToken()
    expect(a.token).not.toBe(b.token)
    expect(isWellFormedConfirmToken(a.token)).toBe(true)
    expect(a.hash).toBe(hashConfirmToken(a.token))
    expect(a.hash).not.toContain(a.token)
  })
  it.each(['', 'short', `${'a'.repeat(43)}=`, 'a'.repeat(44), `${'a'.repeat(42)}!`])(
    '%j is malformed',
    (t) => {
      expect(isWellFormedConfirmToken(t)).toBe(false)
    },
  )
})

describe('unsubscribe tokens', () => {
  it('verify to the subscriber id', () => {
    expect(verifyUnsubscribeToken(secret, unsubscribeToken(secret, id))).toBe(id)
  })
  it('refuse another secret, a changed id or signature, and junk', () => {
    const token = unsubscribeToken(secret, id)
    const otherId = '1b6f2c1e-5d4a-4f7b-9c3e-2a1b0c9d8e7f'
    expect(verifyUnsubscribeToken(`${secret}x`, token)).toBeNull()
    expect(verifyUnsubscribeToken(secret, token.replace(id, otherId))).toBeNull()
    expect(verifyUnsubscribeToken(secret, `${token.slice(0, -1)}A`)).toBeNull()
    for (const junk of ['', '.', id, `${id}.`, 'x'.repeat(500), "'; drop table subscribers; --"]) {
      expect(verifyUnsubscribeToken(secret, junk)).toBeNull()
    }
  })
})

describe('signed link tokens of other purposes (an order invoice)', () => {
  const ORDER = /^CN-[A-Z0-9]{6}$/
  it('verify only for the purpose they were signed for', () => {
    const token = signedLinkToken(secret, 'order-invoice', 'CN-ABC234')
    expect(verifySignedLinkToken(secret, 'order-invoice', token, ORDER)).toBe('CN-ABC234')
    expect(verifySignedLinkToken(secret, 'newsletter-unsubscribe', token, ORDER)).toBeNull()
    expect(verifyUnsubscribeToken(secret, signedLinkToken(secret, 'order-invoice', id))).toBeNull()
    expect(verifySignedLinkToken(secret, 'order-invoice', token.replace('ABC', 'ABD'), ORDER)).toBeNull()
    expect(verifySignedLinkToken(secret, 'order-invoice', 'CN-ABC234', ORDER)).toBeNull()
  })
})
