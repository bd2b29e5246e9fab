import {
  resolveSiteSettings,
  type SiteSettingKey,
  type SiteSettings,
} from '#app/domain/settings/site-settings'
import type { Db } from '../db/client'
import { listSiteSettingRows, upsertSiteSetting } from '../repos/site-settings'

const TTL_MS = 30_000
const cache = new WeakMap<Db, { at: number; value: SiteSettings }>()

/**
 * Site settings for the pages. Cached briefly per database handle; a write through this service
 * invalidates at once (other instances see it within TTL_MS).
 */
export async function getSiteSettings(db: Db, now = Date.now()): Promise<SiteSettings> {
  const hit = cache.get(db)
  if (hit && now - hit.at < TTL_MS) return hit.value
  const value = resolveSiteSettings(await listSiteSettingRows(db))
  cache.set(db, { at: now, value })
  return value
}

export async function updateSiteSetting(db: Db, key: SiteSettingKey, value: string) {
  await upsertSiteSetting(db, key, value)
  cache.delete(db)
}
