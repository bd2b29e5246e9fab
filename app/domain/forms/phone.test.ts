import { describe, expect, it } from 'vitest'
import { isPhoneNumber } from './phone'

describe('phone numbers', () => {
  it.each([
    '(561) 555-0100',
    '561.555.0100',
    '+1 954 555 0150',
    '5551234567',
    '555-1234',
    '+44 20 7946 0958',
  ])('takes %s', (phone) => expect(isPhoneNumber(phone)).toBe(true))
  it.each(['abc', 'call me', '555-CALL-NOW', '12345', '1234567890123456', '555 1234 ext. 5', '++1 555', ''])(
    'refuses %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  )
  it('can ask for a full number', () => {
    expect(isPhoneNumber('555-1234', { minDigits: 10 })).toBe(false)
    expect(isPhoneNumber('(713) 555-0142', { minDigits: 10 })).toBe(true)
  })
})
