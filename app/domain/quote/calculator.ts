import { parseMiles, priceForMiles, type PriceBreakdown } from './pricing'

/**
 * The service calculator's estimate for what is typed in its distance field (network-site.md §2.6):
 * a price only when the text parses to a number of miles greater than 0.
 */
export function estimateForDistanceInput(input: string | null | undefined): PriceBreakdown | undefined {
  const miles = parseMiles(input)
  return miles === undefined ? undefined : priceForMiles(miles)
}
