import { chain } from '../support/route-chain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, orderLines, orderStatusChanges, products, submissions } from '#app/.server/db/schema'
import { insertSubmission } from '#app/.server/repos/submissions'
import * as csvRouteModule from '#app/routes/admin/submissions-csv'
import * as ordersRouteModule from '#app/routes/admin/orders'
import * as submissionsRouteModule from '#app/routes/admin/submissions'
import { createStaff, get, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const csvRoute = chain(csvRouteModule)
const ordersRoute = chain(ordersRouteModule)
const submissionsRoute = chain(submissionsRouteModule)

let t: TestDatabase
let cookie: string
let ids = { lead: 0, registration: 0, old: 0 }
let orderId = 0

beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'inbox-staff@example.com')
  cookie = await signIn(t.db, 'inbox-staff@example.com')
  const lead = await insertSubmission(t.db, {
    kind: 'lead',
    lang: 'en',
    sourcePath: '/contact',
    email: 'Ana.Lead@example.com',
    payload: {
      firstName: 'Ana',
      lastName: 'Díaz',
      email: 'ana.lead@example.com',
      phone: '+1 305 555 0101',
      city: 'Miami',
      state: 'FL',
      experience: '1-3',
      hasVehicle: true,
      message: 'Hello, "world"\n=HYPERLINK("http://evil.example")',
    },
  })
  const registration = await insertSubmission(t.db, {
    kind: 'business-registration',
    lang: 'es',
    sourcePath: '/es/service/business-registration',
    email: 'bruno@empresa.example',
    payload: {
      companyName: 'Empresa, S.A.',
      contactName: 'Bruno Gómez',
      email: 'bruno@empresa.example',
      phone: '305 555 0102',
      address: '1 Calle',
      city: 'Doral',
      state: 'FL',
      zipCode: '33172',
      businessType: 'legal-services',
      estimatedVolume: '6-15',
    },
  })
  const old = await insertSubmission(t.db, {
    kind: 'service-contact',
    lang: 'en',
    sourcePath: '/service/contact',
    email: 'old@example.com',
    payload: { name: 'Old Timer', email: 'old@example.com', serviceType: 'same-day', message: 'Hi' },
  })
  await t.db
    .update(submissions)
    .set({ createdAt: new Date('2025-01-15T12:00:00Z') })
    .where(eq(submissions.id, old))
  ids = { lead, registration, old }

  const [product] = await t.db.select().from(products).limit(1)
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNumber: 'ORD-INBOX-1',
      buyerName: 'Carla Ruiz',
      email: 'carla@example.com',
      phone: '305 555 0199',
      shipLine1: '200 Ocean Dr',
      shipCity: 'Miami Beach',
      shipState: 'FL',
      shipZip: '33139',
      subtotalCents: 5000,
      shippingCents: 799,
      totalCents: 5799,
      lang: 'en',
      idempotencyKey: 'inbox-test-key-0000001',
    })
    .returning()
  orderId = order!.id
  await t.db.insert(orderLines).values({
    orderId,
    productId: product!.id,
    productName: 'Starter Kit',
    unitPriceCents: 2500,
    quantity: 2,
    lineTotalCents: 5000,
  })
})
afterAll(async () => {
  await t?.drop()
})

type SubmissionsData = Awaited<ReturnType<typeof submissionsRoute.loader>>['data']
type OrdersData = Awaited<ReturnType<typeof ordersRoute.loader>>['data']

async function loadSubmissions(query = '', path = '/admin/submissions') {
  const answer = (await submissionsRoute.loader({
    request: get(`${path}${query}`, { Cookie: cookie }),
    context: testContext(t.db),
    params: {},
  } as never)) as { data: SubmissionsData }
  return answer.data
}

async function loadOrders(query = '') {
  const answer = (await ordersRoute.loader({
    request: get(`/admin/orders${query}`, { Cookie: cookie }),
    context: testContext(t.db),
    params: {},
  } as never)) as { data: OrdersData }
  return answer.data
}

async function exportCsv(query = '', headers: Record<string, string> = { Cookie: cookie }) {
  return settle(() =>
    csvRoute.loader({
      request: get(`/admin/submissions.csv${query}`, headers),
      context: testContext(t.db),
      params: {},
    } as never),
  )
}

async function orderAction(
  fields: Record<string, string>,
  headers: Record<string, string> = { Cookie: cookie },
) {
  return settle(() =>
    ordersRoute.action({
      request: post(`/admin/orders?id=${orderId}`, fields, headers),
      context: testContext(t.db),
      params: {},
    } as never),
  )
}

