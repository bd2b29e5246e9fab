import { simpleParser } from 'mailparser'
import MailComposer from 'nodemailer/lib/mail-composer'
import { describe, expect, it } from 'vitest'
import { resolveSiteSettings } from '#app/domain/settings/site-settings'
import { messageParts } from './outbox'
import { fillBody, rawPart, rawTextPart, splitBody, type RawPart } from './mime'
import { renderEmail } from './render'
import { newsletterIssue } from './templates/newsletter'

type Body = { html?: string | RawPart; text?: string | RawPart }

/** The message nodemailer writes for `body`, as a mail client reads it back (mailparser). */
async function received(body: Body) {
  const message = await new MailComposer({
    from: 'news@example.com',
    to: 'reader@example.com',
    subject: 'Noticias',
    messageId: '<m-1@example.com>',
    ...body,
  })
    .compile()
    .build()
  const raw = message.toString()
  const parsed = await simpleParser(message)
  return { raw, html: parsed.html || '', text: parsed.text ?? '' }
}

const settings = resolveSiteSettings([])
const paragraph = 'Los operadores de mensajería amplían sus rutas con clientes nuevos cada mes. '.repeat(5)
const versions = {
  en: {
    lang: 'en',
    subject: 'Our monthly news',
    title: 'News of the month',
    bodyHtml: `<h2>News</h2><p>${'Courier operators are growing their routes. '.repeat(6)}<a href="https://example.com/c?u=1&amp;s=2">Read more</a></p>`,
    test: false,
  },
  es: {
    lang: 'es',
    subject: 'Nuestras noticias del mes — señal',
    title: 'Noticias del mes',
    // A body that holds what an earlier version used as a placeholder: it stays as it is.
    bodyHtml: `<p>${paragraph}</p><p>Año nuevo: ¡ñandú! 🚚 https://personal.invalid/unsubscribeUrl</p>`,
    test: false,
  },
} as const
// Characters React escapes, a '$&' that String.replace would read as a pattern, long and non-ASCII.
const readers = [
  {
    unsubscribeUrl: 'https://www.example.com/newsletter/unsubscribe?token=a-b_c',
    openPixelUrl: 'https://www.example.com/newsletter/o/7-aaaa-sig.gif',
  },
  {
    unsubscribeUrl: `https://www.example.com/newsletter/unsubscribe?token=x&y='z'$&<b>ñ${'q'.repeat(90)}`,
    openPixelUrl: null,
  },
]

describe('a newsletter issue as it is sent (ADR 061)', () => {
  it.each(['en', 'es'] as const)(
    'each reader of the %s version receives what a render of their own message gives',
    async (lang) => {
      const context = { settings, subject: versions[lang].subject }
      const seen = new Set<string>()
      for (const reader of readers) {
        const data = { ...versions[lang], ...reader }
        const direct = await renderEmail(newsletterIssue.element(data, context))
        const before = await received(direct)
        const parts = await messageParts({ template: { name: 'newsletter.issue', data } }, context)
        // The parts are encoded already: nodemailer sends them as they are.
        expect(parts.html).toHaveProperty('raw')
        const now = await received(parts)
        expect(now.html).toBe(direct.html)
        expect(now.html).toBe(before.html)
        expect(now.text).toBe(before.text)
        expect(now.text).toContain(reader.unsubscribeUrl)
        expect(now.raw).not.toContain(' personal.invalid/')
        // RFC 2045: no encoded line longer than 76 characters.
        for (const line of now.raw.split(/\r?\n/)) expect(line.length).toBeLessThanOrEqual(76)
        seen.add(now.html)
      }
      // Two readers, two messages: each with its own link.
      expect(seen.size).toBe(2)
    },
  )

  it('keeps the personal link out of every other reader’s message', async () => {
    const context = { settings, subject: versions.en.subject }
    const [first, second] = await Promise.all(
      readers.map(async (reader) =>
        received(
          await messageParts(
            { template: { name: 'newsletter.issue', data: { ...versions.en, ...reader } } },
            context,
          ),
        ),
      ),
    )
    expect(first!.html).toContain('token=a-b_c')
    expect(second!.html).not.toContain('token=a-b_c')
    expect(second!.html).toContain('token=x&amp;y=&#x27;z&#x27;$&amp;&lt;b&gt;')
    expect(first!.html).toContain('/o/7-aaaa-sig.gif')
    expect(second!.html).not.toContain('/o/7-aaaa-sig.gif')
  })

  it('joins encoded pieces and values so that the part decodes to the filled body', async () => {
    // Lines of 75 to 80 characters around the cuts, and a multi-byte character at each edge.
    const cases = [
      ['a'.repeat(75), 'é'.repeat(30), `ñ${'b'.repeat(74)}\n${'c'.repeat(76)}`],
      ['a'.repeat(76), 'é'.repeat(26), 'b'.repeat(76)],
      ['x ', '🚚', ` ${'=d'.repeat(50)}`],
      ['', 'v', ''],
    ]
    for (const [before, value, after] of cases) {
      const split = splitBody(`${before}{P}${after}{P}`, new Map([['p', '{P}']]))
      const { content, encoded } = fillBody(split, new Map([['p', value!]]))
      expect(content).toBe(`${before}${value}${after}${value}`)
      const part = rawTextPart('plain', encoded)
      const { text, raw } = await received({ text: rawPart(part) })
      expect(text).toBe((await received({ text: content })).text)
      for (const line of [...raw.split(/\r?\n/), ...encoded.split(/\r?\n/)])
        expect(line.length).toBeLessThanOrEqual(76)
    }
  })
})
