import { formatCents } from '#app/domain/money'
import { chain } from '../support/route-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zipCentroid } from '#app/.server/adapters/distance/zip'
import { listBookingRequests } from '#app/.server/repos/operators'
import { operators } from '#app/.server/db/schema'
import { eq } from 'drizzle-orm'
import { getSitemapXml } from '#app/.server/services/content/sitemap'
import { inboxOverview, inboxSubmission } from '#app/.server/services/forms/submissions-inbox'
import { parseInboxFilter } from '#app/domain/forms/inbox'
import { estimatedRoadMeters } from '#app/domain/quote/distance'
import { priceForMeters } from '#app/domain/quote/address-quote'
import * as directoryRouteModule from '#app/routes/operators/directory'
import * as operatorRouteModule from '#app/routes/operators/operator'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { utcToZonedLocal } from '#app/domain/time/zone'
import en from '#app/i18n/en'
import es from '#app/i18n/es'
import { messagesFor } from '#app/i18n/resources.server'
import { routeArgs, testContext, testEnv } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

const directoryRoute = chain(directoryRouteModule)
const operatorRoute = chain(operatorRouteModule)

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
beforeAll(async () => {
  t = await createTestDatabase()
  sink = await startMailSink()
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})

/** Runs a loader or action; a thrown data()/Response comes back as { status, data }. */
async function run(fn: () => Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    const value = await fn()
    if (value && typeof value === 'object' && 'data' in value && 'init' in value) {
      const d = value as { data: unknown; init: ResponseInit | null }
      return { status: d.init?.status ?? 200, data: d.data }
    }
    return { status: 200, data: value }
  } catch (thrown) {
    if (thrown && typeof thrown === 'object' && 'init' in thrown) {
      const d = thrown as { data: unknown; init: ResponseInit | null }
      return { status: d.init?.status ?? 500, data: d.data }
    }
    throw thrown
  }
}

const loadOperator = (path: string, slug: string) =>
  run(() => operatorRoute.loader(routeArgs(new Request(`http://localhost${path}`), testContext(t), { slug })))

function post(path: string, slug: string, fields: Record<string, string>, clientIp = '198.51.100.7') {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { Origin: 'http://localhost' },
    body: new URLSearchParams(fields),
  })
  return run(() => operatorRoute.action(routeArgs(request, testContext(t, { clientIp }), { slug })))
}

