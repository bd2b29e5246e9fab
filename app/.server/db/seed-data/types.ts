import type { MarketStatus } from '#app/domain/markets/markets'
/** A text a visitor sees, in both site languages. */
export type Localized = { en: string; es: string }

export type SeedProduct = {
  id: number
  slug: string
  name: Localized
  description: Localized
  /** The three feature lines of the details dialog. */
  features: Localized[]
  priceCents: number
  image: string
  category: 'marketing' | 'apparel' | 'equipment'
  sortOrder: number
}

export type SeedVideo = {
  id: number
  title: Localized
  description: Localized
  thumbnailUrl: string
  provider: 'youtube' | 'vimeo'
  providerVideoId: string
  duration: string
  category: 'business' | 'tutorial'
  sortOrder: number
}

export type SeedTestimonial = {
  id: number
  name: string
  rating: number
  text: Localized
  date: Localized
  sortOrder: number
}

export type SeedMarket = {
  id: number
  city: string
  state: string
  status: MarketStatus
  lat: number
  lng: number
}

export type SeedServiceArea = {
  id: number
  city: string
  state: string
  zipCodes: string[]
  isActive: boolean
}

export type SeedOperatorTestimonial = { text: string; rating: number; author: string }

export type SeedOperator = {
  slug: string
  name: string
  contactPersonName: string
  contactEmail: string
  contactPhone: string
  areaServed: string
  profileImageUrl: string
  tagline: string
  bio: string
  yearsExperience: number
  operatingSince: string
  languagesSpoken: string[]
  businessServices: string[]
  serviceAreas: string[]
  territoryDescription: string
  vehicleTypes: string[]
  testimonials: SeedOperatorTestimonial[]
  paymentMethods: string[]
  certifications: string[]
  hoursOfOperation: string
  responseTimeGuarantee: string
  weightLimit: string
  sizeLimit: string
  rushDeliveryAvailable: boolean
  recurringServices: boolean
  latitude: number
  longitude: number
  averageRating: number
  totalReviews: number
  totalDeliveries: number
  /** ISO timestamp */
  createdAt: string
} & SeedOperatorSpanish

/**
 * The Spanish texts of a demo operator's page (issue #45 item 6), each beside the English text it
 * translates, in the operators table's columns of the same names (app/domain/operators/operator.ts,
 * SPANISH_TEXT_FIELDS): /es/{slug} reads in Spanish throughout. Lists item for item.
 */
export type SeedOperatorSpanish = {
  taglineEs: string
  bioEs: string
  territoryDescriptionEs: string
  languagesSpokenEs: string[]
  responseTimeGuaranteeEs: string
  weightLimitEs: string
  sizeLimitEs: string
  businessServicesEs: string[]
  vehicleTypesEs: string[]
  paymentMethodsEs: string[]
  certificationsEs: string[]
  testimonialsEs: SeedOperatorTestimonial[]
}

/** An operator record with only some fields filled in (optional texts null, lists empty). */
export type SeedSparseOperator = Omit<
  SeedOperator,
  | 'profileImageUrl'
  | 'tagline'
  | 'operatingSince'
  | 'territoryDescription'
  | 'hoursOfOperation'
  | 'responseTimeGuarantee'
  | 'weightLimit'
  | 'sizeLimit'
  | 'averageRating'
  | 'taglineEs'
  | 'territoryDescriptionEs'
  | 'responseTimeGuaranteeEs'
  | 'weightLimitEs'
  | 'sizeLimitEs'
> & {
  profileImageUrl: string | null
  tagline: string | null
  operatingSince: string | null
  territoryDescription: string | null
  hoursOfOperation: string | null
  responseTimeGuarantee: string | null
  weightLimit: string | null
  sizeLimit: string | null
  averageRating: number | null
  taglineEs: string | null
  territoryDescriptionEs: string | null
  responseTimeGuaranteeEs: string | null
  weightLimitEs: string | null
  sizeLimitEs: string | null
}
