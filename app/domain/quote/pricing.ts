/**
 * Delivery pricing (network-site.md §9): $12 base fare plus $2 per mile. Used by the operator
 * page's instant quote and by the service price calculator, always computed on the server side of
 * a quote and shown with two decimals.
 */
export const BASE_FARE_CENTS = 1200
export const PER_MILE_CENTS = 200
/** Meters to miles, as the spec gives it. */
export const METERS_TO_MILES = 0.000621371

export type PriceBreakdown = {
  miles: number
  baseCents: number
  distanceCents: number
  totalCents: number
}

/** The price of a delivery of `miles` miles; undefined unless miles is a finite number above 0. */
export function priceForMiles(miles: number): PriceBreakdown | undefined {
  if (!Number.isFinite(miles) || miles <= 0) return undefined
  const distanceCents = Math.round(PER_MILE_CENTS * miles)
  return { miles, baseCents: BASE_FARE_CENTS, distanceCents, totalCents: BASE_FARE_CENTS + distanceCents }
}

export function metersToMiles(meters: number): number {
  return meters * METERS_TO_MILES
}

/**
 * The calculator's rule: an estimate only when the typed distance parses to a number greater than 0.
 * Accepts what an `<input type=number>` gives (a string, possibly empty).
 */
export function parseMiles(input: string | null | undefined): number | undefined {
  if (input == null) return undefined
  const text = input.trim()
  if (text === '') return undefined
  const miles = Number(text)
  return Number.isFinite(miles) && miles > 0 ? miles : undefined
}
