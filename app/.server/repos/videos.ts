import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { StoredVideo } from '#app/domain/videos/videos'
import type { Db } from '../db/client'
import { videos } from '../db/schema'
import { findLibraryImages } from './images'

type VideoRow = typeof videos.$inferSelect

/** What staff enter for a video, as columns. */
export type VideoValues = Pick<
  typeof videos.$inferInsert,
  'title' | 'description' | 'provider' | 'providerVideoId' | 'thumbnailImageId' | 'duration' | 'category'
>

function toStored(row: VideoRow, variantWidths: Map<string, number[]>): StoredVideo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    provider: row.provider,
    providerVideoId: row.providerVideoId,
    thumbnailImage:
      row.thumbnailImageId && variantWidths.has(row.thumbnailImageId)
        ? { id: row.thumbnailImageId, variantWidths: variantWidths.get(row.thumbnailImageId)! }
        : null,
    thumbnailUrl: row.thumbnailUrl,
    duration: row.duration,
    category: row.category,
    sortOrder: row.sortOrder,
    hidden: row.hidden,
  }
}

/** The videos matching `where`, each with the stored variant widths of its library picture. */
async function selectStored(db: Db, where: SQL | undefined) {
  const rows = await db.select().from(videos).where(where).orderBy(asc(videos.sortOrder), asc(videos.id))
  const ids = [...new Set(rows.flatMap((row) => (row.thumbnailImageId ? [row.thumbnailImageId] : [])))]
  const widths = new Map((await findLibraryImages(db, ids)).map((image) => [image.id, image.variantWidths]))
  return rows.map((row) => toStored(row, widths))
}

/**
 * The videos in the list's order. Public pages pass nothing and get the shown ones only (what a
 * visitor may see of those is the service's rule); the admin screen asks for the hidden ones too.
 */
export async function listStoredVideos(db: Db, options: { includeHidden?: boolean } = {}) {
  return selectStored(db, options.includeHidden ? undefined : eq(videos.hidden, false))
}

export async function findStoredVideo(db: Db, id: number, options: { includeHidden?: boolean } = {}) {
  const [row] = await selectStored(
    db,
    and(eq(videos.id, id), options.includeHidden ? undefined : eq(videos.hidden, false)),
  )
  return row
}

/** A new video at the end of the list; its id is drawn from the table's sequence. */
export async function insertVideo(db: Db, values: VideoValues): Promise<number> {
  const [row] = await db
    .insert(videos)
    .values({ ...values, sortOrder: sql`(SELECT COALESCE(MAX(${videos.sortOrder}), 0) + 1 FROM ${videos})` })
    .returning({ id: videos.id })
  return row!.id
}

/** Whether a video with that id was there to change. */
export async function updateVideo(db: Db, id: number, values: Partial<VideoValues> & { hidden?: boolean }) {
  const rows = await db.update(videos).set(values).where(eq(videos.id, id)).returning({ id: videos.id })
  return rows.length > 0
}

export async function deleteVideo(db: Db, id: number) {
  const rows = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id })
  return rows.length > 0
}

/** Every video's id in the list's order, hidden ones included. */
export async function listVideoIdsInOrder(db: Db): Promise<number[]> {
  const rows = await db.select({ id: videos.id }).from(videos).orderBy(asc(videos.sortOrder), asc(videos.id))
  return rows.map((row) => row.id)
}

/** Numbers the videos 1, 2, 3… in the order given. */
export async function setVideoOrder(db: Db, ids: readonly number[]) {
  for (const [index, id] of ids.entries())
    await db
      .update(videos)
      .set({ sortOrder: index + 1 })
      .where(eq(videos.id, id))
}
