import { siteSettings } from '../db/schema'
import type { Db } from '../db/client'

export function listSiteSettingRows(db: Db) {
  return db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings)
}

export async function upsertSiteSetting(db: Db, key: string, value: string) {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } })
}
