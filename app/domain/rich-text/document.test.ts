import { describe, expect, it } from 'vitest'
import {
  emptyRichText,
  isRichTextEmpty,
  isSafeHref,
  normalizeHref,
  parseRichText,
  richTextField,
} from './document'

const p = (...content: object[]) => ({ type: 'paragraph', content })
const t = (text: string, marks?: object[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) })
const doc = (...content: object[]) => ({ type: 'doc', content })

describe('isSafeHref', () => {
  it.each([
    ['https://example.com/a?b=c', true],
    ['http://example.com', true],
    ['mailto:ops@example.com', true],
    ['/contact', true],
    ['/es/blog/first-post#top', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<b>', false],
    ['tel:+15555550100', false],
    ['https://', false],
    ['https://exa mple.com', false],
    ['/path"onmouseover="x', false],
    ['', false],
    ['relative/path', false],
  ])('%s → %s', (href, safe) => expect(isSafeHref(href)).toBe(safe))
})

describe('normalizeHref', () => {
  it.each([
    ['example.com', 'https://example.com'],
    [' https://a.example ', 'https://a.example'],
    ['ops@example.com', 'mailto:ops@example.com'],
    ['/contact', '/contact'],
    ['javascript:x', 'javascript:x'],
  ])('%s → %s', (typed, href) => expect(normalizeHref(typed)).toBe(href))
})

describe('parseRichText', () => {
  it('keeps paragraphs, marks, lists and breaks, and drops attributes it does not keep', () => {
    const input = doc(
      { type: 'paragraph', attrs: { textAlign: 'left' }, content: [t('Hi ', [{ type: 'bold' }])] },
      p(t('site', [{ type: 'link', attrs: { href: '/blog', target: '_blank', class: 'x' } }])),
      {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [p(t('one')), { type: 'hardBreak' }].slice(0, 1) }],
      },
      {
        type: 'orderedList',
        attrs: { start: 3, type: null },
        content: [{ type: 'listItem', content: [p(t('x'))] }],
      },
      p(t('a'), { type: 'hardBreak' }, t('b', [{ type: 'italic' }])),
    )
    const parsed = parseRichText(JSON.stringify(input))
    expect(parsed?.content[0]).toEqual(p(t('Hi ', [{ type: 'bold' }])))
    expect(parsed?.content[1]).toEqual(p(t('site', [{ type: 'link', attrs: { href: '/blog' } }])))
    expect(parsed?.content[3]).toMatchObject({ type: 'orderedList', attrs: { start: 3 } })
  })

  it.each([
    ['a heading', doc({ type: 'heading', attrs: { level: 1 }, content: [t('x')] })],
    ['an image', doc({ type: 'image', attrs: { src: 'https://x.example/a.png' } })],
    ['a javascript: link', doc(p(t('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])))],
    ['an unknown mark', doc(p(t('x', [{ type: 'strike' }])))],
    ['a mark twice', doc(p(t('x', [{ type: 'bold' }, { type: 'bold' }])))],
    ['an empty text node', doc(p(t('')))],
    ['an empty list', doc({ type: 'bulletList', content: [] })],
    ['not a doc', { type: 'paragraph' }],
    ['raw HTML', '<p>hi</p>'],
  ])('refuses %s', (_, input) =>
    expect(parseRichText(typeof input === 'string' ? input : JSON.stringify(input))).toBeNull(),
  )

  it('refuses lists nested deeper than four', () => {
    let list: object = { type: 'bulletList', content: [{ type: 'listItem', content: [p(t('x'))] }] }
    for (let i = 0; i < 4; i++)
      list = { type: 'bulletList', content: [{ type: 'listItem', content: [p(t('x')), list] }] }
    expect(parseRichText(doc(list))).toBeNull()
  })
})

describe('richTextField', () => {
  const field = richTextField({ required: 'req', invalid: 'bad', tooLong: 'long' })
  const message = (value: unknown) => field.safeParse(value).error?.issues[0]?.message
  it('reads a document with text', () => {
    expect(field.parse(JSON.stringify(doc(p(t('Hello')))))).toEqual(doc(p(t('Hello'))))
  })
  it.each([
    [undefined, 'req'],
    [JSON.stringify(emptyRichText), 'req'],
    [JSON.stringify(doc(p(t('   ')))), 'req'],
    ['{', 'bad'],
    ['x'.repeat(100_001), 'long'],
  ])('%#: refuses with %s', (value, expected) => expect(message(value)).toBe(expected))
  it('knows an empty document', () => {
    expect(isRichTextEmpty(emptyRichText)).toBe(true)
  })
})

describe('plain text as a document', () => {
  it('makes a paragraph per block and a break per line', async () => {
    const { plainToRichText, richTextDocument } = await import('./document')
    const doc = plainToRichText('First line\nsecond line\n\nNext paragraph')
    expect(doc).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'First line' },
            { type: 'hardBreak' },
            { type: 'text', text: 'second line' },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: 'Next paragraph' }] },
      ],
    })
    expect(richTextDocument.safeParse(doc).success).toBe(true)
    expect(plainToRichText('  ')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] })
  })
})
