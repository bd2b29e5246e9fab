import type { OperatorFormValues } from '#app/domain/operators/admin-form'
import type { Db } from '../db/client'
import {
  deleteOperator,
  findOperatorById,
  insertOperator,
  listOperatorProfiles,
  operatorIdBySlug,
  updateOperator,
} from '../repos/operators'

/** The staff Operators tab. Every write is checked here too: slug rules (schema) and uniqueness. */
export const listOperatorsForStaff = listOperatorProfiles
export const getOperatorForStaff = findOperatorById

export type SaveOperatorResult = { ok: true; id: number } | { ok: false; reason: 'slug-taken' | 'not-found' }

export async function saveOperator(
  db: Db,
  id: number | null,
  values: OperatorFormValues,
): Promise<SaveOperatorResult> {
  return db.transaction(async (tx) => {
    const holder = await operatorIdBySlug(tx, values.customSlug)
    if (holder !== undefined && holder !== id) return { ok: false, reason: 'slug-taken' }
    if (id === null) return { ok: true, id: await insertOperator(tx, values) }
    return (await updateOperator(tx, id, values)) ? { ok: true, id } : { ok: false, reason: 'not-found' }
  })
}

export async function removeOperator(db: Db, id: number): Promise<boolean> {
  return deleteOperator(db, id)
}
