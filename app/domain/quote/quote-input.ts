import type { PriceBreakdown } from './pricing'

/**
 * What the instant quote panel needs in the browser (no schema library: the page's code stays
 * small); the server's schema is in ./address-quote.ts.
 */
export type AddressQuoteError = 'missing' | 'zipNeeded' | 'failed' | 'noRoute' | 'noDistance' | 'rateLimited'

export type AddressQuote =
  | {
      status: 'priced'
      pickup: string
      delivery: string
      price: PriceBreakdown
      method: 'zip-centroid' | 'route'
    }
  | { status: 'error'; error: AddressQuoteError }
  /**
   * An address lies beyond the operator's service radius (app/domain/operators/service-radius.ts):
   * no price; `outside` names the ends, `zip` is the ZIP code to search the directory by.
   */
  | { status: 'outside'; outside: Array<'pickup' | 'delivery'>; zip: string }

/** True when both addresses have text (the Calculate button's rule besides "not calculating"). */
export function canCalculate(pickup: string, delivery: string): boolean {
  return pickup.trim() !== '' && delivery.trim() !== ''
}
