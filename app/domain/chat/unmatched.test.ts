import { describe, expect, it } from 'vitest'
import { redactContactDetails } from './unmatched'

describe('redactContactDetails', () => {
  it.each([
    ['email me at jane.doe+x@example.co.uk please', 'email me at [email] please'],
    ['call (561) 555-0100 tomorrow', 'call [phone] tomorrow'],
    ['mi número es +1 561.555.0100', 'mi número es [phone]'],
    ['5615550100', '[phone]'],
    // Prices, years and ZIP codes are not phone numbers.
    ['is it $1,250 in 2026 for 33432?', 'is it $1,250 in 2026 for 33432?'],
    ['¿Cuánto cuesta?', '¿Cuánto cuesta?'],
  ])('%j → %j', (input, expected) => {
    expect(redactContactDetails(input)).toBe(expected)
  })
})
