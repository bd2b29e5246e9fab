import { chain } from '../support/route-chain'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orderStatusChanges, orders, outbox, products } from '#app/.server/db/schema'
import type { Lang } from '#app/domain/routing/locale'
import { hiddenPagePaths, staticPageEntries } from '#app/.server/services/content/sitemap'
import * as invoiceRouteModule from '#app/routes/shop/invoice'
import * as ordersRouteModule from '#app/routes/admin/orders'
import { updateSiteSetting } from '#app/.server/services/content/site-settings'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import {
  createStaff,
  get,
  ORIGIN,
  post,
  settle,
  signIn,
  testContext,
  type ActionReply,
} from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * Issue #20 item 3: marking an order paid or shipped e-mails the buyer in the order's language
 * (shipped: carrier, tracking number, the carrier's tracking link), and "Send invoice" e-mails a
 * signed link to a printable invoice page. Read from the outbox and the SMTP peer.
 */
const ordersRoute = chain(ordersRouteModule)
const invoiceRoute = chain(invoiceRouteModule)

const BUSINESS_EMAIL = 'office@couriernet.us'
let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
let cookie: string
const ids: Record<Lang, number> = { en: 0, es: 0 }
const numbers: Record<Lang, string> = { en: 'CN-ENG234', es: 'CN-ESP234' }

beforeAll(async () => {
  ;[t, sink] = await Promise.all([createTestDatabase(), startMailSink()])
  await createStaff(t.db, 'orders-staff@example.com')
  // Issue #30 item 7: replies go to the business; the invoice says how to pay.
  await updateSiteSetting(t.db, 'email', BUSINESS_EMAIL)
  await updateSiteSetting(t.db, 'bankTransferInstructions', 'Bank: First Coast Bank\nAccount: 000123456')
  await updateSiteSetting(t.db, 'bankTransferInstructionsEs', 'Banco: First Coast Bank\nCuenta: 000123456')
  await updateSiteSetting(t.db, 'paymentLinkUrl', 'https://pay.couriernet.us/invoice')
  cookie = await signIn(t.db, 'orders-staff@example.com')
  const [product] = await t.db.select().from(products).limit(1)
  for (const lang of ['en', 'es'] as const) {
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: numbers[lang],
        buyerName: lang === 'en' ? 'Carla Ruiz' : 'Beto Núñez',
        email: `${lang}-buyer@example.com`,
        phone: '305 555 0199',
        shipLine1: '200 Ocean Dr',
        shipCity: 'Miami Beach',
        shipState: 'FL',
        shipZip: '33139',
        subtotalCents: 3 * 4299 + 2500,
        shippingCents: 999,
        totalCents: 3 * 4299 + 2500 + 999,
        lang,
        idempotencyKey: `status-mail-key-${lang}-000001`,
      })
      .returning()
    ids[lang] = order!.id
    await t.db.insert(orderLines).values([
      {
        orderId: order!.id,
        productId: product!.id,
        productName: lang === 'en' ? 'Vehicle Magnets' : 'Imanes para vehículo',
        unitPriceCents: 4299,
        quantity: 3,
        lineTotalCents: 3 * 4299,
      },
      {
        orderId: order!.id,
        productId: product!.id,
        productName: lang === 'en' ? 'Brochures' : 'Folletos',
        unitPriceCents: 2500,
        quantity: 1,
        lineTotalCents: 2500,
      },
    ])
  }
})
afterAll(async () => {
  await Promise.all([t?.drop(), sink?.stop()])
})

async function act(lang: Lang, fields: Record<string, string>) {
  return (await settle(() =>
    ordersRoute.action({
      request: post(
        `/admin/orders?id=${ids[lang]}`,
        { id: String(ids[lang]), ...fields },
        { Cookie: cookie },
      ),
      context: testContext(t.db),
      params: {},
    } as never),
  )) as ActionReply
}

const mailsOf = (lang: Lang, category: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.category, category), eq(outbox.recipient, `${lang}-buyer@example.com`)))

/** Sends what the outbox holds and gives back the one message to the buyer of `lang`. */
async function deliveredTo(lang: Lang) {
  sink.clear()
  await deliverOutbox(t.db, { smtpUrl: sink.url })
  const [mail] = await sink.waitFor(
    (m: { to: string[] }) => m.to.includes(`${lang}-buyer@example.com`),
    10_000,
  )
  return mail!
}

