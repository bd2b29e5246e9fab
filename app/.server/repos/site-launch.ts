import { desc } from 'drizzle-orm'
import type { Db } from '../db/client'
import { siteLaunchEvents } from '../db/schema'

export type SiteLaunchEventRow = typeof siteLaunchEvents.$inferSelect

/** The newest launch or return to set-up (none on a fresh install). */
export async function latestLaunchEvent(db: Db): Promise<SiteLaunchEventRow | undefined> {
  const [row] = await db
    .select()
    .from(siteLaunchEvents)
    .orderBy(desc(siteLaunchEvents.at), desc(siteLaunchEvents.id))
    .limit(1)
  return row
}

/** Every launch and return to set-up, newest first. */
export function listLaunchEvents(db: Db, limit = 20) {
  return db
    .select()
    .from(siteLaunchEvents)
    .orderBy(desc(siteLaunchEvents.at), desc(siteLaunchEvents.id))
    .limit(limit)
}

export async function insertLaunchEvent(db: Db, row: typeof siteLaunchEvents.$inferInsert) {
  await db.insert(siteLaunchEvents).values(row)
}
