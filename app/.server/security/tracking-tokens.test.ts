import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isWellFormedTrackingToken } from '#app/domain/deliveries/tracking-token'
import { hashTrackingToken, newTrackingToken, trackingLookupHash } from './tracking-tokens'

describe('tracking tokens (ADR 062)', () => {
  it('makes 32 random bytes as base64url, and keeps only their SHA-256', () => {
    const { token, hash } = newTrackingToken()
    expect(isWellFormedTrackingToken(token)).toBe(true)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(hash).toBe(createHash('sha256').update(token).digest('base64url'))
    expect(hash).not.toContain(token)
    expect(newTrackingToken().token).not.toBe(token)
  })

  it('looks up only a well-formed token', () => {
    const { token, hash } = newTrackingToken()
    expect(trackingLookupHash(token)).toBe(hash)
    expect(trackingLookupHash(`${token}x`)).toBeNull()
    expect(trackingLookupHash(token.slice(1))).toBeNull()
    expect(trackingLookupHash(undefined)).toBeNull()
    // One character changed is another token: another hash, found nowhere.
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(trackingLookupHash(altered)).toBe(hashTrackingToken(altered))
    expect(trackingLookupHash(altered)).not.toBe(hash)
  })
})
