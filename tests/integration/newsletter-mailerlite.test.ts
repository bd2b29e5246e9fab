import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { outbox, subscribers } from '#app/.server/db/schema'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jobHandlers } from '#app/.server/jobs/handlers'
import { enqueueLeadSync, mailerLiteBody } from '#app/.server/mail/mailerlite'
import {
  confirmSubscription,
  requestSubscription,
  unsubscribe,
  unsubscribeUrl,
} from '#app/.server/services/newsletter/newsletter'
import { submitForm } from '#app/.server/services/forms/forms'
import { formSchemas } from '#app/domain/forms/schemas'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { testEnv } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

/** A local stand-in for the MailerLite API: records requests, answers with the queued statuses. */
type Recorded = {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: Record<string, unknown>
}
const requests: Recorded[] = []
const answers: number[] = []
let fake: http.Server
let apiUrl = ''

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
const KEY = 'ml-test-key-123'
const ORIGIN = 'http://localhost'

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      requests.push({
        method: req.method!,
        path: req.url!,
        headers: req.headers,
        body: JSON.parse(raw || '{}'),
      })
      const status = answers.shift() ?? 200
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: {} }))
    })
  })
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api`
  t = await createTestDatabase()
  sink = await startMailSink()
})
afterAll(async () => {
  await new Promise((resolve) => fake?.close(resolve))
  await sink?.stop()
  await t?.drop()
})
beforeEach(() => {
  requests.length = 0
  answers.length = 0
})

const env = () =>
  testEnv({
    MAILERLITE_API_KEY: KEY,
    MAILERLITE_API_URL: apiUrl,
    MAILERLITE_GROUP_ID: 'grp-1',
    SMTP_URL: undefined,
  })

/** What the server's worker does at its next passes; jobs come due again only after their back-off. */
async function runWorker() {
  return deliverOutbox(t.db, { smtpUrl: sink.url, handlers: jobHandlers, env: env() })
}

async function makeDue() {
  await t.db.execute(sql`update outbox set next_attempt_at = now() where status <> 'sent'`)
}

async function activate(email: string) {
  await requestSubscription(
    t.db,
    { email, lang: 'en', source: 'Website Popup', names: { firstName: 'Ana' } },
    { env: env(), origin: ORIGIN },
  )
  await runWorker()
  const mail = sink.messages.find((m) => m.to.includes(email))!
  const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!
  expect((await confirmSubscription(t.db, token, { env: env(), origin: ORIGIN })).outcome).toBe('activated')
}

describe('MailerLite sync', () => {
  it('activating a subscriber upserts it with the Bearer key; a 500 is retried until it succeeds', async () => {
    await activate('ana@example.com')
    // Nothing is sent to MailerLite for a pending subscriber.
    expect(requests).toEqual([])
    answers.push(500)
    await runWorker()
    expect(requests).toHaveLength(1)
    const [first] = requests
    expect(first).toMatchObject({ method: 'POST', path: '/api/subscribers' })
    expect(first!.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(first!.headers['content-type']).toBe('application/json')
    expect(first!.body).toEqual({
      email: 'ana@example.com',
      fields: { name: 'Ana' },
      groups: ['grp-1'],
      status: 'active',
    })
    // The failed job is kept with a back-off, then sent again.
    await runWorker()
    expect(requests).toHaveLength(1)
    await makeDue()
    await runWorker()
    expect(requests).toHaveLength(2)
    expect(requests[1]!.body).toEqual(first!.body)
    await makeDue()
    await runWorker()
    expect(requests).toHaveLength(2)
  })

  it('unsubscribing tells MailerLite too; a lead is upserted once per submission', async () => {
    await activate('bea@example.com')
    await runWorker()
    requests.length = 0
    const [row] = await t.db.select().from(subscribers).where(eq(subscribers.email, 'bea@example.com'))
    const token = new URL(unsubscribeUrl(row!, ORIGIN, env())).searchParams.get('token')!
    expect((await unsubscribe(t.db, token, { env: env() })).outcome).toBe('unsubscribed')
    await runWorker()
    expect(requests.map((r) => r.body)).toEqual([
      { email: 'bea@example.com', fields: { name: 'Ana' }, status: 'unsubscribed' },
    ])

    requests.length = 0
    const lead = {
      id: 42,
      email: 'Lead@Example.com',
      firstName: 'Lu',
      lastName: 'Diaz',
      phone: '555',
      city: 'Miami',
      state: 'FL',
    }
    await t.db.transaction(async (tx) => {
      await enqueueLeadSync(tx, lead, env())
      await enqueueLeadSync(tx, lead, env())
    })
    await runWorker()
    expect(requests.map((r) => r.body)).toEqual([
      {
        email: 'lead@example.com',
        fields: { name: 'Lu', last_name: 'Diaz', phone: '555', city: 'Miami', state: 'FL' },
      },
    ])
  })

  it('a lead from the contact form is queued for MailerLite with its e-mails, and synced', async () => {
    const env = testEnv({ MAILERLITE_API_KEY: KEY, MAILERLITE_API_URL: apiUrl })
    const result = await submitForm(
      t.db,
      { nudge() {} },
      'lead',
      formSchemas.lead.parse({
        firstName: 'Lena',
        lastName: 'Sync',
        email: 'lena.sync@example.com',
        confirmEmail: 'lena.sync@example.com',
        phone: '(305) 555-0199',
        city: 'Miami',
        state: 'FL',
        experience: 'none',
      }),
      { lang: 'en', sourcePath: '/contact', env, siteUrl: ORIGIN },
    )
    expect(result.ok).toBe(true)
    const jobs = await t.db.select().from(outbox).where(eq(outbox.channel, 'mailerlite'))
    expect(jobs.some((j) => j.dedupeKey === `mailerlite:lead:${result.ok ? result.id : 0}`)).toBe(true)
    requests.length = 0
    await deliverOutbox(t.db, { smtpUrl: sink.url, handlers: jobHandlers, env })
    expect(requests.some((r) => r.body.email === 'lena.sync@example.com')).toBe(true)
  })

  it('without MAILERLITE_API_KEY nothing is queued', async () => {
    const before = await t.db.$count(outbox, eq(outbox.channel, 'mailerlite'))
    await t.db.transaction((tx) => enqueueLeadSync(tx, { id: 7, email: 'x@example.com' }, testEnv()))
    const after = await t.db.$count(outbox, eq(outbox.channel, 'mailerlite'))
    expect(after).toEqual(before)
  })

  it('leaves empty fields out of the body', () => {
    expect(mailerLiteBody({ email: 'a@b.co', fields: { name: null, last_name: '' } })).toEqual({
      email: 'a@b.co',
    })
  })
})
