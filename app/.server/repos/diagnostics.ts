import { desc, eq, ilike, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { operators } from '../db/schema'

/**
 * Queries of the staff diagnostics (Database Test tab, /verify-operators). They read and write the
 * operators table the way the public pages use it; writes happen only inside transactions that the
 * service rolls back.
 */
export async function countOperators(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operators)
  return row!.n
}

/** The operator serving Delray Beach (the record the Database Test looks for). */
export async function findDelrayOperator(db: Db) {
  const [row] = await db
    .select({
      name: operators.name,
      contactPersonName: operators.contactPersonName,
      slug: operators.customSlug,
      profileImageUrl: operators.profileImageUrl,
      contactEmail: operators.contactEmail,
    })
    .from(operators)
    .where(ilike(operators.areaServed, 'Delray Beach%'))
    .orderBy(desc(operators.createdAt))
    .limit(1)
  return row
}

export async function listOperatorsForVerification(db: Db) {
  return db
    .select({
      id: operators.id,
      name: operators.name,
      slug: operators.customSlug,
      contactPersonName: operators.contactPersonName,
      contactEmail: operators.contactEmail,
      contactPhone: operators.contactPhone,
      areaServed: operators.areaServed,
    })
    .from(operators)
    .orderBy(desc(operators.createdAt))
}

export type TemporaryOperator = {
  name: string
  areaServed: string
  customSlug: string
  contactPersonName: string
  contactEmail: string
  contactPhone: string
  latitude: number
  longitude: number
}

export async function insertTemporaryOperator(db: Db, values: TemporaryOperator): Promise<number> {
  const [row] = await db.insert(operators).values(values).returning({ id: operators.id })
  return row!.id
}

export async function deleteOperatorById(db: Db, id: number): Promise<number> {
  const rows = await db.delete(operators).where(eq(operators.id, id)).returning({ id: operators.id })
  return rows.length
}

/** What an operator's page loads, by slug (Test Load). */
export async function findOperatorBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      name: operators.name,
      slug: operators.customSlug,
      areaServed: operators.areaServed,
      contactPersonName: operators.contactPersonName,
      contactEmail: operators.contactEmail,
      contactPhone: operators.contactPhone,
      businessServices: operators.businessServices,
      averageRating: operators.averageRating,
      totalReviews: operators.totalReviews,
      createdAt: operators.createdAt,
    })
    .from(operators)
    .where(eq(operators.customSlug, slug))
  return row
}

class RolledBack extends Error {}

/**
 * Runs `work` in a transaction that is always rolled back, and returns what it returned: the
 * diagnostics may write to prove writing works, and leave nothing behind.
 */
export async function withRolledBackTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined
  let done = false
  try {
    await db.transaction(async (tx) => {
      result = await work(tx as unknown as Db)
      done = true
      throw new RolledBack()
    })
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error
  }
  if (!done) throw new Error('transaction did not complete')
  return result as T
}

/**
 * When the last migration applied to this database was generated (Drizzle's migrator records it in
 * drizzle.__drizzle_migrations); null when the table is missing or empty.
 */
export async function lastAppliedMigration(db: Db): Promise<number | null> {
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`)
  if (!rows<{ t: string | null }>(exists)[0]?.t) return null
  const result = await db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`)
  const at = rows<{ at: string | number | null }>(result)[0]?.at
  return at == null ? null : Number(at)
}

/** node-postgres returns { rows }, PGlite's Drizzle driver too; both shapes are accepted. */
function rows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])
}
