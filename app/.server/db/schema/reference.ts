import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { images } from './admin'
import type { MarketStatus } from '#app/domain/markets/markets'

export type Localized = { en: string; es: string }

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The shop's catalogue, edited by staff in /admin/products (issue #19 item 3). Orders copy a
 * product's name and price into their lines, so a later edit never changes an order. Products are
 * hidden (`active` false), never deleted: order lines point at them.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    /** The three feature lines of the details dialog, each in both languages. */
    features: jsonb('features')
      .$type<Localized[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    priceCents: integer('price_cents').notNull(),
    /** The built-in illustration (public/images/products) of a seeded product: the fallback picture. */
    image: text('image'),
    /** A picture from the Image Manager, shown instead of `image`; deleting it falls back. */
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    category: text('category', { enum: ['marketing', 'apparel', 'equipment'] }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('products_price_check', sql`${t.priceCents} > 0`)],
)

/**
 * The video library (issue #19 item 2): staff add, edit, reorder, hide and delete videos. Where a
 * video plays is its provider and its id (the player's address is built from them); its picture
 * is an image of the library, else the seeded picture's address, else a default one.
 */
export const videos = pgTable('videos', {
  // Seeded rows keep their ids (links such as /videos/2 stay); the seeder moves the sequence past
  // them, so videos staff add are numbered after them.
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ name: 'videos_id_seq' }),
  title: jsonb('title').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  provider: text('provider', { enum: ['youtube', 'vimeo'] }).notNull(),
  providerVideoId: text('provider_video_id').notNull(),
  thumbnailImageId: text('thumbnail_image_id').references(() => images.id, { onDelete: 'set null' }),
  thumbnailUrl: text('thumbnail_url'),
  duration: text('duration').notNull(),
  category: text('category', { enum: ['business', 'tutorial'] }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Hidden videos are left out of every public page, list and the sitemap. */
  hidden: boolean('hidden').notNull().default(false),
})

/**
 * Sets of seed rows inserted once (by name): after that the rows are the staff's, so a row they
 * deleted is not seeded again on the next start.
 */
export const seededSets = pgTable('seeded_sets', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
})

export const testimonials = pgTable('testimonials', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  rating: integer('rating').notNull(),
  text: jsonb('text').$type<Localized>().notNull(),
  date: jsonb('date').$type<Localized>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /**
   * Seeded sample text nobody wrote (issue #30 item 3): kept out of structured data, labelled
   * "Sample" wherever it shows, and listed by the launch check until replaced or removed.
   */
  isSample: boolean('is_sample').notNull().default(false),
})

/**
 * The markets map's points (issue #19 item 4). No operator count is stored: the map shows the
 * count of published operators in the market (app/domain/markets/markets.ts), or the status's label
 * when there are none.
 */
export const markets = pgTable('markets', {
  // Seeded rows keep their ids; the seeder moves the sequence past them.
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ name: 'markets_id_seq' }),
  city: text('city').notNull(),
  state: text('state').notNull(),
  /** The ZIP code the position was taken from; null when staff typed the position. */
  zip: text('zip'),
  /** 'active' | 'recruiting' | 'comingSoon' (MarketStatus). */
  status: text('status').$type<MarketStatus>().notNull().default('recruiting'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
})

export const serviceAreas = pgTable('service_areas', {
  id: integer('id').primaryKey(),
  city: text('city').notNull(),
  state: text('state').notNull().default('FL'),
  zipCodes: text('zip_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
})

export type OperatorTestimonial = { text: string; rating: number; author: string }

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  customSlug: text('custom_slug').notNull().unique(),
  contactPersonName: text('contact_person_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  areaServed: text('area_served'),
  profileImageUrl: text('profile_image_url'),
  tagline: text('tagline'),
  bio: text('bio'),
  yearsExperience: integer('years_experience'),
  operatingSince: text('operating_since'),
  languagesSpoken: text('languages_spoken').array(),
  businessServices: text('business_services').array(),
  serviceAreas: text('service_areas').array(),
  territoryDescription: text('territory_description'),
  vehicleTypes: text('vehicle_types').array(),
  testimonials: jsonb('testimonials').$type<OperatorTestimonial[]>(),
  paymentMethods: text('payment_methods').array(),
  certifications: text('certifications').array(),
  hoursOfOperation: text('hours_of_operation'),
  responseTimeGuarantee: text('response_time_guarantee'),
  weightLimit: text('weight_limit'),
  sizeLimit: text('size_limit'),
  rushDeliveryAvailable: boolean('rush_delivery_available').notNull().default(false),
  recurringServices: boolean('recurring_services').notNull().default(false),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  zipCode: text('zip_code'),
  /** The position is the ZIP code's centre (staff left latitude and longitude empty). */
  positionFromZip: boolean('position_from_zip').notNull().default(false),
  /** How far from its position the operator delivers (staff set it; the §9 default of 50 miles). */
  serviceRadiusMiles: integer('service_radius_miles').notNull().default(50),
  averageRating: doublePrecision('average_rating'),
  totalReviews: integer('total_reviews').notNull().default(0),
  totalDeliveries: integer('total_deliveries').notNull().default(0),
  /**
   * The rating, review count and testimonials are seeded samples, not ones staff entered (issue #30
   * item 3): kept out of structured data, labelled "Sample", listed by the launch check. Saving
   * other values in the admin clears it.
   */
  sampleReviews: boolean('sample_reviews').notNull().default(false),
  // Spanish texts of the page (null or empty: the page shows the English field instead).
  taglineEs: text('tagline_es'),
  bioEs: text('bio_es'),
  territoryDescriptionEs: text('territory_description_es'),
  /** No longer read: the hours are one week in both languages (issue #30 item 4). */
  hoursOfOperationEs: text('hours_of_operation_es'),
  languagesSpokenEs: text('languages_spoken_es').array(),
  responseTimeGuaranteeEs: text('response_time_guarantee_es'),
  weightLimitEs: text('weight_limit_es'),
  sizeLimitEs: text('size_limit_es'),
  businessServicesEs: text('business_services_es').array(),
  vehicleTypesEs: text('vehicle_types_es').array(),
  paymentMethodsEs: text('payment_methods_es').array(),
  certificationsEs: text('certifications_es').array(),
  testimonialsEs: jsonb('testimonials_es').$type<OperatorTestimonial[]>(),
  /**
   * Whether the page is public (issue #34): an operator made by "Approve as operator" starts
   * unpublished (no page, directory entry, sitemap URL or market count) until staff publish it.
   */
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
