import { describe, expect, it } from 'vitest'
import { bookingFieldErrors, bookingRequestSchema } from './booking'

const valid = {
  name: 'Ana Ruiz',
  phone: '(561) 555-0199',
  email: 'ana@example.com',
  pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
  delivery: '200 Glades Rd, Boca Raton, FL 33431',
}

describe('bookingRequestSchema', () => {
  it('accepts a complete request and defaults the optional fields', () => {
    const r = bookingRequestSchema.parse({ ...valid })
    expect(r).toMatchObject({ when: '', notes: '', ...valid })
  })
  it('never takes a price from the browser (the server quotes the addresses again)', () => {
    const r = bookingRequestSchema.parse({ ...valid, quoteCents: '1', quoteMiles: '10' })
    expect(r).not.toHaveProperty('quoteCents')
    expect(r).not.toHaveProperty('quoteMiles')
  })
  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ email: 'nope' }, { email: 'email' }],
    [{ phone: '12' }, { phone: 'phone' }],
    [{ notes: 'x'.repeat(2001) }, { notes: 'tooLong' }],
    // Issue #17: CR/LF in the name would reach the operator's e-mail subject; NUL reached the database.
    [{ name: 'Ann\r\nBcc: victim@example.com' }, { name: 'control' }],
    [{ name: 'Ann\u2028Bcc' }, { name: 'control' }],
    [
      { name: 'Ann\u0000', pickup: 'A\u0000', notes: 'x\u0000' },
      { name: 'control', pickup: 'control', notes: 'control' },
    ],
    [{ email: '"q"@example.test' }, { email: 'email' }],
    [{ email: 'a@[127.0.0.1]' }, { email: 'email' }],
    [{ email: '<a@example.test>' }, { email: 'email' }],
    [
      { pickup: '  ', delivery: '' },
      { pickup: 'required', delivery: 'required' },
    ],
  ])('%j → %j', (change, errors) => {
    const r = bookingRequestSchema.safeParse({ ...valid, ...change })
    expect(r.success).toBe(false)
    if (!r.success) expect(bookingFieldErrors(r.error)).toEqual(errors)
  })
  it('keeps line breaks and tabs in the notes', () => {
    expect(bookingRequestSchema.parse({ ...valid, notes: 'Gate code 12\r\nRing\ttwice' }).notes).toBe(
      'Gate code 12\nRing\ttwice',
    )
  })
})
