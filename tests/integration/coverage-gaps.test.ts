/**
 * Issue #21 items 4 and 5: the quote log. The real actions and loaders (operator page quote,
 * directory ZIP search, calculator ZIP quote, booking request) record what they answered, ZIP codes
 * only; staff see the coverage gaps per ZIP on /admin/coverage-gaps and export them; an operator's
 * weekly stats read its own rows only.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '#app/.server/db/client'
import { bookingRequests, quoteEvents } from '#app/.server/db/schema'
import { operatorIdBySlug } from '#app/.server/repos/operators'
import {
  coverageGaps,
  markQuoteBooked,
  quoteStatsForOperator,
  recordQuoteEvent,
} from '#app/.server/services/bookings/quote-log'
import * as csvModule from '#app/routes/admin/coverage-gaps-csv'
import * as screenModule from '#app/routes/admin/coverage-gaps'
import * as directoryModule from '#app/routes/operators/directory'
import * as operatorModule from '#app/routes/operators/operator'
import * as calculatorModule from '#app/routes/service/calculator'
import { parseCsv } from '#app/domain/csv/parse'
import { chain } from '../support/route-chain'
import { createStaff, get, nextIp, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const operatorRoute = chain(operatorModule)
const directoryRoute = chain(directoryModule)
const calculatorRoute = chain(calculatorModule)
const screen = chain(screenModule)
const csv = chain(csvModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'gaps-staff@example.com')
  cookie = await signIn(t.db, 'gaps-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

type Reply = { data: unknown; init: ResponseInit | null }
const statusOf = (r: unknown) => (r as Reply).init?.status ?? 200
const dataOf = (r: unknown) => (r as Reply).data

const ctx = () => testContext(t.db, { clientIp: nextIp() })

function quote(slug: string, pickup: string, delivery: string) {
  return settle(() =>
    operatorRoute.action({
      request: post(`/${slug}`, { intent: 'quote', pickup, delivery }),
      context: ctx(),
      params: { slug },
    } as never),
  )
}

function book(slug: string, pickup: string, delivery: string) {
  return settle(() =>
    operatorRoute.action({
      request: post(`/${slug}`, {
        intent: 'booking',
        name: 'Ana Ruiz',
        phone: '(561) 555-0199',
        email: 'ana@example.com',
        pickup,
        delivery,
      }),
      context: ctx(),
      params: { slug },
    } as never),
  )
}

function search(zip: string) {
  return settle(() =>
    directoryRoute.loader({ request: get(`/operators?zip=${zip}`), context: ctx(), params: {} } as never),
  )
}

function calculate(from: string, to: string) {
  return settle(() =>
    calculatorRoute.action({
      request: post('/service/calculator', { from, to }),
      context: ctx(),
      params: {},
    } as never),
  )
}

const period = () => ({ from: new Date(Date.now() - 60 * 60_000), to: new Date(Date.now() + 60 * 60_000) })

describe('recording and counting coverage gaps', () => {
  it('records the real answers, ZIP codes only, and counts the gaps per ZIP', async () => {
    const delray = (await operatorIdBySlug(t.db, 'delray-beach-courier'))!

    // Operator page quotes: inside the area (priced), and outside it.
    expect(
      statusOf(
        await quote(
          'delray-beach-courier',
          '100 E Atlantic Ave, Delray Beach, FL 33444',
          'Boca Raton, FL 33431',
        ),
      ),
    ).toBe(200)
    expect(statusOf(await quote('delray-beach-courier', '33444', '400 Pine St, Seattle, WA 98101'))).toBe(422)
    expect(statusOf(await quote('delray-beach-courier', 'Orlando, FL 32801', '33431'))).toBe(422)
    // Outside Delray's area but in Houston, where Bayou City Courier works: not a gap.
    expect(statusOf(await quote('delray-beach-courier', '33444', 'Houston, TX 77002'))).toBe(422)
    // A refused address (no ZIP) is not a quote given.
    expect(statusOf(await quote('delray-beach-courier', 'Delray Beach', '33444'))).toBe(400)

    // Directory ZIP searches: with operators near, and with none.
    for (const zip of ['33444', '77002', '98101', '32801', '00000'])
      expect(statusOf(await search(zip))).toBe(200)
    // The page's data does not carry the log's field.
    const seattleSearch = await search('98101')
    expect(seattleSearch).not.toHaveProperty('gapZip')

    // Calculator ZIP mode: inside the 15 areas, then outside.
    expect(statusOf(await calculate('33444', '33131'))).toBe(200)
    expect(statusOf(await calculate('32801', '33444'))).toBe(422)
    expect(statusOf(await calculate('98101', '98109'))).toBe(422)

    const rows = await t.db.select().from(quoteEvents).orderBy(quoteEvents.id)
    const operatorRows = rows.filter((r) => r.kind === 'operatorQuote')
    expect(operatorRows.map((r) => [r.operatorId, r.pickupZip, r.deliveryZip, r.outcome, r.zip])).toEqual([
      [delray, '33444', '33431', 'priced', null],
      [delray, '33444', '98101', 'outsideArea', '98101'],
      [delray, '32801', '33431', 'outsideArea', '32801'],
      [delray, '33444', '77002', 'outsideArea', '77002'],
    ])
    expect(operatorRows[0]!.priceCents).toBeGreaterThan(1200)
    expect(operatorRows[0]!.miles).toBeGreaterThan(0)
    // Only ZIP codes are kept, never the address text.
    expect(JSON.stringify(rows)).not.toMatch(/Atlantic|Pine|Seattle|Orlando|Houston|Boca/)
    expect(rows.filter((r) => r.kind === 'directorySearch').map((r) => [r.zip, r.outcome])).toEqual([
      ['98101', 'noOperator'],
      ['32801', 'noOperator'],
      ['98101', 'noOperator'],
    ])
    expect(rows.filter((r) => r.kind === 'calculatorZip').map((r) => [r.zip, r.outcome])).toEqual([
      ['32801', 'outsideAreas'],
      ['98101', 'outsideAreas'],
      ['98109', 'outsideAreas'],
    ])

    const gaps = await coverageGaps(t.db, period())
    expect(
      gaps.map((g) => [
        g.zip,
        g.counts.operatorQuote,
        g.counts.directorySearch,
        g.counts.calculatorZip,
        g.total,
      ]),
    ).toEqual([
      ['98101', 1, 2, 1, 4],
      ['32801', 1, 1, 1, 3],
      ['98109', 0, 0, 1, 1],
    ])
    expect(gaps[0]).toMatchObject({ place: 'Seattle, WA' })
    expect(gaps[0]!.lat).toBeCloseTo(47.6, 0)
    // Outside the period: nothing.
    expect(await coverageGaps(t.db, { from: new Date('2020-01-01'), to: new Date('2020-12-31') })).toEqual([])
  })

  it('shows the same counts on the staff screen and in the CSV export, for the chosen period', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const answer = (await settle(() =>
      screen.loader({
        request: get(`/admin/coverage-gaps?from=${today}&to=${today}`, { Cookie: cookie }),
        context: testContext(t.db),
        params: {},
      } as never),
    )) as Reply
    const screenData = answer.data as Awaited<ReturnType<typeof screenModule.loader>>['data']
    expect(screenData.period).toEqual({ from: today, to: today })
    expect(screenData.rows.map((r) => [r.zip, r.total])).toEqual([
      ['98101', 4],
      ['32801', 3],
      ['98109', 1],
    ])
    const older = (await settle(() =>
      screen.loader({
        request: get('/admin/coverage-gaps?from=2020-01-01&to=2020-02-01', { Cookie: cookie }),
        context: testContext(t.db),
        params: {},
      } as never),
    )) as Reply
    expect((older.data as typeof screenData).rows).toEqual([])

    const response = (await settle(() =>
      csv.loader({
        request: get(`/admin/coverage-gaps.csv?from=${today}&to=${today}`, { Cookie: cookie }),
        context: testContext(t.db),
        params: {},
      } as never),
    )) as Response
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="coverage-gaps-${today}-to-${today}.csv"`,
    )
    const text = (await response.text()).replace(/^\uFEFF/, '')
    expect(text.split('\r\n')[0]).toBe(
      'zip,place,quote_attempts_outside_area,directory_searches_no_operator,calculator_zips_outside_areas,total,first_seen,last_seen',
    )
    const parsed = parseCsv(text)
    if (!parsed.ok) throw new Error('bad CSV')
    expect(parsed.records.slice(1).map((r) => r.fields.slice(0, 6))).toEqual([
      ['98101', 'Seattle, WA', '1', '2', '1', '4'],
      ['32801', 'Orlando, FL', '1', '1', '1', '3'],
      ['98109', 'Seattle, WA', '0', '0', '1', '1'],
    ])
  })

  it('is refused to a visitor who is not signed in as staff', async () => {
    const answer = await settle(() =>
      csv.loader({
        request: get('/admin/coverage-gaps.csv'),
        context: testContext(t.db),
        params: {},
      } as never),
    )
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).not.toBe(200)
  })
})

describe('an operator’s quotes', () => {
  it('links a booking to its priced quote and counts per week, each operator its own rows only', async () => {
    const delray = (await operatorIdBySlug(t.db, 'delray-beach-courier'))!
    const miami = (await operatorIdBySlug(t.db, 'miami-express-courier'))!
    expect(statusOf(await quote('miami-express-courier', '33131', '33139'))).toBe(200)
    expect(statusOf(await quote('miami-express-courier', '33131', '33139'))).toBe(200)

    // The booking from Delray's page links Delray's quote for the same ZIP codes, not Miami's.
    expect(
      dataOf(
        await book(
          'delray-beach-courier',
          '100 E Atlantic Ave, Delray Beach, FL 33444',
          'Boca Raton, FL 33431',
        ),
      ),
    ).toEqual({ status: 'sent' })
    const booked = await t.db.select().from(quoteEvents).where(eq(quoteEvents.outcome, 'priced'))
    const linked = booked.filter((r) => r.bookingRequestId != null)
    expect(linked.map((r) => [r.operatorId, r.pickupZip, r.deliveryZip])).toEqual([
      [delray, '33444', '33431'],
    ])

    const delrayStats = await quoteStatsForOperator(t.db, delray, { weeks: 4 })
    expect(delrayStats.weeks).toHaveLength(4)
    expect(delrayStats.totals).toEqual({ quotes: 4, priced: 1, outsideArea: 3, bookings: 1, conversion: 100 })
    expect(delrayStats.weeks.at(-1)).toMatchObject({ quotes: 4, bookings: 1 })
    const miamiStats = await quoteStatsForOperator(t.db, miami, { weeks: 4 })
    expect(miamiStats.totals).toEqual({ quotes: 2, priced: 2, outsideArea: 0, bookings: 0, conversion: 0 })
  })

  it('links nothing older than two hours, nor a quote already booked', async () => {
    const miami = (await operatorIdBySlug(t.db, 'miami-express-courier'))!
    const later = new Date(Date.now() + 3 * 60 * 60_000)
    // Any existing booking request will do for the link.
    const bookingId = (await t.db.select({ id: bookingRequests.id }).from(bookingRequests).limit(1))[0]!.id
    expect(
      await markQuoteBooked(t.db, {
        operatorId: miami,
        pickupZip: '33131',
        deliveryZip: '33139',
        bookingRequestId: bookingId,
        at: later,
      }),
    ).toBeNull()
    const first = await markQuoteBooked(t.db, {
      operatorId: miami,
      pickupZip: '33131',
      deliveryZip: '33139',
      bookingRequestId: bookingId,
    })
    const second = await markQuoteBooked(t.db, {
      operatorId: miami,
      pickupZip: '33131',
      deliveryZip: '33139',
      bookingRequestId: bookingId,
    })
    const third = await markQuoteBooked(t.db, {
      operatorId: miami,
      pickupZip: '33131',
      deliveryZip: '33139',
      bookingRequestId: bookingId,
    })
    expect(first).not.toBeNull()
    expect(second).not.toBeNull()
    // The latest first, then the one before; both are linked now.
    expect(first!).toBeGreaterThan(second!)
    expect(third).toBeNull()
  })
})

describe('recording never breaks the answer', () => {
  it('logs a failed insert and resolves', async () => {
    const broken = {
      insert: () => {
        throw new Error('database down')
      },
    } as unknown as Db
    const error = vi.fn()
    await expect(
      recordQuoteEvent(
        { db: broken, logger: { error } },
        { kind: 'directorySearch', outcome: 'noOperator', zip: '98101' },
      ),
    ).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'directorySearch' }),
      'quote event not recorded',
    )
  })
})

// Last in the file: its search of Anchorage is one more gap in the log the tests above count.
describe('the directory for a ZIP code nobody serves (issue #30 item 5)', () => {
  it('says nobody serves Anchorage and lists only the nearest, each beyond the stated limit', async () => {
    // Issue #30 item 5: Anchorage is served by nobody; the page says so and lists only the nearest,
    // each farther than the stated limit, with its distance.
    type Page = { zip: { served: boolean }; operators: Array<{ miles: number | null }> }
    const page = async (zip: string) => {
      const r = await search(zip)
      return (dataOf(r) ?? r) as Page
    }
    const anchorage = await page('99501')
    expect(anchorage.zip).toMatchObject({ status: 'found', served: false, limitMiles: 50 })
    expect(anchorage.operators.length).toBeGreaterThan(0)
    for (const o of anchorage.operators) expect(o.miles).toBeGreaterThan(50)
    expect((await page('33444')).zip).toMatchObject({ status: 'found', served: true })
  })
})
