import {
  changedFields,
  HISTORY_LIMIT,
  historyEntries,
  type HistoryEntry,
  type Snapshot,
} from '#app/domain/admin/history'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import {
  findRecordVersion,
  findVersionRow,
  hasRecordVersions,
  insertRecordVersion,
  latestRecordVersion,
  latestVersionNumbers,
  listRecordVersions,
  listVersionRows,
} from '../../repos/record-versions'

/**
 * The history of the records staff keep (issue #33, ADR 046), the one way to read and write it
 * (ADR 064): the admin collections (app/.server/http/admin-collection.ts), operators, earnings
 * claims, the pipeline's stages, the content sections (`content`) and the site settings
 * (`site-settings`). A change and its version are written in one transaction, so a version never
 * names a change that did not happen, nor the reverse.
 */

/** A record in its collection: a row's id, or the text that names it (a section, a setting's key). */
export type RecordKey = number | string

const keyOf = (recordId: RecordKey) => String(recordId)

/** Who saved: the signed-in staff member. */
export type Editor = { id: number; email: string }

/** A record's collection and how to read one of its records as a snapshot (null: no such record). */
export type HistoryOf = {
  collection: string
  snapshot: (tx: Db, id: number) => Promise<Snapshot | null>
}

/** What a change did: the record's id when it changed one, or the refusal handed back. */
type Changed<R> = { ok: true; id: number } & R

/**
 * Runs `change` (an add, save, hide, show or restore of one record) and keeps the record's new
 * version, in one transaction. Before a record's first version, the record as it was before the
 * change is kept first (saved by nobody), so the first change can be undone too. A change that
 * left the record as its last version says keeps nothing, unless it is a restore.
 */
export function changeKeepingHistory<R extends { ok: boolean }>(
  source: DataSource,
  history: HistoryOf,
  options: { id?: number; editor: Editor; restoredFrom?: number },
  change: (tx: Db) => Promise<R & ({ ok: false } | Changed<object>)>,
): Promise<R> {
  return dbOf(source).transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const before = options.id === undefined ? null : await history.snapshot(tx, options.id)
    const result = await change(tx)
    if (!result.ok) return result
    const recordId = (result as Changed<object>).id
    const after = await history.snapshot(tx, recordId)
    if (!after) return result
    const now = new Date()
    const { collection } = history
    const saved = { savedById: options.editor.id, savedByEmail: options.editor.email }
    const last = await latestRecordVersion(tx, collection, keyOf(recordId))
    if (!last && before)
      await insertRecordVersion(
        tx,
        { collection, recordId: keyOf(recordId), data: before, savedById: null, savedByEmail: null },
        now,
      )
    const unchanged = changedFields(last?.data ?? before, after).length === 0 && (last ?? before)
    if (unchanged && options.restoredFrom === undefined) return result
    await insertRecordVersion(
      tx,
      {
        collection,
        recordId: keyOf(recordId),
        data: after,
        ...saved,
        restoredFrom: options.restoredFrom ?? null,
      },
      now,
    )
    return result
  })
}

/** A record's history as its edit screen lists it: the newest versions, what each changed. */
export async function recordHistory(
  source: DataSource,
  collection: string,
  recordId: RecordKey,
): Promise<HistoryEntry[]> {
  // One more than shown, so the oldest shown is compared with the one before it.
  const versions = await listRecordVersions(dbOf(source), collection, keyOf(recordId), HISTORY_LIMIT + 1)
  return historyEntries(versions).slice(0, HISTORY_LIMIT)
}

/** One version's snapshot, to restore it; undefined when the record has no such version. */
export function findRecordSnapshot(
  source: DataSource,
  collection: string,
  recordId: RecordKey,
  version: number,
) {
  return findRecordVersion(dbOf(source), collection, keyOf(recordId), version)
}

/** The newest version number of each record of a collection that has one (by the row's id). */
export async function latestVersions(source: DataSource, collection: string): Promise<Map<number, number>> {
  const rows = await latestVersionNumbers(dbOf(source), collection)
  return new Map(rows.map((row) => [Number(row.recordId), row.version ?? 0]))
}

/**
 * Keeps one version of a record whose store keeps its own rules (a content section, a site
 * setting): call inside the transaction of the change. `first`: when the record has no version
 * yet, the record as it was is kept before it (saved by nobody), as changeKeepingHistory does.
 */
export async function keepVersion(
  tx: Db,
  row: {
    collection: string
    recordId: RecordKey
    data: Snapshot
    editor: { id: number | null; email: string }
    restoredFrom?: number | null
    reverts?: number | null
    first?: () => Promise<Snapshot>
  },
  now: Date,
): Promise<{ id: number; version: number }> {
  const { collection, editor } = row
  const recordId = keyOf(row.recordId)
  if (row.first && !(await hasRecordVersions(tx, collection, recordId))) {
    const data = await row.first()
    await insertRecordVersion(tx, { collection, recordId, data, savedById: null, savedByEmail: null }, now)
  }
  return insertRecordVersion(
    tx,
    {
      collection,
      recordId,
      data: row.data,
      savedById: editor.id,
      savedByEmail: editor.email,
      restoredFrom: row.restoredFrom ?? null,
      reverts: row.reverts ?? null,
    },
    now,
  )
}

/**
 * Versions by their id, as the content and settings screens name them: of one record newest first,
 * or of a whole collection newest first by time. `restoredFromId` / `revertsId`: the id of the
 * version a restore brought back or a revert undid.
 */
export async function listVersions(
  source: DataSource,
  collection: string,
  options: { recordId?: RecordKey; limit: number },
) {
  const rows = await listVersionRows(dbOf(source), collection, {
    recordId: options.recordId === undefined ? undefined : keyOf(options.recordId),
    limit: options.limit,
  })
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }))
}

/** A version by its id, only when it is of that collection (and record, when named); else undefined. */
export function findVersion(source: DataSource, collection: string, id: number, recordId?: RecordKey) {
  return findVersionRow(dbOf(source), collection, id, recordId === undefined ? undefined : keyOf(recordId))
}
