/**
 * The chat's knowledge as content (issue #45 item 3, ADR 059), through the routes' places in the
 * route tree: staff add a topic in both languages on the Chat Topics screen and the chat's
 * knowledge (GET /api/chat/knowledge, what the panel on / and /es matches against) answers it in
 * both; an edit is a version, restored from the history; the cities answer names only the markets
 * with a published operator, and changes when one is added or unpublished; the earnings answer
 * states its figures only once their claims have a basis, then with the register's disclosure
 * lines; an unanswered question becomes a topic from the Chat Questions screen's "Make a topic".
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatTopics, operators } from '#app/.server/db/schema'
import { insertOperator } from '#app/.server/repos/operators'
import { recordUnmatchedQuestion } from '#app/.server/services/forms/chat'
import { matchTopic, replyTo } from '#app/domain/chat/matcher'
import type { ChatKnowledge } from '#app/domain/chat/topics'
import type { HistoryEntry } from '#app/domain/admin/history'
import en from '#app/i18n/en'
import es from '#app/i18n/es'
import * as chatQuestionsModule from '#app/routes/admin/chat-questions'
import * as chatTopicsModule from '#app/routes/admin/chat-topics'
import * as claimsModule from '#app/routes/admin/earnings-claims'
import * as knowledgeModule from '#app/routes/resources/chat-knowledge'
import { chain } from '../support/route-chain'
import { createStaff, get, post, settle, signIn, testContext } from './admin-helpers'
import { seededCardClaimsWithBasis } from './claims-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

let t: TestDatabase
let cookie: string
const EMAIL = 'chat-topics-staff@example.com'
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, EMAIL)
  cookie = await signIn(t.db, EMAIL)
})
afterAll(async () => {
  await t?.drop()
})

const topicsRoute = chain(chatTopicsModule)
const knowledgeRoute = chain(knowledgeModule)
const questionsRoute = chain(chatQuestionsModule)
const claimsRoute = chain(claimsModule)
const run = (fn: ((args: never) => unknown) | undefined, request: Request) =>
  settle(() => fn!({ request, context: testContext(t.db), params: {} } as never))

type Screen = {
  data: {
    rows: Array<{ id: number; assistant: string; key: string; active: boolean }>
    editing: { id: number; values: Record<string, string>; history: HistoryEntry[] } | null
    prefill: Record<string, string> | null
  }
}
type Reply = {
  data: {
    notice?: { tone: string; key: string; values?: Record<string, unknown> } | null
    result?: { error?: Record<string, string[]> }
  }
  init?: { status?: number }
}

const screen = async (query = '') =>
  (await run(topicsRoute.loader, get(`/admin/chat-topics${query}`, { Cookie: cookie }))) as Screen
const send = async (fields: Record<string, string>) =>
  (await run(topicsRoute.action, post('/admin/chat-topics', fields, { Cookie: cookie }))) as Reply
const edit = async (id: number) => (await screen(`?edit=${id}`)).data.editing!
const idOf = async (assistant: string, key: string) =>
  (await screen()).data.rows.find((r) => r.assistant === assistant && r.key === key)!.id

/** What the chat on a page of `lang` is sent: GET /api/chat/knowledge, as the panel asks for it. */
async function knowledge(lang: 'en' | 'es', assistant = 'main', headers: Record<string, string> = {}) {
  const response = (await run(
    knowledgeRoute.loader,
    get(`/api/chat/knowledge?assistant=${assistant}&lang=${lang}`, headers),
  )) as Response
  return {
    status: response.status,
    etag: response.headers.get('ETag'),
    cacheControl: response.headers.get('Cache-Control'),
    kb: response.status === 200 ? ((await response.json()) as ChatKnowledge) : null,
  }
}
const ask = async (lang: 'en' | 'es', text: string, assistant = 'main') =>
  replyTo((await knowledge(lang, assistant)).kb!, text)