describe('the operator page loader', () => {
  it('serves a seeded operator with its QR code and structured data, in both languages', async () => {
    for (const path of ['/delray-beach-courier', '/es/delray-beach-courier']) {
      const { status, data } = await loadOperator(path, 'delray-beach-courier')
      expect(status).toBe(200)
      const page = data as Awaited<ReturnType<typeof operatorRoute.loader>>
      expect(page.operator.name).toBe('Delray Beach Courier')
      expect(page.operator.vehicleTypes.length).toBeGreaterThan(0)
      expect(page.pageUrl).toBe(`http://localhost${path}`)
      expect(page.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      // Its .example e-mail and 555-01xx phone make it a sample (issue #45): no business for search
      // engines. With real contact details it is one (below).
      expect(page.structuredData).toBeNull()
    }
    await t.db
      .update(operators)
      .set({ contactEmail: 'dispatch@delraybeachcourier.us', contactPhone: '(561) 392-4410' })
      .where(eq(operators.customSlug, 'delray-beach-courier'))
    for (const path of ['/delray-beach-courier', '/es/delray-beach-courier']) {
      const page = (await loadOperator(path, 'delray-beach-courier')).data as Awaited<
        ReturnType<typeof operatorRoute.loader>
      >
      const ld = page.structuredData!
      expect(ld['@type']).toBe('LocalBusiness')
      expect(ld).not.toHaveProperty('address')
      expect(ld.telephone).toBe('(561) 392-4410')
      expect(ld.priceRange).toBe('$$')
      expect(ld.openingHoursSpecification).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '08:00',
          closes: '18:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '11:00', closes: '15:00' },
      ])
      // Its 4.9 from 127 reviews is a seeded sample: never in structured data (issue #30 item 3).
      expect(page.operator.sampleReviews).toBe(true)
      expect(ld).not.toHaveProperty('aggregateRating')
      // The operator's service radius, 50 miles by default, in meters.
      expect(JSON.stringify(ld.areaServed)).toContain('"geoRadius":80467')
    }
    // The sample again, for the tests below.
    await t.db
      .update(operators)
      .set({ contactEmail: 'dispatch@delraybeachcourier.example', contactPhone: '(561) 555-0142' })
      .where(eq(operators.customSlug, 'delray-beach-courier'))
  })

  it('gives the sparse operator empty lists and no rating', async () => {
    const { status, data } = await loadOperator('/boynton-quick-runs', 'boynton-quick-runs')
    expect(status).toBe(200)
    const { operator, structuredData } = data as Awaited<ReturnType<typeof operatorRoute.loader>>
    expect(operator).toMatchObject({
      vehicleTypes: [],
      testimonials: [],
      paymentMethods: [],
      certifications: [],
      tagline: null,
    })
    // A sample too (its .example address, issue #45): no structured data at all, so no rating.
    expect(structuredData).toBeNull()
  })

  it.each([
    ['no-such-operator', 'operator'],
    ['Delray-Beach-Courier', 'operator'],
    ['api', 'operator'],
    ['es', 'operator'],
    ['assets', 'operator'],
    ['operators', 'page'],
    ['cart', 'page'],
  ])('answers 404 for %j', async (slug, kind) => {
    const { status, data } = await loadOperator(`/${slug}`, slug)
    expect(status).toBe(404)
    expect(data).toMatchObject({ notFound: kind })
  })

  type NotFound = { notFound: string; suggestions: { town: string | null; operators: { slug: string }[] } }
  const suggested = (data: unknown) => (data as NotFound).suggestions.operators.map((o) => o.slug)

  it('suggests the five operators nearest to the town a missing slug names, keeping the 404', async () => {
    // Boca Raton is a service area (its ZIP codes' centre): Delray Beach (~10 mi), then Boynton Beach.
    for (const path of ['/boca-raton-courier', '/es/boca-raton-courier']) {
      const boca = await loadOperator(path, 'boca-raton-courier')
      expect(boca.status).toBe(404)
      expect((boca.data as NotFound).suggestions.town).toBe('Boca Raton')
      expect(suggested(boca.data)).toEqual([
        'delray-beach-courier',
        'boynton-quick-runs',
        'las-olas-courier',
        'miami-express-courier',
        'peachtree-courier',
      ])
    }
    // Miami is a market: Miami's operator first, then northwards.
    const miami = await loadOperator('/es/miami', 'miami')
    expect(miami.status).toBe(404)
    expect((miami.data as NotFound).suggestions.town).toBe('Miami')
    expect(suggested(miami.data).slice(0, 3)).toEqual([
      'miami-express-courier',
      'las-olas-courier',
      'delray-beach-courier',
    ])
  })

  it('suggests five operators in the default order when the slug names no known town', async () => {
    const { status, data } = await loadOperator('/no-such-operator', 'no-such-operator')
    expect(status).toBe(404)
    expect((data as NotFound).suggestions.town).toBeNull()
    // The most reviewed first.
    expect(suggested(data)).toEqual([
      'bayou-city-courier',
      'miami-express-courier',
      'windy-city-courier',
      'delray-beach-courier',
      'las-olas-courier',
    ])
  })
})