/** A paid order, for the status buttons. */
async function paidOrder(values: { orderNumber: string; email: string; lang: Lang; idempotencyKey: string }) {
  const [order] = await t.db
    .insert(orders)
    .values({
      ...values,
      buyerName: 'Pat Lee',
      phone: '305 555 0100',
      shipLine1: '1 Main St',
      shipCity: 'Miami',
      shipState: 'FL',
      shipZip: '33101',
      subtotalCents: 100,
      shippingCents: 999,
      totalCents: 1099,
      status: 'paid',
    })
    .returning()
  return order!
}

async function setStatus(id: number, status: string) {
  return (await settle(() =>
    ordersRoute.action({
      request: post(
        `/admin/orders?id=${id}`,
        { intent: 'status', id: String(id), status },
        { Cookie: cookie },
      ),
      context: testContext(t.db),
      params: {},
    } as never),
  )) as ActionReply
}

async function openInvoice(path: string) {
  return settle(() =>
    invoiceRoute.loader({ request: get(path), context: testContext(t.db), params: {} } as never),
  ) as Promise<{ data?: unknown; init?: { status?: number } | null; status?: number; headers?: Headers }>
}

const texts = {
  en: {
    paidSubject: `Payment received for your order ${numbers.en}`,
    paid: `We received the payment of your order ${numbers.en}.`,
    shippedSubject: `Your order ${numbers.en} has shipped`,
    track: 'Track your package with UPS',
    trackingLabel: 'Tracking number',
    updated: 'The tracking details of your order',
    invoiceSubject: `Invoice for your order ${numbers.en}`,
    invoiceTotal: 'Total due: $163.96',
    bank: 'Bank: First Coast Bank',
    payOnline: 'Pay online',
    cancelledSubject: 'Your order CN-ENGX34 is cancelled',
  },
  es: {
    paidSubject: `Recibimos el pago de su pedido ${numbers.es}`,
    paid: `Recibimos el pago de su pedido ${numbers.es}.`,
    shippedSubject: `Su pedido ${numbers.es} fue enviado`,
    track: 'Seguir su paquete en UPS',
    trackingLabel: 'Número de seguimiento',
    updated: 'Los datos de seguimiento de su pedido',
    invoiceSubject: `Factura de su pedido ${numbers.es}`,
    invoiceTotal: 'Total a pagar: $163.96',
    bank: 'Banco: First Coast Bank',
    payOnline: 'Pagar en línea',
    cancelledSubject: 'Su pedido CN-ESPX34 fue cancelado',
  },
}

