/**
 * Issue #20 item 12: the questions the chat could not answer are stored with their page, and staff
 * see them grouped on /admin/chat-questions, mark them handled (who and when are stored; the same
 * question asked again opens again) and export the same rows as CSV.
 */
import { chain } from '../support/route-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatUnmatchedQuestions } from '#app/.server/db/schema'
import { listUnmatchedQuestions } from '#app/.server/repos/chat'
import { chatQuestionsOverview, markChatQuestionHandled } from '#app/.server/services/forms/chat'
import * as chatModule from '#app/routes/resources/chat-unmatched'
import * as screenModule from '#app/routes/admin/chat-questions'
import * as csvModule from '#app/routes/admin/chat-questions-csv'
import { createStaff, get, post, runRoute, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const chat = chain(chatModule)
const screen = chain(screenModule)
const csv = chain(csvModule)

let t: TestDatabase
let cookie: string
let staffId: number
beforeAll(async () => {
  t = await createTestDatabase({ seed: false })
  staffId = (await createStaff(t.db, 'questions-staff@example.com')).id
  cookie = await signIn(t.db, 'questions-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

let ip = 0
/** The chat panel's post of a question nobody answered, from `page`. */
async function ask(text: string, lang: 'en' | 'es', page: string) {
  const request = post('/api/chat/unmatched', { assistant: 'main', lang, text, page })
  const context = testContext(t.db, { clientIp: `192.0.2.${++ip}` })
  const response = (await chat.action({ request, context, params: {} } as never)) as Response
  expect(response.status).toBe(201)
}

type ScreenData = Awaited<ReturnType<typeof screenModule.loader>>['data']

async function load(query = '') {
  const answer = (await runRoute(
    t.db,
    screen.loader,
    get(`/admin/chat-questions${query}`, { Cookie: cookie }),
  )) as {
    data: ScreenData
  }
  return answer.data
}

describe('the Chat Questions screen', () => {
  it('stores the page of each question (its path only) and groups the same question per language', async () => {
    await ask('Do you deliver pets?', 'en', '/opportunity?utm_source=x')
    await ask('do you DELIVER pets', 'en', '/')
    await ask('¿Entregan mascotas?', 'es', '/es/playbook/guide?key=secret')
    await ask('¿Entregan  mascotas', 'es', '/es')
    await ask('Is there a pet surcharge?', 'en', '/what-you-get')
    const stored = await listUnmatchedQuestions(t.db)
    expect(stored.map((r) => r.page).sort()).toEqual([
      '/',
      '/es',
      '/es/playbook/guide',
      '/opportunity',
      '/what-you-get',
    ])

    const data = await load()
    expect(data.status).toBe('open')
    expect(data.counts).toEqual({ open: 3, handled: 0 })
    const byKey = Object.fromEntries(data.rows.map((r) => [`${r.lang}:${r.key}`, r]))
    expect(byKey['en:do you deliver pets']).toMatchObject({
      count: 2,
      text: 'do you DELIVER pets',
      pages: ['/', '/opportunity'],
      status: 'open',
    })
    expect(byKey['es:entregan mascotas']).toMatchObject({ count: 2, pages: ['/es', '/es/playbook/guide'] })
    expect(byKey['en:is there a pet surcharge']).toMatchObject({ count: 1 })
  })

  it('"Mark handled" stores when and who; the row leaves the open list; asked again, it is open again', async () => {
    const before = (await load()).rows.find((r) => r.lang === 'es')!
    const answer = (await runRoute(
      t.db,
      screen.action,
      post(
        '/admin/chat-questions',
        { intent: 'handle', lang: 'es', key: before.key, upTo: before.lastAsked },
        { Cookie: cookie },
      ),
    )) as { data: { notice: { key: string; values?: { count: number } } } }
    expect(answer.data.notice).toEqual({
      tone: 'success',
      key: 'adminChatQuestions.handledSaved',
      values: { count: 2 },
    })
    const rows = await t.db.select().from(chatUnmatchedQuestions)
    for (const row of rows.filter((r) => r.lang === 'es')) {
      expect(row.handledAt).toBeInstanceOf(Date)
      expect(row).toMatchObject({ handledBy: staffId, handledByEmail: 'questions-staff@example.com' })
    }
    expect(rows.filter((r) => r.lang === 'en').every((r) => r.handledAt === null)).toBe(true)

    expect((await load()).rows.map((r) => r.lang)).toEqual(['en', 'en'])
    const handled = await load('?status=handled')
    expect(handled.counts).toEqual({ open: 2, handled: 1 })
    expect(handled.rows).toHaveLength(1)
    expect(handled.rows[0]).toMatchObject({
      lang: 'es',
      status: 'handled',
      handledBy: 'questions-staff@example.com',
    })
    expect((await load('?status=all')).rows).toHaveLength(3)

    await ask('¡Entregan mascotas!', 'es', '/es/opportunity')
    const reopened = (await load()).rows.find((r) => r.lang === 'es')!
    expect(reopened).toMatchObject({ status: 'open', count: 3, text: '¡Entregan mascotas!' })
  })

  it('a question asked after the screen was loaded stays open when staff mark what they saw', async () => {
    const shown = (await load()).rows.find((r) => r.key === 'is there a pet surcharge')!
    await t.db.insert(chatUnmatchedQuestions).values({
      assistant: 'main',
      lang: 'en',
      text: 'Is there a pet surcharge',
      page: '/',
      createdAt: new Date(Date.parse(shown.lastAsked) + 60_000),
    })
    const marked = await markChatQuestionHandled(
      t.db,
      { lang: 'en', key: shown.key, upTo: new Date(shown.lastAsked) },
      { id: staffId, email: 'questions-staff@example.com' },
    )
    expect(marked).toBe(1)
    const group = (await chatQuestionsOverview(t.db, { status: null })).groups.find(
      (g) => g.key === shown.key,
    )!
    expect(group).toMatchObject({ status: 'open', count: 2 })
    // Nothing left up to that time: a second click marks nothing.
    expect(
      await markChatQuestionHandled(
        t.db,
        { lang: 'en', key: shown.key, upTo: new Date(shown.lastAsked) },
        { id: staffId, email: 'questions-staff@example.com' },
      ),
    ).toBe(0)
  })

  it('exports the same rows as CSV, with the same filter', async () => {
    const response = (await runRoute(
      t.db,
      csv.loader,
      get('/admin/chat-questions.csv?status=all', { Cookie: cookie }),
    )) as Response
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /filename="chat-questions-all-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('question,language,pages,count,first_asked,last_asked,status,handled_at,handled_by')
    const screenRows = (await load('?status=all')).rows
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(screenRows.map((r) => r.text))
    const open = (await runRoute(
      t.db,
      csv.loader,
      get('/admin/chat-questions.csv', { Cookie: cookie }),
    )) as Response
    expect((await open.text()).trimEnd().split('\r\n')).toHaveLength(1 + (await load()).rows.length)
  })

  it('is for staff only: signed out, the screen, its action and the CSV redirect to sign-in', async () => {
    for (const [fn, request] of [
      [screen.loader, get('/admin/chat-questions')],
      [csv.loader, get('/admin/chat-questions.csv')],
      [
        screen.action,
        post('/admin/chat-questions', {
          intent: 'handle',
          lang: 'en',
          key: 'x',
          upTo: new Date().toISOString(),
        }),
      ],
    ] as const) {
      const answer = (await runRoute(t.db, fn as never, request)) as Response
      expect(answer.status, request.url).toBe(302)
    }
  })
})
