import { describe, expect, it } from 'vitest'
import { portalForgotSchema, portalSetPasswordSchema } from './account-links'

describe('the portal account forms', () => {
  it('the set-password form wants matching passwords of 8+ characters, in the portal’s words', () => {
    const base = { token: 'x', password: 'long enough', confirmPassword: 'long enough' }
    expect(portalSetPasswordSchema.safeParse(base).success).toBe(true)
    const short = portalSetPasswordSchema.safeParse({ ...base, password: 'short', confirmPassword: 'short' })
    expect(short.error?.issues[0]?.message).toBe('portal.errors.passwordLength')
    const mismatch = portalSetPasswordSchema.safeParse({ ...base, confirmPassword: 'different!' })
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'portal.errors.passwordMismatch',
    })
  })
  it('"forgot password" normalises the address', () => {
    expect(portalForgotSchema.parse({ email: ' Op@Example.COM ' })).toEqual({ email: 'op@example.com' })
  })
})
