import { describe, expect, it } from 'vitest'
import { renderRichText } from './rich-text'

const doc = (content: object[]) => ({ type: 'doc', content })

describe('renderRichText', () => {
  it('renders a stored document to the same HTML after the second guard', async () => {
    const html = await renderRichText(
      doc([
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Hi ', marks: [{ type: 'bold' }] },
            {
              type: 'text',
              text: 'there',
              marks: [{ type: 'link', attrs: { href: 'https://example.com' } }],
            },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 2 },
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] },
          ],
        },
      ]),
    )
    expect(html).toBe(
      '<p><strong>Hi </strong><a href="https://example.com" rel="noopener noreferrer">there</a></p><ol start="2"><li><p>x</p></li></ol>',
    )
  })

  it('renders nothing for what is not a document', async () => {
    expect(await renderRichText('<script>alert(1)</script>')).toBe('')
    expect(
      await renderRichText(
        doc([
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            ],
          },
        ]),
      ),
    ).toBe('')
  })

  it('reads a document stored as JSON text', async () => {
    expect(
      await renderRichText(
        JSON.stringify(doc([{ type: 'paragraph', content: [{ type: 'text', text: '<b>' }] }])),
      ),
    ).toBe('<p>&lt;b&gt;</p>')
  })
})
