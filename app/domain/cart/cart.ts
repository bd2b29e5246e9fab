/**
 * The cart's rules (marketing-site.md §4 Cart, §9): pure functions over a list of lines. The
 * browser keeps only product ids and quantities; prices always come from the catalogue.
 */

/** A line of the cart: only ids and quantities; prices come from the catalogue. */
export type CartLine = { productId: number; quantity: number }

/** Flat shipping per order: $9.99 (§9). */
export const SHIPPING_CENTS = 999
/** The quantities an order line may have (the checkout refuses anything else). */
export const MIN_LINE_QUANTITY = 1
export const MAX_LINE_QUANTITY = 99
/** Different products in one cart; the catalogue has 8, this only bounds what a request may carry. */
export const MAX_CART_LINES = 50

/** Adding a product already present raises its quantity by 1 (up to the maximum); otherwise a new line of 1. */
export function addItem(lines: readonly CartLine[], productId: number): CartLine[] {
  if (lines.some((l) => l.productId === productId)) {
    return lines.map((l) =>
      l.productId === productId ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1) } : l,
    )
  }
  return [...lines, { productId, quantity: 1 }]
}

/** Remove deletes the line. */
export function removeItem(lines: readonly CartLine[], productId: number): CartLine[] {
  return lines.filter((l) => l.productId !== productId)
}

/** Setting the quantity to 0 or less removes the line; above the maximum it stops at the maximum. */
export function setQuantity(lines: readonly CartLine[], productId: number, quantity: number): CartLine[] {
  const q = Math.trunc(quantity)
  if (!Number.isFinite(q) || q <= 0) return removeItem(lines, productId)
  return lines.map((l) =>
    l.productId === productId ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, q) } : l,
  )
}

/** Clear empties the cart. */
export function clearCart(): CartLine[] {
  return []
}

/** The quantity of one product in the cart (0 when absent). */
export function quantityOf(lines: readonly CartLine[], productId: number): number {
  return lines.find((l) => l.productId === productId)?.quantity ?? 0
}

/** On the cart page, minus is disabled at quantity 1 or less (a product card's minus at 1 removes). */
export function canDecrease(quantity: number): boolean {
  return quantity > 1
}

/** Item count = sum of quantities. */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + Math.max(0, Math.trunc(line.quantity)), 0)
}

export type PricedLine = CartLine & { unitCents: number; lineCents: number }
export type CartTotals = { subtotalCents: number; shippingCents: number; totalCents: number }

/** Line total = unit price × quantity, in cents. */
export function lineTotal(unitCents: number, quantity: number): number {
  return unitCents * quantity
}

/**
 * Prices the lines from the catalogue (id → price in cents). Lines of unknown products are left
 * out: the cart page shows what exists, the checkout refuses unknown ids before it gets here.
 */
export function priceLines(
  lines: readonly CartLine[],
  priceOf: (productId: number) => number | undefined,
): PricedLine[] {
  return lines.flatMap((line) => {
    const unitCents = priceOf(line.productId)
    return unitCents === undefined
      ? []
      : [{ ...line, unitCents, lineCents: lineTotal(unitCents, line.quantity) }]
  })
}

/** Subtotal = sum of price × quantity; total = subtotal + flat shipping (none on an empty cart). */
export function cartTotals(priced: readonly Pick<PricedLine, 'lineCents'>[]): CartTotals {
  const subtotalCents = priced.reduce((sum, l) => sum + l.lineCents, 0)
  const shippingCents = priced.length === 0 ? 0 : SHIPPING_CENTS
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents }
}

/** Reads a stored cart, dropping anything that is not a valid line (and merging repeated ids). */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    const valid = value.filter(
      (l): l is CartLine =>
        !!l &&
        typeof l === 'object' &&
        Number.isInteger((l as CartLine).productId) &&
        (l as CartLine).productId > 0 &&
        Number.isInteger((l as CartLine).quantity) &&
        (l as CartLine).quantity > 0,
    )
    const merged: CartLine[] = []
    for (const line of valid) {
      const existing = merged.find((m) => m.productId === line.productId)
      if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity)
      else merged.push({ productId: line.productId, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity) })
    }
    return merged
  } catch {
    return []
  }
}
