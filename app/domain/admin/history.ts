import { rowId } from './intents'
import { z } from '#app/domain/zod'

/**
 * The history of a record staff keep (issue #33, ADR 046): every add, save, hide, show and restore
 * of a video, product, market or operator keeps a version, the record as its edit form shows it (a
 * snapshot: field name → text, or a flag such as `hidden`). Staff see, newest first, when each was
 * saved, by whom and which fields it changed (named in their language, never the raw snapshot),
 * and may restore an earlier one, which goes through the same checks as a save.
 */

/** A record as its edit form shows it: the form's fields as text, and flags kept beside them. */
export type Snapshot = Readonly<Record<string, unknown>>

/** A version as it is stored. */
export type RecordVersion = {
  version: number
  data: Snapshot
  savedAt: string
  savedByEmail: string | null
  restoredFrom: number | null
}

/** A version as the History section lists it: what it changed from the one before it. */
export type HistoryEntry = Omit<RecordVersion, 'data'> & {
  /** The fields that differ from the version before (none for the first one). */
  changed: string[]
  /** The record as it was when history began (its first version, saved by nobody), or as added. */
  first: boolean
}

/** How many versions the History section lists (the newest). */
export const HISTORY_LIMIT = 50

/** One value as text for comparing: objects by their JSON, so two copies of one value are equal. */
function comparable(value: unknown): string {
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * The names of the fields whose values differ between two snapshots, in the order of `next`'s
 * fields, then those only `previous` had. An absent field and an empty one are the same (a form
 * field left empty). No previous snapshot: nothing changed (a first version).
 */
export function changedFields(previous: Snapshot | null, next: Snapshot): string[] {
  if (!previous) return []
  const names = [...Object.keys(next), ...Object.keys(previous).filter((name) => !(name in next))]
  return names.filter((name) => comparable(previous[name]) !== comparable(next[name]))
}

/**
 * The History section's entries, newest first, from the versions listed newest first: each compared
 * with the next older one. `complete`: the list reaches the record's first version (else the oldest
 * listed is compared with nothing and shows no changes, like a first one).
 */
export function historyEntries(versions: readonly RecordVersion[]): HistoryEntry[] {
  return versions.map(({ data, ...version }, index) => {
    const older = versions[index + 1]
    return {
      ...version,
      changed: older ? changedFields(older.data, data) : [],
      first: !older && version.version === 1,
    }
  })
}

/** The post of a History section's Restore button: the record and the version (its number). */
export const restorePost = z.object({ intent: z.literal('restore'), id: rowId, version: rowId })
export type RestorePost = z.output<typeof restorePost>

/**
 * A snapshot's fields as a browser would post them from the edit form: every text field (an empty
 * one as ''), so a restore is read by the form's own schema, like a save.
 */
export function snapshotFormFields(snapshot: Snapshot): Array<[string, string]> {
  return Object.entries(snapshot).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as [string, string]] : [],
  )
}
