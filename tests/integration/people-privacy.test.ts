import { chain } from '../support/route-chain'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingRequests,
  orders,
  people,
  personEvents,
  submissions,
  subscribers,
} from '#app/.server/db/schema'
import { listOperatorProfiles } from '#app/.server/repos/operators'
import { submitBookingRequest } from '#app/.server/services/bookings/booking-requests'
import { mergePeople } from '#app/.server/services/people/merge'
import { erasePerson, exportPerson, personExportCsv } from '#app/.server/services/people/privacy'
import * as personExportModule from '#app/routes/admin/person-export'
import * as cartRouteModule from '#app/routes/shop/cart'
import * as subscribeRouteModule from '#app/routes/resources/newsletter-subscribe'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { createStaff, get, settle, signIn, testContext as staffContext } from './admin-helpers'
import { routeArgs, testContext } from './context'
import { STAFF, statusOf, submit, validFields } from './forms-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

// Issue #34, privacy requests: everything held about a person is exported, and an erasure leaves no
// copy of their address in any column of any table, while the funnel's counts stay as they were.

const cartRoute = chain(cartRouteModule)
const subscribeRoute = chain(subscribeRouteModule)
const personExport = chain(personExportModule as never) as { loader: (args: unknown) => unknown }
const STAFF_ACTOR = { id: 1, email: 'admin@example.com' }

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
beforeAll(async () => {
  ;[t, sink] = await Promise.all([createTestDatabase(), startMailSink()])
})
afterAll(async () => {
  await Promise.all([t?.drop(), sink?.stop()])
})

let ip = 10
const ctx = () =>
  testContext(t, { env: { STAFF_EMAIL: STAFF, RATE_LIMIT_SCALE: 100 }, clientIp: `198.51.100.${++ip}` })

/** A person who used every form of the site with `email` (in its own letter case). */
async function seedPerson(email: string, lang: 'en' | 'es') {
  for (const kind of ['playbook', 'lead', 'operator-application'] as const)
    expect(statusOf(await submit(kind, ctx(), validFields(kind, email), lang))).toBe(200)
  const signup = new Request('http://localhost/api/newsletter/subscribe', {
    method: 'POST',
    headers: { Origin: 'http://localhost' },
    body: new URLSearchParams({ email, consent: 'on', lang, firstName: 'Priya' }),
  })
  expect(((await subscribeRoute.action(routeArgs(signup, ctx()))) as Response).status).toBe(200)
  const [operator] = await listOperatorProfiles(t.db)
  await submitBookingRequest(
    t.db,
    operator!,
    {
      name: 'Priya Shah',
      phone: '954 555 0917',
      email,
      pickup: '12 Palm Ave, Miami, FL 33101',
      delivery: '40 Bay Rd, Miami Beach, FL 33139',
      when: '2026-12-02T10:30',
      notes: `Call ${email} first`,
      quoteCents: 4500,
      quoteMiles: 12.5,
    },
    lang,
  )
  const checkout = new URLSearchParams({
    name: 'Priya Shah',
    email,
    phone: '(954) 555-0917',
    line1: '12 Palm Ave',
    line2: 'Apt 3',
    city: 'Miami',
    state: 'FL',
    zip: '33101',
    idempotencyKey: `privacy-${email}`.padEnd(20, 'x').replace(/[^A-Za-z0-9_-]/g, 'x'),
    'lines[0].productId': '1',
    'lines[0].quantity': '1',
  })
  const placed = await cartRoute.action(
    routeArgs(
      new Request(`http://localhost${lang === 'es' ? '/es' : ''}/cart`, {
        method: 'POST',
        body: checkout,
        headers: { Origin: 'http://localhost' },
      }),
      ctx(),
    ),
  )
  expect(placed).toBeTruthy()
  const [person] = await t.db.select().from(people).where(eq(people.email, email.toLowerCase()))
  return person!
}

type Hit = { table: string; column: string }