describe('admin Submissions tab', () => {
  it('lists every submission newest first, with counts per kind', async () => {
    const all = await loadSubmissions()
    expect(all.rows.map((r) => r.id)).toEqual([ids.registration, ids.lead, ids.old])
    expect(all.counts).toMatchObject({ lead: 1, 'business-registration': 1, 'service-contact': 1 })
    expect(all.rows[0]).toMatchObject({ name: 'Bruno Gómez', status: 'new', lang: 'es' })
  })

  it('filters by kind, status, text and dates from the URL', async () => {
    expect((await loadSubmissions('?kind=lead')).rows.map((r) => r.id)).toEqual([ids.lead])
    expect((await loadSubmissions('?q=g%C3%B3mez')).rows.map((r) => r.id)).toEqual([ids.registration])
    expect((await loadSubmissions('?q=ANA.LEAD')).rows.map((r) => r.id)).toEqual([ids.lead])
    expect((await loadSubmissions('?q=%25')).rows).toEqual([])
    expect((await loadSubmissions('?to=2025-01-15')).rows.map((r) => r.id)).toEqual([ids.old])
    expect((await loadSubmissions('?from=2025-01-16')).rows.map((r) => r.id)).not.toContain(ids.old)
    expect((await loadSubmissions('?status=closed')).rows).toEqual([])
    // Unknown values are ignored rather than failing.
    expect((await loadSubmissions('?kind=bogus&status=spam&from=nope')).rows).toHaveLength(3)
  })

  it('shows every field of a submission with readable labels', async () => {
    const detail = (await loadSubmissions(`?id=${ids.registration}`)).selected!
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'companyName', value: 'Empresa, S.A.' }),
        expect.objectContaining({ key: 'businessType', value: 'Legal Services' }),
      ]),
    )
    const es = (await loadSubmissions(`?id=${ids.lead}`, '/es/admin/submissions')).selected!
    expect(es.fields.find((f) => f.key === 'hasVehicle')?.value).toBe('Sí')
    expect((await loadSubmissions('?id=999999')).selected).toBeNull()
  })

  it('records a status change with who and when', async () => {
    const answer = (await submissionsRoute.action({
      request: post(
        '/admin/submissions',
        { intent: 'status', id: String(ids.lead), status: 'contacted' },
        { Cookie: cookie },
      ),
      context: testContext(t.db),
      params: {},
    } as never)) as { init: { status: number } }
    expect(answer.init.status).toBe(200)
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, ids.lead))
    expect(row).toMatchObject({ status: 'contacted', statusChangedByEmail: 'inbox-staff@example.com' })
    expect(row!.statusChangedAt).toBeInstanceOf(Date)
    expect((await loadSubmissions('?status=contacted')).rows.map((r) => r.id)).toEqual([ids.lead])
    const detail = (await loadSubmissions(`?id=${ids.lead}`)).selected!
    expect(detail).toMatchObject({ status: 'contacted', statusChangedBy: 'inbox-staff@example.com' })

    const bad = await settle(() =>
      submissionsRoute.action({
        request: post(
          '/admin/submissions',
          { intent: 'status', id: String(ids.lead), status: 'spam' },
          { Cookie: cookie },
        ),
        context: testContext(t.db),
        params: {},
      } as never),
    )
    expect((bad as { init: { status: number } }).init.status).toBe(400)
  })

  it('exports the filtered list as CSV, escaped and safe from formulas', async () => {
    const response = (await exportCsv('?kind=lead')) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="submissions-lead-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const text = (await response.text()).replace(/^\uFEFF/, '')
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(
      'id,kind,status,created_at,lang,source,email,name,firstName,lastName,phone,city,state,experience,hasVehicle,referralCode,message',
    )
    expect(lines[1]).toContain(`${ids.lead},lead,contacted,`)
    expect(lines[1]).toContain("ana.lead@example.com,Ana Díaz,Ana,Díaz,'+1 305 555 0101,Miami,FL,1-3,true,,")
    // The message: quoted (quote, newline), and its second line is still text, not a formula.
    expect(text).toContain('"Hello, ""world""\n=HYPERLINK(""http://evil.example"")"')

    const all = await ((await exportCsv()) as Response).text()
    expect(all).toContain('"Empresa, S.A."')
    expect(all.trim().split('\r\n')).toHaveLength(4)
    expect(all.split('\r\n')[0]).toContain('companyName')
  })
})

