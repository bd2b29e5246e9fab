import { eq } from 'drizzle-orm'
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outbox, submissions, subscribers } from '#app/.server/db/schema'
import { answerFormPost, type FormPostAnswer } from '#app/.server/http/form-post'
import { submissionKeyFor } from '#app/.server/security/submission-key'
import { HONEYPOT_FIELD } from '#app/domain/forms/options'
import { SUBMISSION_KEY_FIELD } from '#app/domain/forms/submission-key'
import * as subscribeRouteModule from '#app/routes/resources/newsletter-subscribe'
import { chain } from '../support/route-chain'
import { routeArgs, TEST_SESSION_SECRET, testContext, testServices } from './context'
import { STAFF, submit, validFields } from './forms-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * The server's fast path of the public forms' POSTs (issue #42, app/.server/http/form-post.ts): the
 * answer it gives without React Router is the route action's, stored the same way; a post without
 * JavaScript that is stored is sent on (303) to the page that shows it; a refusal is handed on to
 * React Router with its reply, to be shown on the page.
 */
let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})
beforeEach(async () => {
  await t.db.delete(outbox)
  await t.db.delete(submissions)
  await t.db.delete(subscribers)
})

let ip = 0
const services = () => testServices(t, { env: { STAFF_EMAIL: STAFF }, clientIp: `198.51.100.${++ip}` })

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const all: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: 'http://localhost',
    ...headers,
  }
  return answerFormPost(services(), {
    url: `http://localhost${path}`,
    header: (name) => all[name] ?? null,
    body: Buffer.from(new URLSearchParams({ [HONEYPOT_FIELD]: '', ...fields }).toString()),
  })
}

async function decoded(answer: FormPostAnswer) {
  if (answer.kind !== 'answer') throw new Error('handed on')
  const stream = new Response(answer.body).body!
  const result = await decodeViaTurboStream(stream, globalThis)
  await result.done
  return (result.value as { data: unknown }).data
}

const key = () => submissionKeyFor(TEST_SESSION_SECRET, `nonce-${Math.random()}`)