/** Every text, varchar, JSON and text-array column of every table that holds `needle` (any case). */
/** Columns holding `needle` (any case), other than inside `except` (another person's longer address). */
async function columnsHolding(needle: string, except = ''): Promise<Hit[]> {
  const columns = (await t.db.execute(sql`
    select c.table_name, c.column_name, c.data_type from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY'))`)) as unknown as {
    rows: Array<{ table_name: string; column_name: string }>
  }
  expect(columns.rows.length).toBeGreaterThan(100)
  const hits: Hit[] = []
  for (const c of columns.rows) {
    const column = sql.raw(`"${c.column_name}"`)
    const found = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.raw(`"${c.table_name}"`)}
        where strpos(${except ? sql`replace(lower(${column}::text), ${except.toLowerCase()}, '')` : sql`lower(${column}::text)`}, ${needle.toLowerCase()}) > 0`,
    )) as unknown as { rows: Array<{ n: number }> }
    if (found.rows[0]!.n > 0) hits.push({ table: c.table_name, column: c.column_name })
  }
  return hits
}

async function funnelCounts() {
  const result = (await t.db.execute(
    sql`select stage, count(*)::int as n from people where merged_into_id is null group by stage order by stage`,
  )) as unknown as { rows: Array<{ stage: string; n: number }> }
  return result.rows
}

describe('privacy requests', () => {
  it('erases every copy of the address, keeping the funnel counts and the tax record', async () => {
    const address = 'Priya.Shah+Courier@Example.com'
    const older = 'priya.old@example.com'
    const person = await seedPerson(address, 'es')
    expect(statusOf(await submit('lead', ctx(), validFields('lead', older)))).toBe(200)
    // Another person whose address contains this one's: erasure must leave it whole.
    const neighbour = 'apriya.shah+courier@example.com'
    expect(statusOf(await submit('playbook', ctx(), validFields('playbook', neighbour)))).toBe(200)
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    expect(await mergePeople(t.db, { keepId: person.id, email: older }, STAFF_ACTOR)).toMatchObject({
      ok: true,
    })
    // The address is all over the database before.
    const before = (await columnsHolding(address)).map((h) => h.table)
    expect(new Set(before)).toEqual(
      expect.objectContaining(
        new Set([
          'people',
          'submissions',
          'subscribers',
          'booking_requests',
          'orders',
          'outbox',
          'claim_disclosures',
        ]),
      ),
    )
    const peopleBefore = await t.db.select({ n: sql<number>`count(*)::int` }).from(people)
    const countsBefore = await funnelCounts()

    const erased = await erasePerson(t.db, person.id, STAFF_ACTOR)
    expect(erased.ok).toBe(true)

    expect(await columnsHolding(address, neighbour)).toEqual([])
    const [untouched] = await t.db.select().from(people).where(eq(people.email, neighbour))
    expect(untouched).toBeDefined()
    expect((await t.db.select().from(submissions).where(eq(submissions.email, neighbour))).length).toBe(1)
    expect(await columnsHolding(older)).toEqual([])
    expect(await columnsHolding('Priya Shah')).toEqual([])
    expect(await columnsHolding('555-0917')).toEqual([])
    expect(await columnsHolding('12 Palm Ave')).toEqual([])
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(people)).toEqual(peopleBefore)
    expect(await funnelCounts()).toEqual(countsBefore)

    const [kept] = await t.db.select().from(people).where(eq(people.id, person.id))
    expect(kept).toMatchObject({
      email: null,
      firstName: null,
      lastName: null,
      phone: null,
      stage: person.stage,
    })
    expect(kept!.erasedAt).toBeInstanceOf(Date)
    // The order keeps what tax law needs.
    const [order] = await t.db.select().from(orders).where(eq(orders.personId, person.id))
    expect(order).toMatchObject({
      buyerName: '',
      phone: '',
      shipLine1: '',
      shipState: 'FL',
      shipZip: '33101',
    })
    expect(order!.orderNumber).toMatch(/\w/)
    expect(order!.totalCents).toBeGreaterThan(0)
    const subs = await t.db.select().from(submissions).where(eq(submissions.personId, person.id))
    expect(subs.length).toBeGreaterThanOrEqual(4)
    expect(subs.every((s) => JSON.stringify(s.payload) === '{"erased":true}')).toBe(true)
    const [booking] = await t.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.email, `erased-${person.id}@invalid`))
    expect(booking).toMatchObject({ name: '', phone: '', pickup: '', notes: '' })
    expect((await t.db.select().from(subscribers)).some((s) => s.firstName === 'Priya')).toBe(false)
    // Who erased them and when, and nothing else.
    const events = await t.db.select().from(personEvents).where(eq(personEvents.personId, person.id))
    const erasedEvent = events.find((e) => e.kind === 'erased')
    expect(erasedEvent).toMatchObject({ actorEmail: STAFF_ACTOR.email, data: {} })
    // An erased person cannot be erased again, nor found by their address.
    expect(await erasePerson(t.db, person.id, STAFF_ACTOR)).toEqual({ ok: false, reason: 'no-person' })
  }, 90_000) // seeds a person through six forms, then searches every text column of every table twice

  it('exports everything held about a person as JSON and as CSV', async () => {
    const address = 'Tomas.Export@Example.com'
    const person = await seedPerson(address, 'en')
    const data = await exportPerson(t.db, person.id)
    expect(data.person).toMatchObject({ id: person.id, email: 'tomas.export@example.com' })
    expect(data.submissions.map((s) => s.kind).sort()).toEqual(
      expect.arrayContaining(['booking', 'lead', 'newsletter', 'operator-application', 'playbook']),
    )
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]!.lines.length).toBeGreaterThan(0)
    expect(data.subscribers).toHaveLength(1)
    expect(data.subscribers[0]).not.toHaveProperty('confirmTokenHash')
    expect(data.bookingRequests).toHaveLength(1)
    expect(data.claimDisclosures).toHaveLength(1)
    // The e-mails to them and the staff notifications about them.
    expect(
      data.emails.some((m) => m.recipient === 'tomas.export@example.com' || m.recipient === address),
    ).toBe(true)
    expect(data.emails.some((m) => m.recipient === STAFF)).toBe(true)
    const csv = personExportCsv(data)
    expect(csv.split('\r\n')[0]).toBe('section,record,field,value')
    expect(csv).toContain(`person,${person.id},email,tomas.export@example.com`)
    expect(csv).toContain('order,')
    expect(csv).toContain('booking request,')
    expect(csv).toContain('newsletter subscriber,')
  })

  it('sends the export as a private download, CSV with a byte-order mark or JSON', async () => {
    const person = await seedPerson('Lucia.Download@Example.com', 'es')
    await createStaff(t.db, 'export-staff@example.com')
    const cookie = await signIn(t.db, 'export-staff@example.com')
    const download = async (format: string) =>
      (await settle(() =>
        personExport.loader({
          request: get(`/admin/people/${person.id}/export?format=${format}`, { Cookie: cookie }),
          context: staffContext(t.db),
          params: { id: String(person.id) },
        }),
      )) as Response
    const csv = await download('csv')
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('Content-Disposition')).toBe(`attachment; filename="person-${person.id}.csv"`)
    expect(csv.headers.get('Cache-Control')).toBe('private, no-store')
    expect(csv.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toContain(
      `person,${person.id},email,lucia.download@example.com`,
    )
    const json = await download('json')
    expect(json.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(json.headers.get('Content-Disposition')).toBe(`attachment; filename="person-${person.id}.json"`)
    expect(json.headers.get('Cache-Control')).toBe('private, no-store')
    expect(JSON.parse(await json.text())).toMatchObject({ person: { id: person.id } })
  })
})
