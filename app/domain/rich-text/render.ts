import { isSafeHref, type RichTextBlock, type RichTextDocument, type RichTextInline } from './document'

/**
 * A rich-text document (document.ts) as HTML and as plain text, pure: the server renders it into
 * the page (no editor code in the public bundles), and the plain text serves summaries, feeds and
 * e-mail. Only the nodes and marks the schema allows are written; every text is escaped; a link
 * whose address is not safe is written as its text alone. The server passes the HTML through
 * sanitize-html as a second guard (app/.server/services/content/rich-text.ts).
 */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!)

const hrefOf = (node: RichTextInline) =>
  node.type === 'text' ? node.marks?.find((m) => m.type === 'link')?.attrs.href : undefined

/** Text nodes next to each other with the same link: one anchor (a bold word inside a link stays one link). */
function runs(nodes: readonly RichTextInline[]) {
  const out: { href: string | undefined; nodes: RichTextInline[] }[] = []
  for (const node of nodes) {
    const href = hrefOf(node)
    const last = out.at(-1)
    if (last && last.href === href && href !== undefined) last.nodes.push(node)
    else out.push({ href, nodes: [node] })
  }
  return out
}

function inlineHtml(node: RichTextInline): string {
  if (node.type === 'hardBreak') return '<br>'
  let html = escapeHtml(node.text)
  const has = (type: string) => node.marks?.some((m) => m.type === type)
  if (has('italic')) html = `<em>${html}</em>`
  if (has('bold')) html = `<strong>${html}</strong>`
  return html
}

/** A link to another site gets rel="noopener noreferrer"; a path of this site or mailto: none. */
export function linkAttributes(href: string): string {
  const external = /^https?:/i.test(href)
  return `href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer"' : ''}`
}

function inlinesHtml(nodes: readonly RichTextInline[]): string {
  return runs(nodes)
    .map(({ href, nodes }) => {
      const inner = nodes.map(inlineHtml).join('')
      return href !== undefined && isSafeHref(href) ? `<a ${linkAttributes(href)}>${inner}</a>` : inner
    })
    .join('')
}

function blockHtml(block: RichTextBlock): string {
  if (block.type === 'paragraph') {
    const inner = inlinesHtml(block.content ?? [])
    return inner === '' ? '' : `<p>${inner}</p>`
  }
  const items = block.content.map((item) => `<li>${item.content.map(blockHtml).join('')}</li>`).join('')
  if (block.type === 'bulletList') return `<ul>${items}</ul>`
  const start = block.attrs?.start
  return `<ol${start !== undefined && start !== 1 ? ` start="${start}"` : ''}>${items}</ol>`
}

/** The document as HTML: paragraphs, lists, strong, em, links and line breaks only. */
export function richTextHtml(doc: RichTextDocument): string {
  return doc.content.map(blockHtml).join('')
}

/**
 * The document as plain text: paragraphs apart by a blank line, list items on their own lines
 * ("- " or "1. ", indented when nested). `links: true` writes a link's address after its text
 * (e-mail text), unless the text is the address.
 */
export function richTextPlain(doc: RichTextDocument, options: { links?: boolean } = {}): string {
  const inlines = (nodes: readonly RichTextInline[]) =>
    runs(nodes)
      .map(({ href, nodes }) => {
        const text = nodes.map((n) => (n.type === 'text' ? n.text : '\n')).join('')
        return options.links && href && href !== text ? `${text} (${href})` : text
      })
      .join('')
  const blocks = (list: readonly RichTextBlock[], indent: string): string[] =>
    list.flatMap((block) => {
      if (block.type === 'paragraph') {
        const text = inlines(block.content ?? []).trim()
        return text === '' ? [] : [indent + text.replace(/\n/g, `\n${indent}`)]
      }
      const start = block.type === 'orderedList' ? (block.attrs?.start ?? 1) : 0
      return [
        block.content
          .map((item, i) => {
            const bullet = block.type === 'bulletList' ? '- ' : `${start + i}. `
            const [first = '', ...rest] = blocks(item.content, `${indent}${' '.repeat(bullet.length)}`)
            return `${indent}${bullet}${first.trimStart()}${rest.length ? `\n${rest.join('\n')}` : ''}`
          })
          .join('\n'),
      ]
    })
  return blocks(doc.content, '').join('\n\n')
}
