import { z } from '#app/domain/zod'
import {
  isRichTextEmpty,
  plainToRichText,
  RICH_TEXT_JSON_MAX,
  richTextDocument,
} from '#app/domain/rich-text/document'

/**
 * The editable website content of network-site.md §3 "Website content": per page, the sections
 * staff may edit, each with its fields. Stored per language in the database (content_sections);
 * the public pages render what is stored, and fall back to the defaults (./defaults) for a section
 * that is missing or no longer valid.
 */

const line = (max: number) => z.string().trim().min(1).max(max)
const title = line(160)
const paragraph = line(1200)
const listOf = <T extends z.ZodType>(item: T, min: number, max: number) => z.array(item).min(min).max(max)

/** An image: empty (none), a path on this site, or an https address. */
export const imageRef = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^\/[^\s"'()<>\\]*$/, 'a path on this site starting with /'),
  z.url({ protocol: /^https$/ }).regex(/^[^\s"'()<>\\]+$/, 'no spaces, quotes or brackets'),
])

/**
 * Paragraphs with links and emphasis (issue #33): a rich-text document (ADR 047). Plain text, as
 * stored before rich text or posted by the one-language form, is read as paragraphs.
 */
export const richText = z.union(
  [
    richTextDocument.refine((doc) => !isRichTextEmpty(doc), { error: 'required' }),
    z.string().trim().min(1).max(RICH_TEXT_JSON_MAX).transform(plainToRichText),
  ],
  { error: 'richText' },
)

/** A filter category: its id (as in the data) and the label shown. */
const category = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'lowercase letters, digits and dashes'),
  label: line(80),
})

export const contentSchemas = {
  home: {
    /** `earnings`: the hero's earnings line, an earnings claim (issue #35: see app/domain/claims). */
    hero: z.object({ title, subtitle: line(300), earnings: line(160), backgroundImage: imageRef }),
    features: z.object({
      title,
      description: paragraph,
      items: listOf(z.object({ title, description: paragraph }), 1, 8),
    }),
    /** `items`: the ids of the testimonials shown (testimonials table), in order. */
    testimonials: z.object({ title, items: listOf(z.number().int().positive(), 0, 24) }),
    callToAction: z.object({ title, description: paragraph, buttonText: line(60) }),
  },
  opportunity: {
    /** `video`: the id of a business video (videos table). */
    hero: z.object({ title, description: paragraph, video: z.number().int().positive() }),
    /** How it works: the steps, each with a feature list. */
    benefits: z.object({
      title,
      items: listOf(z.object({ title, description: paragraph, features: listOf(line(200), 0, 10) }), 1, 6),
    }),
    requirements: z.object({
      title,
      items: listOf(z.object({ title, details: listOf(line(300), 1, 10) }), 1, 6),
    }),
    faq: z.object({
      title,
      items: listOf(z.object({ question: line(300), answer: richText }), 1, 20),
    }),
    /**
     * What operators earn: each card's `amount` is an earnings claim (issue #35: app/domain/claims),
     * shown with the disclosure line of the claim it rests on. After the
     * spec's sections (network-site.md §3), so its editor lists those first.
     */
    earnings: z.object({
      title,
      subtitle: line(300),
      items: listOf(z.object({ title, amount: line(120), text: paragraph }), 1, 6),
      disclaimer: paragraph,
    }),
  },
  videos: {
    featured: z.object({ title, description: paragraph, videoUrl: z.url({ protocol: /^https$/ }) }),
    categories: z.object({ title, items: listOf(category, 1, 10) }),
  },
  products: {
    hero: z.object({ title, description: paragraph }),
    categories: z.object({ title, items: listOf(category, 1, 10) }),
  },
  contact: {
    hero: z.object({ title, description: paragraph }),
    form: z.object({
      title,
      fields: z.object({
        firstName: line(80),
        lastName: line(80),
        email: line(80),
        confirmEmail: line(80),
        phone: line(80),
        city: line(80),
        state: line(80),
        experience: line(80),
        hasVehicle: line(160),
        message: line(80),
        referralCode: line(80),
      }),
    }),
  },
} as const

