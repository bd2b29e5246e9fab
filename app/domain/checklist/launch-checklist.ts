/**
 * The launch checklist (network-site.md §2.18, §3 Checklist item, §4): seven items, all critical
 * but seo and monitoring; percent complete = completed / total, rounded.
 */
export const checklistItemIds = ['dns', 'files', 'ssl', 'testing', 'seo', 'security', 'monitoring'] as const
export type ChecklistItemId = (typeof checklistItemIds)[number]

export const nonCriticalItems: readonly ChecklistItemId[] = ['seo', 'monitoring']

export function isCritical(id: ChecklistItemId): boolean {
  return !nonCriticalItems.includes(id)
}

export function isChecklistItemId(value: unknown): value is ChecklistItemId {
  return typeof value === 'string' && (checklistItemIds as readonly string[]).includes(value)
}

export type ChecklistItemState = { id: ChecklistItemId; critical: boolean; completed: boolean }

/** Every item in the spec's order, completed where the stored state says so. */
export function checklistState(completedIds: Iterable<string>): ChecklistItemState[] {
  const done = new Set(completedIds)
  return checklistItemIds.map((id) => ({ id, critical: isCritical(id), completed: done.has(id) }))
}

export function percentComplete(items: ReadonlyArray<{ completed: boolean }>): number {
  if (items.length === 0) return 0
  return Math.round((items.filter((i) => i.completed).length / items.length) * 100)
}