describe('the instant quote', () => {
  it('prices two ZIP codes at 12 + 2 × the provider distance', async () => {
    const a = (await zipCentroid('33444'))!
    const b = (await zipCentroid('33431'))!
    const expected = priceForMeters(estimatedRoadMeters(a, b))!
    const { status, data } = await post('/delray-beach-courier', 'delray-beach-courier', {
      intent: 'quote',
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: 'Boca Raton, FL 33431',
    })
    expect(status).toBe(200)
    expect(data).toMatchObject({ status: 'priced', method: 'zip-centroid', price: expected })
    expect(expected.totalCents).toBe(1200 + Math.round(200 * expected.miles))
  })

  it.each([
    [{ pickup: '', delivery: '33444' }, 400, 'missing'],
    [{ pickup: 'Delray Beach', delivery: '33444' }, 400, 'zipNeeded'],
    [{ pickup: '00000', delivery: '33444' }, 400, 'zipNeeded'],
  ])('refuses %j', async (fields, status, error) => {
    const r = await post('/delray-beach-courier', 'delray-beach-courier', { intent: 'quote', ...fields })
    expect(r).toEqual({ status, data: { status: 'error', error } })
  })

  it('refuses a delivery outside the operator’s 50-mile area: no price, the ZIP code to search the directory by', async () => {
    // Issue #20 item 10: Delray Beach to Seattle used to be quoted $6,499.40 with a Book Now button.
    const seattle = await post('/delray-beach-courier', 'delray-beach-courier', {
      intent: 'quote',
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: '400 Pine St, Seattle, WA 98101',
    })
    expect(seattle).toEqual({ status: 422, data: { status: 'outside', outside: ['delivery'], zip: '98101' } })
    const orlando = await post('/es/delray-beach-courier', 'delray-beach-courier', {
      intent: 'quote',
      pickup: 'Orlando, FL 32801',
      delivery: 'Boca Raton, FL 33431',
    })
    expect(orlando).toEqual({ status: 422, data: { status: 'outside', outside: ['pickup'], zip: '32801' } })
    // Miami (about 48 miles away) is still inside.
    const miami = await post('/delray-beach-courier', 'delray-beach-courier', {
      intent: 'quote',
      pickup: '33444',
      delivery: '33131',
    })
    expect(miami).toMatchObject({ status: 200, data: { status: 'priced' } })
  })

  it('rate-limits quotes per IP', async () => {
    const fields = { intent: 'quote', pickup: '33444', delivery: '33431' }
    let last = { status: 0, data: undefined as unknown }
    for (let i = 0; i < 31; i++)
      last = await post('/delray-beach-courier', 'delray-beach-courier', fields, '203.0.113.50')
    expect(last).toEqual({ status: 429, data: { status: 'error', error: 'rateLimited' } })
  })
})

