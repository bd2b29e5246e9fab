import { chain } from '../support/route-chain'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outbox, submissions, subscribers } from '#app/.server/db/schema'
import { inboxCsv, inboxOverview, inboxSubmission } from '#app/.server/services/forms/submissions-inbox'
import { parseInboxFilter } from '#app/domain/forms/inbox'
import {
  confirmSubscription,
  requestSubscription,
  unsubscribeUrl,
} from '#app/.server/services/newsletter/newsletter'
import * as confirmRouteModule from '#app/routes/newsletter/confirm'
import * as unsubscribeRouteModule from '#app/routes/newsletter/unsubscribe'
import * as subscribeRouteModule from '#app/routes/resources/newsletter-subscribe'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { routeArgs, testContext, testEnv } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

const confirmRoute = chain(confirmRouteModule)
const unsubscribeRoute = chain(unsubscribeRouteModule)
const subscribeRoute = chain(subscribeRouteModule)

const ORIGIN = 'http://localhost'
let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
let ip = 0

beforeAll(async () => {
  t = await createTestDatabase()
  sink = await startMailSink()
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})
// Each test starts with an empty outbox and mailbox.
beforeEach(async () => {
  await deliverOutbox(t.db, { smtpUrl: sink.url })
  sink.clear()
})

/** A context with its own visitor IP (rate limits stay apart) and a nudge that is counted. */
function context(clientIp = `203.0.113.${++ip}`) {
  const nudges = { count: 0 }
  const ctx = testContext(t, {
    clientIp,
    env: { SMTP_URL: sink.url },
    services: { outbox: { nudge: () => void nudges.count++ } },
  })
  return { ctx, nudges }
}

type Reply = { outcome: string; result: { status?: string; error?: Record<string, string[] | null> } }

