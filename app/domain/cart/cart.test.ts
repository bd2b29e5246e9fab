import { describe, expect, it } from 'vitest'
import {
  addItem,
  canDecrease,
  cartTotals,
  clearCart,
  itemCount,
  lineTotal,
  MAX_LINE_QUANTITY,
  parseStoredCart,
  priceLines,
  quantityOf,
  removeItem,
  setQuantity,
  SHIPPING_CENTS,
  type CartLine,
} from './cart'

const a = (productId: number, quantity: number): CartLine => ({ productId, quantity })

describe('cart rules', () => {
  it.each<[string, CartLine[], number, CartLine[]]>([
    ['adds a new product as a line of 1', [], 3, [a(3, 1)]],
    ['raises the quantity of a product already present by 1', [a(3, 1)], 3, [a(3, 2)]],
    ['keeps other lines and their order', [a(1, 2), a(3, 1)], 5, [a(1, 2), a(3, 1), a(5, 1)]],
    ['stops at the maximum quantity', [a(1, MAX_LINE_QUANTITY)], 1, [a(1, MAX_LINE_QUANTITY)]],
  ])('add: %s', (_name, before, id, after) => {
    expect(addItem(before, id)).toEqual(after)
    expect(before).not.toBe(after)
  })

  it.each<[string, CartLine[], number, number, CartLine[]]>([
    ['sets a quantity', [a(1, 1)], 1, 4, [a(1, 4)]],
    ['0 removes the line', [a(1, 1), a(2, 2)], 1, 0, [a(2, 2)]],
    ['a negative quantity removes the line', [a(1, 5)], 1, -1, []],
    ['NaN removes the line', [a(1, 5)], 1, Number.NaN, []],
    ['a fraction is cut to an integer', [a(1, 1)], 1, 2.7, [a(1, 2)]],
    ['above the maximum stops at the maximum', [a(1, 1)], 1, 1000, [a(1, MAX_LINE_QUANTITY)]],
    ['an absent product changes nothing', [a(1, 1)], 9, 3, [a(1, 1)]],
    ['minus at 1 on a card (quantity - 1 = 0) removes', [a(4, 1)], 4, 1 - 1, []],
  ])('set quantity: %s', (_name, before, id, quantity, after) => {
    expect(setQuantity(before, id, quantity)).toEqual(after)
  })

  it('remove deletes the line; clear empties the cart', () => {
    expect(removeItem([a(1, 2), a(2, 1)], 1)).toEqual([a(2, 1)])
    expect(removeItem([a(1, 2)], 7)).toEqual([a(1, 2)])
    expect(clearCart()).toEqual([])
  })

  it('reads the quantity of a product', () => {
    expect(quantityOf([a(1, 2)], 1)).toBe(2)
    expect(quantityOf([a(1, 2)], 2)).toBe(0)
  })

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [99, true],
  ])('cart page minus at quantity %i enabled: %s', (q, enabled) => {
    expect(canDecrease(q)).toBe(enabled)
  })

  it('counts items as the sum of quantities', () => {
    expect(itemCount([])).toBe(0)
    expect(itemCount([a(1, 2), a(3, 1)])).toBe(3)
  })
})

describe('cart totals, to the cent', () => {
  const catalogue = new Map([
    [1, 9999],
    [2, 13400],
    [3, 4299],
    [4, 3499],
    [5, 18999],
    [6, 6999],
    [7, 49900],
    [8, 22500],
  ])
  const priceOf = (id: number) => catalogue.get(id)

  it.each<[string, CartLine[], number, number, number]>([
    ['an empty cart costs nothing, not even shipping', [], 0, 0, 0],
    ['one starter kit', [a(1, 1)], 9999, SHIPPING_CENTS, 10998],
    ['three magnets', [a(3, 3)], 12897, 999, 13896],
    ['mixed lines', [a(1, 2), a(3, 1), a(8, 1)], 19998 + 4299 + 22500, 999, 46797 + 999],
    ['every product once', [1, 2, 3, 4, 5, 6, 7, 8].map((id) => a(id, 1)), 129595, 999, 130594],
    ['99 large dropboxes', [a(7, 99)], 4940100, 999, 4941099],
  ])('%s', (_name, lines, subtotal, shipping, total) => {
    expect(cartTotals(priceLines(lines, priceOf))).toEqual({
      subtotalCents: subtotal,
      shippingCents: shipping,
      totalCents: total,
    })
  })

  it('prices each line as unit × quantity and leaves out unknown products', () => {
    expect(priceLines([a(3, 2), a(42, 1)], priceOf)).toEqual([
      { productId: 3, quantity: 2, unitCents: 4299, lineCents: 8598 },
    ])
    expect(lineTotal(1, 0)).toBe(0)
    // Cents add exactly where dollar floats would not (0.1 + 0.2).
    expect(cartTotals([{ lineCents: 10 }, { lineCents: 20 }]).subtotalCents).toBe(30)
  })
})

describe('the stored cart', () => {
  it('reads only valid stored lines', () => {
    expect(parseStoredCart(null)).toEqual([])
    expect(parseStoredCart('not json')).toEqual([])
    expect(parseStoredCart('{"a":1}')).toEqual([])
    expect(
      parseStoredCart(
        '[{"productId":1,"quantity":2},{"productId":"x","quantity":1},{"productId":2,"quantity":0},null,{"productId":-3,"quantity":1}]',
      ),
    ).toEqual([a(1, 2)])
  })
  it('merges repeated ids and caps quantities', () => {
    expect(parseStoredCart('[{"productId":1,"quantity":2},{"productId":1,"quantity":3}]')).toEqual([a(1, 5)])
    expect(parseStoredCart('[{"productId":1,"quantity":500}]')).toEqual([a(1, MAX_LINE_QUANTITY)])
  })
})
