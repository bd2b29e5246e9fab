/**
 * Issue #21, access to My bookings and My quotes: an operator reads and changes only their own
 * bookings and quotes, whatever the post or the URL says (a booking id of another operator, an
 * operator id in the form or the query, the `.data` URL of client-side navigation); a staff session
 * opens neither portal screen, and an operator session does not open the staff Bookings tab.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingRequests, outbox, quoteEvents } from '#app/.server/db/schema'
import { listOperatorProfiles } from '#app/.server/repos/operators'
import { submitBookingRequest } from '#app/.server/services/bookings/booking-requests'
import { operatorRealm } from '#app/.server/auth/realms'
import { login as realmLogin } from '#app/.server/auth/sign-in'
import { inviteOperator, setPasswordWithLink } from '#app/.server/services/operators/operator-auth'
import type { OperatorProfile } from '#app/domain/operators/operator'
import type { Lang } from '#app/domain/routing/locale'
import * as adminBookingsModule from '#app/routes/admin/bookings'
import * as bookingsModule from '#app/routes/portal/bookings'
import * as jobModule from '#app/routes/portal/job'
import * as quotesModule from '#app/routes/portal/quotes'
import * as statementModule from '#app/routes/portal/statement'
import { chain } from '../support/route-chain'
import { renderedRow } from '../support/outbox'
import {
  cookieValue,
  createStaff,
  get,
  nextIp,
  post,
  settle,
  signIn,
  TEST_SECRET,
  testContext,
  testEnv,
} from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

type Fn = (args: unknown) => unknown
const bookings = chain(bookingsModule as never) as { loader: Fn; action: Fn }
const quotes = chain(quotesModule as never) as { loader: Fn }
// A delivery job's screen (issue #44): its own access tests are in delivery-jobs.test.ts.
const job = chain(jobModule as never) as { loader: Fn; action: Fn }
const adminBookings = chain(adminBookingsModule as never) as { loader: Fn; action: Fn }
// The monthly statement (issue #44): what each operator sees of it is in delivery-statements.test.ts.
const statement = chain(statementModule as never) as { loader: Fn }

type BookingsData = { name: string; bookings: Array<{ id: number; email: string; status: string }> }
type QuotesData = {
  name: string
  stats: { totals: { quotes: number; outsideArea: number; bookings: number } }
}
type Reply = {
  data: { reply: { id: number; intent: string; ok: boolean; error?: string } }
  init?: { status?: number }
}

let t: TestDatabase
let alpha: OperatorProfile
let beta: OperatorProfile
let staffCookie = ''
const cookies = { alpha: '', beta: '' }
const ids = { alpha: 0, alphaSecond: 0, beta: 0 }

function call(fn: Fn, request: Request) {
  return settle(() => fn({ request, context: testContext(t.db, { clientIp: nextIp() }), params: {} }))
}
const status = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } }).init?.status ?? 200)
const location = (answer: unknown) => (answer as Response).headers.get('Location')

/** An operator account made through the invitation, its password set, signed in: the cookie. */
async function operatorSession(operatorId: number, email: string) {
  const invited = await inviteOperator(t.db, testEnv(), { operatorId, email, lang: 'en' })
  expect(invited.ok).toBe(true)
  const [mail] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1)
  const token = /set-password\?token=([\w-]{43})/.exec((await renderedRow(t.db, mail!)).html)![1]!
  expect((await setPasswordWithLink(t.db, { token, password: 'operator-pass-1' })).ok).toBe(true)
  const login = await realmLogin(operatorRealm, t.db, {
    email,
    password: 'operator-pass-1',
    clientIp: nextIp(),
    request: post('/portal', {}),
    secret: TEST_SECRET,
    secureCookie: false,
  })
  if (!login.ok) throw new Error(`could not sign in ${email}`)
  return cookieValue(login.setCookie)
}

function book(operator: OperatorProfile, email: string, lang: Lang = 'en') {
  return submitBookingRequest(
    t.db,
    operator,
    {
      name: 'Carla Ruiz',
      phone: '305 555 0199',
      email,
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: '200 Ocean Dr, Miami Beach, FL 33139',
      when: 'Friday 9 AM',
      notes: '',
      quoteCents: 4500,
      quoteMiles: 12.5,
    },
    lang,
  )
}

const bookingRow = async (id: number) =>
  (await t.db.select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0]!
const outboxCount = async () => (await t.db.select({ id: outbox.id }).from(outbox)).length

