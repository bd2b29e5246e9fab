import { describe, expect, it } from 'vitest'
import { storedClaim } from './test-fixtures'
import { disclosureFor, disclosuresFor, longDate, statedClaims } from './statement'

const claim = storedClaim

describe('the statement and the disclosure line', () => {
  it('states only claims with a complete basis, in the language', () => {
    const claims = [claim({}), claim({ id: 2, figure: '$9,000', periodEnd: null })]
    expect(statedClaims(claims, 'es')).toEqual([
      expect.objectContaining({
        id: 1,
        text: 'Gane de $4,000 a $6,000+ al mes',
        share: 25,
        differs: 'Tiempo completo',
      }),
    ])
    expect(statedClaims(claims, 'en')[0]!.period).toEqual({
      start: 'January 1, 2025',
      end: 'December 31, 2025',
    })
  })

  it('writes a calendar date out without a time zone moving it', () => {
    expect(longDate('2025-12-31', 'es')).toBe('31 de diciembre de 2025')
  })

  it('finds the claim a text rests on, in either language', () => {
    const claims = [claim({})]
    expect(disclosureFor('Gane de $4,000 a $6,000+ al mes', claims, 'es')?.id).toBe(1)
    expect(disclosureFor('Earn $9,000', claims, 'en')).toBeNull()
    expect(disclosureFor('No figure', claims, 'en')).toBeNull()
  })

  it('finds every claim a text with several figures rests on, once each, in its order', () => {
    const claims = [claim({}), claim({ id: 2, figure: '$1,000+' }), claim({ id: 3, figure: '$8,000' })]
    const text = 'One vehicle $1,000+ a month; $4,000 - $6,000+ monthly; again $1,000+; $20,000 never'
    expect(disclosuresFor(text, claims, 'en').map((c) => c.id)).toEqual([2, 1])
    expect(disclosuresFor('No figure', claims, 'en')).toEqual([])
  })
})
