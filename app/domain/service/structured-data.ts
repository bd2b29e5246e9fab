import type { LatLng } from '../quote/distance'

/**
 * schema.org data for the courier service (network-site.md §9): a local business serving a 50 km
 * radius, price range $$, rated on a 1–5 scale. Built from real data only: the rating is omitted when
 * nobody has rated yet.
 */
export const SERVICE_RADIUS_METERS = 50_000
export const PRICE_RANGE = '$$'
export const BEST_RATING = 5
export const WORST_RATING = 1

/** The service's opening hours (the service footer's Mon-Fri 8AM-6PM, Sat 9AM-4PM, Sun 11AM-3PM). */
export const SERVICE_HOURS = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '16:00' },
  { days: ['Sunday'], opens: '11:00', closes: '15:00' },
] as const

export type RatingSummary = { ratingValue: number; reviewCount: number }

/**
 * The network's rating from its operators' average ratings, weighted by their review counts, to one
 * decimal; undefined when there are no reviews. Ratings outside 1–5 are clamped.
 */
export function aggregateRating(
  rows: ReadonlyArray<{ averageRating: number | null; totalReviews: number }>,
): RatingSummary | undefined {
  let weighted = 0
  let reviews = 0
  for (const row of rows) {
    if (row.averageRating == null || !Number.isFinite(row.averageRating) || row.totalReviews <= 0) continue
    const rating = Math.min(BEST_RATING, Math.max(WORST_RATING, row.averageRating))
    weighted += rating * row.totalReviews
    reviews += row.totalReviews
  }
  if (reviews === 0) return undefined
  return { ratingValue: Math.round((weighted / reviews) * 10) / 10, reviewCount: reviews }
}

/**
 * The middle of a set of points: the centre of the box around them, so the farthest points are as
 * close as they can be (a mean would lean towards where cities are densest).
 */
export function midpoint(points: readonly LatLng[]): LatLng | undefined {
  if (points.length === 0) return undefined
  const round = (n: number) => Math.round(n * 1e4) / 1e4
  const lats = points.map((p) => p.lat)
  const lngs = points.map((p) => p.lng)
  return {
    lat: round((Math.min(...lats) + Math.max(...lats)) / 2),
    lng: round((Math.min(...lngs) + Math.max(...lngs)) / 2),
  }
}

export type CourierServiceFacts = {
  name: string
  description: string
  url: string
  telephone: string
  email: string
  address: string
  areas: ReadonlyArray<{ city: string; state: string }>
  centre?: LatLng
  rating?: RatingSummary
}

export function courierServiceJsonLd(facts: CourierServiceFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    telephone: facts.telephone,
    email: facts.email,
    address: facts.address,
    priceRange: PRICE_RANGE,
    openingHoursSpecification: SERVICE_HOURS.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...h.days],
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: [
      ...(facts.centre
        ? [
            {
              '@type': 'GeoCircle',
              geoMidpoint: {
                '@type': 'GeoCoordinates',
                latitude: facts.centre.lat,
                longitude: facts.centre.lng,
              },
              geoRadius: SERVICE_RADIUS_METERS,
            },
          ]
        : []),
      ...facts.areas.map((a) => ({
        '@type': 'City',
        name: a.city,
        containedInPlace: { '@type': 'State', name: a.state },
      })),
    ],
    ...(facts.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: facts.rating.ratingValue,
            reviewCount: facts.rating.reviewCount,
            bestRating: BEST_RATING,
            worstRating: WORST_RATING,
          },
        }
      : {}),
  }
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is escaped so no value can close the
 * script element ("</script>") or open a comment, and the line separators JSON allows but JavaScript
 * once did not are escaped too.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
