import { dbOf, type DataSource } from '../../db/source'
import { randomBytes } from 'node:crypto'
import { cartTotals, lineTotal } from '#app/domain/cart/cart'
import { orderNumberFrom, type CheckoutInput } from '#app/domain/shop/checkout'
import { filterProducts, productCategories, toProductCard, type ProductCard } from '#app/domain/shop/products'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { createCheckoutSession } from '../../adapters/stripe/checkout'
import { verifyStripeSignature } from '../../adapters/stripe/signature'
import type { Db } from '../../db/client'
import { enqueueEmails } from '../../mail/outbox'
import { isUniqueViolation } from '../../db/unique-violation'
import type { Env } from '../../env'
import type { AppServices } from '../../context'
import { siteOrigin } from '../../site-origin'
import {
  findOrderByIdempotencyKey,
  findOrderById,
  findOrderByStripeSession,
  insertOrderLines,
  insertOrderOnce,
  listOrderLines,
  markOrderPaid,
  recordOrderStatusChange,
  setStripeSession,
  type NewOrderLine,
  type OrderRecord,
} from '../../repos/orders'
import { attachPerson } from '../../repos/people'
import { personDetailsOf } from '#app/domain/people/people'
import { findActiveProducts, listActiveProducts } from '../../repos/products'
import type { RateLimitRule } from '../../security/rate-limit'
import { getPublicPageContent } from '../content/content'
import { newOrderEmails, type OrderEmailContext } from './order-emails'
import { statusEmail } from './order-fulfilment'

/**
 * Checkouts per IP, counted by the guarded edge before the form is read (a resubmitted form
 * counts too): enough for a family behind one router, not for a script.
 */
export const CHECKOUT_RATE_LIMIT: RateLimitRule = { bucket: 'checkout:ip', limit: 10, windowMs: 15 * 60_000 }

/** Every product on sale, in the page's language (the cart page prices the browser's cart with it). */
export async function getCatalogue(source: DataSource, lang: Lang): Promise<ProductCard[]> {
  const db = dbOf(source)
  return (await listActiveProducts(db)).map((p) => toProductCard(p, lang))
}

/** /products: its editable content, the category asked for and the products in it. */
export async function getProductsPage(source: DataSource, lang: Lang, category: string | null) {
  const db = dbOf(source)
  const [content, all] = await Promise.all([
    getPublicPageContent(source, 'products', lang),
    getCatalogue(db, lang),
  ])
  return { content, category, categories: productCategories, products: filterProducts(all, category) }
}

export type CheckoutContext = {
  db: Db
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'> & OrderEmailContext['env']
  /** The site's origin, for Stripe's return URLs. */
  origin: string
  /** Wakes the outbox worker after the commit (context.outbox.nudge). */
  nudgeOutbox?: () => void
}

export type PlacedOrder = {
  orderNumber: string
  status: OrderRecord['status']
  totalCents: number
  /** True when this call stored it; false when the idempotency key had made it before. */
  created: boolean
}

export type CheckoutResult =
  | { ok: true; order: PlacedOrder; redirectTo: string | null }
  | { ok: false; reason: 'unknown-product'; productIds: number[] }
  | { ok: false; reason: 'payment-unavailable' }

const summary = (order: OrderRecord, created: boolean): PlacedOrder => ({
  orderNumber: order.orderNumber,
  status: order.status,
  totalCents: order.totalCents,
  created,
})

/** The checkout's context from the request's app context (a route never holds the database handle). */
export function checkoutContext(app: Pick<AppServices, 'db' | 'env' | 'outbox'>): CheckoutContext {
  return { db: app.db, env: app.env, origin: siteOrigin(app.env), nudgeOutbox: () => app.outbox.nudge() }
}

/**
 * Places an order from a validated checkout. The browser's lines carry only product ids and
 * quantities: every price is read from the catalogue here. The order, its lines and the two
 * e-mails (buyer and staff) are written in one transaction; the same idempotency key always
 * gives the same order (a double click, a resubmitted form, 20 requests at once).
 */
export async function placeOrder(
  ctx: CheckoutContext,
  input: CheckoutInput,
  lang: Lang,
): Promise<CheckoutResult> {
  const existing = await findOrderByIdempotencyKey(ctx.db, input.idempotencyKey)
  if (existing) return afterOrder(ctx, existing, false, lang)

  const catalogue = new Map(
    (
      await findActiveProducts(
        ctx.db,
        input.lines.map((l) => l.productId),
      )
    ).map((p) => [p.id, p]),
  )
  const unknown = input.lines.filter((l) => !catalogue.has(l.productId)).map((l) => l.productId)
  if (unknown.length) return { ok: false, reason: 'unknown-product', productIds: unknown }

  const lines: NewOrderLine[] = input.lines.map((l) => {
    const product = catalogue.get(l.productId)!
    return {
      productId: product.id,
      productName: product.name[lang],
      unitPriceCents: product.priceCents,
      quantity: l.quantity,
      lineTotalCents: lineTotal(product.priceCents, l.quantity),
    }
  })
  const totals = cartTotals(lines.map((l) => ({ lineCents: l.lineTotalCents })))
  const paymentMode = ctx.env.STRIPE_SECRET_KEY ? 'card' : 'invoice'

  for (let attempt = 0; ; attempt++) {
    const draft = {
      orderNumber: orderNumberFrom(randomBytes(6)),
      buyerName: input.name,
      email: input.email,
      phone: input.phone,
      shipLine1: input.line1,
      shipLine2: input.line2 ?? null,
      shipCity: input.city,
      shipState: input.state,
      shipZip: input.zip,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      lang,
      idempotencyKey: input.idempotencyKey,
    }
    // Made before the transaction (the settings read), so it stays short.
    const emails = await newOrderEmails(ctx.db, { env: ctx.env }, draft, lines, paymentMode)
    try {
      const result = await ctx.db.transaction(async (tx) => {
        // The buyer is a person too (issue #34), matched by the normalised address.
        const personId = await attachPerson(tx, {
          email: draft.email,
          lang: draft.lang,
          details: personDetailsOf('order', {
            name: draft.buyerName,
            phone: draft.phone,
            city: draft.shipCity,
            state: draft.shipState,
            zip: draft.shipZip,
          }),
        })
        const order = await insertOrderOnce(tx, { ...draft, personId })
        if (!order) return null
        await insertOrderLines(tx, order.id, lines)
        await enqueueEmails(tx, emails)
        return order
      })
      if (result) {
        ctx.nudgeOutbox?.()
        return afterOrder(ctx, result, true, lang)
      }
      // Another request with the same key won the race: its order is this one.
      const winner = await findOrderByIdempotencyKey(ctx.db, input.idempotencyKey)
      if (winner) return afterOrder(ctx, winner, false, lang)
      throw new Error('order vanished after an idempotency conflict')
    } catch (error) {
      // 30^6 order numbers: a clash is rare; draw another.
      if (attempt < 4 && isUniqueViolation(error, 'order_number')) continue
      throw error
    }
  }
}

