import { and, desc, eq, max, sql, type Column } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Snapshot } from '#app/domain/admin/history'
import type { Db } from '../db/client'
import { recordVersions, staffAccounts } from '../db/schema'

/**
 * The history of the records staff keep (ADR 046): one table for every collection, the content
 * sections and the site settings included (ADR 064). A record is named by text in its collection.
 */

const recordIs = (collection: string, recordId: string) =>
  and(eq(recordVersions.collection, collection), eq(recordVersions.recordId, recordId))

/**
 * Keeps a version numbered after the record's last one; returns its id and number. The account's id
 * is kept while the account exists (as ON DELETE SET NULL would leave it); its e-mail always.
 */
export async function insertRecordVersion(
  db: Db,
  row: {
    collection: string
    recordId: string
    data: Snapshot
    savedById: number | null
    savedByEmail: string | null
    restoredFrom?: number | null
    reverts?: number | null
  },
  now: Date,
): Promise<{ id: number; version: number }> {
  const next = sql<number>`(SELECT COALESCE(MAX(${recordVersions.version}), 0) + 1 FROM ${recordVersions}
    WHERE ${recordVersions.collection} = ${row.collection} AND ${recordVersions.recordId} = ${row.recordId})`
  const savedById =
    row.savedById === null
      ? null
      : sql<number>`(SELECT ${staffAccounts.id} FROM ${staffAccounts} WHERE ${staffAccounts.id} = ${row.savedById})`
  const [inserted] = await db
    .insert(recordVersions)
    .values({ ...row, savedById, data: row.data as Record<string, unknown>, version: next, savedAt: now })
    .returning({ id: recordVersions.id, version: recordVersions.version })
  return inserted!
}

/** A record's versions, newest first. */
export async function listRecordVersions(db: Db, collection: string, recordId: string, limit: number) {
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
export async function latestRecordVersion(db: Db, collection: string, recordId: string) {
  const [row] = await listRecordVersions(db, collection, recordId, 1)
  return row
}

/** One version of one record (by its number). */
export async function findRecordVersion(db: Db, collection: string, recordId: string, version: number) {
  const [row] = await db
    .select({ version: recordVersions.version, data: recordVersions.data })
    .from(recordVersions)
    .where(and(recordIs(collection, recordId), eq(recordVersions.version, version)))
  return row && { version: row.version, data: row.data as Snapshot }
}

/** The newest version number of each record of a collection. */
export async function latestVersionNumbers(db: Db, collection: string) {
  return db
    .select({ recordId: recordVersions.recordId, version: max(recordVersions.version) })
    .from(recordVersions)
    .where(eq(recordVersions.collection, collection))
    .groupBy(recordVersions.recordId)
}

const restored = alias(recordVersions, 'restored')
const reverted = alias(recordVersions, 'reverted')

/**
 * Versions as the screens that name them by their id list them (the content sections' and the site
 * settings' history): each with the id of the version it restored or reverted. Of one record,
 * newest version first; of a whole collection, newest first by when they were saved (ties in the
 * order they were kept, reversed).
 */
export async function listVersionRows(
  db: Db,
  collection: string,
  options: { recordId?: string; limit: number },
) {
  const linked = (other: typeof restored | typeof reverted, version: Column) =>
    and(
      eq(other.collection, recordVersions.collection),
      eq(other.recordId, recordVersions.recordId),
      eq(other.version, version),
    )
  const rows = await db
    .select({
      id: recordVersions.id,
      recordId: recordVersions.recordId,
      version: recordVersions.version,
      data: recordVersions.data,
      savedByEmail: recordVersions.savedByEmail,
      savedAt: recordVersions.savedAt,
      restoredFromId: restored.id,
      revertsId: reverted.id,
    })
    .from(recordVersions)
    .leftJoin(restored, linked(restored, recordVersions.restoredFrom))
    .leftJoin(reverted, linked(reverted, recordVersions.reverts))
    .where(
      options.recordId === undefined
        ? eq(recordVersions.collection, collection)
        : recordIs(collection, options.recordId),
    )
    .orderBy(
      ...(options.recordId === undefined
        ? [desc(recordVersions.savedAt), desc(recordVersions.id)]
        : [desc(recordVersions.version)]),
    )
    .limit(options.limit)
  return rows.map((row) => ({ ...row, data: row.data as Snapshot }))
}

/** A version by its id, only if it is of that collection (and of that record, when named). */
export async function findVersionRow(db: Db, collection: string, id: number, recordId?: string) {
  const [row] = await db
    .select({
      id: recordVersions.id,
      recordId: recordVersions.recordId,
      version: recordVersions.version,
      data: recordVersions.data,
    })
    .from(recordVersions)
    .where(
      and(
        eq(recordVersions.id, id),
        recordId === undefined ? eq(recordVersions.collection, collection) : recordIs(collection, recordId),
      ),
    )
  return row && { ...row, data: row.data as Snapshot }
}

/** Whether a record has any version yet. */
export async function hasRecordVersions(db: Db, collection: string, recordId: string) {
  const rows = await db
    .select({ id: recordVersions.id })
    .from(recordVersions)
    .where(recordIs(collection, recordId))
    .limit(1)
  return rows.length > 0
}
