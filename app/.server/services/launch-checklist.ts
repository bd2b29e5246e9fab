import { checklistState, isChecklistItemId, percentComplete } from '#app/domain/checklist/launch-checklist'
import type { Db } from '../db/client'
import { completedChecklistIds, setChecklistItem } from '../repos/launch-checklist'
import type { Staff } from './staff-auth'

export async function getLaunchChecklist(db: Db) {
  const items = checklistState(await completedChecklistIds(db))
  return { items, percent: percentComplete(items) }
}

export async function setLaunchChecklistItem(
  db: Db,
  staff: Staff,
  id: string,
  completed: boolean,
  now = new Date(),
) {
  if (!isChecklistItemId(id)) return { ok: false as const }
  await setChecklistItem(db, id, completed, staff.id, now)
  return { ok: true as const }
}
