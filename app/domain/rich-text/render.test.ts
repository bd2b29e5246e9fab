import { describe, expect, it } from 'vitest'
import type { RichTextDocument } from './document'
import { escapeHtml, richTextHtml, richTextPlain } from './render'

const sample: RichTextDocument = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'We grew ' },
        { type: 'text', text: '40%', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' <fast> & ' },
        {
          type: 'text',
          text: 'read ',
          marks: [{ type: 'link', attrs: { href: 'https://example.com/?a=1&b=2' } }],
        },
        {
          type: 'text',
          text: 'more',
          marks: [{ type: 'link', attrs: { href: 'https://example.com/?a=1&b=2' } }, { type: 'italic' }],
        },
      ],
    },
    { type: 'paragraph' },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] },
        {
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'two', marks: [{ type: 'link', attrs: { href: '/contact' } }] },
              ],
            },
            {
              type: 'orderedList',
              attrs: { start: 3 },
              content: [
                {
                  type: 'listItem',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'deep' }] }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }, { type: 'text', text: 'b' }],
    },
  ],
}

describe('richTextHtml', () => {
  it('writes the allowed nodes and marks, escapes the text, and keeps one anchor per link', () => {
    expect(richTextHtml(sample)).toBe(
      '<p>We grew <strong>40%</strong> &lt;fast&gt; &amp; ' +
        '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer">read <em>more</em></a></p>' +
        '<ul><li><p>one</p></li><li><p><a href="/contact">two</a></p><ol start="3"><li><p>deep</p></li></ol></li></ul>' +
        '<p>a<br>b</p>',
    )
  })

  it('writes an unsafe link (one that got past the schema) as its text alone', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
      ],
    } as RichTextDocument
    expect(richTextHtml(doc)).toBe('<p>x</p>')
  })

  it('escapes quotes', () => expect(escapeHtml(`"'`)).toBe('&quot;&#39;'))
})

describe('richTextPlain', () => {
  it('writes paragraphs and list items as lines', () => {
    expect(richTextPlain(sample)).toBe('We grew 40% <fast> & read more\n\n- one\n- two\n  3. deep\n\na\nb')
  })
  it('adds the addresses of links when asked', () => {
    expect(richTextPlain(sample, { links: true })).toContain('read more (https://example.com/?a=1&b=2)')
    expect(richTextPlain(sample, { links: true })).toContain('two (/contact)')
  })
})
