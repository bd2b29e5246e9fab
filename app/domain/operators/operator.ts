import { operatorWeeklyHours, weeklyOpeningHoursSpecification } from './hours'
import { serviceRadiusMeters } from './service-radius'

/**
 * An operator as its public page and the directory show it (network-site.md §3, Operator). Lists
 * are never null here (an empty list hides its section), texts are null when not filled in.
 */
export type OperatorTestimonial = { text: string; rating: number; author: string }

export type OperatorProfile = {
  id: number
  slug: string
  name: string
  contactPersonName: string | null
  contactEmail: string | null
  contactPhone: string | null
  areaServed: string | null
  profileImageUrl: string | null
  tagline: string | null
  bio: string | null
  yearsExperience: number | null
  operatingSince: string | null
  languagesSpoken: string[]
  businessServices: string[]
  serviceAreas: string[]
  territoryDescription: string | null
  vehicleTypes: string[]
  testimonials: OperatorTestimonial[]
  paymentMethods: string[]
  certifications: string[]
  /** In English, read as a week (./hours.ts): the page, its structured data and the booking form follow it. */
  hoursOfOperation: string | null
  responseTimeGuarantee: string | null
  weightLimit: string | null
  sizeLimit: string | null
  rushDeliveryAvailable: boolean
  recurringServices: boolean
  latitude: number | null
  longitude: number | null
  zipCode: string | null
  /** Latitude and longitude are the ZIP code's centre, not set by staff. */
  positionFromZip: boolean
  /** How far from its position the operator delivers, in miles (./service-radius.ts). */
  serviceRadiusMiles: number
  averageRating: number | null
  totalReviews: number
  totalDeliveries: number
  /** The rating, review count and testimonials are seeded samples nobody wrote (./sample-reviews.ts). */
  sampleReviews: boolean
  createdAt: string
} & OperatorSpanishTexts

/**
 * The Spanish texts of an operator page, one beside each English field it replaces in /es: null
 * (or an empty list) when staff left it empty, and the page shows the English field instead.
 */
export type OperatorSpanishTexts = {
  taglineEs: string | null
  bioEs: string | null
  territoryDescriptionEs: string | null
  languagesSpokenEs: string[]
  responseTimeGuaranteeEs: string | null
  weightLimitEs: string | null
  sizeLimitEs: string | null
  businessServicesEs: string[]
  vehicleTypesEs: string[]
  paymentMethodsEs: string[]
  certificationsEs: string[]
  testimonialsEs: OperatorTestimonial[]
}

/** The English field each Spanish text replaces. */
export const SPANISH_TEXT_FIELDS = {
  taglineEs: 'tagline',
  bioEs: 'bio',
  territoryDescriptionEs: 'territoryDescription',
  languagesSpokenEs: 'languagesSpoken',
  responseTimeGuaranteeEs: 'responseTimeGuarantee',
  weightLimitEs: 'weightLimit',
  sizeLimitEs: 'sizeLimit',
  businessServicesEs: 'businessServices',
  vehicleTypesEs: 'vehicleTypes',
  paymentMethodsEs: 'paymentMethods',
  certificationsEs: 'certifications',
  testimonialsEs: 'testimonials',
} as const satisfies Record<keyof OperatorSpanishTexts, keyof OperatorProfile>

/**
 * The operator as a page in `lang` shows it: in Spanish each text is the Spanish field when staff
 * filled it, else the English one, field by field (a list falls back as a whole when its Spanish
 * list is empty). English pages show the English fields unchanged.
 */
export function localizeOperator<T extends OperatorProfile>(operator: T, lang: 'en' | 'es'): T {
  if (lang !== 'es') return operator
  const out: Record<string, unknown> = { ...operator }
  for (const [es, en] of Object.entries(SPANISH_TEXT_FIELDS)) {
    const spanish = operator[es as keyof OperatorSpanishTexts]
    const filled = Array.isArray(spanish)
      ? spanish.length > 0
      : typeof spanish === 'string' && spanish.trim() !== ''
    if (filled) out[en] = spanish
  }
  return out as T
}