const pets = {
  intent: 'save',
  assistant: 'main',
  key: 'pets',
  kind: 'plain',
  keywordsEn: 'pet, pets, dog, dogs',
  keywordsEs: 'mascota, mascotas, perro, perros',
  questionEn: 'Can I deliver pets?',
  questionEs: '¿Puedo entregar mascotas?',
  answerEn: 'We do not carry live animals. Call {{phone}} for anything else.',
  answerEs: 'No transportamos animales vivos. Llame al {{phone}} para lo demás.',
  followUp: 'contact',
}

describe('a topic staff add', () => {
  it('is answered by the chat in both languages, and offered as a follow-up once named', async () => {
    expect((await ask('en', 'Do you deliver dogs?')).topic).toBeNull()
    const added = await send(pets)
    expect(added.data.notice).toMatchObject({
      tone: 'success',
      key: 'adminChatTopics.created',
      values: { name: 'main/pets' },
    })
    const english = await ask('en', 'Do you deliver dogs?')
    expect(english).toMatchObject({ topic: 'pets', text: pets.answerEn })
    expect(english.followUp).toEqual(['How do I schedule a consultation?'])
    const spanish = await ask('es', '¿Llevan perros?')
    expect(spanish).toMatchObject({ topic: 'pets', text: pets.answerEs })
    // Its suggestion button's question is its own.
    const kb = (await knowledge('es')).kb!
    expect(kb.questions.pets).toBe(pets.questionEs)
    expect(matchTopic(kb, pets.questionEs)?.topic.id).toBe('pets')
    // Not the service chat's.
    expect((await ask('en', 'Do you deliver dogs?', 'service')).topic).toBeNull()
  })

  it('a refused topic names each reason beside its field, and nothing is stored', async () => {
    const before = (await screen()).data.rows.length
    const taken = await send({ ...pets, keywordsEn: 'kitten', keywordsEs: 'gatito' })
    expect(taken.init?.status).toBe(400)
    expect(taken.data.result?.error).toEqual({ key: ['adminChatTopics.errors.keyTaken'] })
    const unknown = await send({ ...pets, key: 'cats', followUp: 'nowhere' })
    expect(unknown.data.result?.error).toEqual({ followUp: ['adminChatTopics.errors.followUpUnknown'] })
    // "What are the startup costs?" is the costs topic's: a button sending it would not reach this one.
    const elsewhere = await send({ ...pets, key: 'cats', questionEn: 'What are the startup costs?' })
    expect(elsewhere.data.result?.error).toEqual({ questionEn: ['adminChatTopics.errors.questionElsewhere'] })
    const second = await send({ ...pets, key: 'hello-again', kind: 'welcome' })
    expect(second.data.result?.error).toEqual({ kind: ['adminChatTopics.errors.kindTaken'] })
    const cats = { key: 'cats', keywordsEn: 'cat', keywordsEs: 'gato', questionEn: '', questionEs: '' }
    const figure = await send({ ...pets, ...cats, answerEs: 'Gane $9,000 al mes con gatos.' })
    expect(figure.data.result?.error).toEqual({ answerEs: ['adminChatTopics.errors.unbackedFigure'] })
    expect((await screen()).data.rows).toHaveLength(before)
  })

  it('the welcome and no-match messages cannot be hidden: the chat always has them', async () => {
    const welcome = await idOf('main', 'welcome')
    const hidden = await send({ intent: 'hide', id: String(welcome) })
    expect(hidden.init?.status).toBe(404)
    expect((await knowledge('en')).kb!.welcome.text).toBe(
      "Hi! I'm the Courier Network assistant. Ask me anything about starting your own courier business.",
    )
  })
})

