import type sanitizeHtmlType from 'sanitize-html'

/**
 * sanitize-html (with postcss) adds some 17 MB to the server's memory: it is loaded the first time
 * a newsletter is saved or sent, not at start-up.
 */
export async function loadSanitizer(): Promise<typeof sanitizeHtmlType> {
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

/**
 * The HTML content of a newsletter, made safe once, when it is saved (issue #11): e-mail
 * friendly tags only; no script, style, iframe, form or event handler; links only http(s) and
 * mailto; images only over http(s); inline styles only for a few properties with plain values.
 * What is stored is then sent as is.
 */
export async function sanitizeNewsletterHtml(html: string): Promise<string> {
  const sanitizeHtml = await loadSanitizer()
  return sanitizeHtml(html, {
    allowedTags: [
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
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'align'],
      th: ['colspan', 'rowspan', 'align', 'scope'],
      table: ['width', 'cellpadding', 'cellspacing', 'border', 'role'],
      '*': ['style'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedStyles: { '*': safeStyles },
    disallowedTagsMode: 'discard',
    // Text of dropped script/style blocks goes too, not only the tags.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    transformTags: {
      // Links open outside the mail client's frame and tell nothing of where they came from.
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }, true),
    },
  })
}
