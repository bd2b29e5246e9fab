import { dbOf, type DataSource } from '../../db/source'
import { metersToMiles, priceForMiles } from '#app/domain/quote/pricing'
import { quotedMiles } from '#app/domain/quote/distance'
import {
  zipsOutsideAreas,
  type ZipQuote,
  type ZipQuoteFieldErrors,
  type ZipQuoteInput,
} from '#app/domain/quote/zip-quote'
import type { DistanceProvider } from '../../adapters/distance'
import type { RateLimitRule } from '../../security/rate-limit'
import { listServiceAreas } from '../service/service-areas'

/** Per client IP: generous for a person comparing a few addresses, not for a scraper. */
export const ZIP_QUOTE_RATE_LIMIT: RateLimitRule = { bucket: 'quote:zip', limit: 30, windowMs: 10 * 60_000 }

/**
 * Prices a delivery between two ZIP codes: the provider's distance in miles (one decimal) through the
 * same pricing rule as the calculator and the operator quote. A delivery with an end outside the
 * service areas is refused without a price (SERVED_ZIP_RULE): the server decides, not the page.
 */
export async function quoteZipDelivery(
  source: DataSource,
  provider: DistanceProvider,
  input: ZipQuoteInput,
): Promise<ZipQuote> {
  const db = dbOf(source)
  const distance = await provider.distanceMeters(input.from, input.to)
  if (!distance.ok) {
    if (distance.reason !== 'not-found') return { status: 'failed' }
    const errors: ZipQuoteFieldErrors = {}
    if (distance.which.includes('origin')) errors.from = 'unknown'
    if (distance.which.includes('destination')) errors.to = 'unknown'
    return { status: 'invalid', errors }
  }
  const miles = quotedMiles(metersToMiles(distance.meters))
  const areas = await listServiceAreas(db)
  const outsideAreas = zipsOutsideAreas([input.from, input.to], areas)
  if (outsideAreas.length > 0)
    return {
      status: 'outside-areas',
      from: input.from,
      to: input.to,
      outsideAreas,
      areaCount: areas.length,
      miles,
    }
  const price = priceForMiles(miles)
  if (!price) return { status: 'too-close' }
  return { status: 'priced', from: input.from, to: input.to, price, method: distance.method }
}
