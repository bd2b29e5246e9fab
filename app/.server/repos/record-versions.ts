import { and, desc, eq, sql } from 'drizzle-orm'
import type { Snapshot } from '#app/domain/admin/history'
import type { Db } from '../db/client'
import { recordVersions } from '../db/schema'

/** The history of the records staff keep (ADR 046): one table for every collection. */

const recordIs = (collection: string, recordId: number) =>
  and(eq(recordVersions.collection, collection), eq(recordVersions.recordId, recordId))

/** Keeps a version numbered after the record's last one; returns its number. */
export async function insertRecordVersion(
  db: Db,
  row: {
    collection: string
    recordId: number
    data: Snapshot
    savedById: number | null
    savedByEmail: string | null
    restoredFrom?: number | null
  },
  now: Date,
): Promise<number> {
  const next = sql<number>`(SELECT COALESCE(MAX(${recordVersions.version}), 0) + 1 FROM ${recordVersions}
    WHERE ${recordVersions.collection} = ${row.collection} AND ${recordVersions.recordId} = ${row.recordId})`
  const [inserted] = await db
    .insert(recordVersions)
    .values({ ...row, data: row.data as Record<string, unknown>, version: next, savedAt: now })
    .returning({ version: recordVersions.version })
  return inserted!.version
}

/** A record's versions, newest first. */
export async function listRecordVersions(db: Db, collection: string, recordId: number, limit: number) {
  const rows = await db
    .select({
      version: recordVersions.version,
      data: recordVersions.data,
      savedAt: recordVersions.savedAt,
      savedByEmail: recordVersions.savedByEmail,
      restoredFrom: recordVersions.restoredFrom,
    })
    .from(recordVersions)
    .where(recordIs(collection, recordId))
    .orderBy(desc(recordVersions.version))
    .limit(limit)
  return rows.map((row) => ({ ...row, data: row.data as Snapshot, savedAt: row.savedAt.toISOString() }))
}

/** A record's last version, or undefined before its history begins. */
export async function latestRecordVersion(db: Db, collection: string, recordId: number) {
  const [row] = await listRecordVersions(db, collection, recordId, 1)
  return row
}

/** One version of one record (by its number). */
export async function findRecordVersion(db: Db, collection: string, recordId: number, version: number) {
  const [row] = await db
    .select({ version: recordVersions.version, data: recordVersions.data })
    .from(recordVersions)
    .where(and(recordIs(collection, recordId), eq(recordVersions.version, version)))
  return row && { version: row.version, data: row.data as Snapshot }
}
