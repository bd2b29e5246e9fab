import { describe, expect, it } from 'vitest'
import {
  addStaffSchema,
  changePasswordSchema,
  loginSchema,
  safeAdminRedirect,
  staffAccountSchema,
  staffPageSchema,
} from './staff-rules'

describe('staff account rules', () => {
  it('normalizes the e-mail and accepts 8 to 128 characters of password', () => {
    expect(addStaffSchema.parse({ email: ' Ana@Example.COM ', password: 'x'.repeat(8) })).toEqual({
      email: 'ana@example.com',
      lang: 'en',
      password: 'xxxxxxxx',
    })
    expect(addStaffSchema.safeParse({ email: 'a@example.com', password: 'x'.repeat(128) }).success).toBe(true)
  })
  it('adds an account with an invitation in a language, the password left out (issue #45)', () => {
    expect(addStaffSchema.parse({ email: 'ana@example.com', lang: 'es' })).toEqual({
      email: 'ana@example.com',
      lang: 'es',
    })
    expect(addStaffSchema.safeParse({ email: 'ana@example.com', lang: 'fr' }).success).toBe(false)
    // Outside the form (start-up, the command line) a password is required.
    expect(staffAccountSchema.safeParse({ email: 'ana@example.com' }).success).toBe(false)
  })
  it('the Staff page posts a link for an account by its id', () => {
    expect(staffPageSchema.parse({ intent: 'send-link', id: '7' })).toEqual({ intent: 'send-link', id: 7 })
    expect(staffPageSchema.safeParse({ intent: 'send-link', id: '0' }).success).toBe(false)
  })
  it.each([
    [{ email: '', password: 'longenough' }, 'email', 'admin.errors.emailRequired'],
    [{ email: 'not-an-email', password: 'longenough' }, 'email', 'admin.errors.emailInvalid'],
    [{ email: 'a@example.com', password: '' }, 'password', 'admin.errors.passwordRequired'],
    [{ email: 'a@example.com', password: 'short' }, 'password', 'admin.errors.passwordLength'],
    [{ email: 'a@example.com', password: 'x'.repeat(129) }, 'password', 'admin.errors.passwordLength'],
  ])('refuses %j', (input, field, message) => {
    const result = addStaffSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error!.issues.find((i) => i.path[0] === field)?.message).toBe(message)
  })
  it('login needs both fields but no minimum length', () => {
    expect(loginSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true)
    expect(loginSchema.safeParse({ email: 'a@example.com', password: '' }).success).toBe(false)
  })
  it('a new password must be confirmed', () => {
    const r = changePasswordSchema.safeParse({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-2',
    })
    expect(r.error!.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'admin.errors.passwordMismatch',
    })
  })
})

describe('safeAdminRedirect', () => {
  it.each([
    ['/admin/images', '/admin/images'],
    ['/es/admin/database?x=1', '/es/admin/database?x=1'],
    ['/launch-checklist', '/launch-checklist'],
    ['/verify-operators', '/verify-operators'],
    ['/admin/logout', '/admin/content'],
    ['//evil.example/admin', '/admin/content'],
    ['https://evil.example/admin', '/admin/content'],
    ['/\\evil.example', '/admin/content'],
    ['/products', '/admin/content'],
    ['/administrator', '/admin/content'],
    [null, '/admin/content'],
    // Normalised before the check (issue #17 item 7): dot segments resolve as a browser would.
    ['/admin/..//evil.example', '/admin/content'],
    ['/admin/../..//evil.example/admin', '/admin/content'],
    ['/admin/%2e%2e//evil.example', '/admin/content'],
    ['/es/admin/./../..//evil.example', '/admin/content'],
    ['/admin/../products', '/admin/content'],
    ['/admin/images/../logout', '/admin/content'],
    ['/admin/\t/evil.example', '/admin/content'],
    ['/admin/images/../mail?x=1#top', '/admin/mail?x=1#top'],
    ['/admin/./images', '/admin/images'],
  ])('%s → %s', (target, expected) => {
    expect(safeAdminRedirect(target, '/admin/content')).toBe(expected)
  })
})