beforeAll(async () => {
  t = await createTestDatabase()
  ;[alpha, beta] = (await listOperatorProfiles(t.db)).slice(0, 2) as [OperatorProfile, OperatorProfile]
  cookies.alpha = await operatorSession(alpha.id, 'alpha-owner@example.com')
  cookies.beta = await operatorSession(beta.id, 'beta-owner@example.com')
  await createStaff(t.db, 'access-staff@example.com')
  staffCookie = await signIn(t.db, 'access-staff@example.com')
  ids.alpha = await book(alpha, 'alpha-customer@example.com')
  ids.alphaSecond = await book(alpha, 'alpha-second@example.com', 'es')
  ids.beta = await book(beta, 'beta-customer@example.com')
  // Alpha's page gave 3 quotes (2 priced, 1 outside its area), Beta's 5 priced.
  await t.db.insert(quoteEvents).values([
    {
      kind: 'operatorQuote',
      operatorId: alpha.id,
      outcome: 'priced',
      pickupZip: '33444',
      deliveryZip: '33139',
    },
    {
      kind: 'operatorQuote',
      operatorId: alpha.id,
      outcome: 'priced',
      pickupZip: '33444',
      deliveryZip: '33431',
    },
    {
      kind: 'operatorQuote',
      operatorId: alpha.id,
      outcome: 'outsideArea',
      pickupZip: '33444',
      deliveryZip: '98101',
    },
    ...Array.from({ length: 5 }, () => ({
      kind: 'operatorQuote' as const,
      operatorId: beta.id,
      outcome: 'priced' as const,
      pickupZip: '33139',
      deliveryZip: '33131',
    })),
  ])
})
afterAll(async () => {
  await t?.drop()
})

describe('My bookings: only the signed-in operator’s', () => {
  it('lists the operator’s own bookings, on the page and its `.data` URL, in both languages', async () => {
    for (const url of [
      '/portal/bookings',
      '/es/portal/bookings',
      '/portal/bookings.data',
      '/es/portal/bookings.data',
    ]) {
      const answer = (await call(bookings.loader, get(url, { Cookie: cookies.alpha }))) as {
        data: BookingsData
      }
      expect(status(answer), url).toBe(200)
      expect(answer.data.name, url).toBe(alpha.name)
      expect(answer.data.bookings.map((b) => b.id).sort(), url).toEqual([ids.alpha, ids.alphaSecond].sort())
      expect(JSON.stringify(answer.data), url).not.toContain('beta-customer@example.com')
    }
    // An operator named in the query changes nothing.
    const other = (await call(
      bookings.loader,
      get(`/portal/bookings.data?operator=${alpha.id}&operatorId=${alpha.id}`, { Cookie: cookies.beta }),
    )) as { data: BookingsData }
    expect(other.data.bookings.map((b) => b.id)).toEqual([ids.beta])
  })

  it('refuses to answer another operator’s booking by id (404), nothing changes and nobody is e-mailed', async () => {
    const before = await outboxCount()
    for (const url of ['/portal/bookings', '/es/portal/bookings.data']) {
      const attempts: Array<Record<string, string>> = [
        { intent: 'accept', id: String(ids.beta) },
        { intent: 'decline', id: String(ids.beta), message: 'Sorry, not today.' },
        { intent: 'complete', id: String(ids.beta) },
        // A posted operator id is not read: the session says whose.
        { intent: 'accept', id: String(ids.beta), operatorId: String(beta.id) },
      ]
      for (const fields of attempts) {
        const answer = (await call(bookings.action, post(url, fields, { Cookie: cookies.alpha }))) as Reply
        expect(status(answer), `${url} ${fields.intent}`).toBe(404)
        expect(answer.data.reply).toMatchObject({ id: ids.beta, ok: false, error: 'notFound' })
      }
    }
    const row = await bookingRow(ids.beta)
    expect(row.status).toBe('pending')
    expect(row.answeredAt).toBeNull()
    expect(row.statusMessage).toBe('')
    expect(await outboxCount()).toBe(before)
  })

  it('answers the operator’s own booking: accepted, the customer e-mailed in the booking’s language', async () => {
    const answer = (await call(
      bookings.action,
      post('/portal/bookings', { intent: 'accept', id: String(ids.alphaSecond) }, { Cookie: cookies.alpha }),
    )) as Reply
    expect(status(answer)).toBe(200)
    expect(answer.data.reply).toEqual({ id: ids.alphaSecond, intent: 'accept', ok: true })
    expect((await bookingRow(ids.alphaSecond)).status).toBe('accepted')
    const [mail] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1)
    expect(mail).toMatchObject({
      recipient: 'alpha-second@example.com',
      category: 'booking.accept',
      lang: 'es',
    })
    // Beta cannot complete it.
    const refused = await call(
      bookings.action,
      post('/portal/bookings', { intent: 'complete', id: String(ids.alphaSecond) }, { Cookie: cookies.beta }),
    )
    expect(status(refused)).toBe(404)
    expect((await bookingRow(ids.alphaSecond)).status).toBe('accepted')
  })

  it('a decline without a message is refused beside that booking (400), and an answer its status forbids is 409', async () => {
    const empty = (await call(
      bookings.action,
      post(
        '/portal/bookings',
        { intent: 'decline', id: String(ids.alpha), message: '  ' },
        { Cookie: cookies.alpha },
      ),
    )) as Reply
    expect(status(empty)).toBe(400)
    expect(empty.data.reply).toMatchObject({
      id: ids.alpha,
      intent: 'decline',
      ok: false,
      error: 'messageRequired',
    })
    expect((await bookingRow(ids.alpha)).status).toBe('pending')
    const late = (await call(
      bookings.action,
      post('/portal/bookings', { intent: 'complete', id: String(ids.alpha) }, { Cookie: cookies.alpha }),
    )) as Reply
    expect(status(late)).toBe(409)
    expect(late.data.reply.error).toBe('notAllowed')
  })

  it('a cross-site post is refused even with the operator’s session', async () => {
    const answer = await call(
      bookings.action,
      new Request('http://127.0.0.1:4709/portal/bookings', {
        method: 'POST',
        headers: { Origin: 'https://evil.example', Cookie: cookies.alpha },
        body: new URLSearchParams({ intent: 'accept', id: String(ids.alpha) }),
      }),
    )
    expect(status(answer)).toBe(403)
    expect((await bookingRow(ids.alpha)).status).toBe('pending')
  })
})

