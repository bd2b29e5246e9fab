import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { pipelineStages } from '../db/schema'

/** The pipeline's stages as staff edit them (issue #34): names, order, paid or signed. */

export type StageRow = typeof pipelineStages.$inferSelect

export function stagesInOrder(db: Db): Promise<StageRow[]> {
  return db.select().from(pipelineStages).orderBy(asc(pipelineStages.position), asc(pipelineStages.key))
}

/** Renames a stage and marks it paid or signed; false when there is no such stage. */
export async function updateStage(
  db: Db,
  key: string,
  values: { labelEn: string; labelEs: string; paidOrSigned: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(pipelineStages)
    .set({ ...values, updatedAt: now })
    .where(eq(pipelineStages.key, key))
    .returning({ key: pipelineStages.key })
  return rows.length > 0
}

/** Gives every stage its position (0, 1, 2…) in the order of `keys`. */
export async function setStageOrder(db: Db, keys: readonly string[], now: Date): Promise<void> {
  for (const [position, key] of keys.entries())
    await db.update(pipelineStages).set({ position, updatedAt: now }).where(eq(pipelineStages.key, key))
}
