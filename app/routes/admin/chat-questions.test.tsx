import { screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import ChatQuestionsScreen from './chat-questions'

const pets = {
  id: 'en:do you deliver pets',
  key: 'do you deliver pets',
  lang: 'en' as const,
  assistant: 'main' as const,
  answeredBy: null,
  text: 'Do you deliver pets?',
  pages: ['/opportunity', '/'],
  count: 3,
  firstAsked: '2026-03-01T10:00:00.000Z',
  lastAsked: '2026-03-03T10:00:00.000Z',
  status: 'open' as const,
  handledAt: null,
  handledBy: null,
}
const mascotas = {
  id: 'es:entregan mascotas',
  key: 'entregan mascotas',
  lang: 'es' as const,
  assistant: 'service' as const,
  // A topic staff made answers it now.
  answeredBy: 'pets',
  text: '¿Entregan mascotas?',
  pages: [],
  count: 1,
  firstAsked: '2026-03-02T10:00:00.000Z',
  lastAsked: '2026-03-02T10:00:00.000Z',
  status: 'handled' as const,
  handledAt: '2026-03-04T10:00:00.000Z',
  handledBy: 'staff@example.com',
}

function renderScreen(
  lang: Lang,
  rows: unknown[],
  status: string | null,
  action: (args: { request: Request }) => unknown = () => null,
) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/chat-questions' : '/admin/chat-questions',
        Component: ChatQuestionsScreen as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          status,
          counts: { open: 1, handled: 1 },
          rows,
        }),
        action,
      },
    ],
    { lang, path: '/admin/chat-questions' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminChatQuestions
  const prefix = lang === 'es' ? '/es' : ''
  describe(`the Chat Questions screen (${lang}, issue #20 item 12)`, () => {
    it('a table with headers: text, language, pages, count, first and last asked, status; no axe finding', async () => {
      const { container } = renderScreen(lang, [pets, mascotas], null)
      const table = await screen.findByRole('table', { name: t.caption })
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual([
        t.columns.question,
        t.columns.language,
        t.columns.pages,
        t.columns.count,
        t.columns.firstAsked,
        t.columns.lastAsked,
        t.columns.status,
        t.columns.actions,
      ])
      const [open, handled] = screen.getAllByTestId('chat-question-row')
      expect(within(open!).getByTestId('question-text')).toHaveTextContent('Do you deliver pets?')
      expect(open).toHaveTextContent(t.languages.en)
      expect(within(open!).getByTestId('question-pages')).toHaveTextContent('/opportunity/')
      expect(within(open!).getByTestId('question-count')).toHaveTextContent('3')
      expect(within(open!).getByTestId('question-status')).toHaveTextContent(t.statuses.open)
      expect(handled).toHaveTextContent(t.languages.es)
      expect(handled).toHaveTextContent(t.noPage)
      expect(within(handled!).getByTestId('question-status')).toHaveTextContent(t.statuses.handled)
      expect(handled).toHaveTextContent('staff@example.com')
      // Only an open question has the button.
      expect(within(handled!).queryByRole('button')).not.toBeInTheDocument()
      // One no topic answers yet can become one; the other says which topic answers it now.
      expect(
        within(open!).getByRole('link', { name: t.makeTopicLabel.replace('{{question}}', pets.text) }),
      ).toHaveAttribute(
        'href',
        `${prefix}/admin/chat-topics?new&assistant=main&lang=en&question=Do+you+deliver+pets%3F`,
      )
      expect(
        within(open!).getByRole('link', { name: t.makeTopicLabel.replace('{{question}}', pets.text) }),
      ).toHaveTextContent(t.makeTopic)
      expect(within(handled!).queryByRole('link')).not.toBeInTheDocument()
      expect(within(handled!).getByTestId('question-answered-by')).toHaveTextContent(
        t.answeredBy.replace('{{topic}}', 'service/pets'),
      )
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
    })

    it('the filter links (All current) and the CSV export of the same rows', async () => {
      renderScreen(lang, [pets, mascotas], null)
      const filter = await screen.findByRole('navigation', { name: t.filterLabel })
      expect(within(filter).getByRole('link', { name: `${t.statuses.open} (1)` })).toHaveAttribute(
        'href',
        `${prefix}/admin/chat-questions?status=open`,
      )
      expect(within(filter).getByRole('link', { name: `${t.all} (2)` })).toHaveAttribute(
        'aria-current',
        'page',
      )
      expect(screen.getByRole('link', { name: t.exportCsv })).toHaveAttribute(
        'href',
        `${prefix}/admin/chat-questions.csv?status=all`,
      )
    })

    it('"Mark handled" posts the group (language, normalized text, last ask shown) and says what it did', async () => {
      const action = vi.fn(async ({ request }: { request: Request }) => {
        const form = Object.fromEntries(await request.formData())
        expect(form).toEqual({ intent: 'handle', lang: 'en', key: pets.key, upTo: pets.lastAsked })
        return { notice: { tone: 'success', key: 'adminChatQuestions.handledSaved', values: { count: 3 } } }
      })
      const { user } = renderScreen(lang, [pets], 'open', action)
      await user.click(
        await screen.findByRole('button', { name: t.markHandledLabel.replace('{{question}}', pets.text) }),
      )
      expect(await screen.findByRole('status')).toHaveTextContent(
        t.handledSaved_other.replace('{{count}}', '3'),
      )
      expect(action).toHaveBeenCalledOnce()
      expect(screen.getByRole('link', { name: t.exportCsv })).toHaveAttribute(
        'href',
        `${prefix}/admin/chat-questions.csv`,
      )
    })

    it('says when the filter leaves nothing', async () => {
      const { unmount } = renderScreen(lang, [], 'open')
      expect(await screen.findByText(t.none)).toBeInTheDocument()
      unmount()
    })
  })
}
