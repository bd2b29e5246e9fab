import { desc, eq } from 'drizzle-orm'
import { siteSettingChanges } from '../db/schema'
import type { Db } from '../db/client'

export type SiteSettingChangeRow = typeof siteSettingChanges.$inferSelect

export function insertSiteSettingChanges(db: Db, rows: Array<typeof siteSettingChanges.$inferInsert>) {
  return db.insert(siteSettingChanges).values(rows)
}

/** The newest changes first (ties, from one save, in the order they were recorded, reversed). */
export function listSiteSettingChangeRows(db: Db, limit: number) {
  return db
    .select()
    .from(siteSettingChanges)
    .orderBy(desc(siteSettingChanges.changedAt), desc(siteSettingChanges.id))
    .limit(limit)
}

export async function findSiteSettingChange(db: Db, id: number) {
  const [row] = await db.select().from(siteSettingChanges).where(eq(siteSettingChanges.id, id)).limit(1)
  return row
}
