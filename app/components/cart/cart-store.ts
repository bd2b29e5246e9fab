import { useSyncExternalStore } from 'react'
import {
  addItem,
  clearCart,
  itemCount,
  parseStoredCart,
  removeItem,
  setQuantity,
  type CartLine,
} from '#app/domain/cart/cart'

/** The cart lives in localStorage so it survives reloads and is shared between tabs. */
export const CART_STORAGE_KEY = 'cart:v1'

const listeners = new Set<() => void>()
const EMPTY: CartLine[] = []
let cachedRaw: string | null | undefined
let cachedLines: CartLine[] = EMPTY

function read(): CartLine[] {
  const raw = window.localStorage.getItem(CART_STORAGE_KEY)
  if (raw !== cachedRaw) {
    cachedRaw = raw
    const lines = parseStoredCart(raw)
    // An empty cart is the server's snapshot itself: hydration then has nothing to render again
    // (a different snapshot makes React re-render every reader synchronously, a long task).
    cachedLines = lines.length ? lines : EMPTY
  }
  return cachedLines
}

export function writeCart(lines: CartLine[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines))
  for (const listener of listeners) listener()
}

/** The cart's operations (app/domain/cart), applied to the stored cart. */
export const cartActions = {
  add: (productId: number) => writeCart(addItem(read(), productId)),
  setQuantity: (productId: number, quantity: number) => writeCart(setQuantity(read(), productId, quantity)),
  remove: (productId: number) => writeCart(removeItem(read(), productId)),
  clear: () => writeCart(clearCart()),
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useCartLines(): CartLine[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY)
}

export function useCartCount(): number {
  return itemCount(useCartLines())
}