describe('editing a topic', () => {
  it('an edit is in the next knowledge the chat is sent (a new version, a new ETag); the history restores the earlier one', async () => {
    const id = await idOf('main', 'timeline')
    const before = await knowledge('en')
    expect(before.cacheControl).toBe('no-cache')
    // The browser's copy is current: 304, nothing sent again.
    expect((await knowledge('en', 'main', { 'If-None-Match': before.etag! })).status).toBe(304)

    const old = (await edit(id)).values
    const saved = await send({
      ...old,
      intent: 'save',
      id: String(id),
      answerEn: 'Most operators are up and running within about 3 weeks.',
    })
    expect(saved.data.notice).toMatchObject({
      key: 'adminChatTopics.saved',
      values: { name: 'main/timeline' },
    })
    const after = await knowledge('en', 'main', { 'If-None-Match': before.etag! })
    expect(after.status).toBe(200)
    expect(after.etag).not.toBe(before.etag)
    expect(replyTo(after.kb!, 'How long does it take to launch?').text).toBe(
      'Most operators are up and running within about 3 weeks.',
    )
    // Spanish did not change.
    expect((await ask('es', '¿Cuánto tiempo tarda?')).text).toBe(old.answerEs)

    const history = (await edit(id)).history
    expect(history.map((v) => [v.version, v.savedByEmail, v.changed])).toEqual([
      [2, EMAIL, ['answerEn']],
      [1, null, []],
    ])
    const restored = await send({ intent: 'restore', id: String(id), version: '1' })
    expect(restored.data.notice).toMatchObject({ key: 'admin.history.restored', values: { version: 1 } })
    expect((await ask('en', 'How long does it take to launch?')).text).toBe(old.answerEn)
    expect((await edit(id)).history[0]).toMatchObject({ version: 3, restoredFrom: 1 })
  })

  it('a hidden topic is not answered; its question is then unanswered; shown again, it answers', async () => {
    const id = await idOf('main', 'vehicles')
    await send({ intent: 'hide', id: String(id) })
    expect((await ask('en', 'Is a van enough?')).topic).toBeNull()
    expect((await knowledge('en')).kb!.questions.vehicles).toBeUndefined()
    expect(
      await recordUnmatchedQuestion(t.db, { assistant: 'main', lang: 'en', text: 'Is a van enough?' }),
    ).toEqual({ stored: true })
    await send({ intent: 'show', id: String(id) })
    expect((await ask('en', 'Is a van enough?')).topic).toBe('vehicles')
    expect((await edit(id)).history.map((v) => v.changed)).toEqual([['hidden'], ['hidden'], []])
  })
})

describe('the cities answer', () => {
  const question = { en: 'Which cities are available?', es: '¿En qué ciudades están?' }
  const citiesIn = async (lang: 'en' | 'es') => (await ask(lang, question[lang])).text

  it('names only the markets with a published operator, and follows an operator added or unpublished', async () => {
    // Only the markets where the seeded operators work; none of the "Recruiting operators" ones.
    const english = await citiesIn('en')
    expect(english).toMatch(/^We have operators in .*Miami/)
    for (const recruiting of ['New York', 'Los Angeles', 'Dallas', 'Phoenix', 'Las Vegas', 'Richmond'])
      expect(english).not.toContain(recruiting)
    expect(await citiesIn('es')).toMatch(/^Tenemos operadores en .*Miami/)

    const id = await insertOperator(t.db, {
      name: 'Richmond Courier',
      customSlug: 'richmond-courier-chat-test',
      latitude: 37.55,
      longitude: -77.45,
    })
    expect(await citiesIn('en')).toMatch(/Richmond/)
    expect(await citiesIn('es')).toContain('Richmond')
    await t.db.update(operators).set({ published: false }).where(eq(operators.id, id))
    expect(await citiesIn('en')).not.toContain('Richmond')
  })

  it('with no market that has an operator, it says so and points to the map', async () => {
    const published = await t.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.published, true))
    await t.db.update(operators).set({ published: false })
    expect(await citiesIn('en')).toBe(en.chatAnswers.noCities)
    expect(await citiesIn('es')).toBe(es.chatAnswers.noCities)
    for (const { id } of published)
      await t.db.update(operators).set({ published: true }).where(eq(operators.id, id))
  })
})

