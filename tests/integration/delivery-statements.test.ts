/**
 * Issue #44, staff's list of every delivery job and each operator's monthly statement (ADR 065):
 * the list's filters (operator, status, the days a job began in the site's zone) as the repository
 * and the tab's loader apply them; a job's whole history with who made each change; the statement
 * of a seeded month matches the jobs row by row (only delivered jobs, month bounds in the site's
 * zone, the split of the site settings) and its CSV; an operator sees only their own statement,
 * an operator session opens neither staff screen and a staff session not the portal's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingRequests, deliveryJobEvents, deliveryJobs } from '#app/.server/db/schema'
import { listDeliveredJobs, listStaffJobs } from '#app/.server/repos/delivery-job-lists'
import { listOperatorProfiles } from '#app/.server/repos/operators'
import { updateSiteSetting } from '#app/.server/services/content/site-settings'
import { operatorStatement } from '#app/.server/services/deliveries/statements'
import type { DeliveryStatus } from '#app/domain/deliveries/status'
import type { OperatorProfile } from '#app/domain/operators/operator'
import * as adminDeliveriesModule from '#app/routes/admin/deliveries'
import * as statementCsvModule from '#app/routes/admin/delivery-statement-csv'
import * as portalStatementModule from '#app/routes/portal/statement'
import { parseCsv } from '#app/domain/csv/parse'
import { chain } from '../support/route-chain'
import { createStaff, operatorCookie, get, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

type Fn = (args: unknown) => unknown
const adminDeliveries = chain(adminDeliveriesModule as never) as { loader: Fn }
const statementCsvRoute = chain(statementCsvModule as never) as { loader: Fn }
const portalStatement = chain(portalStatementModule as never) as { loader: Fn }

const ZONE = 'America/New_York'
let t: TestDatabase
let alpha: OperatorProfile
let beta: OperatorProfile
const cookies = { alpha: '', beta: '', staff: '' }
const ids: Record<string, { job: number; booking: number }> = {}

const call = (fn: Fn, request: Request) =>
  settle(() => fn({ request, context: testContext(t.db), params: {} }))
const status = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } }).init?.status ?? 200)
const dataOf = <T>(answer: unknown) => (answer as { data: T }).data

const operatorSession = (operatorId: number, email: string) => operatorCookie(t.db, operatorId, email)

/**
 * A job as the portal leaves it: the booking, the job, and an event per status it went through
 * (the last at `lastAt`, the accept at `startAt`).
 */
async function seedJob(
  name: string,
  operator: OperatorProfile,
  job: { statuses: DeliveryStatus[]; priceCents: number | null; startAt: string; lastAt: string },
) {
  const [booking] = await t.db
    .insert(bookingRequests)
    .values({
      operatorId: operator.id,
      operatorName: operator.name,
      operatorSlug: operator.slug,
      name,
      phone: '305 555 0199',
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: '200 Ocean Dr, Miami Beach, FL 33139',
      requestedTime: '2026-11-02T09:30',
      quoteCents: job.priceCents,
      lang: 'en',
      status: job.statuses.includes('delivered') ? 'completed' : 'accepted',
    })
    .returning()
  const last = job.statuses.at(-1)!
  const [row] = await t.db
    .insert(deliveryJobs)
    .values({
      bookingId: booking!.id,
      operatorId: operator.id,
      status: last,
      priceCents: job.priceCents,
      ...(last === 'delivered' ? { recipientName: 'Ana Ruiz' } : {}),
      createdAt: new Date(job.startAt),
      updatedAt: new Date(job.lastAt),
    })
    .returning()
  const start = Date.parse(job.startAt)
  const end = Date.parse(job.lastAt)
  await t.db.insert(deliveryJobEvents).values(
    job.statuses.map((s, i) => ({
      jobId: row!.id,
      status: s,
      reason: s === 'cancelled' || s === 'failed_attempt' ? 'Nobody home' : '',
      actorKind: 'operator' as const,
      actorId: operator.id,
      at: new Date(i === job.statuses.length - 1 ? end : start + i * 60_000),
    })),
  )
  ids[name] = { job: row!.id, booking: booking!.id }
}

const DELIVERED: DeliveryStatus[] = ['accepted', 'picked_up', 'delivered']

