import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCents } from '../money'
import { metersToMiles, parseMiles, priceForMiles } from './pricing'

describe('delivery price', () => {
  it.each([
    [0.1, 1220],
    [1, 1400],
    [5, 2200],
    [12.5, 3700],
    [10.333, 3267],
    [100, 21200],
  ])('%d miles cost %d cents', (miles, cents) => {
    expect(priceForMiles(miles)?.totalCents).toBe(cents)
  })
  it('has no price for zero, negative or non-finite distances', () => {
    for (const miles of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(priceForMiles(miles)).toBeUndefined()
  })
  it('breaks the price down into base and distance', () => {
    expect(priceForMiles(12.5)).toEqual({
      miles: 12.5,
      baseCents: 1200,
      distanceCents: 2500,
      totalCents: 3700,
    })
  })
  it('is always base plus a non-negative distance part', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 5000, noNaN: true }), (miles) => {
        const p = priceForMiles(miles)!
        expect(p.totalCents).toBe(p.baseCents + p.distanceCents)
        expect(Number.isInteger(p.totalCents)).toBe(true)
        expect(Math.abs(p.totalCents - (1200 + 200 * miles))).toBeLessThanOrEqual(0.5)
      }),
    )
  })
  it('converts meters with the spec factor', () => {
    expect(metersToMiles(16093.44)).toBeCloseTo(9.99999, 4)
    expect(priceForMiles(metersToMiles(8046.72))?.totalCents).toBe(2200)
  })
  it('shows two decimals', () => {
    expect(formatCents(3700)).toBe('$37.00')
    expect(formatCents(1220)).toBe('$12.20')
  })
})

describe("the calculator's show rule", () => {
  it.each([
    ['', undefined],
    ['0', undefined],
    ['-1', undefined],
    ['abc', undefined],
    ['0.0', undefined],
    ['0.1', 0.1],
    ['12.5', 12.5],
    [' 3 ', 3],
    ['1e3', 1000],
    ['Infinity', undefined],
  ])('%j gives %s', (input, miles) => {
    expect(parseMiles(input)).toBe(miles)
  })
})
