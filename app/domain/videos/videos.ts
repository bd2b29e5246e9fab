import { variantSrcSet } from '../images/responsive'
import { imageVariantUrl } from '../images/upload'
import type { Lang } from '../routing/locale'
import { videoEmbedUrl, type VideoProvider } from './video-source'

/**
 * The video library (marketing-site.md §2 Videos, Video detail, Secure videos; §9). Tutorial videos
 * are private: their player URL is only ever handed to a visitor who unlocked them, so the shapes
 * below keep "a card" (never a player URL) apart from "a video with its player".
 */
export const videoCategories = ['business', 'tutorial'] as const
export type VideoCategory = (typeof videoCategories)[number]

export const RELATED_VIDEOS_MAX = 3

export type VideoRecord = {
  id: number
  title: Record<Lang, string>
  description: Record<Lang, string>
  thumbnailUrl: string
  /** The `srcset` of a library picture (every stored variant); absent for a single-file picture. */
  thumbnailSrcSet?: string
  videoUrl: string
  duration: string
  category: VideoCategory
  sortOrder: number
}

/**
 * A video as the database keeps it (issue #19 item 2): where it plays (provider and id), its
 * picture (an image of the library, else the seeded picture's address), whether staff hid it.
 */
export type StoredVideo = Omit<VideoRecord, 'thumbnailUrl' | 'thumbnailSrcSet' | 'videoUrl'> & {
  provider: VideoProvider
  providerVideoId: string
  /** The library image chosen as its picture, with the widths of its stored variants. */
  thumbnailImage: { id: string; variantWidths: number[] } | null
  /** The picture of a seeded video (a file under /images/videos). */
  thumbnailUrl: string | null
  hidden: boolean
}

/** The picture of a video that has none of its own. */
export const DEFAULT_VIDEO_THUMBNAIL = '/images/videos/video-default.svg'
/** The widest variant a video picture is shown from: the player's poster is 1280 pixels wide. */
export const VIDEO_THUMBNAIL_WIDTH = 1280

/** The address of a video's picture: its library image, else its seeded picture, else the default. */
export function videoThumbnailUrl(video: Pick<StoredVideo, 'thumbnailImage' | 'thumbnailUrl'>): string {
  const image = video.thumbnailImage
  const widths = image?.variantWidths ?? []
  if (image && widths.length) {
    const width = widths.filter((w) => w <= VIDEO_THUMBNAIL_WIDTH).at(-1) ?? widths[0]!
    return imageVariantUrl(image.id, width)
  }
  return video.thumbnailUrl || DEFAULT_VIDEO_THUMBNAIL
}

/** The `srcset` of a video's library picture (every stored variant), or undefined. */
export function videoThumbnailSrcSet(video: Pick<StoredVideo, 'thumbnailImage'>): string | undefined {
  const image = video.thumbnailImage
  return image?.variantWidths.length ? variantSrcSet(image.id, image.variantWidths) : undefined
}

/** The `sizes` of a video picture: a card in a grid of up to three, or a player up to half the page. */
export const VIDEO_CARD_SIZES = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw'
export const VIDEO_POSTER_SIZES = '(min-width: 64rem) 50vw, 100vw'

/** A stored video as the pages use it: its player's address and its picture's address. */
export function toVideoRecord(video: StoredVideo): VideoRecord {
  const srcSet = videoThumbnailSrcSet(video)
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    thumbnailUrl: videoThumbnailUrl(video),
    ...(srcSet ? { thumbnailSrcSet: srcSet } : {}),
    videoUrl: videoEmbedUrl({ provider: video.provider, id: video.providerVideoId }),
    duration: video.duration,
    category: video.category,
    sortOrder: video.sortOrder,
  }
}

/** What a list shows: no player URL, whatever the category. */
export type VideoCard = {
  id: number
  title: string
  description: string
  thumbnailUrl: string
  thumbnailSrcSet?: string
  duration: string
  category: VideoCategory
  /** A tutorial: behind the password of /secure-videos. */
  secured: boolean
}

export type VideoWithPlayer = VideoCard & { videoUrl: string }

export function isSecuredCategory(category: VideoCategory): boolean {
  return category === 'tutorial'
}

/** A card: every field is picked by name, so a player URL can never slip into one. */
export function toVideoCard(video: VideoRecord, lang: Lang): VideoCard {
  return {
    id: video.id,
    title: video.title[lang],
    description: video.description[lang],
    thumbnailUrl: video.thumbnailUrl,
    ...(video.thumbnailSrcSet ? { thumbnailSrcSet: video.thumbnailSrcSet } : {}),
    duration: video.duration,
    category: video.category,
    secured: isSecuredCategory(video.category),
  }
}

export function toVideoWithPlayer(video: VideoRecord, lang: Lang): VideoWithPlayer {
  return { ...toVideoCard(video, lang), videoUrl: video.videoUrl }
}

function bySortOrder(a: VideoRecord, b: VideoRecord) {
  return a.sortOrder - b.sortOrder || a.id - b.id
}

/**
 * The `?category=` of /videos: null (or absent, or empty) means all videos; any other value is kept
 * as it is, so an unknown category shows the empty result rather than a different list.
 */
export function parseCategoryParam(value: string | null): string | null {
  const v = value?.trim().toLowerCase()
  if (!v || v === 'all') return null
  return v.slice(0, 40)
}

export function isVideoCategory(value: string | null): value is VideoCategory {
  return (videoCategories as readonly string[]).includes(value ?? '')
}

export function filterByCategory(videos: readonly VideoRecord[], category: string | null): VideoRecord[] {
  return [...videos].filter((v) => category === null || v.category === category).sort(bySortOrder)
}

/** The featured presentation: the first public video in the list's order. */
export function featuredVideo(videos: readonly VideoRecord[]): VideoRecord | undefined {
  return [...videos].sort(bySortOrder).find((v) => !isSecuredCategory(v.category))
}

/** A video id from the URL: a positive integer written plainly ("4", not "04", "4.0" or "4a"). */
export function parseVideoId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null
  return Number(value)
}

/** Up to 3 other videos of the same category, in the list's order. */
export function relatedVideos(
  videos: readonly VideoRecord[],
  current: Pick<VideoRecord, 'id' | 'category'>,
  max = RELATED_VIDEOS_MAX,
): VideoRecord[] {
  return filterByCategory(videos, current.category)
    .filter((v) => v.id !== current.id)
    .slice(0, max)
}

/** "1:48" → "PT1M48S", "1:02:03" → "PT1H2M3S" (schema.org durations); undefined when unreadable. */
export function isoDuration(duration: string): string | undefined {
  const parts = duration.trim().split(':')
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^\d{1,2}$/.test(p))) return undefined
  const [h, m, s] = (parts.length === 3 ? parts : ['0', ...parts]).map(Number) as [number, number, number]
  if (m > 59 || s > 59) return undefined
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`
}
