import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { stubEditorLayout } from '../../../tests/support/editor-layout'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import SuccessStoriesScreen from './success-stories'

beforeAll(stubEditorLayout)

const body = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }],
})
const rows = [
  {
    id: 3,
    slug: 'draft-one',
    title: { en: 'Draft one', es: 'Borrador uno' },
    state: 'draft',
    publishedAt: '2026-03-01T14:00:00.000Z',
    path: '/success-stories/draft-one',
  },
  {
    id: 2,
    slug: 'later',
    title: { en: 'Later', es: 'Después' },
    state: 'scheduled',
    publishedAt: '2099-01-01T14:00:00.000Z',
    path: '/success-stories/later',
  },
  {
    id: 1,
    slug: 'live',
    title: { en: 'Live one', es: 'Publicada' },
    state: 'live',
    publishedAt: '2026-01-01T14:00:00.000Z',
    path: '/success-stories/live',
  },
]

function renderScreen(lang: Lang, action: () => unknown, editing: object | null = null) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/success-stories' : '/admin/success-stories',
        Component: SuccessStoriesScreen as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          rows,
          editing,
          images: [],
          choices: { operators: [{ value: '7', label: 'Delray Couriers' }] },
          notice: null,
        }),
        action,
      },
    ],
    { lang, path: '/admin/success-stories' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminArticles
  describe(`the success stories screen (${lang})`, () => {
    it('lists each entry with its state and a preview link to its real page', async () => {
      renderScreen(lang, () => null)
      const list = await screen.findAllByTestId('article-row')
      expect(list.map((row) => within(row).getByTestId('article-state').textContent)).toEqual([
        t.state.draft,
        t.state.scheduled,
        t.state.live,
      ])
      const title = lang === 'es' ? 'Borrador uno' : 'Draft one'
      expect(
        within(list[0]!).getByRole('link', { name: t.list.previewLabel.replace('{{title}}', title) }),
      ).toHaveAttribute('href', `${lang === 'es' ? '/es' : ''}/success-stories/draft-one?preview=draft`)
    })

    it('puts English and Spanish side by side, with the editor for each text, the operators and no JSON', async () => {
      renderScreen(lang, () => null)
      const form = await screen.findByTestId('article-form')
      expect(within(form).getByRole('group', { name: t.form.english })).toBeInTheDocument()
      expect(within(form).getByRole('group', { name: t.form.spanish })).toBeInTheDocument()
      expect(await within(form).findByRole('textbox', { name: t.form.bodyEn })).toHaveAttribute(
        'aria-multiline',
        'true',
      )
      expect(within(form).getByRole('textbox', { name: t.form.bodyEs })).toBeInTheDocument()
      expect(within(form).getByRole('option', { name: 'Delray Couriers' })).toBeInTheDocument()
      expect(form.textContent).not.toMatch(/"type":"doc"/)
    })

    it('says beside each field what is missing, in the staff’s language, and posts nothing', async () => {
      const action = vi.fn(() => null)
      const { user } = renderScreen(lang, action)
      const form = await screen.findByTestId('article-form')
      await user.click(within(form).getByRole('button', { name: t.story.add }))
      const title = within(form).getByLabelText(t.form.titleEs)
      await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))
      expect(title).toHaveAccessibleDescription(expect.stringContaining(t.errors.required))
      expect(within(form).getByRole('textbox', { name: t.form.bodyEs })).toHaveAccessibleDescription(
        expect.stringContaining(t.errors.bodyRequired),
      )
      expect(action).not.toHaveBeenCalled()
    })

    it('opens an entry with its text in the editor and a preview link', async () => {
      renderScreen(lang, () => null, {
        id: 1,
        name: 'Live one',
        previewPath: '/success-stories/live',
        values: {
          titleEn: 'Live one',
          titleEs: 'Publicada',
          summaryEn: 's',
          summaryEs: 's',
          bodyEn: body,
          bodyEs: body,
          slug: 'live',
          status: 'published',
          publishedAt: '2026-01-01T09:00',
          coverImageId: '',
          operatorId: '7',
        },
      })
      const form = await screen.findByTestId('article-form')
      expect(await within(form).findByRole('textbox', { name: t.form.bodyEn })).toHaveTextContent('Hi')
      expect(within(form).getByLabelText(t.form.operatorId)).toHaveValue('7')
      expect(
        within(form).getByRole('link', { name: t.list.previewLabel.replace('{{title}}', 'Live one') }),
      ).toBeInTheDocument()
    })
  })
}