for (const lang of ['en', 'es'] as const) {
  const x = texts[lang]
  describe(`order status e-mails (order in ${lang})`, () => {
    it('sends the invoice: a signed link to the printable invoice in the order language', async () => {
      const answer = await act(lang, { intent: 'invoice' })
      expect(answer.init?.status).toBe(200)
      expect(answer.data.notice?.key).toBe('adminOrders.invoice.sent')
      expect(await mailsOf(lang, 'order.invoice')).toHaveLength(1)
      const [row] = await t.db.select().from(orders).where(eq(orders.id, ids[lang]))
      expect(row!.invoiceSentAt).toBeInstanceOf(Date)

      const mail = await deliveredTo(lang)
      expect(mail.subject).toBe(x.invoiceSubject)
      expect(mail.text).toContain(x.invoiceTotal)
      expect(mail.headers['reply-to']).toBe(BUSINESS_EMAIL)
      expect(mail.text).toContain(x.bank)
      expect(mail.text).toContain('000123456')
      expect(mail.html).toContain('href="https://pay.couriernet.us/invoice"')
      expect(mail.html).toContain(x.payOnline)
      const prefix = lang === 'es' ? '/es' : ''
      const link = mail.html.match(new RegExp(`href="(${ORIGIN}${prefix}/invoice\\?token=[^"]+)"`))?.[1]
      expect(link, 'the invoice link').toBeDefined()
      const url = new URL(link!.replaceAll('&amp;', '&'))

      const page = await openInvoice(`${url.pathname}${url.search}`)
      expect(page.init?.status ?? 200).toBe(200)
      const invoice = (page.data as { invoice: Record<string, unknown> }).invoice
      expect(invoice).toMatchObject({
        lang,
        orderNumber: numbers[lang],
        paid: false,
        subtotalCents: 15397,
        shippingCents: 999,
        totalCents: 16396,
      })
      expect(invoice.lines).toEqual([
        expect.objectContaining({
          name: lang === 'en' ? 'Vehicle Magnets' : 'Imanes para vehículo',
          quantity: 3,
          unitPriceCents: 4299,
        }),
        expect.objectContaining({ name: lang === 'en' ? 'Brochures' : 'Folletos', quantity: 1 }),
      ])

      // The link of the other language's page goes to the order's language.
      const other = await openInvoice(`${lang === 'es' ? '' : '/es'}/invoice${url.search}`)
      expect((other as Response).status).toBe(302)
      expect((other as Response).headers.get('Location')).toBe(`${prefix}/invoice${url.search}`)

      // A tampered, foreign or missing signature is a 404.
      const token = url.searchParams.get('token')!
      const otherNumber = numbers[lang === 'en' ? 'es' : 'en']
      for (const bad of [
        `${token.slice(0, -2)}xx`,
        token.replace(numbers[lang], otherNumber),
        numbers[lang],
        '',
      ]) {
        const refused = await openInvoice(`${prefix}/invoice?token=${encodeURIComponent(bad)}`)
        expect(refused.init?.status, bad).toBe(404)
      }
    })

    it('e-mails the buyer once when the order is marked paid', async () => {
      const answer = await act(lang, { intent: 'status', status: 'paid' })
      expect(answer.init?.status).toBe(200)
      expect(answer.data.notice?.key).toBe('adminOrders.changedMailed')
      expect(await mailsOf(lang, 'order.paid')).toHaveLength(1)
      const mail = await deliveredTo(lang)
      expect(mail.subject).toBe(x.paidSubject)
      expect(mail.headers['reply-to']).toBe(BUSINESS_EMAIL)
      expect(mail.text).toContain(x.paid)
      expect(mail.text).toContain('$163.96')
      // Paid again is refused and sends nothing more.
      expect((await act(lang, { intent: 'status', status: 'paid' })).init?.status).toBe(409)
      expect(await mailsOf(lang, 'order.paid')).toHaveLength(1)
    })

    it('refuses a bad tracking number beside its field, keeps it, changes and sends nothing', async () => {
      const answer = await act(lang, { intent: 'ship', carrier: 'ups', trackingNumber: '1Z<script>' })
      expect(answer.init?.status).toBe(400)
      expect(answer.data.result?.error?.trackingNumber).toEqual(['adminOrders.errors.trackingNumber'])
      expect(answer.data.result?.initialValue?.trackingNumber).toBe('1Z<script>')
      const [row] = await t.db.select().from(orders).where(eq(orders.id, ids[lang]))
      expect(row!.status).toBe('paid')
      expect(await mailsOf(lang, 'order.shipped')).toHaveLength(0)
    })

    it('e-mails shipped with the carrier tracking link; the same details again send nothing', async () => {
      const ship = { intent: 'ship', carrier: 'ups', trackingNumber: '1z 999 aa1 0123 4567 84' }
      const answer = await act(lang, ship)
      expect(answer.init?.status).toBe(200)
      const [row] = await t.db.select().from(orders).where(eq(orders.id, ids[lang]))
      expect(row).toMatchObject({
        status: 'shipped',
        carrier: 'ups',
        trackingNumber: '1Z 999 AA1 0123 4567 84',
      })
      expect(row!.shippedAt).toBeInstanceOf(Date)
      const mail = await deliveredTo(lang)
      expect(mail.subject).toBe(x.shippedSubject)
      expect(mail.headers['reply-to']).toBe(BUSINESS_EMAIL)
      expect(mail.text).toContain(x.trackingLabel)
      expect(mail.text).toContain('1Z 999 AA1 0123 4567 84')
      expect(mail.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"')
      expect(mail.html).toContain(x.track)

      const again = await act(lang, ship)
      expect(again.data.notice?.key).toBe('adminOrders.shipment.unchanged')
      expect(await mailsOf(lang, 'order.shipped')).toHaveLength(1)
    })

    it('sends the new details when they change; an unknown carrier gets no link, the number as text', async () => {
      const answer = await act(lang, { intent: 'ship', carrier: 'other', trackingNumber: 'LOCAL-778899' })
      expect(answer.data.notice?.key).toBe('adminOrders.shipment.updated')
      expect(await mailsOf(lang, 'order.shipped')).toHaveLength(2)
      const mail = await deliveredTo(lang)
      expect(mail.text).toContain(x.updated)
      expect(mail.text).toContain('LOCAL-778899')
      expect(mail.html).not.toContain('tracknum')
      expect(mail.html).not.toContain(x.track.replace(' UPS', ''))
      // Still shipped: new tracking details change no status.
      const [row] = await t.db.select().from(orders).where(eq(orders.id, ids[lang]))
      expect(row!.status).toBe('shipped')
    })
  })
}

for (const lang of ['en', 'es'] as const) {
  describe(`a cancelled order (in ${lang}, issue #30 item 7)`, () => {
    it('records the change and e-mails the buyer in the order language, replies to the business', async () => {
      const email = `cancel-${lang}@example.com`
      const order = await paidOrder({
        orderNumber: lang === 'en' ? 'CN-ENGX34' : 'CN-ESPX34',
        email,
        lang,
        idempotencyKey: `status-mail-key-cancel-${lang}`,
      })
      const answer = await setStatus(order.id, 'cancelled')
      expect(answer.init?.status).toBe(200)
      expect(answer.data.notice?.key).toBe('adminOrders.changedMailed')
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
      expect(row!.status).toBe('cancelled')
      const history = await t.db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, order.id))
      expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([['paid', 'cancelled']])

      sink.clear()
      await deliverOutbox(t.db, { smtpUrl: sink.url })
      const [mail] = await sink.waitFor((m: { to: string[] }) => m.to.includes(email), 10_000)
      expect(mail!.subject).toBe(texts[lang].cancelledSubject)
      expect(mail!.headers['reply-to']).toBe(BUSINESS_EMAIL)
    })
  })
}

