import { chain } from '../support/route-chain'
import { createServer, type Server } from 'node:http'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signStripePayload } from '#app/.server/adapters/stripe/signature'
import { orders, outbox } from '#app/.server/db/schema'
import * as cartRouteModule from '#app/routes/shop/cart'
import * as webhookRouteModule from '#app/routes/resources/stripe-webhook'
import { routeArgs, testContext } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

const cartRoute = chain(cartRouteModule)
const webhookRoute = chain(webhookRouteModule)

const SECRET = 'whsec_integration_secret'

/** A local stand-in for the Stripe API: records what checkout sends, answers like Stripe. */
type Recorded = {
  path: string
  auth: string | undefined
  idempotency: string | undefined
  form: URLSearchParams
}
let fake: Server
let fakeUrl = ''
const recorded: Recorded[] = []
let failNext = false

let t: TestDatabase
beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const form = new URLSearchParams(body)
      recorded.push({
        path: req.url ?? '',
        auth: req.headers.authorization,
        idempotency: req.headers['idempotency-key'] as string | undefined,
        form,
      })
      res.setHeader('Content-Type', 'application/json')
      if (failNext) {
        failNext = false
        res.statusCode = 500
        return res.end(JSON.stringify({ error: { message: 'boom' } }))
      }
      const id = `cs_test_${form.get('metadata[order_id]')}_${recorded.length}`
      res.end(
        JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }),
      )
    })
  })
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  const address = fake.address() as { port: number }
  fakeUrl = `http://127.0.0.1:${address.port}`
  t = await createTestDatabase()
})
afterAll(async () => {
  await new Promise((resolve) => fake?.close(resolve))
  await t?.drop()
})

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_API_URL: fakeUrl,
  RATE_LIMIT_SCALE: 100,
  // Stripe's return URLs are built from the site's configured origin (ADR 024).
  PUBLIC_SITE_URL: 'http://shop.test',
})

let n = 0
function checkoutRequest(key: string, lines: Array<[number, number]>) {
  const form = new URLSearchParams({
    name: 'Bo Lee',
    email: 'bo@example.com',
    phone: '212-555-0199',
    line1: '1 Broadway',
    city: 'New York',
    state: 'NY',
    zip: '10004-1234',
    idempotencyKey: key,
  })
  lines.forEach(([id, q], i) => {
    form.set(`lines[${i}].productId`, String(id))
    form.set(`lines[${i}].quantity`, String(q))
    form.set(`lines[${i}].unitAmount`, '1')
  })
  return new Request('http://shop.test/cart', {
    method: 'POST',
    body: form,
    headers: { Origin: 'http://shop.test' },
  })
}

async function placeWithStripe(lines: Array<[number, number]>) {
  const key = `stripe-key-${++n}-0123456789`
  const response = (await cartRoute.action(
    routeArgs(checkoutRequest(key, lines), testContext(t, { env: stripeEnv() })),
  )) as unknown as Response
  const [order] = await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))
  return { response, order: order!, key }
}

function webhook(body: string, signature: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (signature) headers['Stripe-Signature'] = signature
  // Stripe's servers are another origin: the webhook must not refuse them.
  headers.Origin = 'https://stripe.com'
  return webhookRoute.action(
    routeArgs(
      new Request('http://shop.test/api/stripe/webhook', { method: 'POST', body, headers }),
      testContext(t, { env: stripeEnv() }),
    ),
  )
}

function completedEvent(orderId: number, sessionId: string, amountTotal: number, id = 'evt_1') {
  return JSON.stringify({
    id,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amountTotal,
        metadata: { order_id: String(orderId) },
      },
    },
  })
}

const now = () => Math.floor(Date.now() / 1000)