beforeAll(async () => {
  t = await createTestDatabase()
  ;[alpha, beta] = (await listOperatorProfiles(t.db)).slice(0, 2) as [OperatorProfile, OperatorProfile]
  cookies.alpha = await operatorSession(alpha.id, 'alpha-statement@example.com')
  cookies.beta = await operatorSession(beta.id, 'beta-statement@example.com')
  await createStaff(t.db, 'statement-staff@example.com')
  cookies.staff = await signIn(t.db, 'statement-staff@example.com')
  // Alpha, November (New York: EDT until Nov 1 2 AM, then EST, UTC-5).
  await seedJob('Carla Ruiz', alpha, {
    statuses: DELIVERED,
    priceCents: 4500,
    startAt: '2026-11-03T14:00:00Z',
    lastAt: '2026-11-03T15:00:00Z',
  })
  // 11:30 PM on Nov 30 in New York is Dec 1 in UTC: November's.
  await seedJob('Beto Núñez', alpha, {
    statuses: DELIVERED,
    priceCents: 1001,
    startAt: '2026-11-30T20:00:00Z',
    lastAt: '2026-12-01T04:30:00Z',
  })
  await seedJob('Dora Sin Precio', alpha, {
    statuses: DELIVERED,
    priceCents: null,
    startAt: '2026-11-10T14:00:00Z',
    lastAt: '2026-11-10T16:00:00Z',
  })
  // Not delivered: on none of the statements.
  await seedJob('Eva En Camino', alpha, {
    statuses: ['accepted', 'picked_up', 'in_transit'],
    priceCents: 3000,
    startAt: '2026-11-12T14:00:00Z',
    lastAt: '2026-11-12T15:00:00Z',
  })
  await seedJob('Fede Cancelado', alpha, {
    statuses: ['accepted', 'cancelled'],
    priceCents: 2500,
    startAt: '2026-11-13T14:00:00Z',
    lastAt: '2026-11-13T15:00:00Z',
  })
  // 12:30 AM on Dec 1 in New York: December's.
  await seedJob('Gil Diciembre', alpha, {
    statuses: DELIVERED,
    priceCents: 2000,
    startAt: '2026-12-01T05:10:00Z',
    lastAt: '2026-12-01T05:30:00Z',
  })
  // Beta, November.
  await seedJob('Hugo Beta', beta, {
    statuses: ['accepted', 'picked_up', 'failed_attempt', 'delivered'],
    priceCents: 999,
    startAt: '2026-11-20T14:00:00Z',
    lastAt: '2026-11-20T18:00:00Z',
  })
})
afterAll(async () => {
  await t?.drop()
})

const nameOfJob = (jobId: number) => Object.entries(ids).find(([, v]) => v.job === jobId)?.[0]

describe('staff’s list of every delivery job', () => {
  it('the repository filters by operator, status and the instants a job began', async () => {
    const names = async (query: Parameters<typeof listStaffJobs>[1]) =>
      (await listStaffJobs(t.db, query)).rows.map((r) => nameOfJob(r.id))
    expect(await names({ limit: 50 })).toHaveLength(7)
    expect((await names({ operatorId: beta.id, limit: 50 })).sort()).toEqual(['Hugo Beta'])
    expect((await names({ status: 'delivered', operatorId: alpha.id, limit: 50 })).sort()).toEqual([
      'Beto Núñez',
      'Carla Ruiz',
      'Dora Sin Precio',
      'Gil Diciembre',
    ])
    expect(
      (
        await names({
          since: new Date('2026-11-12T05:00:00Z'),
          before: new Date('2026-11-14T05:00:00Z'),
          limit: 50,
        })
      ).sort(),
    ).toEqual(['Eva En Camino', 'Fede Cancelado'])
    // The last changed first, and cut at the limit with "more".
    const cut = await listStaffJobs(t.db, { limit: 2 })
    expect(cut.more).toBe(true)
    expect(cut.rows.map((r) => nameOfJob(r.id))).toEqual(['Gil Diciembre', 'Beto Núñez'])
  })

  it('the tab’s loader reads the GET form: days in the site zone, and a job’s whole history', async () => {
    type ListData = {
      rows: Array<{ id: number; status: string; operatorName: string; pickupTime: string }>
      detail: {
        events: Array<{ status: string; reason: string; actor: { kind: string; name: string } }>
      } | null
    }
    // Nov 30 in New York holds Beto's start (3 PM EST); Dec 1 holds Gil's (00:10 AM EST).
    const nov30 = dataOf<ListData>(
      await call(
        adminDeliveries.loader,
        get('/admin/deliveries?from=2026-11-30&to=2026-11-30', { Cookie: cookies.staff }),
      ),
    )
    expect(nov30.rows.map((r) => nameOfJob(r.id))).toEqual(['Beto Núñez'])
    expect(nov30.rows[0]!.pickupTime).toBe('Nov 2, 2026, 9:30 AM EST')
    const filtered = dataOf<ListData>(
      await call(
        adminDeliveries.loader,
        get(`/es/admin/deliveries?operator=${beta.id}&status=delivered&id=${ids['Hugo Beta']!.job}`, {
          Cookie: cookies.staff,
        }),
      ),
    )
    expect(filtered.rows.map((r) => nameOfJob(r.id))).toEqual(['Hugo Beta'])
    expect(filtered.detail!.events.map((e) => [e.status, e.reason, e.actor])).toEqual([
      ['accepted', '', { kind: 'operator', name: beta.name }],
      ['picked_up', '', { kind: 'operator', name: beta.name }],
      ['failed_attempt', 'Nobody home', { kind: 'operator', name: beta.name }],
      ['delivered', '', { kind: 'operator', name: beta.name }],
    ])
    const missing = await call(
      adminDeliveries.loader,
      get('/admin/deliveries?id=999999', { Cookie: cookies.staff }),
    )
    expect(status(missing)).toBe(404)
  })
})

