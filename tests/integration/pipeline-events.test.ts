import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signCalendlyPayload } from '#app/.server/adapters/calendly/signature'
import { claimDisclosures, outbox, people, personEvents } from '#app/.server/db/schema'
import * as boardModule from '#app/routes/admin/pipeline'
import * as webhookModule from '#app/routes/resources/calendly-webhook'
import { chain } from '../support/route-chain'
import { createStaff, get, post, settle, signIn, testContext as staffContext } from './admin-helpers'
import { testContext } from './context'
import { STAFF, submit, statusOf, validFields } from './forms-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * Issue #45 item 7: the pipeline moves on the events themselves. An operator application moves its
 * person to Applied, a consultation booked on Calendly (its signed webhook) to Call booked, both
 * recorded as by the site; only forward; a repeat changes nothing.
 */
type Fn = (args: unknown) => unknown
const board = chain(boardModule as never) as { loader: Fn; action: Fn }
const webhook = chain(webhookModule as never) as { action: Fn }

const KEY = 'calendly-test-signing-key'
let t: TestDatabase
let cookie = ''
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'events-staff@example.com')
  cookie = await signIn(t.db, 'events-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

let ipCounter = 0
const ctx = () =>
  testContext(t, {
    env: { STAFF_EMAIL: STAFF, RATE_LIMIT_SCALE: 100 },
    clientIp: `198.51.100.${++ipCounter}`,
  })
const personOf = async (email: string) =>
  (await t.db.select().from(people).where(eq(people.email, email)))[0]!
const stageEvents = async (personId: number) =>
  (await t.db.select().from(personEvents).where(eq(personEvents.personId, personId))).filter(
    (e) => e.kind === 'stage',
  )

async function boardColumn(personId: number) {
  const page = (await settle(() =>
    board.loader({
      request: get('/admin/pipeline', { Cookie: cookie }),
      context: staffContext(t.db),
      params: {},
    }),
  )) as { data: { columns: Array<{ key: string; cards: Array<{ id: number }> }> } }
  return page.data.columns.find((c) => c.cards.some((card) => card.id === personId))?.key
}

function calendly(body: Record<string, unknown>, options: { key?: string | null; signedAt?: Date } = {}) {
  const raw = JSON.stringify(body)
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Origin: 'https://calendly.com',
  }
  const signedAt = Math.floor((options.signedAt ?? new Date()).getTime() / 1000)
  if (options.key !== null)
    headers['Calendly-Webhook-Signature'] = signCalendlyPayload(raw, options.key ?? KEY, signedAt)
  return settle(() =>
    webhook.action({
      request: new Request('http://localhost/api/calendly/webhook', { method: 'POST', body: raw, headers }),
      context: testContext(t, { env: { CALENDLY_WEBHOOK_SIGNING_KEY: KEY } }),
      params: {},
    }),
  ) as Promise<Response>
}
const invitee = (email: string) => ({
  event: 'invitee.created',
  created_at: new Date().toISOString(),
  payload: { email, name: 'Rosa Díaz', first_name: null, last_name: null, status: 'active' },
})

describe('the pipeline moves on events (issue #45 item 7)', () => {
  it('an application moves a lead from New to Applied on the board, by the site', async () => {
    const email = 'applies@example.com'
    expect(statusOf(await submit('lead', ctx(), validFields('lead', email)))).toBe(200)
    const lead = await personOf(email)
    expect(lead.stage).toBe('new')

    expect(
      statusOf(await submit('operator-application', ctx(), validFields('operator-application', email), 'es')),
    ).toBe(200)
    const applied = await personOf(email)
    expect(applied.stage).toBe('applied')
    const [event] = await stageEvents(applied.id)
    expect(event).toMatchObject({ data: { from: 'new', to: 'applied' }, actorId: null, actorEmail: null })
    expect(await boardColumn(applied.id)).toBe('applied')
  })

  it('never moves back someone staff moved further, and a second application adds no move', async () => {
    const email = 'approved-already@example.com'
    expect(
      statusOf(await submit('operator-application', ctx(), validFields('operator-application', email))),
    ).toBe(200)
    const person = await personOf(email)
    expect(person.stage).toBe('applied')
    await settle(() =>
      board.action({
        request: post(
          '/admin/pipeline',
          { intent: 'move', personId: String(person.id), stage: 'approved' },
          { Cookie: cookie },
        ),
        context: staffContext(t.db),
        params: {},
      }),
    )
    expect((await personOf(email)).stage).toBe('approved')
    expect(
      statusOf(await submit('operator-application', ctx(), validFields('operator-application', email))),
    ).toBe(200)
    expect((await personOf(email)).stage).toBe('approved')
    expect((await stageEvents(person.id)).map((e) => e.data.to)).toEqual(['applied', 'approved'])
  })

  it('a call booked on Calendly moves its person to Call booked and sends the statement once', async () => {
    const email = 'books-a-call@example.com'
    expect(statusOf(await submit('lead', ctx(), validFields('lead', email)))).toBe(200)
    const first = await calendly(invitee(email))
    expect(first.status).toBe(200)
    const person = await personOf(email)
    expect(person.stage).toBe('call-booked')
    expect(await stageEvents(person.id)).toMatchObject([
      { data: { from: 'new', to: 'call-booked' }, actorEmail: null },
    ])
    const statements = () =>
      t.db.select().from(claimDisclosures).where(eq(claimDisclosures.personId, person.id))
    expect(await statements()).toHaveLength(1)

    // Calendly retries a delivery until it gets a 2xx: the repeat changes nothing.
    expect((await calendly(invitee(email))).status).toBe(200)
    expect(await stageEvents(person.id)).toHaveLength(1)
    expect(await statements()).toHaveLength(1)
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, email))
    expect(mails.filter((m) => m.category === 'claims.statement')).toHaveLength(1)
  })

  it('someone who books without a form before becomes a prospect in Call booked', async () => {
    expect((await calendly(invitee('Newcomer@Example.com'))).status).toBe(200)
    const person = await personOf('newcomer@example.com')
    expect(person).toMatchObject({
      stage: 'call-booked',
      prospect: true,
      firstName: 'Rosa',
      lastName: 'Díaz',
    })
  })

  it('refuses an unsigned, wrongly signed or stale delivery and moves nobody', async () => {
    const email = 'forged@example.com'
    expect(statusOf(await submit('lead', ctx(), validFields('lead', email)))).toBe(200)
    expect((await calendly(invitee(email), { key: null })).status).toBe(400)
    expect((await calendly(invitee(email), { key: 'not-the-key' })).status).toBe(400)
    expect((await calendly(invitee(email), { signedAt: new Date(Date.now() - 10 * 60_000) })).status).toBe(
      400,
    )
    expect((await personOf(email)).stage).toBe('new')
    // Other events are acknowledged and ignored.
    const canceled = await calendly({ ...invitee(email), event: 'invitee.canceled' })
    expect(canceled.status).toBe(200)
    expect((await personOf(email)).stage).toBe('new')
  })
})