for (const lang of ['en', 'es'] as const) {
  describe(`a refunded order (in ${lang}, issue #30 item 7)`, () => {
    const refunded = {
      en: {
        subject: 'Your order CN-ENGR34 is refunded',
        body: 'We refunded the payment of your order CN-ENGR34, $10.99,',
      },
      es: {
        subject: 'Su pedido CN-ESPR34 fue reembolsado',
        body: 'Le reembolsamos el pago de su pedido CN-ESPR34, $10.99,',
      },
    }[lang]

    it('is refused before payment; once shipped it is recorded, e-mailed with the amount, and final', async () => {
      const email = `refund-${lang}@example.com`
      const order = await paidOrder({
        orderNumber: lang === 'en' ? 'CN-ENGR34' : 'CN-ESPR34',
        email,
        lang,
        idempotencyKey: `status-mail-key-refund-${lang}`,
      })
      await t.db.update(orders).set({ status: 'placed' }).where(eq(orders.id, order.id))
      const early = await setStatus(order.id, 'refunded')
      expect(early.init?.status).toBe(409)
      await t.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id))
      expect((await setStatus(order.id, 'shipped')).init?.status).toBe(200)
      const answer = await setStatus(order.id, 'refunded')
      expect(answer.init?.status).toBe(200)
      expect(answer.data.notice?.key).toBe('adminOrders.changedMailed')
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
      expect(row!.status).toBe('refunded')
      const history = await t.db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, order.id))
        .orderBy(orderStatusChanges.id)
      expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
        ['paid', 'shipped'],
        ['shipped', 'refunded'],
      ])

      sink.clear()
      await deliverOutbox(t.db, { smtpUrl: sink.url })
      const mails = await sink.waitFor(
        (m: { to: string[]; subject: string }) => m.to.includes(email) && m.subject === refunded.subject,
        10_000,
      )
      expect(mails[0]!.text).toContain(refunded.body)
      expect(mails[0]!.headers['reply-to']).toBe(BUSINESS_EMAIL)

      // Final: nothing further, and no invoice for money already returned.
      expect((await setStatus(order.id, 'shipped')).init?.status).toBe(409)
      const invoice = (await settle(() =>
        ordersRoute.action({
          request: post(
            `/admin/orders?id=${order.id}`,
            { intent: 'invoice', id: String(order.id) },
            { Cookie: cookie },
          ),
          context: testContext(t.db),
          params: {},
        } as never),
      )) as ActionReply
      expect(invoice.init?.status).toBe(409)
      const rows = await t.db.select().from(outbox).where(eq(outbox.recipient, email))
      expect(rows.map((r) => r.category).sort()).toEqual(['order.refunded', 'order.shipped'])
    })
  })
}

describe('the invoice page', () => {
  it('is an e-mail link page: out of the sitemap, disallowed for crawlers, noindex', () => {
    expect(staticPageEntries().map((e) => e.path)).not.toContain('/invoice')
    expect(hiddenPagePaths()).toContain('/invoice')
    const meta = invoiceRouteModule.meta({ matches: [] } as never)
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
  })
})

describe('order status e-mails: shipped straight from the status button', () => {
  it('still e-mails the buyer, without tracking details', async () => {
    const order = await paidOrder({
      orderNumber: 'CN-PLN234',
      email: 'plain-buyer@example.com',
      lang: 'en',
      idempotencyKey: 'status-mail-key-plain-0001',
    })
    const answer = await setStatus(order.id, 'shipped')
    expect(answer.init?.status).toBe(200)
    const rows = await t.db.select().from(outbox).where(eq(outbox.recipient, 'plain-buyer@example.com'))
    expect(rows.map((r) => [r.category, r.subject])).toEqual([
      ['order.shipped', 'Your order CN-PLN234 has shipped'],
    ])
  })
})
