import { z } from '#app/domain/zod'

/**
 * Rich text (issue #33, ADR 047): the paragraphs with links and emphasis staff write (FAQ answers,
 * stories, posts), stored as the editor's own JSON (TipTap / ProseMirror), never as HTML. This
 * schema is the one gate: what it does not name (headings, images, code, styles, any attribute but
 * a link's address) cannot be stored, whatever a browser posts. Unknown attributes are dropped.
 */

/** Longest link address kept. */
export const RICH_TEXT_HREF_MAX = 2000
/** Longest document, as posted (the JSON text). */
export const RICH_TEXT_JSON_MAX = 100_000
/** Lists inside lists, at most this deep. */
export const RICH_TEXT_LIST_DEPTH = 4

/**
 * A link may go to a web page over http(s), to an e-mail address (mailto:) or to a path of this
 * site (`/contact`, `/es/blog/x`; not `//elsewhere`). Nothing else: no javascript:, data:, tel:.
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > RICH_TEXT_HREF_MAX) return false
  // Spaces, quotes, angle brackets, backslashes and control characters: never in an address kept.
  // eslint-disable-next-line no-control-regex
  if (/[\s\\<>"'`\u0000-\u001f\u007f]/.test(href)) return false
  if (href.startsWith('/')) return !href.startsWith('//')
  if (/^mailto:[^@/]+@[^@/]+$/i.test(href)) return true
  if (!/^https?:\/\//i.test(href)) return false
  try {
    const url = new URL(href)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

/** What a person typed as a link, made an address: `example.com` → `https://example.com`. */
export function normalizeHref(typed: string): string {
  const href = typed.trim()
  if (href === '' || href.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href
  if (/^[^@\s/]+@[^@\s/]+\.[^@\s/]+$/.test(href)) return `mailto:${href}`
  return `https://${href}`
}

const bold = z.object({ type: z.literal('bold') })
const italic = z.object({ type: z.literal('italic') })
const link = z.object({
  type: z.literal('link'),
  attrs: z.object({ href: z.string().refine(isSafeHref) }),
})
const mark = z.discriminatedUnion('type', [bold, italic, link])
export type RichTextMark = z.output<typeof mark>

const text = z.object({
  type: z.literal('text'),
  text: z.string().min(1),
  marks: z
    .array(mark)
    .max(3)
    .refine((marks) => new Set(marks.map((m) => m.type)).size === marks.length)
    .optional(),
})
const hardBreak = z.object({ type: z.literal('hardBreak') })
const inline = z.discriminatedUnion('type', [text, hardBreak])
export type RichTextInline = z.output<typeof inline>

const paragraph = z.object({ type: z.literal('paragraph'), content: z.array(inline).optional() })
export type RichTextParagraph = z.output<typeof paragraph>

export type RichTextList = {
  type: 'bulletList' | 'orderedList'
  attrs?: { start?: number }
  content: RichTextListItem[]
}
export type RichTextListItem = { type: 'listItem'; content: RichTextBlock[] }
export type RichTextBlock = RichTextParagraph | RichTextList
export type RichTextDocument = { type: 'doc'; content: RichTextBlock[] }

function listAt(depth: number): z.ZodType<RichTextList> {
  const item = z.object({
    type: z.literal('listItem'),
    content: z
      .array(
        depth >= RICH_TEXT_LIST_DEPTH ? paragraph : z.union([paragraph, z.lazy(() => listAt(depth + 1))]),
      )
      .min(1),
  })
  const items = z.array(item).min(1)
  return z.union([
    z.object({ type: z.literal('bulletList'), content: items }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: z.number().int().min(0).max(100_000).optional() }).optional(),
      content: items,
    }),
  ]) as z.ZodType<RichTextList>
}

const block = z.union([paragraph, listAt(1)])

/** The stored document: a `doc` of paragraphs and lists. */
export const richTextDocument: z.ZodType<RichTextDocument> = z.object({
  type: z.literal('doc'),
  content: z.array(block),
}) as z.ZodType<RichTextDocument>

/** A document with nothing in it (what a new entry's editor starts with). */
export const emptyRichText: RichTextDocument = { type: 'doc', content: [{ type: 'paragraph' }] }

/** The document in a form's hidden field, or one read back from the database, checked; null if not one. */
export function parseRichText(value: unknown): RichTextDocument | null {
  let json = value
  if (typeof value === 'string') {
    if (value.length > RICH_TEXT_JSON_MAX) return null
    try {
      json = JSON.parse(value)
    } catch {
      return null
    }
  }
  const parsed = richTextDocument.safeParse(json)
  return parsed.success ? parsed.data : null
}

/** True when the document holds no text at all (only empty paragraphs or breaks). */
export function isRichTextEmpty(doc: RichTextDocument): boolean {
  const hasText = (blocks: readonly RichTextBlock[]): boolean =>
    blocks.some((b) =>
      b.type === 'paragraph'
        ? (b.content ?? []).some((n) => n.type === 'text' && n.text.trim() !== '')
        : b.content.some((item) => hasText(item.content)),
    )
  return !hasText(doc.content)
}

/**
 * A form's rich-text field: the hidden input's JSON, read into a document. `messages` are i18n
 * keys: `required` (missing or empty), `invalid` (not a document this site keeps: a bad link's
 * address, a forbidden node), `tooLong`.
 */
export function richTextField(messages: { required: string; invalid: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .max(RICH_TEXT_JSON_MAX, messages.tooLong)
    .transform((value, ctx) => {
      const doc = parseRichText(value)
      if (!doc) {
        ctx.addIssue({ code: 'custom', message: messages.invalid })
        return z.NEVER
      }
      if (isRichTextEmpty(doc)) {
        ctx.addIssue({ code: 'custom', message: messages.required })
        return z.NEVER
      }
      return doc
    })
}

/**
 * Plain text as a document: a paragraph per block of lines separated by a blank line, a line break
 * for each single newline. Content written before rich text (and the defaults) reads this way.
 */
export function plainToRichText(text: string): RichTextDocument {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  if (blocks.length === 0) return emptyRichText
  return {
    type: 'doc',
    content: blocks.map((block) => ({
      type: 'paragraph' as const,
      content: block.split('\n').flatMap((line, i) => {
        const text = line.trim()
        const parts: RichTextInline[] = i > 0 ? [{ type: 'hardBreak' }] : []
        if (text) parts.push({ type: 'text', text })
        return parts
      }),
    })),
  }
}
