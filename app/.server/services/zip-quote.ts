import { metersToMiles, priceForMiles } from '#app/domain/quote/pricing'
import { quotedMiles } from '#app/domain/quote/distance'
import type { ZipQuote, ZipQuoteFieldErrors, ZipQuoteInput } from '#app/domain/quote/zip-quote'
import type { DistanceProvider } from '../adapters/distance'
import type { Db } from '../db/client'
import type { RateLimitRule } from '../security/rate-limit'
import { listServiceAreas } from './service-areas'

/** Per client IP: generous for a person comparing a few addresses, not for a scraper. */
export const ZIP_QUOTE_RATE_LIMIT: RateLimitRule = { bucket: 'quote:zip', limit: 30, windowMs: 10 * 60_000 }

/**
 * Prices a delivery between two ZIP codes: the provider's distance in miles (one decimal) through the
 * same pricing rule as the calculator and the operator quote.
 */
export async function quoteZipDelivery(
  db: Db,
  provider: DistanceProvider,
  input: ZipQuoteInput,
): Promise<ZipQuote> {
  const distance = await provider.distanceMeters(input.from, input.to)
  if (!distance.ok) {
    if (distance.reason !== 'not-found') return { status: 'failed' }
    const errors: ZipQuoteFieldErrors = {}
    if (distance.which.includes('origin')) errors.from = 'unknown'
    if (distance.which.includes('destination')) errors.to = 'unknown'
    return { status: 'invalid', errors }
  }
  const price = priceForMiles(quotedMiles(metersToMiles(distance.meters)))
  if (!price) return { status: 'too-close' }
  const areas = await listServiceAreas(db)
  const served = new Set(areas.flatMap((a) => a.zipCodes))
  return {
    status: 'priced',
    from: input.from,
    to: input.to,
    price,
    method: distance.method,
    outsideAreas: [...new Set([input.from, input.to])].filter((zip) => !served.has(zip)),
    areaCount: areas.length,
  }
}
