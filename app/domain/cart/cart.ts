/** A line of the cart: only ids and quantities; prices come from the catalogue. */
export type CartLine = { productId: number; quantity: number }

/** Item count = sum of quantities. */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + Math.max(0, Math.trunc(line.quantity)), 0)
}

/** Reads a stored cart, dropping anything that is not a valid line. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return value.filter(
      (l): l is CartLine =>
        !!l &&
        typeof l === 'object' &&
        Number.isInteger((l as CartLine).productId) &&
        Number.isInteger((l as CartLine).quantity) &&
        (l as CartLine).quantity > 0,
    )
  } catch {
    return []
  }
}
