import { screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import type { HistoryEntry } from '#app/domain/admin/history'
import { chatTopicFormText } from '#app/domain/chat/topic-form'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import AdminChatTopics from './chat-topics'

const rows = [
  {
    id: 1,
    assistant: 'main' as const,
    key: 'costs',
    kind: 'plain' as const,
    question: 'What are the startup costs?',
    answer: 'The initial investment starts at 1,250 US dollars.',
    active: true,
  },
  {
    id: 7,
    assistant: 'main' as const,
    key: 'areas',
    kind: 'cities' as const,
    question: 'Is my area available?',
    answer: 'We have operators in {{cities}}.',
    active: false,
  },
  {
    id: 11,
    assistant: 'main' as const,
    key: 'welcome',
    kind: 'welcome' as const,
    question: '',
    answer: 'Hi! Ask me anything.',
    active: true,
  },
]

const areas = {
  assistant: 'main' as const,
  key: 'areas',
  kind: 'cities' as const,
  keywords: { en: ['city', 'cities'], es: ['ciudad', 'ciudades'] },
  question: { en: 'Is my area available?', es: '¿Está disponible en mi zona?' },
  answer: { en: 'We have operators in {{cities}}.', es: 'Tenemos operadores en {{cities}}.' },
  followUp: ['contact', 'costs'],
}

const history: HistoryEntry[] = [
  {
    version: 2,
    savedAt: '2026-11-20T15:00:00.000Z',
    savedByEmail: 'staff@example.com',
    restoredFrom: null,
    changed: ['answerEn'],
    first: false,
  },
  {
    version: 1,
    savedAt: '2026-11-19T15:00:00.000Z',
    savedByEmail: null,
    restoredFrom: null,
    changed: [],
    first: true,
  },
]

type Options = { query?: string; prefill?: Record<string, string>; action?: () => unknown }

function renderScreen(lang: Lang, options: Options = {}) {
  const query = options.query ?? ''
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/chat-topics' : '/admin/chat-topics',
        Component: AdminChatTopics as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          rows,
          editing: query.startsWith('?edit')
            ? { id: 7, name: 'main/areas', values: chatTopicFormText(areas), history }
            : null,
          images: [],
          choices: {},
          notice: null,
          prefill: options.prefill ?? null,
        }),
        action: options.action ?? (() => null),
      },
    ],
    { lang, path: `/admin/chat-topics${query}` },
  )
}

async function noAxeFinding(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminChatTopics
  const prefix = lang === 'es' ? '/es' : ''
  const name = (key: string, row: string) => key.replace('{{name}}', row)
  describe(`the Chat Topics screen (${lang}, issue #45 item 3)`, () => {
    it('lists the topics in matching order with their assistant, kind and status; the welcome cannot be hidden; no axe finding', async () => {
      const { container } = renderScreen(lang)
      const table = await screen.findByRole('table', { name: t.table.caption })
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title)
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual([t.table.position, t.table.topic, t.table.question, t.table.status, t.table.actions])
      const [costs, cities, welcome] = within(table).getAllByTestId('chat-topic-row')
      expect(costs).toHaveTextContent(`${t.assistants.main} · ${t.kinds.plain}`)
      expect(cities).toHaveTextContent(t.kinds.cities)
      expect(within(cities!).getByTestId('chat-topic-status')).toHaveTextContent(t.table.hidden)
      expect(screen.getByRole('button', { name: name(t.table.hideLabel, 'main/costs') })).toBeEnabled()
      expect(screen.getByRole('button', { name: name(t.table.showLabel, 'main/areas') })).toBeEnabled()
      expect(within(welcome!).queryByRole('button', { name: t.table.hide })).not.toBeInTheDocument()
      expect(screen.getByRole('link', { name: name(t.table.editLabel, 'main/welcome') })).toHaveAttribute(
        'href',
        `${prefix}/admin/chat-topics?edit=11`,
      )
      expect(screen.getByRole('link', { name: t.add })).toHaveAttribute(
        'href',
        `${prefix}/admin/chat-topics?new`,
      )
      await noAxeFinding(container)
    })

    it('the form of a topic made from an unanswered question starts with its question; no axe finding', async () => {
      const { container } = renderScreen(lang, {
        query: '?new&assistant=service&lang=es&question=x',
        prefill: {
          assistant: 'service',
          kind: 'plain',
          keywordsEs: 'llevan pianos',
          questionEs: '¿Llevan pianos?',
        },
      })
      const form = await screen.findByTestId('chat-topic-form')
      expect(within(form).getByRole('heading', { name: t.newTitle })).toBeInTheDocument()
      expect(within(form).getByLabelText(t.fields.assistant)).toHaveValue('service')
      expect(within(form).getByLabelText(t.fields.keywordsEs)).toHaveValue('llevan pianos')
      expect(within(form).getByLabelText(t.fields.questionEs)).toHaveValue('¿Llevan pianos?')
      expect(within(form).getByLabelText(t.fields.keywordsEn)).toHaveValue('')
      expect(within(form).getByLabelText(t.fields.keywordsEn)).toHaveAccessibleDescription(t.hints.keywords)
      await noAxeFinding(container)
    })

    it('edits a topic in both languages with its history; a cities answer without {{cities}} is refused beside its field', async () => {
      const action = vi.fn(() => null)
      const { user, container } = renderScreen(lang, { query: '?edit=7', action })
      const form = await screen.findByTestId('chat-topic-form')
      expect(within(form).getByLabelText(t.fields.kind)).toHaveValue('cities')
      expect(within(form).getByLabelText(t.fields.keywordsEs)).toHaveValue('ciudad, ciudades')
      expect(within(form).getByLabelText(t.fields.followUp)).toHaveValue('contact, costs')
      const answer = within(form).getByLabelText(t.fields.answerEs)
      expect(answer).toHaveValue('Tenemos operadores en {{cities}}.')
      const versions = within(screen.getByTestId('record-history')).getAllByTestId('record-history-version')
      expect(versions[0]).toHaveTextContent(t.fields.answerEn)
      await noAxeFinding(container)

      await user.clear(answer)
      await user.type(answer, 'Tenemos operadores en Miami.')
      await user.click(within(form).getByRole('button', { name: t.save }))
      await waitFor(() => expect(answer).toHaveAttribute('aria-invalid', 'true'))
      expect(answer).toHaveAccessibleDescription(expect.stringContaining(t.errors.citiesPlaceholder))
      expect(action).not.toHaveBeenCalled()
    })

    it('shows the server’s refusal beside its field and keeps what was typed', async () => {
      const action = vi.fn(() => ({
        result: {
          status: 'error',
          initialValue: { ...chatTopicFormText(areas), intent: 'save', id: '7', key: 'costs' },
          error: { key: ['adminChatTopics.errors.keyTaken'] },
        },
        outcome: 'failed',
      }))
      const { user } = renderScreen(lang, { query: '?edit=7', action })
      const form = await screen.findByTestId('chat-topic-form')
      const key = within(form).getByLabelText(t.fields.key)
      await user.clear(key)
      await user.type(key, 'costs')
      await user.click(within(form).getByRole('button', { name: t.save }))
      await waitFor(() => expect(action).toHaveBeenCalled())
      expect(await screen.findByRole('alert')).toHaveTextContent(t.invalid)
      await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'))
      expect(key).toHaveAccessibleDescription(expect.stringContaining(t.errors.keyTaken))
      expect(key).toHaveValue('costs')
    })
  })
}
