import { dbOf, type DataSource } from '../../db/source'
import type { Lang } from '#app/domain/routing/locale'
import {
  featuredVideo,
  filterByCategory,
  isSecuredCategory,
  isVideoCategory,
  parseVideoId,
  relatedVideos,
  toVideoCard,
  toVideoRecord,
  toVideoWithPlayer,
  videoCategories,
  type VideoCard,
  type VideoCategory,
  type VideoRecord,
  type VideoWithPlayer,
} from '#app/domain/videos/videos'
import type { Db } from '../../db/client'
import { findStoredVideo, listStoredVideos } from '../../repos/videos'

/**
 * The videos a visitor may see. The rule that matters: a tutorial's player URL leaves this module
 * only through `getVideoPage` or `listPrivateVideos` with `unlocked` true (a valid
 * secure_videos_auth cookie, checked by the caller with hasSecureVideoAccess). Videos staff hid
 * are on no public page at all.
 */

/** The shown videos, in the list's order, with their player and picture addresses. */
async function listVideoRecords(db: Db): Promise<VideoRecord[]> {
  return (await listStoredVideos(db)).map(toVideoRecord)
}

async function findVideoRecord(db: Db, id: number): Promise<VideoRecord | undefined> {
  const stored = await findStoredVideo(db, id)
  return stored && toVideoRecord(stored)
}

export type VideoLibrary = {
  /** null: all videos. A string that is not a category gives an empty list. */
  category: string | null
  categories: readonly VideoCategory[]
  /** The featured presentation: always a public video. */
  featured: VideoWithPlayer | null
  videos: VideoCard[]
}

export async function getVideoLibrary(
  source: DataSource,
  lang: Lang,
  category: string | null,
): Promise<VideoLibrary> {
  const db = dbOf(source)
  const all = await listVideoRecords(db)
  const featured = featuredVideo(all)
  return {
    category,
    categories: videoCategories.filter((c) => all.some((v) => v.category === c)),
    featured: featured ? toVideoWithPlayer(featured, lang) : null,
    videos: filterByCategory(all, category).map((v) => toVideoCard(v, lang)),
  }
}

export type VideoPage =
  | { status: 'not-found' }
  /** A tutorial, asked for without the cookie: nothing of it is given out. */
  | { status: 'locked'; id: number }
  | { status: 'ok'; video: VideoWithPlayer; related: VideoCard[] }

export async function getVideoPage(
  source: DataSource,
  idParam: string | undefined,
  lang: Lang,
  unlocked: boolean,
): Promise<VideoPage> {
  const db = dbOf(source)
  const id = parseVideoId(idParam)
  if (id === null) return { status: 'not-found' }
  const video = await findVideoRecord(db, id)
  if (!video || !isVideoCategory(video.category)) return { status: 'not-found' }
  if (isSecuredCategory(video.category) && !unlocked) return { status: 'locked', id }
  const all = await listVideoRecords(db)
  return {
    status: 'ok',
    video: toVideoWithPlayer(video, lang),
    related: relatedVideos(all, video).map((v) => toVideoCard(v, lang)),
  }
}

/** The tutorial videos with their players, for an unlocked visitor; nothing otherwise. */
export async function listPrivateVideos(
  source: DataSource,
  lang: Lang,
  unlocked: boolean,
): Promise<VideoWithPlayer[]> {
  const db = dbOf(source)
  if (!unlocked) return []
  const all = await listVideoRecords(db)
  return all.filter((v) => isSecuredCategory(v.category)).map((v) => toVideoWithPlayer(v, lang))
}

/** A business video as a marketing page shows it, in the page's language. */
export type PublicVideo = {
  id: number
  title: string
  description: string
  thumbnailUrl: string
  thumbnailSrcSet?: string
  videoUrl: string
  duration: string
}

/**
 * Business videos by id, in the order asked for; ids that are missing or tutorials come back as
 * null (tutorial URLs only ever go to a browser holding the secure-videos cookie).
 */
export async function getBusinessVideos(
  db: Db,
  ids: number[],
  lang: Lang,
): Promise<Array<PublicVideo | null>> {
  const all = await listVideoRecords(db)
  const byId = new Map(all.filter((v) => !isSecuredCategory(v.category)).map((v) => [v.id, v]))
  return ids.map((id) => {
    const row = byId.get(id)
    return row
      ? {
          id: row.id,
          title: row.title[lang],
          description: row.description[lang],
          thumbnailUrl: row.thumbnailUrl,
          ...(row.thumbnailSrcSet ? { thumbnailSrcSet: row.thumbnailSrcSet } : {}),
          videoUrl: row.videoUrl,
          duration: row.duration,
        }
      : null
  })
}

/** Ids of the business videos, whose detail pages are public (the sitemap lists them). */
export async function listBusinessVideoIds(db: Db): Promise<number[]> {
  const all = await listVideoRecords(db)
  return all.filter((v) => !isSecuredCategory(v.category)).map((v) => v.id)
}