/** The popup's post: a form (consent: true is the ticked box, 'on'); the answer is the edge's reply. */
async function subscribe(
  body: Record<string, string | boolean>,
  ctx = context().ctx,
  headers: Record<string, string> = {},
) {
  const fields = Object.entries(body).map(([k, v]) => [k, v === true ? 'on' : String(v)])
  const request = new Request(`${ORIGIN}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { Origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields),
  })
  const response = (await subscribeRoute.action(routeArgs(request, ctx))) as Response
  return { status: response.status, body: (await response.json()) as Reply }
}

/** What the reply of a stored signup looks like. */
const SUCCESS = { outcome: 'success' }

const inboxRows = (email: string) =>
  t.db.select().from(submissions).where(eq(submissions.email, email)).orderBy(desc(submissions.id))

const row = async (email: string) =>
  (await t.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]

async function deliver() {
  await deliverOutbox(t.db, { smtpUrl: sink.url })
  return sink.messages
}

const confirmLinkIn = (text: string) =>
  /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(text)?.[0]

/** Runs a page loader or action; data() results and thrown responses come back as { status, data }. */
async function run(fn: () => Promise<unknown>) {
  try {
    const value = (await fn()) as { data?: unknown; init?: ResponseInit | null }
    return { status: value.init?.status ?? 200, data: value.data as { outcome: string } }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: { outcome: 'thrown' } }
    throw thrown
  }
}

async function followConfirm(link: string) {
  return run(() => confirmRoute.loader(routeArgs(new Request(link), context().ctx)))
}

describe('double opt-in', () => {
  it('a signup is stored pending, mails a confirmation in its language, and the link activates it', async () => {
    const { ctx, nudges } = context()
    const res = await subscribe({ email: '  Ana.Lopez@Example.com ', consent: true, lang: 'es' }, ctx)
    expect(res).toMatchObject({ status: 200, body: SUCCESS })
    expect(nudges.count).toBe(1)
    const stored = await row('ana.lopez@example.com')
    expect(stored).toMatchObject({
      status: 'pending',
      lang: 'es',
      source: 'Website Popup',
      tags: ['newsletter'],
    })
    expect(stored!.subscribedAt).toBeNull()
    // Queued as a template and its data; the worker renders it when it sends it (ADR 033).
    const [queued] = await t.db.select().from(outbox).where(eq(outbox.category, 'newsletter.confirm'))
    expect(queued!.payload).toMatchObject({
      template: { name: 'newsletter.confirmation', data: { lang: 'es' } },
    })
    expect(queued!.payload).not.toHaveProperty('html')

    const [mail, ...rest] = await deliver()
    expect(rest).toEqual([])
    expect(mail!.to).toEqual(['ana.lopez@example.com'])
    expect(mail!.subject).toBe('Confirme su suscripción al boletín')
    expect(mail!.headers['list-unsubscribe']).toBeUndefined()
    const link = confirmLinkIn(mail!.text)!
    expect(new URL(link).pathname).toBe('/es/newsletter/confirm')
    // Only a hash of the token is stored.
    expect(stored!.confirmTokenHash).not.toBe(new URL(link).searchParams.get('token'))

    sink.clear()
    expect(await followConfirm(link)).toMatchObject({ status: 200, data: { outcome: 'activated' } })
    const active = await row('ana.lopez@example.com')
    expect(active).toMatchObject({ status: 'active' })
    expect(active!.subscribedAt).toBeInstanceOf(Date)

    // The welcome mail is newsletter-type: it carries the RFC 8058 headers.
    const [welcome] = await deliver()
    expect(welcome!.subject).toBe('Su suscripción al boletín está confirmada')
    expect(welcome!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(welcome!.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl(active!, ORIGIN, testEnv())}>`)

    // Following the link again says it is already confirmed.
    expect(await followConfirm(link)).toMatchObject({ status: 200, data: { outcome: 'already-active' } })
  })

  it('an English signup gets the English mail; a wrong or expired token is a clear 400/410', async () => {
    await subscribe({ email: 'bob@example.com', consent: true, lang: 'en' })
    const [mail] = await deliver()
    expect(mail!.subject).toBe('Please confirm your newsletter subscription')
    const link = confirmLinkIn(mail!.text)!
    expect(new URL(link).pathname).toBe('/newsletter/confirm')
    expect(await followConfirm(`${ORIGIN}/newsletter/confirm?token=${'x'.repeat(43)}`)).toMatchObject({
      status: 400,
      data: { outcome: 'invalid' },
    })
    expect(await followConfirm(`${ORIGIN}/newsletter/confirm`)).toMatchObject({ status: 400 })
    const token = new URL(link).searchParams.get('token')!
    const eightDaysLater = new Date(Date.now() + 8 * 86_400_000)
    expect(
      await confirmSubscription(t.db, token, { env: testEnv(), origin: ORIGIN, now: eightDaysLater }),
    ).toEqual({
      outcome: 'expired',
      lang: 'en',
    })
    expect((await row('bob@example.com'))!.status).toBe('pending')
  })

  it('an active address signing up again: nothing changes and nothing is sent, still success', async () => {
    await subscribe({ email: 'carla@example.com', consent: true, lang: 'en' })
    const [mail] = await deliver()
    await followConfirm(confirmLinkIn(mail!.text)!)
    await deliver()
    sink.clear()
    const before = await row('carla@example.com')
    expect(await subscribe({ email: 'CARLA@example.com', consent: true, lang: 'es' })).toMatchObject({
      status: 200,
      body: SUCCESS,
    })
    expect(await row('carla@example.com')).toEqual(before)
    expect(await deliver()).toEqual([])
  })

  it('a pending address asking again gets a new link (the old one stops working), at most 3 an hour', async () => {
    await subscribe({ email: 'dora@example.com', consent: true, lang: 'en' })
    const [first] = await deliver()
    sink.clear()
    for (let i = 0; i < 4; i++) await subscribe({ email: 'dora@example.com', consent: true, lang: 'en' })
    const again = await deliver()
    expect(again).toHaveLength(3)
    expect(await followConfirm(confirmLinkIn(first!.text)!)).toMatchObject({ data: { outcome: 'invalid' } })
    // Only the newest link works (each request replaced the token): exactly one of them activates.
    const outcomes = []
    for (const mail of again) outcomes.push((await followConfirm(confirmLinkIn(mail.text)!)).data.outcome)
    expect(outcomes.sort()).toEqual(['activated', 'invalid', 'invalid'])
  })
})

