import { describe, expect, it } from 'vitest'
import { addressQuoteSchema, canCalculate, priceForMeters } from './address-quote'
import { METERS_TO_MILES } from './pricing'

describe('priceForMeters', () => {
  it('is 12 + 2 × miles, miles to one decimal', () => {
    const meters = 10 / METERS_TO_MILES
    expect(priceForMeters(meters)).toEqual({
      miles: 10,
      baseCents: 1200,
      distanceCents: 2000,
      totalCents: 3200,
    })
    expect(priceForMeters(14.34 / METERS_TO_MILES)?.totalCents).toBe(1200 + 2860)
  })
  it('prices zero distance at the base fare and refuses nonsense', () => {
    expect(priceForMeters(0)?.totalCents).toBe(1200)
    expect(priceForMeters(-1)).toBeUndefined()
    expect(priceForMeters(Number.NaN)).toBeUndefined()
  })
})

describe('the quote form', () => {
  it.each([
    ['', 'x', false],
    ['  ', 'x', false],
    ['a', '', false],
    ['a', 'b', true],
  ])('canCalculate(%j, %j) = %s', (a, b, ok) => {
    expect(canCalculate(a, b)).toBe(ok)
  })
  it('requires both addresses', () => {
    expect(addressQuoteSchema.safeParse({ pickup: ' ', delivery: '33444' }).success).toBe(false)
    expect(addressQuoteSchema.safeParse({ pickup: '33483', delivery: '33444' }).success).toBe(true)
  })
})
