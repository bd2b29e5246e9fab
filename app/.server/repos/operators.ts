import { and, asc, desc, eq } from 'drizzle-orm'
import type { OperatorPlace } from '#app/domain/markets/markets'
import type { OperatorProfile } from '#app/domain/operators/operator'
import type { Db } from '../db/client'
import { bookingRequests, operators } from '../db/schema'

type Row = typeof operators.$inferSelect

function toProfile(row: Row): OperatorProfile {
  return {
    id: row.id,
    slug: row.customSlug,
    name: row.name,
    contactPersonName: row.contactPersonName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    areaServed: row.areaServed,
    profileImageUrl: row.profileImageUrl,
    tagline: row.tagline,
    bio: row.bio,
    yearsExperience: row.yearsExperience,
    operatingSince: row.operatingSince,
    languagesSpoken: row.languagesSpoken ?? [],
    businessServices: row.businessServices ?? [],
    serviceAreas: row.serviceAreas ?? [],
    territoryDescription: row.territoryDescription,
    vehicleTypes: row.vehicleTypes ?? [],
    testimonials: row.testimonials ?? [],
    paymentMethods: row.paymentMethods ?? [],
    certifications: row.certifications ?? [],
    hoursOfOperation: row.hoursOfOperation,
    responseTimeGuarantee: row.responseTimeGuarantee,
    weightLimit: row.weightLimit,
    sizeLimit: row.sizeLimit,
    rushDeliveryAvailable: row.rushDeliveryAvailable,
    recurringServices: row.recurringServices,
    latitude: row.latitude,
    longitude: row.longitude,
    zipCode: row.zipCode,
    positionFromZip: row.positionFromZip,
    serviceRadiusMiles: row.serviceRadiusMiles,
    averageRating: row.averageRating,
    totalReviews: row.totalReviews,
    totalDeliveries: row.totalDeliveries,
    sampleReviews: row.sampleReviews,
    createdAt: row.createdAt.toISOString(),
    taglineEs: row.taglineEs,
    bioEs: row.bioEs,
    territoryDescriptionEs: row.territoryDescriptionEs,
    languagesSpokenEs: row.languagesSpokenEs ?? [],
    responseTimeGuaranteeEs: row.responseTimeGuaranteeEs,
    weightLimitEs: row.weightLimitEs,
    sizeLimitEs: row.sizeLimitEs,
    businessServicesEs: row.businessServicesEs ?? [],
    vehicleTypesEs: row.vehicleTypesEs ?? [],
    paymentMethodsEs: row.paymentMethodsEs ?? [],
    certificationsEs: row.certificationsEs ?? [],
    testimonialsEs: row.testimonialsEs ?? [],
  }
}

/** Operators whose reviews are still the seeded samples, by name (the launch check lists them). */
export async function listSampleReviewOperators(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(eq(operators.sampleReviews, true))
    .orderBy(asc(operators.name), asc(operators.id))
}

/** Every operator's id and name, by name: the operator choices of staff's filters and forms. */
export async function listOperatorChoices(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .orderBy(asc(operators.name), asc(operators.id))
}

/** One operator by its page slug (exact, as stored). */
export async function findOperatorBySlug(db: Db, slug: string): Promise<OperatorProfile | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.customSlug, slug)).limit(1)
  return row && toProfile(row)
}

/** A published operator by its page slug: the public page (issue #34: approved operators start unpublished). */
export async function findPublishedOperatorBySlug(
  db: Db,
  slug: string,
): Promise<OperatorProfile | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.customSlug, slug), eq(operators.published, true)))
    .limit(1)
  return row && toProfile(row)
}

/** The published operators, newest first: the public directory and suggestions. */
export async function listPublishedOperatorProfiles(db: Db): Promise<OperatorProfile[]> {
  const rows = await db
    .select()
    .from(operators)
    .where(eq(operators.published, true))
    .orderBy(desc(operators.createdAt), desc(operators.id))
  return rows.map(toProfile)
}

/** The ids of the operators whose page is not published (the staff Operators tab marks them). */
export async function unpublishedOperatorIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: operators.id }).from(operators).where(eq(operators.published, false))
  return rows.map((r) => r.id)
}

/** Publishes or unpublishes an operator's page; false when there is no such operator. */
export async function setOperatorPublished(db: Db, id: number, published: boolean): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ published })
    .where(eq(operators.id, id))
    .returning({ id: operators.id })
  return rows.length > 0
}

/** Every operator, newest first (§9: created_at descending), published or not (staff). */
export async function listOperatorProfiles(db: Db): Promise<OperatorProfile[]> {
  const rows = await db.select().from(operators).orderBy(desc(operators.createdAt), desc(operators.id))
  return rows.map(toProfile)
}

/**
 * Where each published operator works, for the markets map's counts (an unpublished one, made by
 * "Approve as operator", counts once staff publish it).
 */
export async function listOperatorPlaces(db: Db): Promise<OperatorPlace[]> {
  return db
    .select({
      id: operators.id,
      latitude: operators.latitude,
      longitude: operators.longitude,
      areaServed: operators.areaServed,
    })
    .from(operators)
    .where(eq(operators.published, true))
}

/** The published pages' slugs, newest first (sitemap). */
export async function listOperatorSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: operators.customSlug })
    .from(operators)
    .where(eq(operators.published, true))
    .orderBy(desc(operators.createdAt), desc(operators.id))
  return rows.map((r) => r.slug)
}

export type NewBookingRequest = typeof bookingRequests.$inferInsert

export async function insertBookingRequest(db: Db, row: NewBookingRequest): Promise<number> {
  const [inserted] = await db.insert(bookingRequests).values(row).returning({ id: bookingRequests.id })
  return inserted!.id
}

/** Booking requests, newest first (staff inbox). */
export async function listBookingRequests(db: Db, limit = 100) {
  return db
    .select()
    .from(bookingRequests)
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
    .limit(limit)
}

export type OperatorWrite = Omit<typeof operators.$inferInsert, 'id' | 'createdAt'>

export async function findOperatorById(db: Db, id: number): Promise<OperatorProfile | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1)
  return row && toProfile(row)
}

/** The operator holding a slug, if any (uniqueness check before a write). */
export async function operatorIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.customSlug, slug))
    .limit(1)
  return row?.id
}

export async function insertOperator(db: Db, values: OperatorWrite): Promise<number> {
  const [row] = await db.insert(operators).values(values).returning({ id: operators.id })
  return row!.id
}

export async function updateOperator(db: Db, id: number, values: OperatorWrite): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set(values)
    .where(eq(operators.id, id))
    .returning({ id: operators.id })
  return rows.length > 0
}

export async function deleteOperator(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(operators).where(eq(operators.id, id)).returning({ id: operators.id })
  return rows.length > 0
}
