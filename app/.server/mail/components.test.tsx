import { describe, expect, it } from 'vitest'
import { resolveSiteSettings } from '#app/domain/settings/site-settings'
import { EmailLayout, EmailText } from './components'
import { renderEmail } from './render'

const settings = resolveSiteSettings([])

/** The declarations of an inline style attribute, by property. */
function declarations(style: string): Map<string, string> {
  return new Map(
    style
      .split(';')
      .map((d) => d.split(':').map((part) => part.trim()))
      .filter((d): d is [string, string] => d.length === 2 && d[0] !== '')
      .map(([property, value]) => [property.toLowerCase(), value]),
  )
}

/** The left and right margins a style gives (the shorthand's second and fourth values, CSS order). */
function sideMargins(style: Map<string, string>): [string, string] {
  const parts = (style.get('margin') ?? '0').split(/\s+/)
  const right = parts[1] ?? parts[0]!
  const left = parts[3] ?? right
  return [style.get('margin-left') ?? left, style.get('margin-right') ?? right]
}

describe('the e-mail layout', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`keeps the footer's divider inside the card: full width without side margins (${lang}, issue #30 item 6)`, async () => {
      const { html } = await renderEmail(
        <EmailLayout
          lang={lang}
          settings={settings}
          preview="Preview"
          heading="Heading"
          unsubscribeUrl="https://example.com/u"
        >
          <EmailText>Body</EmailText>
        </EmailLayout>,
      )
      const rules = [...html.matchAll(/<hr\b[^>]*style="([^"]*)"/g)].map((m) => declarations(m[1]!))
      expect(rules).toHaveLength(1)
      for (const rule of rules) {
        // A 100 % wide rule with side margins is wider than the cell it sits in.
        if ((rule.get('width') ?? '100%') === '100%') {
          expect(sideMargins(rule).map((m) => m.replace(/px$/, ''))).toEqual(['0', '0'])
        }
      }
      // It is still inset like the text above it: by its cell's padding.
      expect(html).toMatch(
        /<table[^>]*style="[^"]*padding:16px 32px[^"]*"[^>]*>(\s*<(tbody|tr|td)[^>]*>)*\s*<hr\b/,
      )
    })
  }
})