describe('the earnings answer', () => {
  it('states no figure while its claims have no basis; once they have, the figures with their disclosure lines', async () => {
    const question = { en: 'How much can I earn?', es: '¿Cuánto puedo ganar?' }
    for (const lang of ['en', 'es'] as const) {
      const reply = await ask(lang, question[lang])
      expect(reply).toMatchObject({ topic: 'earnings', text: { en, es }[lang].chatAnswers.noEarningsClaim })
      expect(reply.disclosures).toBeUndefined()
    }

    for (const fields of seededCardClaimsWithBasis(EMAIL)) {
      const claim = (await run(
        claimsRoute.action,
        post('/admin/earnings-claims', fields, { Cookie: cookie }),
      )) as Reply
      expect(claim.data.notice?.key).toBe('adminEarningsClaims.saved')
    }

    const english = await ask('en', question.en)
    expect(english.text).toMatch(/\$4,000 to \$6,000 per month.*\$8,000 to \$15,000\+.*\$1,000\+/)
    // The line the site shows beside each figure (earningsClaims.disclosure), from the register.
    expect(english.disclosures).toEqual([
      '$4,000 - $6,000: achieved by 14 of 40 operators (35%) from January 1, 2025 to December 31, 2025.',
      '$8,000 - $15,000+: achieved by 14 of 40 operators (35%) from January 1, 2025 to December 31, 2025.',
      '$1,000+: achieved by 14 of 40 operators (35%) from January 1, 2025 to December 31, 2025.',
    ])
    const spanish = await ask('es', question.es)
    expect(spanish.text).toContain('de $4,000 a $6,000 al mes')
    expect(spanish.disclosures?.[0]).toBe(
      '$4,000 - $6,000: la alcanzaron 14 de 40 operadores (35 %) del 1 de enero de 2025 al 31 de diciembre de 2025.',
    )
    const kb = (await knowledge('es')).kb!
    expect(kb.statement).toEqual({
      label: es.earningsClaims.statementLink,
      href: '/es/earnings-claim-statement',
    })
  })
})

describe('an unanswered question', () => {
  it('becomes a topic from "Make a topic", and is then listed as answered', async () => {
    const question = '¿Llevan pianos de cola?'
    expect(await recordUnmatchedQuestion(t.db, { assistant: 'service', lang: 'es', text: question })).toEqual(
      {
        stored: true,
      },
    )
    type Questions = {
      data: { rows: Array<{ text: string; assistant: string; lang: string; answeredBy: string | null }> }
    }
    const listed = async () =>
      (
        (await run(questionsRoute.loader, get('/admin/chat-questions', { Cookie: cookie }))) as Questions
      ).data.rows.find((r) => r.text === question)!
    expect(await listed()).toMatchObject({ assistant: 'service', lang: 'es', answeredBy: null })

    // The link of "Make a topic" opens the new topic's form filled in from the question.
    const query = new URLSearchParams({ assistant: 'service', lang: 'es', question }).toString()
    const opened = await screen(`?new&${query}`)
    expect(opened.data.editing).toBeNull()
    expect(opened.data.prefill).toEqual({
      assistant: 'service',
      kind: 'plain',
      keywordsEs: 'llevan pianos de cola',
      questionEs: question,
    })
    const saved = await send({
      intent: 'save',
      key: 'pianos',
      followUp: '',
      ...opened.data.prefill,
      keywordsEs: 'piano, pianos',
      keywordsEn: 'piano, pianos',
      answerEn: 'Pianos need a specialist mover: we do not carry them.',
      answerEs: 'Los pianos necesitan una mudanza especializada: no los transportamos.',
    })
    expect(saved.data.notice?.key).toBe('adminChatTopics.created')

    expect((await ask('es', question, 'service')).topic).toBe('pianos')
    expect((await ask('en', 'Do you move pianos?', 'service')).topic).toBe('pianos')
    expect(await recordUnmatchedQuestion(t.db, { assistant: 'service', lang: 'es', text: question })).toEqual(
      {
        stored: false,
      },
    )
    expect(await listed()).toMatchObject({ answeredBy: 'pianos' })
    const [row] = await t.db.select().from(chatTopics).where(eq(chatTopics.key, 'pianos'))
    expect(row).toMatchObject({ assistant: 'service', active: true })
  })
})
