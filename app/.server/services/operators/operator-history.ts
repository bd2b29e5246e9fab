import type { HistoryEntry } from '#app/domain/admin/history'
import { snapshotFormFields } from '#app/domain/admin/history'
import {
  operatorErrorKey,
  operatorFormSchema,
  type OperatorFormValues,
} from '#app/domain/operators/admin-form'
import { operatorFormText } from '#app/domain/operators/admin-form-text'
import type { DataSource } from '../../db/source'
import { findOperatorById } from '../../repos/operators'
import { pickableLibraryImages } from '../content/images'
import {
  changeKeepingHistory,
  findRecordSnapshot,
  recordHistory,
  type Editor,
  type HistoryOf,
} from '../history/record-history'
import { saveOperator, type SaveOperatorResult } from './operator-admin'

/**
 * The operators' history (issue #33, ADR 046): each save by staff on the Operators tab, each page
 * change of the operator's that staff approve, and each restore keeps a version of the operator
 * as the staff form shows it; the Operators tab's edit view lists them and restores one through
 * the form's schema and `saveOperator`, like a save.
 */
export const operatorVersions: HistoryOf = {
  collection: 'operators',
  async snapshot(tx, id) {
    const operator = await findOperatorById(tx, id)
    return operator ? operatorFormText(operator, await pickableLibraryImages(tx)) : null
  },
}

/** Staff save an operator (a new one without `id`) and its version is kept with it. */
export function saveOperatorAsStaff(
  source: DataSource,
  editor: Editor,
  id: number | null,
  values: OperatorFormValues,
): Promise<SaveOperatorResult> {
  return changeKeepingHistory(source, operatorVersions, { id: id ?? undefined, editor }, (tx) =>
    saveOperator(tx, id, values),
  )
}

export function operatorHistory(source: DataSource, id: number): Promise<HistoryEntry[]> {
  return recordHistory(source, operatorVersions.collection, id)
}

export type RestoreOperatorResult =
  | { ok: true }
  | { ok: false; reason: 'version-not-found' | 'not-found' }
  /** The version no longer passes a save's checks: the reason, an i18n key. */
  | { ok: false; reason: 'refused'; detail: string }

const refusals: Record<string, string> = {
  'slug-taken': 'slug.taken',
  'zip-unknown': 'zipUnknown',
  'image-not-found': 'imageNotFound',
  'sample-contact': 'sampleAfterLaunch',
}

/**
 * Stores an earlier version of an operator again, as a new version: its text read by the staff
 * form's schema and saved by `saveOperator`, so one that no longer passes (its slug taken since, its
 * picture deleted) is refused with the reason and nothing changes.
 */
export async function restoreOperatorVersion(
  source: DataSource,
  editor: Editor,
  input: { id: number; version: number },
): Promise<RestoreOperatorResult> {
  const kept = await findRecordSnapshot(source, operatorVersions.collection, input.id, input.version)
  if (!kept) return { ok: false, reason: 'version-not-found' }
  const parsed = operatorFormSchema.safeParse(Object.fromEntries(snapshotFormFields(kept.data)))
  const detail = (key: string) => `operators.admin.errors.${key}`
  if (!parsed.success)
    return { ok: false, reason: 'refused', detail: detail(operatorErrorKey(parsed.error.issues[0]!.message)) }
  const saved = await changeKeepingHistory(
    source,
    operatorVersions,
    { id: input.id, editor, restoredFrom: input.version },
    (tx) => saveOperator(tx, input.id, parsed.data),
  )
  if (saved.ok) return { ok: true }
  if (saved.reason === 'not-found') return { ok: false, reason: 'not-found' }
  return { ok: false, reason: 'refused', detail: detail(refusals[saved.reason]!) }
}
