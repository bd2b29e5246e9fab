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

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const

/** "8AM", "6:30pm", "18:00" → "08:00", "18:30", "18:00"; null when it is no time of day. */
function clockTime(text: string): string | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(text.trim())
  if (!m) return null
  let hours = Number(m[1])
  const minutes = Number(m[2] ?? '0')
  const half = m[3]?.toLowerCase()
  if (minutes > 59 || (half ? hours < 1 || hours > 12 : hours > 23)) return null
  if (half === 'pm' && hours < 12) hours += 12
  if (half === 'am' && hours === 12) hours = 0
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/**
 * The opening and closing time in one line of the business hours staff keep in the settings
 * ("Mon-Fri 8AM-6PM", "Sat 9:30AM - 4PM"): the last "time-time" in it. Null when it has none (for
 * "Sun Closed", say): that day is then left out of the structured data rather than guessed.
 */
export function hoursRange(text: string): { opens: string; closes: string } | null {
  const m = /(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s*[-–]\s*(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s*$/i.exec(
    text.trim(),
  )
  if (!m) return null
  const opens = clockTime(m[1]!)
  const closes = clockTime(m[2]!)
  return opens && closes ? { opens, closes } : null
}

/** The three lines of business hours (weekdays, Saturday, Sunday), in English, from the settings. */
export type BusinessHoursText = { weekdays: string; saturday: string; sunday: string }

/** schema.org's openingHoursSpecification from the settings' business hours (issue #19 item 1). */
export function openingHoursSpecification(hours: BusinessHoursText) {
  return (
    [
      [WEEKDAYS, hours.weekdays],
      [['Saturday'], hours.saturday],
      [['Sunday'], hours.sunday],
    ] as const
  ).flatMap(([days, text]) => {
    const range = hoursRange(text)
    return range ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: [...days], ...range }] : []
  })
}

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
  /** Left out when still a placeholder (issue #45: realSetting). */
  telephone?: string
  email?: string
  address?: string
  areas: ReadonlyArray<{ city: string; state: string }>
  centre?: LatLng
  rating?: RatingSummary
  hours: BusinessHoursText
}

export function courierServiceJsonLd(facts: CourierServiceFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    ...(facts.telephone ? { telephone: facts.telephone } : {}),
    ...(facts.email ? { email: facts.email } : {}),
    ...(facts.address ? { address: facts.address } : {}),
    priceRange: PRICE_RANGE,
    openingHoursSpecification: openingHoursSpecification(facts.hours),
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
