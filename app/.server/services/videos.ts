import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../db/client'
import { findVideosByIds, listVideoIdsInCategory, type VideoRow } from '../repos/videos'

/** A video as a public page shows it, in the page's language. */
export type PublicVideo = {
  id: number
  title: string
  description: string
  thumbnailUrl: string
  videoUrl: string
  duration: string
}

function toPublic(row: VideoRow, lang: Lang): PublicVideo {
  return {
    id: row.id,
    title: row.title[lang],
    description: row.description[lang],
    thumbnailUrl: row.thumbnailUrl,
    videoUrl: row.videoUrl,
    duration: row.duration,
  }
}

/**
 * Business videos by id, in the order asked for; ids that are missing or tutorials are left out
 * (tutorial URLs only ever go to a browser holding the secure-videos cookie).
 */
export async function getBusinessVideos(
  db: Db,
  ids: number[],
  lang: Lang,
): Promise<Array<PublicVideo | null>> {
  const rows = await findVideosByIds(db, [...new Set(ids)])
  const byId = new Map(rows.filter((r) => r.category === 'business').map((r) => [r.id, r]))
  return ids.map((id) => {
    const row = byId.get(id)
    return row ? toPublic(row, lang) : null
  })
}

/** Ids of the business videos, whose detail pages are public. */
export function listBusinessVideoIds(db: Db) {
  return listVideoIdsInCategory(db, 'business')
}
