import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { launchChecklistItems } from '../db/schema'

export async function completedChecklistIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: launchChecklistItems.id })
    .from(launchChecklistItems)
    .where(eq(launchChecklistItems.completed, true))
  return rows.map((r) => r.id)
}

/** Stores one item's state (a missing row counts as not completed). */
export async function setChecklistItem(db: Db, id: string, completed: boolean, staffId: number, now: Date) {
  await db
    .insert(launchChecklistItems)
    .values({ id, completed, updatedAt: now, updatedBy: staffId })
    .onConflictDoUpdate({
      target: launchChecklistItems.id,
      set: { completed, updatedAt: now, updatedBy: staffId },
    })
}
