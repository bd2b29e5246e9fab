import { describe, expect, it } from 'vitest'
import {
  accountState,
  INVITE_TTL_MS,
  linkExpiresAt,
  linkPasswordSchema,
  linkState,
  looksLikeToken,
  refusedLinkStatus,
  RESET_TTL_MS,
} from './account-links'

const now = new Date('2026-11-26T12:00:00Z')
const at = (ms: number) => new Date(now.getTime() + ms)

describe('account links (both realms)', () => {
  it('an invitation lasts 72 hours, a reset one hour', () => {
    expect(INVITE_TTL_MS).toBe(72 * 3600_000)
    expect(linkExpiresAt('invite', now)).toEqual(at(72 * 3600_000))
    expect(linkExpiresAt('reset', now)).toEqual(at(RESET_TTL_MS))
    expect(RESET_TTL_MS).toBe(3600_000)
  })
  it('is usable until its expiry, and not at the expiry instant', () => {
    const link = { expiresAt: at(1000), usedAt: null, revokedAt: null }
    expect(linkState(link, now)).toBe('usable')
    expect(linkState(link, at(999))).toBe('usable')
    expect(linkState(link, at(1000))).toBe('expired')
  })
  it('single use: a used link is refused; a revoked one too; an unknown one is not found', () => {
    expect(linkState({ expiresAt: at(1000), usedAt: now, revokedAt: null }, now)).toBe('used')
    expect(linkState({ expiresAt: at(1000), usedAt: null, revokedAt: now }, now)).toBe('revoked')
    // Used or revoked says more than expired.
    expect(linkState({ expiresAt: at(-1), usedAt: now, revokedAt: null }, now)).toBe('used')
    expect(linkState(undefined, now)).toBe('unknown')
    expect(refusedLinkStatus('unknown')).toBe(404)
    expect(refusedLinkStatus('expired')).toBe(410)
    expect(refusedLinkStatus('used')).toBe(410)
    expect(refusedLinkStatus('revoked')).toBe(410)
  })
  it('recognises only tokens of the generated shape', () => {
    expect(looksLikeToken('a'.repeat(43))).toBe(true)
    expect(looksLikeToken('a'.repeat(42))).toBe(false)
    expect(looksLikeToken('a'.repeat(42) + '!')).toBe(false)
    expect(looksLikeToken(null)).toBe(false)
  })
  it('tells staff the account state', () => {
    const invite = { expiresAt: at(1000), usedAt: null, revokedAt: null }
    expect(accountState(null, null, now)).toEqual({ kind: 'none' })
    expect(accountState({ passwordHash: null, disabledAt: null }, invite, now)).toEqual({
      kind: 'invited',
      expiresAt: at(1000),
    })
    expect(accountState({ passwordHash: null, disabledAt: null }, invite, at(2000)).kind).toBe(
      'inviteExpired',
    )
    expect(accountState({ passwordHash: 'h', disabledAt: null }, null, now).kind).toBe('active')
    expect(accountState({ passwordHash: 'h', disabledAt: now }, null, now).kind).toBe('disabled')
  })
  it.each(['admin.errors', 'portal.errors'] as const)(
    'the set-password form (%s) wants matching passwords of 8 to 128 characters',
    (errors) => {
      const schema = linkPasswordSchema(errors)
      const base = { token: 'x', password: 'long enough', confirmPassword: 'long enough' }
      expect(schema.safeParse(base).success).toBe(true)
      const message = (input: Record<string, string>) => schema.safeParse(input).error?.issues[0]?.message
      expect(message({ ...base, password: '', confirmPassword: '' })).toBe(`${errors}.passwordRequired`)
      expect(message({ ...base, password: 'short', confirmPassword: 'short' })).toBe(
        `${errors}.passwordLength`,
      )
      const long = 'x'.repeat(129)
      expect(message({ ...base, password: long, confirmPassword: long })).toBe(`${errors}.passwordLength`)
      expect(message({ ...base, confirmPassword: 'different!' })).toBe(`${errors}.passwordMismatch`)
    },
  )
})
