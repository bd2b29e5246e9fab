import { z } from '#app/domain/zod'
import { visitorText } from '../forms/visitor-text'
import { quotedMiles } from './distance'
import { BASE_FARE_CENTS, metersToMiles, PER_MILE_CENTS, type PriceBreakdown } from './pricing'

/**
 * The operator page's instant quote (network-site.md §2.2, §5, §9): two addresses, a distance from the
 * server's provider, then $12 + $2 per mile. Errors are keys under operators.quote.errors.
 */
export const ADDRESS_MAX_LENGTH = 200

export const addressQuoteSchema = z.object({
  pickup: visitorText('line', { control: 'control' }).trim().min(1).max(ADDRESS_MAX_LENGTH),
  delivery: visitorText('line', { control: 'control' }).trim().min(1).max(ADDRESS_MAX_LENGTH),
})
export type AddressQuoteInput = z.infer<typeof addressQuoteSchema>

export { canCalculate, type AddressQuote, type AddressQuoteError } from './quote-input'

/**
 * The price of a delivery of `meters`: miles to one decimal (so the breakdown adds up), base fare plus
 * $2 per mile. Unlike the calculator, a zero distance (same ZIP code) is the base fare.
 */
export function priceForMeters(meters: number): PriceBreakdown | undefined {
  if (!Number.isFinite(meters) || meters < 0) return undefined
  const miles = quotedMiles(metersToMiles(meters))
  const distanceCents = Math.round(PER_MILE_CENTS * miles)
  return { miles, baseCents: BASE_FARE_CENTS, distanceCents, totalCents: BASE_FARE_CENTS + distanceCents }
}
