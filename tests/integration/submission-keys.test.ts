import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '#app/.server/db/client'
import {
  bookingRequests,
  chatUnmatchedQuestions,
  outbox,
  submissionKeys,
  submissions,
} from '#app/.server/db/schema'
import { submissionKeyFor } from '#app/.server/security/submission-key'
import { forgetOldSubmissionKeys } from '#app/.server/services/forms/store-once'
import { formKinds, HONEYPOT_FIELD, type FormKind } from '#app/domain/forms/options'
import { SUBMISSION_KEY_FIELD, SUBMISSION_KEY_KEEP_MS } from '#app/domain/forms/submission-key'
import * as operatorRouteModule from '#app/routes/operators/operator'
import * as chatRouteModule from '#app/routes/resources/chat-unmatched'
import * as subscribeRouteModule from '#app/routes/resources/newsletter-subscribe'
import { chain } from '../support/route-chain'
import { routeArgs, TEST_SESSION_SECRET, testContext } from './context'
import { STAFF, statusOf, submit, validFields } from './forms-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

// Issue #46 item 6 (ADR 056): a public form's submission sent again with the same submission key (a
// retry after a lost answer, a double click, a form the browser resends) stores nothing new and is
// answered as the first one was, on one instance or several sharing PostgreSQL.

const operatorRoute = chain(operatorRouteModule)
const chatRoute = chain(chatRouteModule)
const subscribeRoute = chain(subscribeRouteModule)

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})
beforeEach(async () => {
  for (const table of [outbox, submissionKeys, submissions, bookingRequests, chatUnmatchedQuestions])
    await t.db.delete(table)
})

let nonces = 0
/** The key of a page the server rendered (with a nonce of its own). */
const pageKey = () => submissionKeyFor(TEST_SESSION_SECRET, `nonce-${++nonces}-${Date.now()}`)

let ips = 0
const ctx = (options: { db?: Database['db']; rateLimitScale?: number } = {}) =>
  testContext(t, {
    env: { STAFF_EMAIL: STAFF, RATE_LIMIT_SCALE: options.rateLimitScale ?? 100 },
    clientIp: `203.0.113.${++ips % 250}`,
    services: options.db ? { db: options.db } : undefined,
  })

const rows = async () => t.db.select().from(submissions)
/** The e-mails waiting in the outbox, by category (`lead.staff`, `lead.confirmation`, …). */
async function queued(): Promise<Record<string, number>> {
  const list = await t.db
    .select({ category: outbox.category, n: count() })
    .from(outbox)
    .where(eq(outbox.channel, 'email'))
    .groupBy(outbox.category)
  return Object.fromEntries(list.map((r) => [r.category, r.n]))
}

const lead = (email: string, key?: string) => ({
  ...validFields('lead', email),
  ...(key === undefined ? {} : { [SUBMISSION_KEY_FIELD]: key }),
})

