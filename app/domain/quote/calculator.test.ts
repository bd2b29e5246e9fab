import { describe, expect, it } from 'vitest'
import { formatCents } from '../money'
import { estimateForDistanceInput } from './calculator'

describe("the calculator's estimate", () => {
  it.each([
    ['0', undefined],
    ['', undefined],
    ['-1', undefined],
    ['-0.1', undefined],
    ['abc', undefined],
    ['12abc', undefined],
    [null, undefined],
    ['0.1', { base: '$12.00', distance: '$0.20', total: '$12.20' }],
    ['12.5', { base: '$12.00', distance: '$25.00', total: '$37.00' }],
    ['1', { base: '$12.00', distance: '$2.00', total: '$14.00' }],
    ['0.05', { base: '$12.00', distance: '$0.10', total: '$12.10' }],
    ['33.33', { base: '$12.00', distance: '$66.66', total: '$78.66' }],
    ['250', { base: '$12.00', distance: '$500.00', total: '$512.00' }],
  ])('%j miles → %j', (input, shown) => {
    const price = estimateForDistanceInput(input)
    if (!shown) return expect(price).toBeUndefined()
    expect(price).toBeDefined()
    expect({
      base: formatCents(price!.baseCents),
      distance: formatCents(price!.distanceCents),
      total: formatCents(price!.totalCents),
    }).toEqual(shown)
  })
})
