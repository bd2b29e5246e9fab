import { chain } from '../support/route-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedChatTopics } from '#app/.server/db/seeders/chat-topics'
import { listUnmatchedQuestions } from '#app/.server/repos/chat'
import { recordUnmatchedQuestion } from '#app/.server/services/forms/chat'
import * as routeModule from '#app/routes/resources/chat-unmatched'
import { routeArgs, testContext } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

const route = chain(routeModule)

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase({ seed: false })
  // What the server matches a question against: the topics a new site starts with.
  await seedChatTopics(t.db)
})
afterAll(async () => {
  await t?.drop()
})

const ORIGIN = 'http://localhost'

/** The chat panel's post: a form (a string body is sent as it is, with the headers given). */
function post(body: Record<string, string> | string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/api/chat/unmatched`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: typeof body === 'string' ? body : new URLSearchParams(body),
  })
}

async function call(request: Request, clientIp = '203.0.113.1') {
  const response = (await route.action(routeArgs(request, testContext(t, { clientIp })))) as Response
  return { status: response.status, body: await response.json(), headers: response.headers }
}

describe('unmatched chat questions', () => {
  it('stores a question nobody answers: text (contact details replaced), language, assistant, time', async () => {
    const now = new Date('2026-04-01T09:30:00Z')
    const result = await recordUnmatchedQuestion(
      t.db,
      {
        assistant: 'main',
        lang: 'es',
        text: '  ¿Aceptan mascotas? escríbanme a ana@example.com o al 561-555-0199  ',
      },
      now,
    )
    expect(result).toEqual({ stored: true })
    const [row] = await listUnmatchedQuestions(t.db, { limit: 1 })
    expect(row).toMatchObject({
      assistant: 'main',
      lang: 'es',
      text: '¿Aceptan mascotas? escríbanme a [email] o al [phone]',
      createdAt: now,
    })
    expect(Object.keys(row!).sort()).toEqual([
      'assistant',
      'createdAt',
      'handledAt',
      'handledBy',
      'handledByEmail',
      'id',
      'lang',
      'page',
      'text',
    ])
    expect(row).toMatchObject({ page: null, handledAt: null })
  })

  it('does not store a question the assistant answers', async () => {
    const before = (await listUnmatchedQuestions(t.db)).length
    expect(
      await recordUnmatchedQuestion(t.db, {
        assistant: 'main',
        lang: 'en',
        text: 'What are the startup costs?',
      }),
    ).toEqual({
      stored: false,
    })
    expect(
      await recordUnmatchedQuestion(t.db, { assistant: 'service', lang: 'en', text: 'What are your hours?' }),
    ).toEqual({
      stored: false,
    })
    expect((await listUnmatchedQuestions(t.db)).length).toBe(before)
  })

  it('POST /api/chat/unmatched stores a same-origin question (201)', async () => {
    const response = await call(post({ assistant: 'service', lang: 'en', text: 'Do you deliver pianos?' }))
    expect(response).toMatchObject({ status: 201, body: { stored: true } })
    const [row] = await listUnmatchedQuestions(t.db, { limit: 1 })
    expect(row).toMatchObject({ assistant: 'service', lang: 'en', text: 'Do you deliver pianos?' })
  })

  it.each<[string, Request, number]>([
    [
      'another site (Origin)',
      post({ assistant: 'main', lang: 'en', text: 'x y z' }, { origin: 'https://evil.example' }),
      403,
    ],
    [
      'another site (fetch metadata)',
      post({ assistant: 'main', lang: 'en', text: 'x y z' }, { 'sec-fetch-site': 'cross-site', origin: '' }),
      403,
    ],
    [
      'a JSON body',
      post(JSON.stringify({ assistant: 'main', lang: 'en', text: 'x y z' }), {
        'content-type': 'application/json',
      }),
      415,
    ],
    ['a filled honeypot', post({ assistant: 'main', lang: 'en', text: 'x y z', website_url: 'x' }), 400],
    ['an unknown language', post({ assistant: 'main', lang: 'fr', text: 'bonjour' }), 400],
    ['an unknown assistant', post({ assistant: 'admin', lang: 'en', text: 'hello there' }), 400],
    ['an empty question', post({ assistant: 'main', lang: 'en', text: '   ' }), 400],
    ['a question over 500 characters', post({ assistant: 'main', lang: 'en', text: 'x'.repeat(501) }), 400],
    ['a body over 4 KB', post({ assistant: 'main', lang: 'en', text: 'x'.repeat(5000) }), 413],
  ])('refuses %s', async (_name, request, status) => {
    const before = (await listUnmatchedQuestions(t.db)).length
    expect((await call(request)).status).toBe(status)
    expect((await listUnmatchedQuestions(t.db)).length).toBe(before)
  })

  it('answers 405 to anything but POST', async () => {
    const response = route.loader()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('limits each IP to 30 stored questions an hour', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await call(post({ assistant: 'main', lang: 'en', text: `zebra number ${i}` }), '203.0.113.99'))
          .status,
      )
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201))
    expect(statuses[30]).toBe(429)
    expect(
      (await call(post({ assistant: 'main', lang: 'en', text: 'zebra again' }), '203.0.113.100')).status,
    ).toBe(201)
  })
})
