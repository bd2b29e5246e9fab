import { chain } from '../support/route-chain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orders, outbox } from '#app/.server/db/schema'
import { getCatalogue, getProductsPage } from '#app/.server/services/shop/shop'
import * as cartRouteModule from '#app/routes/shop/cart'
import * as productsRouteModule from '#app/routes/shop/products'
import { ORDER_NUMBER_PATTERN } from '#app/domain/shop/checkout'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { routeArgs, testContext } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

const cartRoute = chain(cartRouteModule)
const productsRoute = chain(productsRouteModule)

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
beforeAll(async () => {
  ;[t, sink] = await Promise.all([createTestDatabase(), startMailSink()])
})
afterAll(async () => {
  await Promise.all([t?.drop(), sink?.stop()])
})

let keys = 0
/** A fresh idempotency key (16+ URL-safe characters). */
const newKey = () => `test-key-${Date.now().toString(36)}-${++keys}`.padEnd(20, 'x')

const buyer = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '(305) 555-0100',
  line1: '100 Main St',
  line2: 'Suite 4',
  city: 'Miami',
  state: 'FL',
  zip: '33101',
}

type Line = Record<string, string | number>

function checkoutRequest(
  lines: Line[],
  options: { key?: string; lang?: 'en' | 'es'; extra?: Record<string, string>; origin?: string } = {},
) {
  const form = new URLSearchParams({ ...buyer, idempotencyKey: options.key ?? newKey(), ...options.extra })
  lines.forEach((line, i) => {
    for (const [k, v] of Object.entries(line)) form.set(`lines[${i}].${k}`, String(v))
  })
  const path = options.lang === 'es' ? '/es/cart' : '/cart'
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: form,
    headers: { Origin: options.origin ?? 'http://localhost' },
  })
}

/** Runs the cart action and gives back the status and the payload. */
async function checkout(
  request: Request,
  ctx = testContext(t, { env: { RATE_LIMIT_SCALE: 100, STAFF_EMAIL: 'staff@example.com' } }),
) {
  try {
    const result = await cartRoute.action(routeArgs(request, ctx))
    if (result instanceof Response)
      return { status: result.status, body: null, location: result.headers.get('Location') }
    const d = result as unknown as { data: Record<string, unknown>; init: ResponseInit | null }
    return { status: d.init?.status ?? 200, body: d.data as Record<string, unknown>, location: null }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, location: null }
    const d = thrown as { data: unknown; init: ResponseInit | null }
    if (d && typeof d === 'object' && 'init' in d)
      return { status: d.init?.status ?? 500, body: null, location: null }
    throw thrown
  }
}

const orderRows = (key: string) => t.db.select().from(orders).where(eq(orders.idempotencyKey, key))
const fieldErrors = (body: Record<string, unknown> | null) =>
  (body?.result as { error?: Record<string, string[]> } | undefined)?.error ?? {}

describe('the catalogue', () => {
  it('has the 8 products with the spec prices in cents', async () => {
    const all = await getCatalogue(t.db, 'en')
    expect(all.map((p) => [p.id, p.priceCents, p.category])).toEqual([
      [1, 9999, 'marketing'],
      [2, 13400, 'marketing'],
      [3, 4299, 'marketing'],
      [4, 3499, 'apparel'],
      [5, 18999, 'marketing'],
      [6, 6999, 'marketing'],
      [7, 49900, 'equipment'],
      [8, 22500, 'equipment'],
    ])
  })
  it('filters by the category of the URL; an unknown one is empty', async () => {
    const page = await productsRoute.loader(
      routeArgs(new Request('http://shop.test/es/products?category=equipment'), testContext(t)),
    )
    expect(page.products.map((p) => p.id)).toEqual([7, 8])
    expect(page.content.categories.items[0]!.label).toBe('Todos los productos')
    expect((await getProductsPage(t.db, 'en', 'hats')).products).toEqual([])
    expect((await getProductsPage(t.db, 'en', null)).products).toHaveLength(8)
  })
})

