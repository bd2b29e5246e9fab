import { describe, expect, it } from 'vitest'
import { redactContactDetails } from './unmatched'
import { unmatchedQuestionSchema } from './unmatched-schema'

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

describe('the unmatched-question body (issue #17: NUL reached the database)', () => {
  it.each(['How\u0000much?', 'lone \uD800 surrogate', 'bell\u0007'])('refuses %j', (text) => {
    expect(unmatchedQuestionSchema.safeParse({ assistant: 'main', lang: 'en', text }).success).toBe(false)
  })
  it('keeps a question with line breaks, as LF', () => {
    expect(
      unmatchedQuestionSchema.parse({ assistant: 'main', lang: 'es', text: 'Hola\r\n¿precio?' }).text,
    ).toBe('Hola\n¿precio?')
  })
})