/** With Stripe configured, an order that is not paid yet goes to Stripe Checkout. */
async function afterOrder(
  ctx: CheckoutContext,
  order: OrderRecord,
  created: boolean,
  lang: Lang,
): Promise<CheckoutResult> {
  if (!ctx.env.STRIPE_SECRET_KEY || order.status !== 'placed') {
    return { ok: true, order: summary(order, created), redirectTo: null }
  }
  const lines = await listOrderLines(ctx.db, order.id)
  try {
    const session = await createCheckoutSession(ctx.env, {
      orderId: order.id,
      orderNumber: order.orderNumber,
      email: order.email,
      lang,
      lineItems: [
        ...lines.map((l) => ({
          name: l.productName,
          unitAmountCents: l.unitPriceCents,
          quantity: l.quantity,
        })),
        { name: lang === 'es' ? 'Envío' : 'Shipping', unitAmountCents: order.shippingCents, quantity: 1 },
      ],
      successUrl: `${ctx.origin}${localizedPath(lang, '/cart')}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.origin}${localizedPath(lang, '/cart')}?checkout=cancelled`,
      idempotencyKey: order.idempotencyKey,
    })
    await setStripeSession(ctx.db, order.id, session.id)
    return { ok: true, order: summary(order, created), redirectTo: session.url }
  } catch {
    return { ok: false, reason: 'payment-unavailable' }
  }
}

/** The order a Stripe Checkout return names (never marks anything paid: only the webhook does). */
export async function getOrderForStripeReturn(
  source: DataSource,
  sessionId: string | null,
): Promise<PlacedOrder | null> {
  const db = dbOf(source)
  if (!sessionId || !/^[A-Za-z0-9_]{1,200}$/.test(sessionId)) return null
  const order = await findOrderByStripeSession(db, sessionId)
  return order ? summary(order, false) : null
}

export type WebhookResult = { status: 200 | 400 | 404; outcome: string }

/**
 * POST /api/stripe/webhook: verifies the signature over the raw body, then on
 * checkout.session.completed (paid) marks the order of metadata.order_id paid, once. A replay, or
 * an event for an order already paid, changes nothing and still answers 200 so Stripe stops.
 */
export async function handleStripeWebhook(
  ctx: { db: Db; env: Pick<Env, 'STRIPE_WEBHOOK_SECRET'> },
  rawBody: string,
  signature: string | null,
  now = new Date(),
): Promise<WebhookResult> {
  if (!ctx.env.STRIPE_WEBHOOK_SECRET) return { status: 404, outcome: 'not-configured' }
  const check = verifyStripeSignature(signature, rawBody, ctx.env.STRIPE_WEBHOOK_SECRET, now)
  if (!check.ok) return { status: 400, outcome: `signature-${check.reason}` }
  let event: StripeEvent
  try {
    event = JSON.parse(rawBody) as StripeEvent
  } catch {
    return { status: 400, outcome: 'bad-json' }
  }
  if (event?.type !== 'checkout.session.completed') return { status: 200, outcome: 'ignored' }
  const session = event.data?.object
  if (!session || session.payment_status !== 'paid') return { status: 200, outcome: 'not-paid' }
  const orderId = Number(session.metadata?.order_id)
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return { status: 200, outcome: 'no-order' }
  const order = await findOrderById(ctx.db, orderId)
  if (!order) return { status: 200, outcome: 'no-order' }
  if (typeof session.amount_total === 'number' && session.amount_total !== order.totalCents) {
    return { status: 200, outcome: 'amount-mismatch' }
  }
  // Paid, its line in the Orders tab's history (made by no staff member: the payment) and the
  // buyer's "payment received" e-mail (issue #20 item 3) commit together; a replay changes nothing.
  const changed = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db
    const row = await markOrderPaid(tx, order.id, String(session.id ?? order.stripeSessionId ?? ''), now)
    if (!row) return null
    await recordOrderStatusChange(tx, { orderId: order.id, from: 'placed', to: 'paid', by: null, now })
    const lines = await listOrderLines(tx, row.id)
    await enqueueEmails(tx, [await statusEmail(tx, row, lines, 'paid')])
    return row
  })
  return { status: 200, outcome: changed ? 'paid' : 'unchanged' }
}

type StripeEvent = {
  type?: string
  data?: {
    object?: {
      id?: string
      payment_status?: string
      amount_total?: number
      metadata?: Record<string, string>
    }
  }
}
