import { parseRichText, type RichTextDocument } from '#app/domain/rich-text/document'
import { richTextHtml } from '#app/domain/rich-text/render'
import { sanitizeHtml } from '../../security/html-sanitizer'

/**
 * Rich text for a public page (issue #33, ADR 047): the stored document rendered on the server to
 * HTML (app/domain/rich-text/render.ts), then through the sanitizer's `richText` policy
 * (app/.server/security/html-sanitizer.ts: the same short list of tags) as a second guard, so a
 * renderer bug cannot put a script or a handler into a page. A stored value that is not a document
 * renders as nothing.
 */
export async function renderRichText(stored: RichTextDocument | unknown): Promise<string> {
  const doc = parseRichText(stored)
  if (!doc) return ''
  return sanitizeHtml(richTextHtml(doc), 'richText')
}