describe(`submission keys (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a lead posted twice with the same key is one row, one staff e-mail and one auto-reply, answered alike', async () => {
    const key = pageKey()
    const first = await submit('lead', ctx(), lead('once@example.com', key))
    const again = await submit('lead', ctx(), lead('once@example.com', key))
    expect(statusOf(first)).toBe(200)
    expect(first.data.outcome).toBe('success')
    expect(again).toEqual(first)
    expect(await rows()).toHaveLength(1)
    expect(await queued()).toEqual({ 'lead.staff': 1, 'lead.confirmation': 1 })
  })

  it('with two keys it is two', async () => {
    await submit('lead', ctx(), lead('twice@example.com', pageKey()))
    await submit('lead', ctx(), lead('twice@example.com', pageKey()))
    expect(await rows()).toHaveLength(2)
    expect(await queued()).toEqual({ 'lead.staff': 2, 'lead.confirmation': 2 })
  })

  it('the same key with other values is another submission (a page the browser revalidated keeps its key)', async () => {
    const key = pageKey()
    await submit('lead', ctx(), lead('first@example.com', key))
    await submit('lead', ctx(), { ...lead('first@example.com', key), message: 'And a second question.' })
    await submit('lead', ctx(), lead('second@example.com', key))
    expect((await rows()).map((r) => r.email).sort()).toEqual([
      'first@example.com',
      'first@example.com',
      'second@example.com',
    ])
  })

  it.each(formKinds)('every public form page stores a repeat once: %s', async (kind: FormKind) => {
    const fields = { ...validFields(kind, `${kind}@example.com`), [SUBMISSION_KEY_FIELD]: pageKey() }
    const first = await submit(kind, ctx(), fields, 'es')
    const again = await submit(kind, ctx(), fields, 'es')
    expect(statusOf(first)).toBe(200)
    // The playbook's answer carries the guide's link: the repeat's is the first one's.
    expect(again).toEqual(first)
    expect(await rows()).toHaveLength(1)
    expect(Object.values(await queued()).reduce((a, b) => a + b, 0)).toBe(
      kind === 'operator-application' ? 3 : 2,
    )
  })

  it('a forged key is refused like the honeypot, with what was typed kept, and nothing is stored', async () => {
    const made = pageKey()
    for (const forged of [
      'retry-1',
      `${made.slice(0, -2)}AA`,
      submissionKeyFor('another-secret-0123456789abcdef01', 'n'),
    ]) {
      const result = await submit('lead', ctx(), lead('forged@example.com', forged))
      expect(statusOf(result)).toBe(400)
      expect(result.data.outcome).toBe('failed')
      expect(result.data.result.error?.['']).toEqual(['forms.contact.failure'])
      expect(result.data.result.initialValue).toMatchObject({ firstName: 'Ana', email: 'forged@example.com' })
    }
    expect(await rows()).toHaveLength(0)
    expect(await queued()).toEqual({})
  })

  it('without a key (a page rendered before keys, a client of its own) the lead is stored, every time', async () => {
    expect(statusOf(await submit('lead', ctx(), lead('nokey@example.com')))).toBe(200)
    expect(statusOf(await submit('lead', ctx(), lead('nokey@example.com', '')))).toBe(200)
    expect(await rows()).toHaveLength(2)
    expect(await t.db.select().from(submissionKeys)).toHaveLength(0)
  })

  it('the honeypot still refuses first: a bot that fills it stores nothing, key or not', async () => {
    const result = await submit('lead', ctx(), {
      ...lead('bot@example.com', pageKey()),
      [HONEYPOT_FIELD]: 'x',
    })
    expect(statusOf(result)).toBe(400)
    expect(await t.db.select().from(submissionKeys)).toHaveLength(0)
  })

  it('a repeat is answered as the first even once the rate limit would refuse a new submission', async () => {
    // RATE_LIMIT_SCALE 0.05: one lead per address in ten minutes.
    const one = testContext(t, {
      env: { STAFF_EMAIL: STAFF, RATE_LIMIT_SCALE: 0.05 },
      clientIp: '198.51.100.200',
    })
    const key = pageKey()
    const first = await submit('lead', one, lead('limited@example.com', key))
    expect(statusOf(first)).toBe(200)
    expect(statusOf(await submit('lead', one, lead('other@example.com', pageKey())))).toBe(429)
    expect(await submit('lead', one, lead('limited@example.com', key))).toEqual(first)
    expect(await rows()).toHaveLength(1)
  })

  it('a key is forgotten after a day (the periodic clean-up): the same post then stores again', async () => {
    const key = pageKey()
    await submit('lead', ctx(), lead('old@example.com', key))
    expect(await forgetOldSubmissionKeys(t.db, new Date(Date.now() + SUBMISSION_KEY_KEEP_MS - 60_000))).toBe(
      0,
    )
    expect(await forgetOldSubmissionKeys(t.db, new Date(Date.now() + SUBMISSION_KEY_KEEP_MS + 60_000))).toBe(
      1,
    )
    await submit('lead', ctx(), lead('old@example.com', key))
    expect(await rows()).toHaveLength(2)
  })

  it('a booking request, a newsletter signup and an unanswered chat question are stored once too', async () => {
    const booking = {
      intent: 'booking',
      name: 'Ana Ruiz',
      phone: '(561) 555-0199',
      email: 'book@example.com',
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: 'Boca Raton, FL 33431',
      when: '2099-12-02T10:30',
      [SUBMISSION_KEY_FIELD]: pageKey(),
    }
    const post = (path: string, fields: Record<string, string>) =>
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { Origin: 'http://localhost', Accept: 'application/json' },
        body: new URLSearchParams(fields),
      })
    const book = async () => {
      const answer = await operatorRoute.action(
        routeArgs(post('/delray-beach-courier', booking), ctx(), { slug: 'delray-beach-courier' }),
      )
      return (answer as { data: unknown }).data
    }
    expect(await book()).toEqual({ status: 'sent' })
    expect(await book()).toEqual({ status: 'sent' })
    expect(await t.db.select().from(bookingRequests)).toHaveLength(1)

    const signup = { email: 'news@example.com', consent: 'on', lang: 'en', [SUBMISSION_KEY_FIELD]: pageKey() }
    for (let i = 0; i < 2; i++) {
      const response = (await subscribeRoute.action(
        routeArgs(post('/api/newsletter/subscribe', signup), ctx()),
      )) as Response
      expect(response.status).toBe(200)
      expect(((await response.json()) as { outcome: string }).outcome).toBe('success')
    }

    const question = {
      assistant: 'main',
      lang: 'en',
      text: 'Do you deliver live lobsters to the moon?',
      [SUBMISSION_KEY_FIELD]: pageKey(),
    }
    for (let i = 0; i < 2; i++) {
      const response = (await chatRoute.action(
        routeArgs(post('/api/chat/unmatched', question), ctx()),
      )) as Response
      expect(response.status).toBe(201)
    }
    expect(await t.db.select().from(chatUnmatchedQuestions)).toHaveLength(1)

    expect((await rows()).map((r) => r.kind).sort()).toEqual(['booking', 'newsletter'])
    expect(await queued()).toEqual({
      'booking.operator': 1,
      'booking.confirmation': 1,
      'newsletter.confirm': 1,
    })
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('submission keys on two instances sharing PostgreSQL', () => {
  let other: Database
  beforeAll(async () => {
    // A second instance: its own connection pool on the same database.
    other = await openDatabase({ kind: 'postgres', url: t.url!, max: 5 })
  })
  afterAll(async () => {
    await other?.close()
  })

  it('the same lead posted at once on both, several times each, is one row and two e-mails; another key is another lead', async () => {
    const keys = [pageKey(), pageKey(), pageKey()]
    const answers = await Promise.all(
      keys.flatMap((key, k) =>
        [t.db, other.db, t.db, other.db].map((db) =>
          submit('lead', ctx({ db }), lead(`race${k}@example.com`, key)),
        ),
      ),
    )
    for (const answer of answers) {
      expect(statusOf(answer)).toBe(200)
      expect(answer.data).toEqual(answers[0]!.data)
    }
    expect((await rows()).map((r) => r.email).sort()).toEqual([
      'race0@example.com',
      'race1@example.com',
      'race2@example.com',
    ])
    expect(await queued()).toEqual({ 'lead.staff': 3, 'lead.confirmation': 3 })
  })

  it('an operator application (its own transaction: the claim comes first, a repeat waits there) posted at once on both is one', async () => {
    const fields = {
      ...validFields('operator-application', 'race-app@example.com'),
      [SUBMISSION_KEY_FIELD]: pageKey(),
    }
    const answers = await Promise.all(
      [t.db, other.db, t.db, other.db].map((db) => submit('operator-application', ctx({ db }), fields)),
    )
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(statusOf(answers[0]!)).toBe(200)
    expect(await rows()).toHaveLength(1)
    expect(await queued()).toEqual({
      'operator-application.staff': 1,
      'operator-application.confirmation': 1,
      'claims.statement': 1,
    })
  })
})