describe('checkout', () => {
  it('stores the order, its lines and two e-mails, priced from the catalogue', async () => {
    const key = newKey()
    const res = await checkout(
      checkoutRequest(
        [
          { productId: 1, quantity: 2, priceCents: 1, unitPrice: '0.01' },
          { productId: 3, quantity: 1, price: '0.01' },
        ],
        { key, extra: { totalCents: '1', subtotal: '0.01' } },
      ),
    )
    expect(res.status).toBe(200)
    expect(res.body?.status).toBe('complete')
    const [order] = await orderRows(key)
    expect(order).toMatchObject({
      status: 'placed',
      buyerName: 'Ana Pérez',
      shipState: 'FL',
      shipZip: '33101',
      subtotalCents: 2 * 9999 + 4299,
      shippingCents: 999,
      totalCents: 2 * 9999 + 4299 + 999,
      lang: 'en',
    })
    expect(order!.orderNumber).toMatch(ORDER_NUMBER_PATTERN)
    expect(res.body?.order).toEqual({ orderNumber: order!.orderNumber, status: 'placed' })
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order!.id))
      .orderBy(orderLines.id)
    expect(
      lines.map((l) => [l.productId, l.productName, l.unitPriceCents, l.quantity, l.lineTotalCents]),
    ).toEqual([
      [1, 'Starter Kit 1', 9999, 2, 19998],
      [3, 'Vehicle Magnets', 4299, 1, 4299],
    ])
    const queued = await t.db.select().from(outbox)
    expect(
      queued.filter((r) => r.category === 'order.confirmation' || r.category === 'order.staff'),
    ).toHaveLength(2)

    sink.clear()
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const mails = await sink.waitFor(2, 10_000)
    const toBuyer = mails.find((m) => m.to.includes('ana@example.com'))!
    const toStaff = mails.find((m) => m.to.includes('staff@example.com'))!
    expect(toBuyer.subject).toContain(order!.orderNumber)
    expect(toBuyer.text).toContain('invoice')
    expect(toBuyer.text).toContain('$252.96')
    expect(toStaff.subject).toBe(`New order ${order!.orderNumber}: $252.96`)
    expect(toStaff.text).toContain('(305) 555-0100')
  })

  it('writes the confirmation in the buyer language', async () => {
    const key = newKey()
    const res = await checkout(checkoutRequest([{ productId: 4, quantity: 1 }], { key, lang: 'es' }))
    expect(res.body?.status).toBe('complete')
    const [order] = await orderRows(key)
    expect(order!.lang).toBe('es')
    sink.clear()
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const [mail] = await sink.waitFor((m: { to: string[] }) => m.to.includes('ana@example.com'), 10_000)
    expect(mail!.subject).toBe(`Su pedido ${order!.orderNumber} está confirmado`)
    expect(mail!.text).toContain('factura')
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))
    expect(line!.productName).toBe('Gorras y camisetas con logotipo')
  })

  it.each<[string, Line[], string, string]>([
    ['quantity 0', [{ productId: 1, quantity: 0 }], 'lines[0].quantity', 'shop.errors.quantity'],
    ['quantity -1', [{ productId: 1, quantity: -1 }], 'lines[0].quantity', 'shop.errors.quantity'],
    ['quantity 100', [{ productId: 1, quantity: 100 }], 'lines[0].quantity', 'shop.errors.quantity'],
    ['a huge quantity', [{ productId: 1, quantity: '1e308' }], 'lines[0].quantity', 'shop.errors.quantity'],
    [
      'a quantity beyond any integer',
      [{ productId: 1, quantity: '999999999999999999999999999' }],
      'lines[0].quantity',
      'shop.errors.quantity',
    ],
    ['no quantity', [{ productId: 1 }], 'lines[0].quantity', 'shop.errors.quantity'],
    [
      'a product id that is not a number',
      [{ productId: 'abc', quantity: 1 }],
      'lines[0].productId',
      'shop.errors.unknownProduct',
    ],
    ['no lines', [], 'lines', 'shop.errors.emptyCart'],
  ])('refuses %s and stores nothing', async (_name, lines, path, message) => {
    const key = newKey()
    const res = await checkout(checkoutRequest(lines, { key }))
    expect(res.status).toBe(400)
    expect(fieldErrors(res.body)[path]).toEqual([message])
    expect(await orderRows(key)).toEqual([])
  })

  it('refuses an unknown product id with a localized form message', async () => {
    const key = newKey()
    const res = await checkout(
      checkoutRequest(
        [
          { productId: 1, quantity: 1 },
          { productId: 999, quantity: 1 },
        ],
        { key },
      ),
    )
    expect(res.status).toBe(400)
    expect(res.body?.formError).toEqual({ key: 'shop.errors.unknownProduct' })
    expect(await orderRows(key)).toEqual([])
  })

  it('keeps the typed values after a refused submit', async () => {
    const res = await checkout(checkoutRequest([{ productId: 1, quantity: 1 }], { extra: { zip: '123' } }))
    expect(res.status).toBe(400)
    expect(fieldErrors(res.body).zip).toEqual(['shop.errors.zipInvalid'])
    const initial = (res.body?.result as { initialValue?: Record<string, unknown> }).initialValue
    expect(initial).toMatchObject({ name: 'Ana Pérez', city: 'Miami', zip: '123' })
  })

  it('refuses a filled honeypot and a cross-site post', async () => {
    const k1 = newKey()
    expect(
      (
        await checkout(
          checkoutRequest([{ productId: 1, quantity: 1 }], { key: k1, extra: { website_url: 'x' } }),
        )
      ).status,
    ).toBe(400)
    const k2 = newKey()
    expect(
      (
        await checkout(
          checkoutRequest([{ productId: 1, quantity: 1 }], { key: k2, origin: 'https://evil.test' }),
        )
      ).status,
    ).toBe(403)
    expect([...(await orderRows(k1)), ...(await orderRows(k2))]).toEqual([])
  })

  it('gives the same order for the same key, even for 20 requests at once', async () => {
    const key = newKey()
    const results = await Promise.all(
      Array.from({ length: 20 }, () => checkout(checkoutRequest([{ productId: 7, quantity: 2 }], { key }))),
    )
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200))
    const numbers = new Set(results.map((r) => (r.body?.order as { orderNumber: string }).orderNumber))
    expect(numbers.size).toBe(1)
    const rows = await orderRows(key)
    expect(rows).toHaveLength(1)
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, rows[0]!.id))).toHaveLength(1)
    const mails = (await t.db.select().from(outbox)).filter((r) =>
      JSON.stringify(r.payload).includes(rows[0]!.orderNumber),
    )
    expect(mails).toHaveLength(2)
  })

  it('limits checkouts per IP', async () => {
    const ctx = testContext(t, { clientIp: '203.0.113.77' })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await checkout(checkoutRequest([{ productId: 6, quantity: 1 }]), ctx)).status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
  })
})