describe('a public form posted to the server’s fast path', () => {
  it('the hydrated form’s data request: the action’s reply, as React Router writes it, and the row stored', async () => {
    const answer = await post('/contact.data', validFields('lead', 'fast@example.com'))
    expect(answer).toMatchObject({
      kind: 'answer',
      status: 200,
      headers: { 'Content-Type': 'text/x-script', 'X-Remix-Response': 'yes' },
    })
    const viaAction = await submit('lead', testContext(t, { env: { STAFF_EMAIL: STAFF } }), {
      ...validFields('lead', 'action@example.com'),
    })
    expect(await decoded(answer)).toEqual(viaAction.data)
    const rows = await t.db.select().from(submissions).where(eq(submissions.email, 'fast@example.com'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'lead', lang: 'en', sourcePath: '/contact' })
    const mail = await t.db.select({ category: outbox.category }).from(outbox)
    expect(mail.map((m) => m.category).sort()).toEqual([
      'lead.confirmation',
      'lead.confirmation',
      'lead.staff',
      'lead.staff',
    ])
  })

  it('without JavaScript, stored: sent on to the page that shows it, in the visitor’s language', async () => {
    expect(await post('/service/contact', validFields('service-contact', 'plain@example.com'))).toEqual({
      kind: 'answer',
      status: 303,
      headers: { Location: '/service/contact?sent=1', 'Cache-Control': 'no-store' },
      body: '',
    })
    const es = await post('/es/contact', validFields('lead', 'plain.es@example.com'))
    expect(es).toMatchObject({ status: 303, headers: { Location: '/es/contact?sent=1' } })
    const rows = await t.db.select({ lang: submissions.lang, path: submissions.sourcePath }).from(submissions)
    expect(rows.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { lang: 'es', path: '/es/contact' },
      { lang: 'en', path: '/service/contact' },
    ])
  })

  it('the playbook without JavaScript: sent on to its guide, whose key opens it', async () => {
    const answer = await post('/playbook', validFields('playbook', 'guide@example.com'))
    expect(answer).toMatchObject({ kind: 'answer', status: 303 })
    const location = (answer as { headers: Record<string, string> }).headers.Location!
    expect(location).toMatch(/^\/playbook\/guide\?key=/)
  })

  it('a refusal without JavaScript is handed on with its reply (errors, what was typed), nothing stored', async () => {
    const fields = { ...validFields('lead', 'not-an-address'), confirmEmail: 'not-an-address' }
    const answer = await post('/contact', fields)
    expect(answer.kind).toBe('render')
    const reply = (
      answer as {
        formPost: {
          data: { outcome: string; result: { initialValue: unknown; error: unknown } }
          init: ResponseInit
        }
      }
    ).formPost
    expect(reply.init.status).toBe(400)
    expect(reply.data.outcome).toBe('invalid')
    expect(reply.data.result.initialValue).toMatchObject({
      email: 'not-an-address',
      firstName: validFields('lead', 'x').firstName,
    })
    expect(reply.data.result.error).toHaveProperty('email')
    expect(await t.db.select().from(submissions)).toHaveLength(0)
  })

  it('a refusal of the data request is answered with its status; a foreign origin gets 403, nothing stored', async () => {
    const invalid = await post('/contact.data', { ...validFields('lead', 'x@example.com'), phone: '' })
    expect(invalid).toMatchObject({ kind: 'answer', status: 400 })
    expect(await decoded(invalid)).toMatchObject({ outcome: 'invalid' })
    const honeypot = await post('/contact.data', {
      ...validFields('lead', 'y@example.com'),
      [HONEYPOT_FIELD]: 'bot',
    })
    expect(honeypot).toMatchObject({ kind: 'answer', status: 400 })
    const foreign = await post('/contact.data', validFields('lead', 'z@example.com'), {
      origin: 'https://evil.example',
    })
    expect(foreign).toMatchObject({ kind: 'answer', status: 403 })
    expect(JSON.parse((foreign as { body: string }).body)).toMatchObject({ refused: 'origin' })
    // A page's own form from elsewhere: React Router's root answers it with its refusal page.
    expect(
      await post('/contact', validFields('lead', 'w@example.com'), { origin: 'https://evil.example' }),
    ).toEqual({
      kind: 'render',
    })
    expect(await t.db.select().from(submissions)).toHaveLength(0)
  })

  it('the same submission key twice: one row, the same answer', async () => {
    const fields = {
      ...validFields('business-registration', 'once@example.com'),
      [SUBMISSION_KEY_FIELD]: key(),
    }
    const first = await post('/service/business-registration.data', fields)
    const again = await post('/service/business-registration.data', fields)
    expect(await decoded(again)).toEqual(await decoded(first))
    expect(await t.db.select().from(submissions)).toHaveLength(1)
  })

  it('rate limited: 429 with Retry-After, the 21st post from one address in ten minutes', async () => {
    const one = services()
    const send = (i: number) =>
      answerFormPost(one, {
        url: 'http://localhost/service/contact.data',
        header: (name) =>
          ({ 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' })[name] ?? null,
        body: Buffer.from(
          new URLSearchParams(validFields('service-contact', `limit${i}@example.com`)).toString(),
        ),
      })
    for (let i = 0; i < 20; i++) expect(await send(i)).toMatchObject({ status: 200 })
    const refused = await send(20)
    expect(refused).toMatchObject({ kind: 'answer', status: 429 })
    expect(Number((refused as { headers: Record<string, string> }).headers['retry-after'])).toBeGreaterThan(0)
    expect(await decoded(refused)).toMatchObject({ outcome: 'rate-limited' })
  })

  it('a path that is not a public form, or a body that is not urlencoded, is handed on', async () => {
    expect(await post('/admin.data', {})).toEqual({ kind: 'render' })
    expect(
      await post('/contact.data', validFields('lead', 'm@example.com'), {
        'content-type': 'multipart/form-data; boundary=x',
      }),
    ).toEqual({ kind: 'render' })
  })
})

describe('the newsletter popup’s signup on the fast path (POST /api/newsletter/subscribe)', () => {
  const subscribeRoute = chain(subscribeRouteModule)
  const signup = (email: string) => ({ email, consent: 'on', lang: 'es' })

  /** The resource route's own answer to the same post, from another visitor address. */
  async function viaRoute(fields: Record<string, string>, headers: Record<string, string> = {}) {
    const request = new Request('http://localhost/api/newsletter/subscribe', {
      method: 'POST',
      headers: { origin: 'http://localhost', ...headers },
      body: new URLSearchParams({ [HONEYPOT_FIELD]: '', ...fields }),
    })
    const ctx = testContext(t, { env: { STAFF_EMAIL: STAFF }, clientIp: `198.51.100.${++ip}` })
    const response = (await subscribeRoute.action(routeArgs(request, ctx))) as Response
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: await response.json(),
    }
  }
  const asRoute = (answer: FormPostAnswer) => {
    if (answer.kind !== 'answer') throw new Error('handed on')
    return { status: answer.status, type: answer.headers['Content-Type'], body: JSON.parse(answer.body) }
  }

  it('stored as the route stores it (a pending subscriber of the sending page, its confirmation queued), the same JSON', async () => {
    const answer = await post('/api/newsletter/subscribe', signup('popup.fast@example.com'), {
      referer: 'http://localhost/es/videos',
    })
    expect(answer).toMatchObject({ kind: 'answer', headers: { 'Cache-Control': 'no-store' } })
    const route = await viaRoute(signup('popup.route@example.com'), { referer: 'http://localhost/es/videos' })
    expect(asRoute(answer)).toEqual(route)
    expect(route).toMatchObject({ status: 200, body: { outcome: 'success' } })
    const rows = await t.db
      .select({ email: subscribers.email, status: subscribers.status, lang: subscribers.lang })
      .from(subscribers)
      .where(eq(subscribers.email, 'popup.fast@example.com'))
    expect(rows).toEqual([{ email: 'popup.fast@example.com', status: 'pending', lang: 'es' }])
    const [inbox] = await t.db
      .select({ path: submissions.sourcePath })
      .from(submissions)
      .where(eq(submissions.email, 'popup.fast@example.com'))
    expect(inbox).toEqual({ path: '/es/videos' })
    const mail = await t.db.select({ category: outbox.category, to: outbox.recipient }).from(outbox)
    expect(mail.filter((m) => m.to === 'popup.fast@example.com')).toHaveLength(1)
  })

  it('a refusal is answered as the route answers it: invalid 400, a foreign origin 403, nothing stored', async () => {
    const invalid = { email: 'not-an-address', lang: 'en' }
    expect(asRoute(await post('/api/newsletter/subscribe', invalid))).toEqual(await viaRoute(invalid))
    const bot = { ...signup('bot@example.com'), [HONEYPOT_FIELD]: 'bot' }
    expect(asRoute(await post('/api/newsletter/subscribe', bot))).toEqual(await viaRoute(bot))
    const foreign = await post('/api/newsletter/subscribe', signup('far@example.com'), {
      origin: 'https://evil.example',
    })
    expect(asRoute(foreign)).toMatchObject({ status: 403, body: { refused: 'origin' } })
    // A browser's own navigation from elsewhere: the root's refusal page, as for the pages' forms.
    expect(
      await post('/api/newsletter/subscribe', signup('nav@example.com'), {
        origin: 'https://evil.example',
        'sec-fetch-mode': 'navigate',
      }),
    ).toEqual({ kind: 'render' })
    expect(await t.db.select().from(subscribers)).toHaveLength(0)
  })

  it('only at its own path and as a urlencoded form: the rest is React Router’s', async () => {
    expect(
      await post('/api/newsletter/subscribe', signup('multi@example.com'), {
        'content-type': 'multipart/form-data; boundary=x',
      }),
    ).toEqual({ kind: 'render' })
    expect(await post('/es/api/newsletter/subscribe', signup('es@example.com'))).toEqual({ kind: 'render' })
    expect(await post('/api/newsletter/subscribe.data', signup('data@example.com'))).toEqual({
      kind: 'render',
    })
    expect(await t.db.select().from(subscribers)).toHaveLength(0)
  })
})
