import { and, asc, desc, eq } from 'drizzle-orm'
import type { ClaimValues, StoredClaim } from '#app/domain/claims/claim-form'
import type { Db } from '../db/client'
import { claimDisclosures, claimDocuments, earningsClaims, outbox } from '../db/schema'
import type { DisclosedClaim } from '#app/domain/claims/statement'

export async function listClaimRows(db: Db): Promise<StoredClaim[]> {
  return db.select().from(earningsClaims).orderBy(asc(earningsClaims.id))
}

export async function findClaim(db: Db, id: number): Promise<StoredClaim | undefined> {
  const [row] = await db.select().from(earningsClaims).where(eq(earningsClaims.id, id))
  return row
}

export async function findClaimByKey(db: Db, key: string): Promise<StoredClaim | undefined> {
  const [row] = await db.select().from(earningsClaims).where(eq(earningsClaims.key, key))
  return row
}

export async function insertClaim(db: Db, values: ClaimValues, now = new Date()): Promise<number> {
  const [row] = await db
    .insert(earningsClaims)
    .values({ ...values, updatedAt: now })
    .returning({ id: earningsClaims.id })
  return row!.id
}

/** Seeds a claim once (by key). */
export async function seedClaim(db: Db, values: ClaimValues) {
  await db.insert(earningsClaims).values(values).onConflictDoNothing({ target: earningsClaims.key })
}

export async function updateClaim(
  db: Db,
  id: number,
  values: ClaimValues,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(earningsClaims)
    .set({ ...values, updatedAt: now })
    .where(eq(earningsClaims.id, id))
    .returning({ id: earningsClaims.id })
  return rows.length > 0
}

export async function insertClaimDisclosure(
  db: Db,
  row: {
    email: string
    personId?: number | null
    submissionId: number | null
    lang: string
    claims: DisclosedClaim[]
    outboxId: number | null
  },
): Promise<number> {
  const [inserted] = await db.insert(claimDisclosures).values(row).returning({ id: claimDisclosures.id })
  return inserted!.id
}

/** A person's disclosures, newest first, each with when its e-mail was delivered (sent by the outbox). */
export async function listClaimDisclosures(db: Db, email: string) {
  return db
    .select({
      id: claimDisclosures.id,
      submissionId: claimDisclosures.submissionId,
      lang: claimDisclosures.lang,
      claims: claimDisclosures.claims,
      createdAt: claimDisclosures.createdAt,
      deliveredAt: outbox.sentAt,
    })
    .from(claimDisclosures)
    .leftJoin(outbox, and(eq(outbox.id, claimDisclosures.outboxId), eq(outbox.status, 'sent')))
    .where(eq(claimDisclosures.email, email))
    .orderBy(desc(claimDisclosures.id))
}

/** A claim's substantiation documents, newest first, without their bytes. */
export async function listClaimDocuments(db: Db, claimId: number) {
  return db
    .select({
      id: claimDocuments.id,
      fileName: claimDocuments.fileName,
      contentType: claimDocuments.contentType,
      bytes: claimDocuments.bytes,
      uploadedByEmail: claimDocuments.uploadedByEmail,
      uploadedAt: claimDocuments.uploadedAt,
    })
    .from(claimDocuments)
    .where(eq(claimDocuments.claimId, claimId))
    .orderBy(desc(claimDocuments.uploadedAt), desc(claimDocuments.id))
}

export async function insertClaimDocument(db: Db, row: typeof claimDocuments.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(claimDocuments).values(row).returning({ id: claimDocuments.id })
  return inserted!.id
}

export async function findClaimDocument(db: Db, id: number) {
  const [row] = await db.select().from(claimDocuments).where(eq(claimDocuments.id, id))
  return row
}
