import { z } from '#app/domain/zod'
import { parseVideoSource, videoWatchUrl } from './video-source'
import { isoDuration, videoCategories, type StoredVideo, type VideoCategory } from './videos'

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

const oneLine = (v: string) => !/[\r\n]/.test(v)

// Conform hands an empty field over as undefined: "required" is the message of a missing value.
const title = z
  .string({ error: `${E}required` })
  .trim()
  .min(1, `${E}required`)
  .max(VIDEO_TITLE_MAX, `${E}titleTooLong`)
  .refine(oneLine, `${E}oneLine`)

const description = z
  .string({ error: `${E}required` })
  .trim()
  .min(1, `${E}required`)
  .max(VIDEO_DESCRIPTION_MAX, `${E}descriptionTooLong`)

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

const videoId = z.coerce.number().int().positive().max(2_147_483_647)

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

/**
 * Every post of the Videos screen: save the form (a new video without `id`), move a video one
 * place up or down, hide it from the public pages or show it again, delete it.
 */
export const videoActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), id: videoId.optional(), ...videoFields }),
  z.object({ intent: z.literal('move'), id: videoId, direction: z.enum(['up', 'down']) }),
  z.object({ intent: z.literal('hide'), id: videoId }),
  z.object({ intent: z.literal('show'), id: videoId }),
  z.object({ intent: z.literal('delete'), id: videoId }),
])
export type VideoAction = z.output<typeof videoActionSchema>

/** The form's fields as text, as the page fills them in. */
export type VideoFormText = {
  titleEn: string
  titleEs: string
  descriptionEn: string
  descriptionEs: string
  address: string
  duration: string
  category: VideoCategory
  thumbnailImageId: string
}

export const emptyVideoForm: VideoFormText = {
  titleEn: '',
  titleEs: '',
  descriptionEn: '',
  descriptionEs: '',
  address: '',
  duration: '',
  category: 'business',
  thumbnailImageId: '',
}

/** A stored video in the edit form: its address as the provider's watch link. */
export function videoFormText(video: StoredVideo): VideoFormText {
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

/**
 * The ids in their new order after moving `id` one place up or down the list; null when it is
 * not in the list or already at that end.
 */
export function moveInOrder(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] | null {
  const from = ids.indexOf(id)
  const to = direction === 'up' ? from - 1 : from + 1
  if (from < 0 || to < 0 || to >= ids.length) return null
  const next = [...ids]
  next[from] = ids[to]!
  next[to] = id
  return next
}