describe('the staff inbox', () => {
  it('lists every popup signup as a newsletter submission with the page it came from', async () => {
    await subscribe({ email: 'Inbox.Reader@example.com', consent: true, lang: 'es' }, context().ctx, {
      Referer: `${ORIGIN}/es/videos?category=all`,
    })
    // A repeat signup is another visit to the form: staff see both.
    await subscribe({ email: 'inbox.reader@example.com', consent: true, lang: 'es' }, context().ctx, {
      Referer: 'https://elsewhere.example/page',
    })
    const rows = await inboxRows('inbox.reader@example.com')
    expect(rows.map((r) => [r.kind, r.lang, r.sourcePath, r.status])).toEqual([
      ['newsletter', 'es', '/es', 'new'],
      ['newsletter', 'es', '/es/videos', 'new'],
    ])
    expect(rows[1]!.payload).toEqual({
      email: 'inbox.reader@example.com',
      source: 'Website Popup',
      tags: ['newsletter'],
    })

    const overview = await inboxOverview(t.db, parseInboxFilter(new URLSearchParams('kind=newsletter')))
    expect(overview.counts.newsletter).toBeGreaterThanOrEqual(2)
    expect(overview.rows.every((r) => r.kind === 'newsletter')).toBe(true)
    const detail = await inboxSubmission(t.db, rows[1]!.id, 'en', 'America/New_York')
    expect(detail!.fields.map((f) => [f.label, f.value])).toEqual([
      ['E-mail', 'inbox.reader@example.com'],
      ['Source', 'Website Popup'],
      ['Tags', 'newsletter'],
    ])
    const csv = await inboxCsv(t.db, parseInboxFilter(new URLSearchParams('kind=newsletter')))
    expect(csv).toContain('inbox.reader@example.com')
    expect(csv.split('\r\n')[0]).toContain('tags')
    await deliver()
  })
})

