import { dbOf, type DataSource } from '../db/source'
import { moveInOrder, videoFormText, type VideoFormValue } from '#app/domain/videos/video-form'
import { videoWatchUrl } from '#app/domain/videos/video-source'
import { videoThumbnailUrl, type StoredVideo } from '#app/domain/videos/videos'
import { findImage } from '../repos/images'
import {
  deleteVideo as deleteVideoRow,
  findStoredVideo,
  insertVideo,
  listStoredVideos,
  listVideoIdsInOrder,
  setVideoOrder,
  updateVideo,
  type VideoValues,
} from '../repos/videos'

/**
 * The admin's Videos screen (issue #19 item 2): every video, hidden ones too, and the changes
 * staff make. The public pages read the same table through services/videos.ts, so a change shows
 * on /videos, the video pages, the sitemap and the VideoObject data at the next request.
 */

/** Every video as the screen lists it, in the list's order, with its form's values. */
export async function listVideosForStaff(source: DataSource) {
  const db = dbOf(source)
  const stored = await listStoredVideos(db, { includeHidden: true })
  return stored.map((video) => ({
    id: video.id,
    title: video.title,
    category: video.category,
    provider: video.provider,
    watchUrl: videoWatchUrl({ provider: video.provider, id: video.providerVideoId }),
    thumbnailUrl: videoThumbnailUrl(video),
    duration: video.duration,
    hidden: video.hidden,
    form: videoFormText(video),
  }))
}

export type StaffVideo = Awaited<ReturnType<typeof listVideosForStaff>>[number]

export type SaveVideoResult =
  | { ok: true; id: number; created: boolean }
  | { ok: false; reason: 'not-found' }
  /** A refusal beside a field, with its i18n key. */
  | { ok: false; reason: 'field'; field: 'thumbnailImageId'; message: string }

/**
 * Adds a video (no `id`: at the end of the list, shown) or changes one, from the form's checked
 * values. The chosen picture must be an image of the library (it may have been deleted meanwhile).
 */
export async function saveVideo(
  source: DataSource,
  input: VideoFormValue & { id?: number },
): Promise<SaveVideoResult> {
  const db = dbOf(source)
  if (input.thumbnailImageId && !(await findImage(db, input.thumbnailImageId)))
    return {
      ok: false,
      reason: 'field',
      field: 'thumbnailImageId',
      message: 'adminVideos.errors.imageMissing',
    }
  const values: VideoValues = {
    title: { en: input.titleEn, es: input.titleEs },
    description: { en: input.descriptionEn, es: input.descriptionEs },
    provider: input.address.provider,
    providerVideoId: input.address.id,
    thumbnailImageId: input.thumbnailImageId ?? null,
    duration: input.duration,
    category: input.category,
  }
  if (input.id === undefined) return { ok: true, id: await insertVideo(db, values), created: true }
  return (await updateVideo(db, input.id, values))
    ? { ok: true, id: input.id, created: false }
    : { ok: false, reason: 'not-found' }
}

/**
 * Moves a video one place up or down the list (hidden videos keep their places too). Returns
 * false when there is no such video; moving the first one up (the last one down) changes nothing.
 */
export async function moveVideo(source: DataSource, id: number, direction: 'up' | 'down'): Promise<boolean> {
  const db = dbOf(source)
  return db.transaction(async (tx) => {
    const ids = await listVideoIdsInOrder(tx)
    if (!ids.includes(id)) return false
    const next = moveInOrder(ids, id, direction)
    if (next) await setVideoOrder(tx, next)
    return true
  })
}

/** Hides a video from every public page, or shows it again. False when there is no such video. */
export function setVideoHidden(source: DataSource, id: number, hidden: boolean): Promise<boolean> {
  const db = dbOf(source)
  return updateVideo(db, id, { hidden })
}

/** Deletes a video for good; its titles for the notice, or null when there was no such video. */
export async function deleteVideo(
  source: DataSource,
  id: number,
): Promise<{ title: StoredVideo['title'] } | null> {
  const db = dbOf(source)
  const video = await findStoredVideo(db, id, { includeHidden: true })
  if (!video || !(await deleteVideoRow(db, id))) return null
  return { title: video.title }
}
