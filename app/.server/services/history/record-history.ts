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
  insertRecordVersion,
  latestRecordVersion,
  listRecordVersions,
} from '../../repos/record-versions'

/**
 * The history of the records staff keep (issue #33, ADR 046): videos, products, markets (the admin
 * collections, app/.server/http/admin-collection.ts) and operators. A change and its version are
 * written in one transaction, so a version never names a change that did not happen, nor the
 * reverse.
 */

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
    const last = await latestRecordVersion(tx, collection, recordId)
    if (!last && before)
      await insertRecordVersion(
        tx,
        { collection, recordId, data: before, savedById: null, savedByEmail: null },
        now,
      )
    const unchanged = changedFields(last?.data ?? before, after).length === 0 && (last ?? before)
    if (unchanged && options.restoredFrom === undefined) return result
    await insertRecordVersion(
      tx,
      { collection, recordId, data: after, ...saved, restoredFrom: options.restoredFrom ?? null },
      now,
    )
    return result
  })
}

/** A record's history as its edit screen lists it: the newest versions, what each changed. */
export async function recordHistory(
  source: DataSource,
  collection: string,
  recordId: number,
): Promise<HistoryEntry[]> {
  // One more than shown, so the oldest shown is compared with the one before it.
  const versions = await listRecordVersions(dbOf(source), collection, recordId, HISTORY_LIMIT + 1)
  return historyEntries(versions).slice(0, HISTORY_LIMIT)
}

/** One version's snapshot, to restore it; undefined when the record has no such version. */
export function findRecordSnapshot(
  source: DataSource,
  collection: string,
  recordId: number,
  version: number,
) {
  return findRecordVersion(dbOf(source), collection, recordId, version)
}
