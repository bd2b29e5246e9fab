import type sanitizeHtmlType from 'sanitize-html'

/**
 * The one HTML sanitizer of the site (issue #43): every HTML that staff write and the site then
 * shows or sends goes through `sanitizeHtml(html, policy)` with a named policy, and the only other
 * pass over stored HTML, the newsletter's link rewriting, is `rewriteLinks` here too.
 *
 * - `richText`: a rich-text paragraph of a public page (ADR 047), the second guard after
 *   app/domain/rich-text/render.ts: the renderer's few tags only, anything else escaped.
 * - `newsletter`: a newsletter's HTML content (issue #11), made safe once, when it is saved. It needs
 *   more than rich text: e-mail layout is tables, headings, images and inline styles, since mail
 *   clients drop style sheets. Still no script, style, iframe, form or event handler.
 *
 * Both allow links only to http(s) and mailto, never protocol-relative ones.
 */

/**
 * sanitize-html (with postcss) adds some 17 MB to the server's memory: it is loaded the first time
 * something is sanitized, not at start-up.
 */
async function loadSanitizer(): Promise<typeof sanitizeHtmlType> {
  return (await import('sanitize-html')).default
}

/** A CSS value: words, numbers with units, #colours and rgb(); never url(), expression() or `;`. */
const safeCssValue = /^(?:[#\w.%\s,-]|rgba?\(\s*[\d.\s,%]+\))+$/i

const safeStyles = Object.fromEntries(
  [
    'color',
    'background-color',
    'text-align',
    'font-size',
    'font-weight',
    'font-style',
    'text-decoration',
    'line-height',
    'padding',
    'margin',
    'border',
    'width',
    'max-width',
  ].map((property) => [property, [safeCssValue]]),
)

const linkSchemes = ['http', 'https', 'mailto']

/** The tags the rich-text renderer writes (app/domain/rich-text/render.ts). */
export const richTextTags = ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li'] as const

/** E-mail friendly tags: the rich-text ones and the layout a newsletter's HTML is made of. */
export const newsletterTags = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const

export type SanitizerPolicy = 'richText' | 'newsletter'

const policies: Record<SanitizerPolicy, (lib: typeof sanitizeHtmlType) => sanitizeHtmlType.IOptions> = {
  richText: () => ({
    allowedTags: [...richTextTags],
    allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
    allowedSchemes: linkSchemes,
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'escape',
  }),
  newsletter: (lib) => ({
    allowedTags: [...newsletterTags],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'align'],
      th: ['colspan', 'rowspan', 'align', 'scope'],
      table: ['width', 'cellpadding', 'cellspacing', 'border', 'role'],
      '*': ['style'],
    },
    allowedSchemes: linkSchemes,
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedStyles: { '*': safeStyles },
    disallowedTagsMode: 'discard',
    // Text of dropped script/style blocks goes too, not only the tags.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    transformTags: {
      // Links open outside the mail client's frame and tell nothing of where they came from.
      a: lib.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }, true),
    },
  }),
}

/** `html` made safe under the named policy. */
export async function sanitizeHtml(html: string, policy: SanitizerPolicy): Promise<string> {
  const lib = await loadSanitizer()
  return lib(html, policies[policy](lib))
}

/**
 * Every link of HTML that was sanitized before goes through `rewrite` (its href, or undefined to keep
 * the link as it is); nothing else changes. This pass keeps every tag that is left
 * (allowVulnerableTags says so; without it sanitize-html printed a warning for every message sent),
 * so it is only for HTML that went through `sanitizeHtml` when it was saved.
 */
export async function rewriteLinks(
  html: string,
  rewrite: (href: string) => string | undefined,
): Promise<string> {
  const lib = await loadSanitizer()
  return lib(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href && rewrite(attribs.href)
        return href ? { tagName, attribs: { ...attribs, href } } : { tagName, attribs }
      },
    },
  })
}
