import { describe, expect, it } from 'vitest'
import { formatWholeDollars } from '../money'
import {
  PACKAGE_PRICE_CENTS,
  PACKAGE_TOTAL_VALUE_CENTS,
  PACKAGE_VALUE_CENTS,
  REVENUE_SPLIT_PERCENT,
} from './operator-offer'

describe('the operator offer', () => {
  it('states the spec figures', () => {
    expect(REVENUE_SPLIT_PERCENT).toBe(80)
    expect(formatWholeDollars(PACKAGE_PRICE_CENTS)).toBe('$1,250')
    expect(formatWholeDollars(PACKAGE_VALUE_CENTS.legal)).toBe('$2,500')
    expect(formatWholeDollars(PACKAGE_VALUE_CENTS.technology)).toBe('$5,000')
    expect(formatWholeDollars(PACKAGE_VALUE_CENTS.marketing)).toBe('$3,000')
  })
  it('adds the parts up to the stated total of $10,500', () => {
    expect(PACKAGE_TOTAL_VALUE_CENTS).toBe(1_050_000)
    expect(formatWholeDollars(PACKAGE_TOTAL_VALUE_CENTS, 'es')).toBe('$10,500')
  })
})
