import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { defaultContent } from '#app/domain/content/defaults'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import ContentScreen from './content'

type Draft = { data: unknown; savedByEmail: string; savedAt: string; publishAt: string | null } | null

function renderScreen(
  lang: Lang,
  options: {
    editing?: boolean
    drafts?: { en: Draft; es: Draft }
    action?: () => unknown
    section?: 'faq' | 'earnings'
  } = {},
) {
  const section = options.section ?? 'faq'
  const faq = { en: defaultContent.en.opportunity[section], es: defaultContent.es.opportunity[section] }
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/content' : '/admin/content',
        Component: ContentScreen as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          selection: { page: 'opportunity', section, lang },
          editing: options.editing ?? false,
          state: { live: faq, drafts: options.drafts ?? { en: null, es: null } },
          preview: { en: '/opportunity?preview=draft', es: '/es/opportunity?preview=draft' },
          versions: [
            {
              id: 4,
              data: faq[lang],
              savedByEmail: 'staff@example.com',
              savedAt: '2026-11-20T15:00:00.000Z',
              restoredFrom: null,
            },
          ],
          images: [],
          zone: 'America/New_York',
          notice: null,
        }),
        action: options.action ?? (() => null),
      },
    ],
    { lang, path: '/admin/content' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const c = resources[lang].admin.content
  describe(`the Content Editor (${lang})`, () => {
    it('shows the current content of both languages as labelled fields, never as JSON', async () => {
      const { container } = renderScreen(lang)
      const en = await screen.findByTestId('section-content-en')
      const es = screen.getByTestId('section-content-es')
      expect(en).toHaveTextContent(defaultContent.en.opportunity.faq.items[0]!.question)
      expect(es).toHaveTextContent(defaultContent.es.opportunity.faq.items[0]!.question)
      expect(within(en).getAllByText(c.fields.question).length).toBeGreaterThan(0)
      // No braces and quoted keys anywhere on the screen, the versions included.
      expect(container.textContent).not.toMatch(/"question"\s*:|\{\s*"/)
      expect(container.querySelector('pre')).toBeNull()
      expect(screen.queryByTestId('draft-panel')).toBeNull()
    })

    it('edits English and Spanish side by side in one form with draft, publish and schedule buttons', async () => {
      renderScreen(lang, { editing: true })
      const form = await screen.findByTestId('section-form')
      const en = within(form).getByTestId('column-en')
      const es = within(form).getByTestId('column-es')
      expect(within(en).getAllByLabelText(c.fields.question)[0]).toHaveValue(
        defaultContent.en.opportunity.faq.items[0]!.question,
      )
      // An answer is rich text: its editor posts the document as JSON under the column's language.
      const answer = es.querySelector<HTMLInputElement>('input[type="hidden"][name="es.items.0.answer"]')
      expect(JSON.parse(answer!.value)).toEqual(defaultContent.es.opportunity.faq.items[0]!.answer)
      expect(within(es).getAllByRole('group', { name: new RegExp(c.fields.answer) }).length).toBeGreaterThan(
        0,
      )
      for (const name of [c.saveDraft, c.publishNow, c.schedule])
        expect(within(form).getByRole('button', { name })).toBeEnabled()
      expect(within(form).getByLabelText(c.publishAt)).toHaveAttribute('type', 'datetime-local')
    })

    it('opens the draft in the form and offers its preview, publish, cancel schedule and discard', async () => {
      const draft = {
        data: { ...defaultContent.en.opportunity.faq, title: 'Draft title' },
        savedByEmail: 'owner@example.com',
        savedAt: '2026-11-28T14:00:00.000Z',
        publishAt: '2026-11-30T14:00:00.000Z',
      }
      renderScreen(lang, {
        editing: true,
        drafts: { en: draft, es: { ...draft, data: defaultContent.es.opportunity.faq } },
      })
      const panel = await screen.findByTestId('draft-panel')
      expect(within(panel).getByRole('heading', { name: c.draft.title })).toBeVisible()
      expect(within(panel).getByTestId('draft-schedule')).toHaveTextContent(/Nov|nov/)
      const previews = within(panel).getAllByRole('link', {
        name: new RegExp(c.preview.link.split(' {{')[0]!),
      })
      expect(previews.map((a) => a.getAttribute('href'))).toEqual([
        '/opportunity?preview=draft',
        '/es/opportunity?preview=draft',
      ])
      for (const name of [c.draft.publish, c.draft.unschedule, c.draft.discard])
        expect(within(panel).getByRole('button', { name })).toBeEnabled()
      const form = screen.getByTestId('section-form')
      const titleIn = (column: string) =>
        within(within(form).getByTestId(column)).getAllByLabelText(c.fields.title)[0]
      expect(titleIn('column-en')).toHaveValue('Draft title')
      expect(titleIn('column-es')).toHaveValue(defaultContent.es.opportunity.faq.title)
    })

    it('marks the fields that hold an earnings claim, in both columns (issue #35)', async () => {
      renderScreen(lang, { editing: true, section: 'earnings' })
      const form = await screen.findByTestId('section-form')
      for (const column of ['column-en', 'column-es']) {
        const amounts = within(within(form).getByTestId(column)).getAllByLabelText(c.fields.amount)
        expect(amounts).toHaveLength(3)
        for (const amount of amounts) expect(amount).toHaveAccessibleDescription(c.claimHint)
        const [title] = within(within(form).getByTestId(column)).getAllByLabelText(c.fields.title)
        expect(title).not.toHaveAccessibleDescription(c.claimHint)
      }
    })

    it('says under each FAQ answer that its earnings figures are claims, and nothing under a question', async () => {
      renderScreen(lang, { editing: true })
      const form = await screen.findByTestId('section-form')
      for (const column of ['column-en', 'column-es']) {
        const inColumn = within(within(form).getByTestId(column))
        const hints = inColumn.getAllByText(c.claimHintEarnings, { exact: false })
        expect(hints).toHaveLength(defaultContent[lang].opportunity.faq.items.length)
        for (const hint of hints) expect(hint).toHaveTextContent(c.richTextHint)
        for (const question of inColumn.getAllByLabelText(c.fields.question))
          expect(question).not.toHaveAccessibleDescription(expect.stringContaining(c.claimHintEarnings))
      }
    })

    it('shows a refused "Publish at" beside its field and keeps what was typed', async () => {
      const action = vi.fn(() => ({
        notice: { tone: 'error', key: 'admin.content.invalid' },
        drafts: {
          en: { ...defaultContent.en.opportunity.faq, title: 'Typed title' },
          es: defaultContent.es.opportunity.faq,
        },
        issues: {},
        publishAt: '2001-01-01T10:00',
        publishAtError: 'admin.content.publishAtErrors.publishAtPast',
      }))
      const { user } = renderScreen(lang, { editing: true, action })
      const form = await screen.findByTestId('section-form')
      const title = within(within(form).getByTestId('column-en')).getAllByLabelText(c.fields.title)[0]!
      await user.clear(title)
      await user.type(title, 'Typed title')
      await user.click(within(form).getByRole('button', { name: c.schedule }))
      const field = await within(form).findByLabelText(c.publishAt)
      expect(await within(form).findByText(c.publishAtErrors.publishAtPast)).toBeVisible()
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(within(within(form).getByTestId('column-en')).getAllByLabelText(c.fields.title)[0]).toHaveValue(
        'Typed title',
      )
      expect(action).toHaveBeenCalledTimes(1)
    })
  })
}
