import { asc, eq } from 'drizzle-orm'
import type { VideoRecord } from '#app/domain/videos/videos'
import type { Db } from '../db/client'
import { videos } from '../db/schema'

/** Every video with its player URL: callers decide what a visitor may see (services/videos.ts). */
export async function listVideoRecords(db: Db): Promise<VideoRecord[]> {
  return db.select().from(videos).orderBy(asc(videos.sortOrder), asc(videos.id))
}

export async function findVideoRecord(db: Db, id: number): Promise<VideoRecord | undefined> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1)
  return row
}