/** The header's "N+ deliveries" only once there are some (a new operator shows no "0+"). */
export function showsDeliveries(operator: Pick<OperatorProfile, 'totalDeliveries'>): boolean {
  return operator.totalDeliveries > 0
}

/** The fallback shown when an operator has no profile image or it fails to load. */
export const FALLBACK_PROFILE_IMAGE = '/images/operators/fallback.svg'

/** Default region when an area has no state (network-site.md §9). */
export const DEFAULT_STATE = 'FL'

/** The state of an operator: the last comma-separated part of area_served. */
export function stateOf(areaServed: string | null | undefined): string {
  const parts = (areaServed ?? '').split(',').map((p) => p.trim())
  const last = parts.length > 1 ? parts.at(-1) : undefined
  return last ? last.toUpperCase() : DEFAULT_STATE
}

/** A testimonial's rating defaults to 5 (§2.2). */
export function testimonialRating(rating: number | null | undefined): number {
  return typeof rating === 'number' && rating >= 1 && rating <= 5 ? Math.round(rating) : 5
}

/** Up to three services on a directory card, then how many more. */
export const CARD_SERVICES = 3
export function cardServices(services: string[]): { shown: string[]; more: number } {
  return { shown: services.slice(0, CARD_SERVICES), more: Math.max(0, services.length - CARD_SERVICES) }
}

/** Rating as the header shows it: one decimal ("4.9"). */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1)
}

/** The structured-data constants of §9 (the service radius is each operator's: ./service-radius.ts). */
export const BEST_RATING = 5
export const WORST_RATING = 1
export const PRICE_RANGE = '$$'

/** The operator's hours as structured data; none when its hours text cannot be read as a week. */
function openingHoursOf(operator: OperatorProfile) {
  const week = operatorWeeklyHours(operator.hoursOfOperation)
  return week ? { openingHoursSpecification: weeklyOpeningHoursSpecification(week) } : {}
}

/** schema.org data for an operator page: a service-area business (no street address). */
export function operatorStructuredData(operator: OperatorProfile, pageUrl: string, imageUrl: string) {
  const geo =
    operator.latitude != null && operator.longitude != null
      ? {
          '@type': 'GeoCircle',
          geoMidpoint: {
            '@type': 'GeoCoordinates',
            latitude: operator.latitude,
            longitude: operator.longitude,
          },
          geoRadius: serviceRadiusMeters(operator.serviceRadiusMiles),
        }
      : undefined
  const areaServed = [
    ...(operator.areaServed ? [{ '@type': 'City', name: operator.areaServed }] : []),
    ...operator.serviceAreas.map((name) => ({ '@type': 'City', name })),
    ...(geo ? [geo] : []),
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${pageUrl}#business`,
    name: operator.name,
    url: pageUrl,
    image: imageUrl,
    ...(operator.tagline || operator.bio ? { description: operator.tagline ?? operator.bio } : {}),
    ...(operator.contactPhone ? { telephone: operator.contactPhone } : {}),
    ...(operator.contactEmail ? { email: operator.contactEmail } : {}),
    priceRange: PRICE_RANGE,
    areaServed,
    ...openingHoursOf(operator),
    // A sample rating is nobody's: search engines must never read it as reviews (issue #30 item 3).
    ...(!operator.sampleReviews && operator.averageRating != null && operator.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: operator.averageRating,
            reviewCount: operator.totalReviews,
            bestRating: BEST_RATING,
            worstRating: WORST_RATING,
          },
        }
      : {}),
    ...(operator.businessServices.length > 0
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: 'Services',
            itemListElement: operator.businessServices.map((name) => ({
              '@type': 'Offer',
              itemOffered: { '@type': 'Service', name },
            })),
          },
        }
      : {}),
  }
}
