import { describe, expect, it } from 'vitest'
import { itemCount, parseStoredCart } from './cart'

describe('cart basics', () => {
  it('counts items as the sum of quantities', () => {
    expect(itemCount([])).toBe(0)
    expect(
      itemCount([
        { productId: 1, quantity: 2 },
        { productId: 3, quantity: 1 },
      ]),
    ).toBe(3)
  })
  it('reads only valid stored lines', () => {
    expect(parseStoredCart(null)).toEqual([])
    expect(parseStoredCart('not json')).toEqual([])
    expect(parseStoredCart('{"a":1}')).toEqual([])
    expect(
      parseStoredCart(
        '[{"productId":1,"quantity":2},{"productId":"x","quantity":1},{"productId":2,"quantity":0}]',
      ),
    ).toEqual([{ productId: 1, quantity: 2 }])
  })
})
