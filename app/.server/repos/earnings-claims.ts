import { asc, eq } from 'drizzle-orm'
import type { ClaimValues, StoredClaim } from '#app/domain/claims/claim-form'
import type { Db } from '../db/client'
import { earningsClaims } from '../db/schema'

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