describe('admin Orders tab', () => {
  it('lists orders with items count, total and status, filtered by status', async () => {
    const list = await loadOrders()
    expect(list.rows).toEqual([
      expect.objectContaining({
        orderNumber: 'ORD-INBOX-1',
        buyerName: 'Carla Ruiz',
        itemCount: 2,
        totalCents: 5799,
        status: 'placed',
      }),
    ])
    expect((await loadOrders('?status=paid')).rows).toEqual([])
    const detail = (await loadOrders(`?id=${orderId}`)).selected!
    expect(detail).toMatchObject({
      subtotalCents: 5000,
      shippingCents: 799,
      totalCents: 5799,
      next: ['paid', 'cancelled'],
      address: { line1: '200 Ocean Dr', city: 'Miami Beach', zip: '33139' },
      lines: [{ productName: 'Starter Kit', unitPriceCents: 2500, quantity: 2, lineTotalCents: 5000 }],
      history: [],
    })
  })

  it('moves placed → paid → shipped, recording each change, and refuses illegal ones', async () => {
    const skip = (await orderAction({ intent: 'status', id: String(orderId), status: 'shipped' })) as {
      init: { status: number }
    }
    expect(skip.init.status).toBe(409)
    expect((await loadOrders(`?id=${orderId}`)).selected!.status).toBe('placed')

    for (const to of ['paid', 'shipped']) {
      const answer = (await orderAction({ intent: 'status', id: String(orderId), status: to })) as {
        init: { status: number }
      }
      expect(answer.init.status, to).toBe(200)
    }
    const detail = (await loadOrders(`?id=${orderId}`)).selected!
    expect(detail.status).toBe('shipped')
    expect(detail.paidAt).not.toBeNull()
    // A shipped order can still be refunded (issue #30 item 7); nothing else.
    expect(detail.next).toEqual(['refunded'])
    expect(detail.history.map((h) => [h.from, h.to, h.by])).toEqual([
      ['placed', 'paid', 'inbox-staff@example.com'],
      ['paid', 'shipped', 'inbox-staff@example.com'],
    ])
    const changes = await t.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, orderId))
    expect(changes.every((c) => c.staffId !== null && c.changedAt instanceof Date)).toBe(true)

    const cancel = (await orderAction({ intent: 'status', id: String(orderId), status: 'cancelled' })) as {
      init: { status: number }
      data: { notice: { key: string } }
    }
    expect(cancel.init.status).toBe(409)
    expect(cancel.data.notice.key).toBe('adminOrders.refused.not-allowed')
    const bogus = await orderAction({ intent: 'status', id: String(orderId), status: 'returned' })
    expect((bogus as { init: { status: number } }).init.status).toBe(400)
    const missing = await orderAction({ intent: 'status', id: '999999', status: 'paid' })
    expect((missing as { init: { status: number } }).init.status).toBe(404)
  })

  // Issue #30 item 1: the live site listed an order of two lines as 1 item. With one order of one
  // line in a fresh database the order id and the line id are both 1, so a count that matched the
  // wrong ids still came out right.
  it('counts every line of an order of several lines, whatever the ids', async () => {
    const [product] = await t.db.select().from(products).limit(1)
    const [other] = await t.db
      .insert(orders)
      .values({
        orderNumber: 'ORD-INBOX-2',
        buyerName: 'Dana Ortiz',
        email: 'dana@example.com',
        phone: '305 555 0198',
        shipLine1: '1 Main St',
        shipCity: 'Miami',
        shipState: 'FL',
        shipZip: '33101',
        subtotalCents: 123299,
        shippingCents: 0,
        totalCents: 123299,
        lang: 'es',
        idempotencyKey: 'inbox-test-key-0000002',
      })
      .returning()
    await t.db.insert(orderLines).values([
      {
        orderId: other!.id,
        productId: product!.id,
        productName: 'Large Branded Dropbox',
        unitPriceCents: 52900,
        quantity: 2,
        lineTotalCents: 105800,
      },
      {
        orderId: other!.id,
        productId: product!.id,
        productName: 'Small Dropbox',
        unitPriceCents: 17499,
        quantity: 1,
        lineTotalCents: 17499,
      },
    ])
    const rows = (await loadOrders()).rows
    expect(rows.find((r) => r.orderNumber === 'ORD-INBOX-2')?.itemCount).toBe(3)
    expect(rows.find((r) => r.orderNumber === 'ORD-INBOX-1')?.itemCount).toBe(2)
  })
})

describe('inbox access', () => {
  it('every loader and action refuses a signed-out request; actions refuse another origin', async () => {
    for (const answer of [
      await exportCsv('', {}),
      await settle(() =>
        submissionsRoute.loader({
          request: get('/admin/submissions'),
          context: testContext(t.db),
          params: {},
        } as never),
      ),
      await settle(() =>
        ordersRoute.loader({
          request: get('/admin/orders'),
          context: testContext(t.db),
          params: {},
        } as never),
      ),
      await settle(() =>
        submissionsRoute.action({
          request: post('/admin/submissions', { intent: 'status', id: String(ids.old), status: 'closed' }),
          context: testContext(t.db),
          params: {},
        } as never),
      ),
      await orderAction({ intent: 'status', id: String(orderId), status: 'cancelled' }, {}),
    ]) {
      expect(answer).toBeInstanceOf(Response)
      expect((answer as Response).status).toBe(302)
      expect((answer as Response).headers.get('Location')).toMatch(/^\/admin(\?|$)/)
    }
    const crossSite = await settle(() =>
      submissionsRoute.action({
        request: post(
          '/admin/submissions',
          { intent: 'status', id: String(ids.old), status: 'closed' },
          { Cookie: cookie, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        ),
        context: testContext(t.db),
        params: {},
      } as never),
    )
    expect((crossSite as Response).status).toBe(403)
    const [old] = await t.db.select().from(submissions).where(eq(submissions.id, ids.old))
    expect(old!.status).toBe('new')
  })
})
