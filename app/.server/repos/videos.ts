import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { videos } from '../db/schema'

export type VideoRow = typeof videos.$inferSelect

export async function findVideosByIds(db: Db, ids: number[]): Promise<VideoRow[]> {
  if (ids.length === 0) return []
  return db.select().from(videos).where(inArray(videos.id, ids))
}

export async function listVideoIdsInCategory(db: Db, category: VideoRow['category']): Promise<number[]> {
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.category, category))
    .orderBy(asc(videos.sortOrder), asc(videos.id))
  return rows.map((r) => r.id)
}
