import { dbOf, type DataSource } from '../../db/source'
import type { Db } from '../../db/client'
import type { AppContext } from '../../context'
import type { Staff } from '../../auth/realms'
import {
  launchDecision,
  launchStateOf,
  settingsRefusedAfterLaunch,
  type LaunchState,
} from '#app/domain/checklist/launch-state'
import type { SiteSettingKey, SiteSettings } from '#app/domain/settings/site-settings'
import { getSiteSettings } from '../content/site-settings'
import type { Placeholder } from '#app/domain/checklist/launch-check'
import { insertLaunchEvent, latestLaunchEvent, listLaunchEvents } from '../../repos/site-launch'
import { createReadCache } from '../content/read-cache'
import { getLaunchPlaceholders } from './launch-checklist'

/**
 * The launch state (issue #45 item 1, ADR 057). Every public page reads it (the set-up notice, the
 * noindex), so it is cached briefly per database handle like the settings; a launch here drops the
 * cache at once, and the page cache's purge after every staff action drops it on the other
 * instances (forgetCachedLaunchState, called by boot.ts's onPurge).
 */
const TTL_MS = 30_000
const cache = createReadCache<LaunchState>(TTL_MS)

export function forgetCachedLaunchState() {
  cache.forget()
}

export async function getLaunchState(source: DataSource, now = Date.now()): Promise<LaunchState> {
  const db = dbOf(source)
  return cache.get(db, 'launch', now, () => readLaunchState(db))
}

async function readLaunchState(db: Db): Promise<LaunchState> {
  const row = await latestLaunchEvent(db)
  return launchStateOf(row && { action: row.action, staffEmail: row.staffEmail, at: row.at })
}

export async function isSiteLaunched(source: DataSource): Promise<boolean> {
  return (await getLaunchState(source)).launched
}

/** The launch section of the checklist: the state, its history, and what still blocks a launch. */
export async function getLaunchPanel(source: DataSource) {
  const db = dbOf(source)
  const [state, history] = await Promise.all([readLaunchState(db), listLaunchEvents(db)])
  return {
    state,
    history: history.map((row) => ({
      id: row.id,
      action: row.action,
      by: row.staffEmail,
      at: row.at.toISOString(),
    })),
  }
}

export type LaunchResult =
  | { ok: true; state: LaunchState }
  | { ok: false; reason: 'blocked'; blockers: Placeholder[] }
  | { ok: false; reason: 'already' }

/**
 * "Launch the site": refused while the launch check finds a blocker (each returned, for the list
 * beside the button); otherwise recorded with who and when. The staff layout purges the page cache
 * after the action, so no kept page keeps the notice.
 */
export async function launchSite(
  app: Pick<AppContext, 'db' | 'env'>,
  staff: Pick<Staff, 'id' | 'email'>,
  now = new Date(),
): Promise<LaunchResult> {
  const db = dbOf(app)
  if ((await readLaunchState(db)).launched) return { ok: false, reason: 'already' }
  const decision = launchDecision(await getLaunchPlaceholders(app, now))
  if (!decision.ok) return { ok: false, reason: 'blocked', blockers: decision.blockers }
  await insertLaunchEvent(db, { action: 'launch', staffId: staff.id, staffEmail: staff.email, at: now })
  forgetCachedLaunchState()
  return { ok: true, state: await readLaunchState(db) }
}

/** Back to set-up (the notice and noindex return), recorded with who and when. */
export async function unlaunchSite(
  source: DataSource,
  staff: Pick<Staff, 'id' | 'email'>,
  now = new Date(),
): Promise<{ ok: boolean }> {
  const db = dbOf(source)
  if (!(await readLaunchState(db)).launched) return { ok: false }
  await insertLaunchEvent(db, { action: 'unlaunch', staffId: staff.id, staffEmail: staff.email, at: now })
  forgetCachedLaunchState()
  return { ok: true }
}

/**
 * The settings a save would give a placeholder value while the site is launched (issue #45): the
 * screen refuses them beside their fields. None before launch.
 */
export async function settingsRefusedNow(source: DataSource, next: SiteSettings): Promise<SiteSettingKey[]> {
  const db = dbOf(source)
  const [launched, current] = await Promise.all([isSiteLaunched(db), getSiteSettings(db)])
  return settingsRefusedAfterLaunch(launched, current, next)
}

/**
 * A launch recorded without the launch check, for test fixtures that test what a launched site
 * does on seeded data (its blockers left in place). Never reached from a request.
 */
export async function recordLaunchForTests(source: DataSource, staffEmail = 'tests@couriernet.test') {
  await insertLaunchEvent(dbOf(source), { action: 'launch', staffId: null, staffEmail })
  forgetCachedLaunchState()
}