type Schemas = typeof contentSchemas
export type ContentPage = keyof Schemas
export type ContentSectionName<P extends ContentPage> = keyof Schemas[P] & string
export type ContentData<
  P extends ContentPage,
  S extends ContentSectionName<P>,
> = Schemas[P][S] extends z.ZodType ? z.infer<Schemas[P][S]> : never
/** Every editable section of a page, with its data. */
export type PageContent<P extends ContentPage> = { [S in ContentSectionName<P>]: ContentData<P, S> }
/** The whole editable content of the site in one language. */
export type SiteContent = { [P in ContentPage]: PageContent<P> }

export const contentPages = Object.keys(contentSchemas) as ContentPage[]

export function contentSectionNames<P extends ContentPage>(page: P): ContentSectionName<P>[] {
  return Object.keys(contentSchemas[page]) as ContentSectionName<P>[]
}

/** Every editable (page, section) pair, in the order of the spec (the admin editor's dropdowns). */
export const contentSectionList: ReadonlyArray<{ page: ContentPage; section: string }> = contentPages.flatMap(
  (page) => contentSectionNames(page).map((section) => ({ page, section })),
)

export function isContentPage(page: string): page is ContentPage {
  return Object.hasOwn(contentSchemas, page)
}

export function isContentSection<P extends ContentPage>(
  page: P,
  section: string,
): section is ContentSectionName<P> {
  return Object.hasOwn(contentSchemas[page], section)
}

export function sectionSchema<P extends ContentPage, S extends ContentSectionName<P>>(
  page: P,
  section: S,
): z.ZodType<ContentData<P, S>> {
  return contentSchemas[page][section] as unknown as z.ZodType<ContentData<P, S>>
}

/**
 * A problem with one field: `path` is the field's dotted path (`items.2.title`), `message` Zod's
 * English text (logs), and `problem` with `values` name the translated message the editor shows.
 */
export type ContentIssue = {
  path: string
  message: string
  problem: ContentProblem
  values?: Record<string, number>
}

export type ContentProblem =
  | 'required'
  | 'tooLong'
  | 'tooFew'
  | 'tooMany'
  | 'number'
  | 'positive'
  | 'email'
  | 'url'
  | 'format'
  | 'image'
  | 'invalid'
  | 'businessDetail'
  /** A money figure in a claim-bearing field that no claim with a complete basis backs (issue #35). */
  | 'earningsClaim'

function describeIssue(issue: z.core.$ZodIssue): Pick<ContentIssue, 'problem' | 'values'> {
  const limit = (value: unknown) => (typeof value === 'number' ? value : Number(value))
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return { problem: 'tooFew', values: { min: limit(issue.minimum) } }
      if (issue.origin === 'number') return { problem: 'positive' }
      return { problem: 'required' }
    case 'too_big':
      if (issue.origin === 'array') return { problem: 'tooMany', values: { max: limit(issue.maximum) } }
      return { problem: 'tooLong', values: { max: limit(issue.maximum) } }
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return { problem: 'number' }
      return { problem: 'required' }
    case 'invalid_format':
      if (issue.format === 'email') return { problem: 'email' }
      if (issue.format === 'url') return { problem: 'url' }
      return { problem: 'format' }
    case 'invalid_union': {
      if (issue.message !== 'richText') return { problem: 'image' }
      // Rich text: an empty document or empty text is missing; anything else is not one we keep.
      const empty = issue.errors.some((branch) =>
        branch.some((i) => (i.code === 'custom' && i.message === 'required') || i.code === 'too_small'),
      )
      return { problem: empty ? 'required' : 'invalid' }
    }
    default:
      return { problem: 'invalid' }
  }
}

/** Checks a section's data against its shape; the server's word on what may be stored. */
export function parseSectionData<P extends ContentPage, S extends ContentSectionName<P>>(
  page: P,
  section: S,
  data: unknown,
): { ok: true; data: ContentData<P, S> } | { ok: false; issues: ContentIssue[] } {
  const result = sectionSchema(page, section).safeParse(data)
  if (result.success) return { ok: true, data: result.data }
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
      ...describeIssue(issue),
    })),
  }
}
