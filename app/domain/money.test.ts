import { describe, expect, it } from 'vitest'
import { dollarsToCents, formatCents, formatWholeDollars } from './money'

/** What the platform's currency formatter says, the reference the hand-built text must match. */
function intlUsd(dollars: number, locale: string, fractionDigits: 0 | 2) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(dollars)
}
const intlCents = (cents: number, locale: string) => intlUsd(cents / 100, locale, 2)
const intlWhole = (cents: number, locale: string) => intlUsd(Math.round(cents / 100), locale, 0)

const samples = [
  0, 1, 5, 10, 99, 100, 101, 999, 1000, 1200, 4299, 99_999, 100_000, 123_456, 999_999, 1_000_000, 123_456_789,
  100_000_000_000, -1, -525, -123_456,
]

describe('formatCents', () => {
  it('writes US dollars with two decimals and thousands separators', () => {
    expect(formatCents(1200)).toBe('$12.00')
    expect(formatCents(200)).toBe('$2.00')
    expect(formatCents(4299)).toBe('$42.99')
    expect(formatCents(123_456)).toBe('$1,234.56')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(-525)).toBe('-$5.25')
    expect(formatCents(1234.6)).toBe('$12.35')
  })

  it.each(['en', 'es'] as const)('reads exactly as Intl.NumberFormat does for %s', (lang) => {
    const locale = lang === 'es' ? 'es-US' : 'en-US'
    for (const cents of samples) expect(formatCents(cents, lang)).toBe(intlCents(cents, locale))
    for (let cents = 0; cents < 300_000; cents += 997)
      expect(formatCents(cents, lang)).toBe(intlCents(cents, locale))
  })
})

describe('formatWholeDollars', () => {
  it.each(['en', 'es'] as const)('reads exactly as Intl.NumberFormat does for %s', (lang) => {
    const locale = lang === 'es' ? 'es-US' : 'en-US'
    expect(formatWholeDollars(125_000, lang)).toBe('$1,250')
    // Intl writes "-$0" for a negative amount that rounds to nothing; the site writes "$0".
    expect(formatWholeDollars(-1, lang)).toBe('$0')
    for (const cents of [...samples.filter((c) => c !== -1), 150, 149, 1_050_000]) {
      expect(formatWholeDollars(cents, lang)).toBe(intlWhole(cents, locale))
    }
  })
})

describe('dollarsToCents', () => {
  it('is exact for the catalogue prices', () => {
    expect(dollarsToCents(42.99)).toBe(4299)
    expect(dollarsToCents(0.29)).toBe(29)
    expect(dollarsToCents(1250)).toBe(125_000)
  })
})
