import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fillTemplate } from '#app/domain/chat/matcher'
import { siteSettingDefaults } from '#app/domain/settings/site-settings'
import { seededKnowledge } from '../../../tests/support/chat-knowledge'
import { renderPage, TEST_SUBMISSION_KEY, tFor } from '../../../tests/support/render-route'
import { ChatLauncher } from './chat-launcher'
import { REPLY_DELAY_MAX_MS, WELCOME_DELAY_MS } from './chat-panel'

const contact = { phone: siteSettingDefaults.phone, email: siteSettingDefaults.email }
const answer = (lang: 'en' | 'es', topic: string) =>
  fillTemplate(seededKnowledge('main', lang).topics.find((x) => x.id === topic)!.response, contact)

/**
 * The server's answers: the chat's knowledge (GET /api/chat/knowledge, as a new site has it) and
 * 201 for an unanswered question.
 */
function serverFetch() {
  return vi.fn(async (url: string) => {
    const asked = new URL(url, 'http://localhost')
    if (asked.pathname !== '/api/chat/knowledge') return new Response(null, { status: 201 })
    const kb = seededKnowledge(
      asked.searchParams.get('assistant') as 'main',
      asked.searchParams.get('lang') as 'en' | 'es',
    )
    return Response.json(kb)
  })
}

/**
 * Renders the launcher, then lets the test drive time (the welcome after 0.5 s, replies after 1 to
 * 2 s) and opens the chat; the panel's chunk is loaded beforehand (beforeAll).
 */
async function openChat(lang: 'en' | 'es') {
  const view = renderPage(<ChatLauncher assistant="main" />, { lang })
  const toggle = await screen.findByTestId('chat-toggle')
  // Time runs on its own too (shouldAdvanceTime): Testing Library's own zero-delay waits still end.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
  await view.user.click(toggle)
  const input = await screen.findByTestId('chat-input')
  // The panel's effects have run (the greeting's timer is set in the same pass as the focus).
  await waitFor(() => expect(input).toHaveFocus())
  const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms))
  await wait(WELCOME_DELAY_MS)
  const panel = screen.getByTestId('chat-panel')
  return { ...view, toggle, input, panel, wait }
}

