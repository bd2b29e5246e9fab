import { describe, expect, it } from 'vitest'
import en from '#app/i18n/en'
import es from '#app/i18n/es'
import { bookingFieldErrors, bookingRequestSchema as schemaAt } from './booking'

/** 10:30 AM in New York on Wednesday 2 December 2026. */
const clock = { now: new Date('2026-12-02T15:30:00Z'), zone: 'America/New_York' }
const bookingRequestSchema = schemaAt(clock)

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
  it.each([
    ['tomorrow morning', '2026-12-03T09:00', null],
    ['a minute from now', '2026-12-02T10:31', null],
    ["the audit's Spanish booking for 6 January 2025", '2025-01-06T10:00', 'past'],
    ['an hour ago', '2026-12-02T09:30', 'past'],
    ['a day February does not have', '2027-02-30T10:00', 'dateTime'],
    ['free text', 'Tomorrow 9 AM', 'dateTime'],
  ])('a pickup time %s (%s): %s (issue #45 item 5)', (_name, when, problem) => {
    const r = bookingRequestSchema.safeParse({ ...valid, when })
    expect(r.success).toBe(problem === null)
    if (!r.success) expect(bookingFieldErrors(r.error)).toEqual({ when: problem })
  })
  it('judges the pickup time at the clock it is given, in its zone', () => {
    const booking = { ...valid, when: '2026-12-02T19:00' }
    expect(schemaAt(clock).safeParse(booking).success).toBe(true)
    // The same evening, once it has passed in New York (00:30 UTC the next day).
    expect(schemaAt({ ...clock, now: new Date('2026-12-03T00:30:00Z') }).safeParse(booking).success).toBe(
      false,
    )
  })
  it('every refusal of the pickup time has its message in English and Spanish', () => {
    for (const key of ['past', 'dateTime'] as const) {
      expect(en.operators.booking.errors[key]).toBeTruthy()
      expect(es.operators.booking.errors[key]).toBeTruthy()
      expect(es.operators.booking.errors[key]).not.toBe(en.operators.booking.errors[key])
    }
  })
  it('keeps line breaks and tabs in the notes', () => {
    expect(bookingRequestSchema.parse({ ...valid, notes: 'Gate code 12\r\nRing\ttwice' }).notes).toBe(
      'Gate code 12\nRing\ttwice',
    )
  })
})
