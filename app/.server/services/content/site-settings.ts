import { dbOf, type DataSource } from '../../db/source'
import {
  isSiteSettingKey,
  resolveSiteSettings,
  type SiteSettingKey,
  type SiteSettings,
} from '#app/domain/settings/site-settings'
import { changedSiteSettings } from '#app/domain/settings/settings-form'
import type { Db } from '../../db/client'
import { listSiteSettingRows, upsertSiteSetting } from '../../repos/site-settings'
import { findVersion, keepVersion, listVersions } from '../history/record-history'
import { createReadCache } from './read-cache'

const TTL_MS = 30_000
const cache = createReadCache<SiteSettings>(TTL_MS)

/** Drops the cached settings of this process (a save, or a purge: another instance saved). */
export function forgetCachedSettings() {
  cache.forget()
}

/**
 * Site settings for the pages. Cached briefly per database handle; a write through this service
 * drops the cache at once, so the next page of this server shows the saved values; another
 * instance on the same database drops its own when the page cache's purge reaches it
 * (forgetCachedSettings(), ADR 027), or within TTL_MS at the latest.
 */
export async function getSiteSettings(source: DataSource, now = Date.now()): Promise<SiteSettings> {
  const db = dbOf(source)
  return cache.get(db, 'settings', now, () => readSiteSettings(db))
}

/** The settings as stored now, past the cache. */
async function readSiteSettings(db: Db): Promise<SiteSettings> {
  return resolveSiteSettings(await listSiteSettingRows(db))
}

export async function updateSiteSetting(db: Db, key: SiteSettingKey, value: string) {
  await upsertSiteSetting(db, key, value)
  forgetCachedSettings()
}

/** The site settings' collection in the versions table (ADR 064): a record per key. */
export const SETTINGS_HISTORY = 'site-settings'

/** A setting's version: the value it set and the value it replaced (kept: a seed may set one too). */
type SettingVersion = { value: string; previous: string }

const settingVersion = (data: Readonly<Record<string, unknown>>): SettingVersion => ({
  value: typeof data.value === 'string' ? data.value : '',
  previous: typeof data.previous === 'string' ? data.previous : '',
})

/** Who changes the settings: the signed-in staff member. */
export type SettingsEditor = { id: number; email: string }

/**
 * The settings screen's save (issue #19 item 1): the values already checked by the form's schema.
 * Only the keys whose value differs are written, each with a version of its key (who, when,
 * old -> new), all in one transaction; the cache is dropped, so every page shows them at once.
 * Returns the changes made (none when nothing differs). `reverts`: the version of a key a revert
 * undoes (linked from that key's new version only).
 */
export async function saveSiteSettings(
  source: DataSource,
  editor: SettingsEditor,
  next: SiteSettings,
  options: { reverts?: { key: SiteSettingKey; version: number }; now?: Date } = {},
) {
  const db = dbOf(source)
  const now = options.now ?? new Date()
  const changes = await db.transaction(async (tx) => {
    const found = changedSiteSettings(await readSiteSettings(tx), next)
    if (found.length === 0) return found
    for (const change of found) {
      await upsertSiteSetting(tx, change.key, change.newValue)
      const data: SettingVersion = { value: change.newValue, previous: change.oldValue }
      const reverts = options.reverts?.key === change.key ? options.reverts.version : null
      await keepVersion(
        tx,
        { collection: SETTINGS_HISTORY, recordId: change.key, data, editor, reverts },
        now,
      )
    }
    return found
  })
  forgetCachedSettings()
  return changes
}

/**
 * Puts a recorded change's key back to the value it had before that change (`changeId`: the
 * version's id, as the history lists it). The revert is a change of its own (recorded, and
 * revertible). Nothing happens when the key already has that value.
 */
export async function revertSiteSettingChange(
  source: DataSource,
  editor: SettingsEditor,
  changeId: number,
  now = new Date(),
): Promise<{ ok: true; key: SiteSettingKey; changed: boolean } | { ok: false; reason: 'not-found' }> {
  const db = dbOf(source)
  const change = await findVersion(db, SETTINGS_HISTORY, changeId)
  const key = change?.recordId
  if (!change || !key || !isSiteSettingKey(key)) return { ok: false, reason: 'not-found' }
  const current = await readSiteSettings(db)
  const made = await saveSiteSettings(
    db,
    editor,
    { ...current, [key]: settingVersion(change.data).previous },
    { reverts: { key, version: change.version }, now },
  )
  return { ok: true, key, changed: made.length > 0 }
}

export const MAX_LISTED_SETTING_CHANGES = 100

/** The settings' history for the screen, newest first. */
export async function listSiteSettingChanges(source: DataSource, limit = MAX_LISTED_SETTING_CHANGES) {
  const rows = await listVersions(source, SETTINGS_HISTORY, { limit })
  return rows.map((row) => {
    const { value, previous } = settingVersion(row.data)
    return {
      id: row.id,
      key: row.recordId,
      oldValue: previous,
      newValue: value,
      changedByEmail: row.savedByEmail ?? '',
      changedAt: row.savedAt,
      revertOf: row.revertsId,
    }
  })
}