beforeAll(async () => {
  await import('./chat-panel')
})
beforeEach(() => {
  vi.stubGlobal('fetch', serverFetch())
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  const kb = seededKnowledge('main', lang)
  describe(`chat panel (${lang})`, () => {
    it('opens with the welcome, its suggestions and the contact links; the cursor in the input', async () => {
      const { toggle, input, panel } = await openChat(lang)
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
      expect(toggle).toHaveAccessibleName(t('chat.close'))
      const welcome = within(panel).getByTestId('chat-bot-message')
      expect(welcome).toHaveTextContent(kb.welcome.text)
      expect(
        within(welcome)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(kb.welcome.suggestions.map((id) => kb.questions[id]))
      expect(input).toHaveFocus()
      expect(input).toHaveAccessibleName(t('chat.inputLabel'))
      expect(within(panel).getByRole('link', { name: t('chat.email') })).toHaveAttribute(
        'href',
        `mailto:${contact.email}`,
      )
    })

    it('a suggestion gets its canned answer and follow-ups; while pending, input, send and suggestions are disabled', async () => {
      const { user, input, panel, wait } = await openChat(lang)
      const send = within(panel).getByRole('button', { name: t('chat.send') })
      expect(send).toBeDisabled()
      await user.click(within(panel).getByRole('button', { name: kb.questions.costs }))
      expect(within(panel).getByTestId('chat-user-message')).toHaveTextContent(kb.questions.costs!)
      expect(within(panel).getByTestId('chat-typing')).toBeInTheDocument()
      expect(input).toBeDisabled()
      expect(send).toBeDisabled()
      for (const b of within(within(panel).getByTestId('chat-bot-message')).getAllByRole('button')) {
        expect(b).toBeDisabled()
      }
      await wait(REPLY_DELAY_MAX_MS)
      const reply = within(panel).getAllByTestId('chat-bot-message').at(-1)!
      expect(reply).toHaveTextContent(answer(lang, 'costs'))
      const followUps = kb.topics.find((x) => x.id === 'costs')!.followUp.map((id) => kb.questions[id])
      expect(
        within(reply)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(followUps)
      expect(input).toBeEnabled()
      expect(input).toHaveFocus()
    })

    it('Enter sends the trimmed text, Shift+Enter and blanks do not; no match answers the fallback and reports it', async () => {
      const fetch = serverFetch()
      vi.stubGlobal('fetch', fetch)
      const { user, input, panel, wait } = await openChat(lang)
      await user.type(input, '   {Enter}')
      expect(within(panel).queryByTestId('chat-user-message')).not.toBeInTheDocument()
      await user.clear(input)
      const question = lang === 'en' ? 'Do you sell pizza on Mars?' : '¿Venden pizza en Marte?'
      await user.type(input, `  ${question}{Shift>}{Enter}{/Shift}`)
      expect(input).toHaveValue(`  ${question}\n`)
      expect(within(panel).queryByTestId('chat-user-message')).not.toBeInTheDocument()
      await user.type(input, '{Enter}')
      expect(within(panel).getByTestId('chat-user-message')).toHaveTextContent(question)
      expect(input).toHaveValue('')
      await wait(REPLY_DELAY_MAX_MS)
      expect(within(panel).getAllByTestId('chat-bot-message').at(-1)).toHaveTextContent(kb.noMatch.text)
      expect(fetch).toHaveBeenCalledWith('/api/chat/unmatched', expect.objectContaining({ method: 'POST' }))
      const [, init] = fetch.mock.calls.find(([url]) => url === '/api/chat/unmatched') as unknown as [
        string,
        RequestInit,
      ]
      expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
        assistant: 'main',
        lang,
        text: question,
        // The page it was asked on, for the staff's Chat Questions screen (issue #20 item 12).
        page: window.location.pathname,
        // The page's submission key: the same question asked again on it is kept once (ADR 056).
        submission_key: TEST_SUBMISSION_KEY,
      })
    })

    it('an earnings answer carries the register’s disclosure lines and the statement’s link', async () => {
      const earnings = {
        ...kb,
        topics: kb.topics.map((topic) =>
          topic.id === 'earnings'
            ? { ...topic, response: 'Earn $1,000+ a month.', disclosures: ['$1,000+: 5 of 20 (25%).'] }
            : topic,
        ),
        statement: { label: 'Statement', href: `${lang === 'es' ? '/es' : ''}/earnings-claim-statement` },
      }
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(earnings)),
      )
      const { user, panel, wait } = await openChat(lang)
      await user.click(within(panel).getByRole('button', { name: kb.questions.earnings }))
      await wait(REPLY_DELAY_MAX_MS)
      const reply = within(panel).getAllByTestId('chat-bot-message').at(-1)!
      expect(reply).toHaveTextContent('Earn $1,000+ a month.')
      expect(within(reply).getByTestId('chat-disclosure')).toHaveTextContent('$1,000+: 5 of 20 (25%).')
      expect(within(reply).getByRole('link', { name: 'Statement' })).toHaveAttribute(
        'href',
        earnings.statement.href,
      )
    })

    it('when the knowledge cannot be loaded, it says so and the call and e-mail links stay', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(null, { status: 503 })),
      )
      const { user } = renderPage(<ChatLauncher assistant="service" />, { lang })
      await user.click(await screen.findByTestId('chat-toggle'))
      const panel = await screen.findByTestId('chat-panel')
      expect(await within(panel).findByRole('status')).toHaveTextContent(t('chat.unavailable'))
      expect(within(panel).getByTestId('chat-input')).toBeDisabled()
      expect(within(panel).getByRole('link', { name: t('chat.email') })).toBeInTheDocument()
    })

    it('Escape closes the panel and gives focus back to the button; the conversation stays', async () => {
      const { user, toggle, panel } = await openChat(lang)
      await user.keyboard('{Escape}')
      expect(panel).not.toBeVisible()
      expect(toggle).toHaveFocus()
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(toggle).toHaveAccessibleName(t('chat.open'))
      await user.click(toggle)
      expect(screen.getByTestId('chat-panel')).toBeVisible()
      expect(within(screen.getByTestId('chat-panel')).getAllByTestId('chat-bot-message')).toHaveLength(1)
      await user.click(
        within(screen.getByTestId('chat-panel')).getByRole('button', { name: t('chat.close') }),
      )
      expect(toggle).toHaveFocus()
    })
  })
}
