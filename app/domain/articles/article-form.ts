import { collectionActionSchema, requiredText } from '#app/domain/admin/collection'
import { richTextField, type RichTextDocument } from '#app/domain/rich-text/document'
import { z } from '#app/domain/zod'
import { articleStatuses, SLUG_MAX, SLUG_PATTERN, type ArticleKind, type ArticleStatus } from './articles'

/**
 * The Success stories and Blog screens' form (issue #33, ADR 047): one schema per kind, used by the
 * form before it posts and by the action through the admin edge. Both languages are required
 * side by side; messages are i18n keys under `adminArticles.errors`.
 */
const E = 'adminArticles.errors.'

export const ARTICLE_TITLE_MAX = 150
export const ARTICLE_SUMMARY_MAX = 300

const title = requiredText(`${E}required`, ARTICLE_TITLE_MAX, `${E}titleTooLong`, `${E}oneLine`)
const summary = requiredText(`${E}required`, ARTICLE_SUMMARY_MAX, `${E}summaryTooLong`)
const body = richTextField({
  required: `${E}bodyRequired`,
  invalid: `${E}bodyInvalid`,
  tooLong: `${E}bodyTooLong`,
})

/** A `datetime-local` value ("2026-11-22T09:30"), in the site's time zone (the service converts it). */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

const fields = {
  titleEn: title,
  titleEs: title,
  summaryEn: summary,
  summaryEs: summary,
  bodyEn: body,
  bodyEs: body,
  slug: z
    .string({ error: `${E}slug` })
    .trim()
    .max(SLUG_MAX, `${E}slug`)
    .regex(SLUG_PATTERN, `${E}slug`),
  /** An image of the library (its 16 hex characters); absent: no cover. */
  coverImageId: z
    .string()
    .regex(/^[0-9a-f]{16}$/, `${E}image`)
    .optional(),
  status: z.enum(articleStatuses, { error: `${E}status` }),
  /** Empty: the time of saving. */
  publishedAt: z.string().regex(LOCAL_DATE_TIME, `${E}publishedAt`).optional(),
}

const storyFields = {
  ...fields,
  /** The operator the story is about: an operator's id, or none. */
  operatorId: z.coerce
    .number({ error: `${E}operator` })
    .int(`${E}operator`)
    .positive(`${E}operator`)
    .optional(),
}

/** Every post of a screen: save the form, delete an entry. */
export const articleActionSchemas = {
  story: collectionActionSchema(storyFields, ['delete']),
  post: collectionActionSchema(fields, ['delete']),
}

export type ArticleFormValue = {
  titleEn: string
  titleEs: string
  summaryEn: string
  summaryEs: string
  bodyEn: RichTextDocument
  bodyEs: RichTextDocument
  slug: string
  coverImageId?: string
  status: ArticleStatus
  publishedAt?: string
  operatorId?: number
}

/** A stored entry in the edit form, as text (the bodies as JSON, the date in the site's zone). */
export function articleFormText(
  entry: Omit<ArticleFormValue, 'publishedAt' | 'coverImageId' | 'operatorId'> & {
    coverImageId: string | null
    operatorId: number | null
  },
  publishedAtLocal: string,
) {
  return {
    titleEn: entry.titleEn,
    titleEs: entry.titleEs,
    summaryEn: entry.summaryEn,
    summaryEs: entry.summaryEs,
    bodyEn: JSON.stringify(entry.bodyEn),
    bodyEs: JSON.stringify(entry.bodyEs),
    slug: entry.slug,
    coverImageId: entry.coverImageId ?? '',
    operatorId: entry.operatorId === null ? '' : String(entry.operatorId),
    status: entry.status,
    publishedAt: publishedAtLocal,
  }
}

/** A new entry's form: a draft, dated now (in the site's zone). */
export const emptyArticleForm = (kind: ArticleKind) => ({
  status: 'draft',
  ...(kind === 'story' ? { operatorId: '' } : {}),
})