describe('My quotes: only the signed-in operator’s', () => {
  it('counts only the operator’s own page quotes, on the page and its `.data` URL; the query names nobody', async () => {
    for (const [cookie, expected] of [
      [cookies.alpha, { quotes: 3, outsideArea: 1, bookings: 0 }],
      [cookies.beta, { quotes: 5, outsideArea: 0, bookings: 0 }],
    ] as const) {
      for (const url of [
        '/portal/quotes',
        '/es/portal/quotes.data',
        `/portal/quotes.data?operator=${beta.id}&operatorId=${alpha.id}`,
      ]) {
        const answer = (await call(quotes.loader, get(url, { Cookie: cookie }))) as { data: QuotesData }
        expect(status(answer), url).toBe(200)
        expect(answer.data.stats.totals, url).toMatchObject(expected)
      }
    }
  })
})

describe('the scopes on these screens', () => {
  it('a staff session (or none) is refused on My bookings, My quotes, a delivery job and My statement: loaders and actions', async () => {
    for (const cookie of [staffCookie, '']) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
      for (const url of [
        '/portal/bookings',
        '/es/portal/bookings.data',
        '/portal/quotes',
        '/es/portal/quotes.data',
        '/portal/jobs/1',
        '/es/portal/jobs/1.data',
        '/portal/statement',
        '/es/portal/statement.data?month=2026-11',
      ]) {
        const loader = url.includes('quotes')
          ? quotes.loader
          : url.includes('jobs')
            ? job.loader
            : url.includes('statement')
              ? statement.loader
              : bookings.loader
        const answer = await call(loader, get(url, headers))
        expect(status(answer), url).toBe(302)
        expect(location(answer), url).toMatch(url.startsWith('/es/') ? /^\/es\/portal$/ : /^\/portal$/)
      }
      const posted = await call(
        bookings.action,
        post('/portal/bookings', { intent: 'accept', id: String(ids.alpha) }, headers),
      )
      expect(location(posted)).toBe('/portal')
      const step = await call(job.action, post('/portal/jobs/1', { to: 'picked_up' }, headers))
      expect(location(step)).toBe('/portal')
    }
    expect((await bookingRow(ids.alpha)).status).toBe('pending')
  })

  it('an operator session is refused on the staff Bookings tab: list and reassign', async () => {
    for (const url of ['/admin/bookings', '/es/admin/bookings.data']) {
      const answer = await call(adminBookings.loader, get(url, { Cookie: cookies.alpha }))
      expect(status(answer), url).toBe(302)
      expect(location(answer), url).toMatch(/^(\/es)?\/admin(\?|$)/)
    }
    const posted = await call(
      adminBookings.action,
      post(
        '/admin/bookings',
        { intent: 'reassign', id: String(ids.beta), operatorId: String(alpha.id) },
        { Cookie: cookies.alpha },
      ),
    )
    expect(status(posted)).toBe(302)
    expect(location(posted)).toMatch(/^\/admin(\?|$)/)
    expect((await bookingRow(ids.beta)).operatorId).toBe(beta.id)
    // Staff's own session opens it.
    expect(status(await call(adminBookings.loader, get('/admin/bookings', { Cookie: staffCookie })))).toBe(
      200,
    )
  })
})
