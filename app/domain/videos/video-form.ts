import { collectionActionSchema, requiredText } from '#app/domain/admin/collection'
import { z } from '#app/domain/zod'
import { parseVideoSource, videoWatchUrl } from './video-source'
import { isoDuration, videoCategories, type StoredVideo } from './videos'

export { moveInOrder } from '#app/domain/admin/collection'

/**
 * The Videos screen's form and posts (issue #19 item 2): one schema, used by the page's form
 * before it posts and by the action through the admin edge. Messages are i18n keys under
 * `adminVideos.errors`.
 */
const E = 'adminVideos.errors.'

export const VIDEO_TITLE_MAX = 150
export const VIDEO_DESCRIPTION_MAX = 1000
/** Long enough for pasted embed code, short enough that nobody pastes a page. */
export const VIDEO_ADDRESS_MAX = 2000

const title = requiredText(`${E}required`, VIDEO_TITLE_MAX, `${E}titleTooLong`, `${E}oneLine`)
const description = requiredText(`${E}required`, VIDEO_DESCRIPTION_MAX, `${E}descriptionTooLong`)

/** "1:48" or "1:02:03", and not zero. */
export function isVideoDuration(value: string): boolean {
  const iso = isoDuration(value)
  return iso !== undefined && iso !== 'PT0S'
}

/** The address or id: read into a provider and an id, or refused with the reason. */
const address = z
  .string({ error: `${E}address.empty` })
  .max(VIDEO_ADDRESS_MAX, `${E}address.unknown`)
  .transform((value, ctx) => {
    const parsed = parseVideoSource(value)
    if (parsed.ok) return parsed.source
    ctx.addIssue({ code: 'custom', message: `${E}address.${parsed.problem}` })
    return z.NEVER
  })

export const videoFields = {
  titleEn: title,
  titleEs: title,
  descriptionEn: description,
  descriptionEs: description,
  address,
  duration: z
    .string({ error: `${E}required` })
    .trim()
    .refine(isVideoDuration, `${E}duration`),
  category: z.enum(videoCategories, { error: `${E}category` }),
  /** An image of the library (its 16 hex characters); absent: no picture of its own. */
  thumbnailImageId: z
    .string()
    .regex(/^[0-9a-f]{16}$/, `${E}image`)
    .optional(),
}

/** The add and edit form: what staff enter for one video. */
export const videoFormSchema = z.object(videoFields)
export type VideoFormValue = z.output<typeof videoFormSchema>

/** Every post of the Videos screen: save the form, move a video, hide or show it, delete it. */
export const videoActionSchema = collectionActionSchema(videoFields, ['move', 'hide', 'show', 'delete'])

export const emptyVideoForm = { category: 'business' }

/** A stored video in the edit form: its address as the provider's watch link. */
export function videoFormText(video: StoredVideo) {
  return {
    titleEn: video.title.en,
    titleEs: video.title.es,
    descriptionEn: video.description.en,
    descriptionEs: video.description.es,
    address: videoWatchUrl({ provider: video.provider, id: video.providerVideoId }),
    duration: video.duration,
    category: video.category,
    thumbnailImageId: video.thumbnailImage?.id ?? '',
  }
}