describe('the monthly statement of a seeded month', () => {
  it('matches the delivered jobs row by row, month bounds in the site zone, at 80 %', async () => {
    const nov = await operatorStatement(t.db, alpha.id, '2026-11', ZONE)
    expect(nov.percent).toBe(80)
    expect(
      nov.rows.map((r) => [nameOfJob(r.jobId), r.bookingId, r.priceCents, r.shareCents, r.networkCents]),
    ).toEqual([
      ['Carla Ruiz', ids['Carla Ruiz']!.booking, 4500, 3600, 900],
      ['Dora Sin Precio', ids['Dora Sin Precio']!.booking, null, null, null],
      ['Beto Núñez', ids['Beto Núñez']!.booking, 1001, 801, 200],
    ])
    expect(nov.totals).toEqual({
      jobs: 3,
      unpriced: 1,
      priceCents: 5501,
      shareCents: 4401,
      networkCents: 1100,
    })
    const dec = await operatorStatement(t.db, alpha.id, '2026-12', ZONE)
    expect(dec.rows.map((r) => nameOfJob(r.jobId))).toEqual(['Gil Diciembre'])
    const betaNov = await operatorStatement(t.db, beta.id, '2026-11', ZONE)
    expect(betaNov.rows.map((r) => [nameOfJob(r.jobId), r.shareCents])).toEqual([['Hugo Beta', 799]])
    expect(
      await listDeliveredJobs(t.db, beta.id, {
        from: new Date('2026-12-01T05:00:00Z'),
        to: new Date('2027-01-01T05:00:00Z'),
      }),
    ).toEqual([])
  })

  it('staff download it as CSV: BOM, header, a row per job with plain amounts, the totals', async () => {
    const answer = (await call(
      statementCsvRoute.loader,
      get(`/admin/deliveries/statement.csv?operator=${alpha.id}&month=2026-11`, { Cookie: cookies.staff }),
    )) as Response
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    expect(answer.headers.get('Content-Disposition')).toBe(
      `attachment; filename="statement-${alpha.slug}-2026-11.csv"`,
    )
    const bytes = new Uint8Array(await answer.clone().arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = await answer.text()
    // (text() drops the byte-order mark, as a spreadsheet does.)
    expect(text).toBe(
      [
        'Booking,Delivered (site time),Customer,Price,Operator share (80 %),Network share',
        `${ids['Carla Ruiz']!.booking},2026-11-03 10:00,Carla Ruiz,45.00,36.00,9.00`,
        `${ids['Dora Sin Precio']!.booking},2026-11-10 11:00,Dora Sin Precio,,,`,
        `${ids['Beto Núñez']!.booking},2026-11-30 23:30,Beto Núñez,10.01,8.01,2.00`,
        'Total,,,55.01,44.01,11.00',
        '',
      ].join('\r\n'),
    )
    // Read back as a spreadsheet would: every amount given is a number, and the totals add the rows.
    const parsed = parseCsv(text)
    if (!parsed.ok) throw new Error(parsed.problem)
    const records = parsed.records.map((r) => r.fields).filter((f) => f.length > 1)
    const body = records.slice(1, -1)
    for (const column of [3, 4, 5]) {
      const amounts = body.map((f) => f[column]!).filter((a) => a !== '')
      for (const a of amounts) expect(a).toMatch(/^\d+\.\d{2}$/)
      const sum = amounts.reduce((acc, a) => acc + Math.round(Number(a) * 100), 0)
      expect(Math.round(Number(records.at(-1)![column]) * 100)).toBe(sum)
    }
    // In Spanish from the Spanish URL.
    const es = (await call(
      statementCsvRoute.loader,
      get(`/es/admin/deliveries/statement.csv?operator=${beta.id}&month=2026-11`, { Cookie: cookies.staff }),
    )) as Response
    expect((await es.text()).split('\r\n').slice(0, 3)).toEqual([
      'Reserva,Entregada (hora del sitio),Cliente,Precio,Parte del operador (80 %),Parte de la red',
      `${ids['Hugo Beta']!.booking},2026-11-20 13:00,Hugo Beta,9.99,7.99,2.00`,
      'Total,,,9.99,7.99,2.00',
    ])
    for (const query of [
      '',
      `?operator=${alpha.id}`,
      `?operator=${alpha.id}&month=2026-13`,
      '?operator=x&month=2026-11',
    ])
      expect(
        status(
          await call(
            statementCsvRoute.loader,
            get(`/admin/deliveries/statement.csv${query}`, { Cookie: cookies.staff }),
          ),
        ),
        query,
      ).toBe(400)
    expect(
      status(
        await call(
          statementCsvRoute.loader,
          get('/admin/deliveries/statement.csv?operator=999999&month=2026-11', { Cookie: cookies.staff }),
        ),
      ),
    ).toBe(404)
  })

  it('follows the split of the site settings', async () => {
    await updateSiteSetting(t.db, 'operatorSharePercent', '75')
    try {
      const nov = await operatorStatement(t.db, alpha.id, '2026-11', ZONE)
      expect(nov.percent).toBe(75)
      // 4500 × 0.75 = 3375; 1001 × 0.75 = 750.75 → 751.
      expect(nov.rows.map((r) => r.shareCents)).toEqual([3375, null, 751])
      expect(nov.totals.shareCents).toBe(4126)
    } finally {
      await updateSiteSetting(t.db, 'operatorSharePercent', '80')
    }
  })
})

describe('who sees which statement', () => {
  type PortalData = { name: string; statement: { month: string; rows: Array<{ jobId: number }> } }

  it('an operator sees only their own, whatever the query names', async () => {
    for (const url of [
      '/portal/statement?month=2026-11',
      `/es/portal/statement.data?month=2026-11&operator=${beta.id}&operatorId=${beta.id}`,
    ]) {
      const answer = await call(portalStatement.loader, get(url, { Cookie: cookies.alpha }))
      expect(status(answer), url).toBe(200)
      const data = dataOf<PortalData>(answer)
      expect(data.name, url).toBe(alpha.name)
      expect(
        data.statement.rows.map((r) => nameOfJob(r.jobId)),
        url,
      ).toEqual(['Carla Ruiz', 'Dora Sin Precio', 'Beto Núñez'])
    }
    const other = dataOf<PortalData>(
      await call(
        portalStatement.loader,
        get(`/portal/statement?month=2026-11&operator=${alpha.id}`, { Cookie: cookies.beta }),
      ),
    )
    expect(other.statement.rows.map((r) => nameOfJob(r.jobId))).toEqual(['Hugo Beta'])
    // No month, or a bad one: the current month of the site zone.
    const current = dataOf<PortalData>(
      await call(portalStatement.loader, get('/portal/statement?month=nope', { Cookie: cookies.beta })),
    )
    expect(current.statement.month).toMatch(/^\d{4}-\d{2}$/)
  })

  it('a staff session (or none) is refused on the portal statement; an operator session on the staff screens', async () => {
    for (const headers of [{ Cookie: cookies.staff }, {}] as Array<Record<string, string>>) {
      for (const url of ['/portal/statement', '/es/portal/statement.data?month=2026-11']) {
        const answer = (await call(portalStatement.loader, get(url, headers))) as Response
        expect(answer.status, url).toBe(302)
        expect(answer.headers.get('Location'), url).toMatch(/^(\/es)?\/portal$/)
      }
    }
    for (const [route, url] of [
      [adminDeliveries, '/admin/deliveries'],
      [adminDeliveries, `/es/admin/deliveries.data?id=${ids['Carla Ruiz']!.job}`],
      [statementCsvRoute, `/admin/deliveries/statement.csv?operator=${alpha.id}&month=2026-11`],
    ] as const) {
      const answer = (await call(route.loader, get(url, { Cookie: cookies.alpha }))) as Response
      expect(answer.status, url).toBe(302)
      expect(answer.headers.get('Location'), url).toMatch(/^(\/es)?\/admin(\?|$)/)
    }
  })
})