describe('unsubscribe', () => {
  async function activeSubscriber(email: string, lang: 'en' | 'es' = 'en') {
    await subscribe({ email, consent: true, lang })
    const [mail] = await deliver()
    await followConfirm(confirmLinkIn(mail!.text)!)
    await deliver()
    sink.clear()
    return (await row(email))!
  }

  it('one-click POST from another site without cookies unsubscribes; the GET page changes nothing', async () => {
    const subscriber = await activeSubscriber('eve@example.com')
    const url = unsubscribeUrl(subscriber, ORIGIN, testEnv())
    const page = await run(() => unsubscribeRoute.loader(routeArgs(new Request(url), context().ctx)))
    expect(page).toMatchObject({ status: 200, data: { valid: true, alreadyUnsubscribed: false } })
    expect((await row('eve@example.com'))!.status).toBe('active')

    const oneClick = new Request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://mail.example.net',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await run(() => unsubscribeRoute.action(routeArgs(oneClick, context().ctx)))).toMatchObject({
      status: 200,
      data: { outcome: 'unsubscribed' },
    })
    const after = (await row('eve@example.com'))!
    expect(after.status).toBe('unsubscribed')
    expect(after.unsubscribedAt).toBeInstanceOf(Date)
    expect(after.confirmTokenHash).toBeNull()
    // Posting again is harmless.
    const again = new Request(url, {
      method: 'POST',
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    })
    expect(await run(() => unsubscribeRoute.action(routeArgs(again, context().ctx)))).toMatchObject({
      status: 200,
      data: { outcome: 'already' },
    })
  })

  it('a forged or garbled token is a 400 with a message, never an error', async () => {
    for (const token of ['', 'nope', `${crypto.randomUUID()}.abc`, '%00%0d%0a', 'x'.repeat(5000)]) {
      const url = `${ORIGIN}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
      const post = new Request(url, {
        method: 'POST',
        body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      })
      expect(await run(() => unsubscribeRoute.action(routeArgs(post, context().ctx)))).toMatchObject({
        status: 400,
        data: { outcome: 'invalid' },
      })
      expect(
        await run(() => unsubscribeRoute.loader(routeArgs(new Request(url), context().ctx))),
      ).toMatchObject({
        status: 400,
      })
    }
  })

  it('an unsubscribed address that signs up again stays pending until it confirms anew', async () => {
    const subscriber = await activeSubscriber('fran@example.com', 'es')
    const url = unsubscribeUrl(subscriber, ORIGIN, testEnv())
    await unsubscribeRoute.action(routeArgs(new Request(url, { method: 'POST' }), context().ctx))
    expect((await row('fran@example.com'))!.status).toBe('unsubscribed')

    expect(await subscribe({ email: 'fran@example.com', consent: true, lang: 'en' })).toMatchObject({
      status: 200,
    })
    expect((await row('fran@example.com'))!.status).toBe('pending')
    const [mail] = await deliver()
    expect(mail!.subject).toBe('Please confirm your newsletter subscription')
    expect(await followConfirm(confirmLinkIn(mail!.text)!)).toMatchObject({ data: { outcome: 'activated' } })
    expect((await row('fran@example.com'))!.status).toBe('active')
  })

  it('a bounced address goes back to pending too, never straight to active', async () => {
    await activeSubscriber('gil@example.com')
    await t.db.update(subscribers).set({ status: 'bounced' }).where(eq(subscribers.email, 'gil@example.com'))
    const result = await requestSubscription(
      t.db,
      { email: 'gil@example.com', lang: 'en', source: 'Contact Form', tags: ['lead'] },
      { env: testEnv(), origin: ORIGIN },
    )
    expect(result.outcome).toBe('confirmation-sent')
    expect(await row('gil@example.com')).toMatchObject({ status: 'pending', tags: ['newsletter', 'lead'] })
  })
})

describe('the signup endpoint refuses', () => {
  it('a filled honeypot, storing nothing and sending nothing', async () => {
    const res = await subscribe({
      email: 'bot@example.com',
      consent: true,
      lang: 'en',
      website_url: 'http://spam',
    })
    expect(res).toMatchObject({
      status: 400,
      body: { outcome: 'failed', result: { error: { '': ['newsletter.errors.failed'] } } },
    })
    expect(await row('bot@example.com')).toBeUndefined()
    expect(await inboxRows('bot@example.com')).toEqual([])
    expect(await deliver()).toEqual([])
  })

  it('more than 10 signups an hour from one IP (429 with Retry-After), not another IP', async () => {
    const { ctx } = context('198.51.100.77')
    for (let i = 0; i < 10; i++) {
      expect((await subscribe({ email: `rl${i}@example.com`, consent: true, lang: 'en' }, ctx)).status).toBe(
        200,
      )
    }
    const request = new Request(`${ORIGIN}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { Origin: ORIGIN },
      body: new URLSearchParams({ email: 'rl10@example.com', consent: 'on', lang: 'en' }),
    })
    const limited = (await subscribeRoute.action(routeArgs(request, ctx))) as Response
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({
      outcome: 'rate-limited',
      result: { error: { '': ['newsletter.errors.rateLimited'] } },
    })
    expect(await row('rl10@example.com')).toBeUndefined()
    // The hit is taken in the signup's one statement (ADR 067): refused, nothing else is written.
    expect(await inboxRows('rl10@example.com')).toEqual([])
    expect(await deliver()).toHaveLength(10)
    expect((await subscribe({ email: 'rl10@example.com', consent: true, lang: 'en' })).status).toBe(200)
  })

  it('invalid input with the field messages of the popup, and cross-site posts', async () => {
    expect(await subscribe({ email: 'nope', lang: 'en' })).toMatchObject({
      status: 400,
      body: {
        outcome: 'invalid',
        result: {
          error: {
            email: ['newsletter.errors.emailInvalid'],
            consent: ['newsletter.errors.consentRequired'],
          },
        },
      },
    })
    // What was typed comes back with the errors.
    expect((await subscribe({ email: 'nope', lang: 'en' })).body.result).toMatchObject({
      initialValue: { email: 'nope' },
    })
    expect((await subscribe({ email: '', consent: true })).body.result.error).toEqual({
      email: ['newsletter.errors.emailRequired'],
    })
    expect(
      (
        await subscribe({ email: 'x@example.com', consent: true }, context().ctx, {
          Origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403)
    expect(await row('x@example.com')).toBeUndefined()
  })

  it('a JSON body (415): the popup posts a form, as every page does', async () => {
    const request = new Request(`${ORIGIN}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ email: 'json@example.com', consent: true, lang: 'en' }),
    })
    const response = (await subscribeRoute.action(routeArgs(request, context().ctx))) as Response
    expect(response.status).toBe(415)
    expect(await row('json@example.com')).toBeUndefined()
  })

  it('a form posted by the browser without the script works too', async () => {
    const request = new Request(`${ORIGIN}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { Origin: ORIGIN },
      body: new URLSearchParams({ email: 'form@example.com', consent: 'on', lang: 'es' }),
    })
    const response = (await subscribeRoute.action(routeArgs(request, context().ctx))) as Response
    expect(response.status).toBe(200)
    expect((await row('form@example.com'))!.lang).toBe('es')
  })
})