describe('checkout with Stripe', () => {
  it('creates a Checkout Session with the server prices and sends the buyer to it', async () => {
    recorded.length = 0
    const { response, order, key } = await placeWithStripe([
      [2, 1],
      [8, 2],
    ])
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/)
    expect(order.status).toBe('placed')
    expect(order.stripeSessionId).toMatch(/^cs_test_/)
    expect(recorded).toHaveLength(1)
    const { form, auth, path, idempotency } = recorded[0]!
    expect(path).toBe('/v1/checkout/sessions')
    expect(auth).toBe('Bearer sk_test_123')
    expect(idempotency).toBe(`checkout-${key}`)
    expect(form.get('mode')).toBe('payment')
    expect(form.get('metadata[order_id]')).toBe(String(order.id))
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('13400')
    expect(form.get('line_items[0][quantity]')).toBe('1')
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('22500')
    expect(form.get('line_items[1][quantity]')).toBe('2')
    expect(form.get('line_items[2][price_data][unit_amount]')).toBe('999')
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd')
    expect(form.get('success_url')).toBe(
      'http://shop.test/cart?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    )
    expect(form.get('cancel_url')).toBe('http://shop.test/cart?checkout=cancelled')
    expect([...form.keys()].some((k) => k.includes('unitAmount'))).toBe(false)
  })

  it('shows a clear message when Stripe is unavailable, and keeps the order unpaid', async () => {
    failNext = true
    const key = `stripe-fail-0123456789`
    const result = (await cartRoute.action(
      routeArgs(checkoutRequest(key, [[1, 1]]), testContext(t, { env: stripeEnv() })),
    )) as unknown as { data: { formError: { key: string } }; init: ResponseInit }
    expect(result.init.status).toBe(503)
    expect(result.data.formError.key).toBe('shop.errors.paymentUnavailable')
  })

  it('the return page never marks the order paid by itself', async () => {
    const { order } = await placeWithStripe([[3, 1]])
    const page = (await cartRoute.loader(
      routeArgs(
        new Request(`http://shop.test/cart?checkout=success&session_id=${order.stripeSessionId}`),
        testContext(t, { env: stripeEnv() }),
      ),
    )) as unknown as { data: { stripeReturn: { orderNumber: string; status: string } } }
    expect(page.data.stripeReturn).toMatchObject({ orderNumber: order.orderNumber, status: 'placed' })
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after!.status).toBe('placed')
  })
})

describe('the Stripe webhook', () => {
  it('marks the order paid on a signed checkout.session.completed; a replay changes nothing', async () => {
    const { order } = await placeWithStripe([[5, 1]])
    const body = completedEvent(order.id, order.stripeSessionId!, order.totalCents)
    const first = await webhook(body, signStripePayload(body, SECRET, now()))
    expect(first.status).toBe(200)
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(paid!.status).toBe('paid')
    expect(paid!.paidAt).toBeInstanceOf(Date)
    // The buyer hears of the payment once, in the order's language (issue #20 item 3).
    const paidMails = () =>
      t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.category, 'order.paid'), eq(outbox.recipient, order.email)))
    expect((await paidMails()).map((m) => m.subject)).toEqual([
      `Payment received for your order ${order.orderNumber}`,
    ])

    const replay = await webhook(body, signStripePayload(body, SECRET, now()))
    expect(replay.status).toBe(200)
    const [again] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(again!.paidAt!.getTime()).toBe(paid!.paidAt!.getTime())
    expect(again!.updatedAt.getTime()).toBe(paid!.updatedAt.getTime())
    expect(await paidMails()).toHaveLength(1)
  })

  it.each<[string, (body: string) => string | null]>([
    ['no signature', () => null],
    ['a signature made with another secret', (body) => signStripePayload(body, 'whsec_wrong', now())],
    ['a signature 10 minutes old', (body) => signStripePayload(body, SECRET, now() - 600)],
    [
      'a signature of another body',
      (body) => signStripePayload(body.replace('paid', 'unpaid'), SECRET, now()),
    ],
    ['a malformed header', () => 't=abc,v1=zz'],
  ])('refuses %s with 400 and changes nothing', async (_name, sign) => {
    const { order } = await placeWithStripe([[6, 1]])
    const body = completedEvent(order.id, order.stripeSessionId!, order.totalCents)
    const res = await webhook(body, sign(body))
    expect(res.status).toBe(400)
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after!.status).toBe('placed')
  })

  it('ignores other events and a total that does not match the order', async () => {
    const { order } = await placeWithStripe([[4, 1]])
    const other = JSON.stringify({ id: 'evt_2', type: 'payment_intent.created', data: { object: {} } })
    expect((await webhook(other, signStripePayload(other, SECRET, now()))).status).toBe(200)
    const wrong = completedEvent(order.id, order.stripeSessionId!, 1)
    expect((await webhook(wrong, signStripePayload(wrong, SECRET, now()))).status).toBe(200)
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after!.status).toBe('placed')
  })

  it('answers GET with 405', async () => {
    expect(webhookRoute.loader().status).toBe(405)
  })
})