describe('booking requests', () => {
  /** A request within Delray Beach Courier's area, for the refusals of its pickup time to be the only ones. */
  const aBooking = {
    intent: 'booking',
    name: 'Sam Lee',
    phone: '(561) 555-0100',
    email: 'sam@example.com',
    pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
    delivery: 'Boca Raton, FL 33431',
  }

  it('stores the request and e-mails the operator and the visitor', async () => {
    const r = await post('/es/delray-beach-courier', 'delray-beach-courier', {
      intent: 'booking',
      name: 'Ana Ruiz',
      phone: '(561) 555-0199',
      email: 'ana@example.com',
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: 'Boca Raton, FL 33431',
      // A Wednesday, within the operator's hours (issue #30 items 4 and 9), and in the future (#45).
      when: '2099-12-02T10:30',
      notes: 'Fragile',
      quoteCents: '3200',
      quoteMiles: '10',
    })
    expect(r).toEqual({ status: 200, data: { status: 'sent' } })
    const rows = await listBookingRequests(t.db)
    // The posted quoteCents (3200) is a forgery as far as the server knows: it stores its own price.
    const serverPrice = priceForMeters(
      estimatedRoadMeters((await zipCentroid('33444'))!, (await zipCentroid('33431'))!),
    )!
    expect(serverPrice.totalCents).not.toBe(3200)
    expect(rows.map((b) => [b.name, b.operatorSlug, b.quoteCents, b.lang, b.notes])).toEqual([
      ['Ana Ruiz', 'delray-beach-courier', serverPrice.totalCents, 'es', 'Fragile'],
    ])

    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const messages = await sink.waitFor(2)
    // The seeded operator is a sample (issue #45): its .example address reaches nobody, so the
    // operator's e-mail goes to staff, saying why.
    expect(messages.some((m) => m.to.includes('dispatch@delraybeachcourier.example'))).toBe(false)
    const toOperator = messages.find((m) => m.to.includes('staff@couriernetwork.example'))!
    const toVisitor = messages.find((m) => m.to.includes('ana@example.com'))!
    expect(toOperator.text).toContain('Delray Beach Courier, a sample operator')
    expect(toOperator.text).toContain('dispatch@delraybeachcourier.example')
    expect(toVisitor.headers['reply-to'] ?? '').not.toContain('.example')
    expect(toOperator.subject).toBe('New booking request from Ana Ruiz')
    expect(toOperator.text).toContain('Fragile')
    expect(toOperator.text).toContain(formatCents(serverPrice.totalCents))
    expect(toOperator.headers['reply-to']).toContain('ana@example.com')
    expect(toVisitor.subject).toBe('Recibimos su solicitud de reserva para Delray Beach Courier')
    // The pickup time in the site's time zone and each reader's language, not the control's value.
    expect(toOperator.text).toMatch(/Dec 2, 2099, 10:30\sAM EST/)
    expect(toVisitor.text).toMatch(/2 dic 2099.*10:30/)
    for (const m of [toOperator, toVisitor]) expect(m.text).not.toContain('2099-12-02T10:30')

    // Staff find it in the Submissions inbox, under Booking requests, with every field.
    const inbox = await inboxOverview(t.db, parseInboxFilter(new URLSearchParams('kind=booking')))
    expect(inbox.rows.map((r) => [r.kind, r.name, r.email, r.lang, r.sourcePath])).toEqual([
      ['booking', 'Ana Ruiz', 'ana@example.com', 'es', '/es/delray-beach-courier'],
    ])
    const detail = await inboxSubmission(t.db, inbox.rows[0]!.id, 'en', 'America/New_York')
    const shown = Object.fromEntries(detail!.fields.map((f) => [f.label, f.value]))
    // The wished pickup as staff read it, in the site's zone, not the control's "2099-12-02T10:30".
    expect(shown.When).toMatch(/Dec 2, 2099, 10:30\sAM EST/)
    const enEspañol = await inboxSubmission(t.db, inbox.rows[0]!.id, 'es', 'America/Chicago')
    expect(enEspañol!.fields.find((f) => f.key === 'when')?.value).toMatch(
      /2 dic 2099, 10:30\sa\.\s?m\.\sCST/,
    )
    expect(shown).toMatchObject({
      Operator: 'Delray Beach Courier (/delray-beach-courier)',
      Name: 'Ana Ruiz',
      'Pickup address': '100 E Atlantic Ave, Delray Beach, FL 33444',
      Notes: 'Fragile',
      'Instant quote': `${formatCents(serverPrice.totalCents)} (${serverPrice.miles} mi)`,
    })
  })

  it('refuses, on the server, a request for an address outside the operator’s area, beside the field', async () => {
    const before = (await listBookingRequests(t.db)).length
    const r = await post('/delray-beach-courier', 'delray-beach-courier', {
      intent: 'booking',
      name: 'Sam Lee',
      phone: '(561) 555-0100',
      email: 'sam@example.com',
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: '400 Pine St, Seattle, WA 98101',
      quoteCents: '1500',
    })
    expect(r).toEqual({ status: 400, data: { status: 'invalid', errors: { delivery: 'outsideArea' } } })
    expect(await listBookingRequests(t.db)).toHaveLength(before)
  })

  it("refuses a pickup time outside the operator's hours, or that is no date and time, beside the field (issue #30 item 4)", async () => {
    const before = (await listBookingRequests(t.db)).length
    const fields = aBooking
    // Delray Beach Courier keeps §9's hours: Sunday 11:00 AM - 3:00 PM. 2099-12-06 is a Sunday.
    for (const when of ['2099-12-06T09:00', '2099-12-02T19:00']) {
      const r = await post(
        '/delray-beach-courier',
        'delray-beach-courier',
        { ...fields, when },
        '198.51.100.30',
      )
      expect(r, when).toEqual({ status: 400, data: { status: 'invalid', errors: { when: 'closed' } } })
    }
    const text = await post(
      '/delray-beach-courier',
      'delray-beach-courier',
      { ...fields, when: 'Tomorrow 9 AM' },
      '198.51.100.30',
    )
    expect(text).toEqual({ status: 400, data: { status: 'invalid', errors: { when: 'dateTime' } } })
    expect(await listBookingRequests(t.db)).toHaveLength(before)
  })

  it('refuses, on the server, a pickup time before now in the site zone, in English and in Spanish, storing nothing; a future one is stored (issue #45 item 5)', async () => {
    const fields = { ...aBooking, name: 'Lucía Gómez', email: 'lucia@example.com' }
    const zone = testEnv().SITE_TIME_ZONE
    // Two minutes ago on the site's clock, and the audit's Spanish booking for 6 January 2025.
    const justPast = utcToZonedLocal(new Date(Date.now() - 2 * 60_000), zone)
    const before = (await listBookingRequests(t.db)).length
    for (const [lang, path, when] of [
      ['en', '/delray-beach-courier', justPast],
      ['es', '/es/delray-beach-courier', '2025-01-06T10:00'],
    ] as const) {
      const r = await post(path, 'delray-beach-courier', { ...fields, when }, '198.51.100.31')
      expect(r, `${lang} ${when}`).toEqual({
        status: 400,
        data: { status: 'invalid', errors: { when: 'past' } },
      })
      // The page of that language carries what the form shows beside the field for the key.
      expect(messagesFor(lang, path).operators.booking.errors.past).toBe(
        (lang === 'es' ? es : en).operators.booking.errors.past,
      )
    }
    expect(es.operators.booking.errors.past).not.toBe(en.operators.booking.errors.past)
    expect(await listBookingRequests(t.db)).toHaveLength(before)

    const future = await post(
      '/delray-beach-courier',
      'delray-beach-courier',
      { ...fields, when: '2099-12-02T11:00' },
      '198.51.100.31',
    )
    expect(future).toEqual({ status: 200, data: { status: 'sent' } })
    const rows = await listBookingRequests(t.db)
    expect(rows).toHaveLength(before + 1)
    expect(rows.find((b) => b.email === 'lucia@example.com')?.requestedTime).toBe('2099-12-02T11:00')
  })

  it('refuses an incomplete request with field errors', async () => {
    const r = await post('/delray-beach-courier', 'delray-beach-courier', {
      intent: 'booking',
      name: 'X',
      email: 'bad',
    })
    expect(r.status).toBe(400)
    expect(r.data).toEqual({
      status: 'invalid',
      errors: { phone: 'required', email: 'email', pickup: 'required', delivery: 'required' },
    })
  })
})

