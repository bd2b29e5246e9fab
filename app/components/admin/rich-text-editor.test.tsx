import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { stubEditorLayout } from '../../../tests/support/editor-layout'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import { RichTextEditor } from './rich-text-editor'

beforeAll(stubEditorLayout)

const stored = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello world' }] }],
})

function renderEditor(lang: 'en' | 'es') {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/blog' : '/admin/blog',
        Component: () => (
          <form aria-label="test">
            <RichTextEditor name="bodyEn" label="Body (English)" initialValue={stored} testId="body" />
          </form>
        ),
      },
    ],
    { lang, path: '/admin/blog' },
  )
}

const hidden = () => JSON.parse((document.querySelector('input[name="bodyEn"]') as HTMLInputElement).value)

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].richText
  describe(`the rich-text editor (${lang})`, () => {
    it('names its toolbar and its toggles, and its editable area is a multi-line textbox named by its label', async () => {
      renderEditor(lang)
      const area = await screen.findByRole('textbox', { name: 'Body (English)' })
      expect(area).toHaveAttribute('aria-multiline', 'true')
      const toolbar = screen.getByRole('group', { name: t.toolbar.replace('{{label}}', 'Body (English)') })
      for (const name of [t.bold, t.italic, t.link, t.bulletList, t.orderedList])
        expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false')
      expect(hidden().content[0].content[0].text).toBe('Hello world')
    })

    it('makes the selection bold with its button, and the hidden input carries it', async () => {
      const { user } = renderEditor(lang)
      const area = await screen.findByRole('textbox', { name: 'Body (English)' })
      await act(async () => area.focus())
      await user.keyboard('{Control>}a{/Control}')
      await user.click(screen.getByRole('button', { name: t.bold }))
      await waitFor(() => expect(hidden().content[0].content[0].marks).toEqual([{ type: 'bold' }]))
      expect(screen.getByRole('button', { name: t.bold })).toHaveAttribute('aria-pressed', 'true')
    })

    it('links the selection from a labelled address field, and refuses an unsafe address', async () => {
      const { user } = renderEditor(lang)
      const area = await screen.findByRole('textbox', { name: 'Body (English)' })
      await act(async () => area.focus())
      await user.keyboard('{Control>}a{/Control}')
      await user.click(screen.getByRole('button', { name: t.link }))
      const address = await screen.findByRole('textbox', { name: t.linkAddress })
      await waitFor(() => expect(address).toHaveFocus())
      await user.type(address, 'javascript:alert(1){Enter}')
      expect(address).toHaveAttribute('aria-invalid', 'true')
      expect(screen.getByText(t.linkInvalid)).toBeInTheDocument()
      await user.clear(address)
      await user.type(address, 'example.com/join')
      fireEvent.keyDown(address, { key: 'Enter' })
      await waitFor(() =>
        expect(hidden().content[0].content[0].marks).toEqual([
          { type: 'link', attrs: expect.objectContaining({ href: 'https://example.com/join' }) },
        ]),
      )
      expect(screen.queryByRole('textbox', { name: t.linkAddress })).toBeNull()
    })
  })
}