describe('the directory', () => {
  const load = (search: string) =>
    run(() =>
      directoryRoute.loader(routeArgs(new Request(`http://localhost/operators${search}`), testContext(t))),
    )
  type Dir = Awaited<ReturnType<typeof directoryRoute.loader>>

  it('lists every operator newest first', async () => {
    const { data } = await load('')
    const slugs = (data as Dir).operators.map((o) => o.slug)
    expect(slugs[0]).toBe('boynton-quick-runs')
    expect(slugs).toContain('delray-beach-courier')
    expect((data as Dir).states).toEqual(expect.arrayContaining(['FL', 'TX', 'GA', 'IL']))
  })

  it('searches text, filters by state and finds operators near a ZIP', async () => {
    expect(((await load('?q=lab+specimen')).data as Dir).operators.map((o) => o.slug)).toContain(
      'delray-beach-courier',
    )
    const tx = (await load('?state=TX')).data as Dir
    expect(tx.operators.map((o) => o.slug)).toEqual(['bayou-city-courier'])
    const near = (await load('?zip=33444')).data as Dir
    expect(near.zip).toEqual({
      status: 'found',
      city: 'Delray Beach',
      state: 'FL',
      served: true,
      limitMiles: 50,
    })
    expect(near.operators[0]!.slug).toBe('delray-beach-courier')
    expect(near.operators.map((o) => o.slug)).not.toContain('windy-city-courier')
    expect(((await load('?zip=00000')).data as Dir).zip).toEqual({ status: 'unknown' })
  })
})

describe('sitemap.xml', () => {
  it('lists every operator page in both languages', async () => {
    const xml = await getSitemapXml(t.db, 'https://example.com')
    for (const slug of ['delray-beach-courier', 'boynton-quick-runs', 'windy-city-courier']) {
      expect(xml).toContain(`<loc>https://example.com/${slug}</loc>`)
      expect(xml).toContain(`<loc>https://example.com/es/${slug}</loc>`)
    }
  })
})
