import { dbOf, type DataSource } from '../../db/source'
import { localizedPath } from '#app/domain/routing/locale'
import { ORDER_NUMBER_PATTERN } from '#app/domain/shop/checkout'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { OutgoingEmail } from '../../mail/outbox'
import { findOrderByNumber, listOrderLines, type OrderLineRecord, type OrderRecord } from '../../repos/orders'
import { signedLinkToken, verifySignedLinkToken } from '../../security/newsletter-tokens'
import { siteOrigin } from '../../site-origin'
import { orderEmailData } from './order-emails'
import { getSiteSettings } from '../content/site-settings'

/**
 * What the buyer hears after the order (issue #20 item 3): the e-mails of its status changes (paid;
 * shipped, with the carrier's tracking link), and the invoice: an e-mail with a signed link (ADR 017's
 * signature, purpose 'order-invoice') to a printable page of the order, in the order's language.
 */

const INVOICE_PURPOSE = 'order-invoice'

type SecretEnv = Pick<Env, 'SESSION_SECRET'>

/** The invoice page's link of an order, in the order's language, from the site's origin (ADR 024). */
export function invoiceUrl(
  env: SecretEnv & Pick<Env, 'PUBLIC_SITE_URL' | 'PORT'>,
  order: Pick<OrderRecord, 'orderNumber' | 'lang'>,
): string {
  const token = signedLinkToken(env.SESSION_SECRET, INVOICE_PURPOSE, order.orderNumber)
  return `${siteOrigin(env)}${localizedPath(order.lang, '/invoice')}?token=${encodeURIComponent(token)}`
}

/** The order number an invoice link names, when it is signed right; else null. */
export function invoiceOrderNumber(env: SecretEnv, token: string): string | null {
  return verifySignedLinkToken(env.SESSION_SECRET, INVOICE_PURPOSE, token, ORDER_NUMBER_PATTERN)
}

/**
 * The buyer e-mails of a status change: paid, shipped, new tracking details of a shipped order,
 * cancelled, or refunded.
 */
export type BuyerNotice = 'paid' | 'shipped' | 'shipped-update' | 'cancelled' | 'refunded'

/**
 * A buyer e-mail of the order, in its language (mail/templates/orders.tsx). Each says "reply to
 * this e-mail": replies go to the business's e-mail setting (issue #30 item 7), not the no-reply sender.
 */
async function buyerEmail(
  db: Db,
  order: OrderRecord,
  category: string,
  template: OutgoingEmail['template'],
): Promise<OutgoingEmail> {
  const settings = await getSiteSettings(db)
  return {
    to: order.email,
    template,
    category,
    lang: order.lang,
    replyTo: settings.email,
    headers: { 'X-Order-Number': order.orderNumber },
  }
}

/** The buyer's e-mail of a status change, in the order's language. */
export async function statusEmail(
  db: Db,
  order: OrderRecord,
  lines: OrderLineRecord[],
  notice: BuyerNotice,
): Promise<OutgoingEmail> {
  const data = orderEmailData(order, lines)
  if (notice === 'shipped' || notice === 'shipped-update') {
    return buyerEmail(db, order, 'order.shipped', {
      name: 'order.shipped',
      data: {
        order: data.order,
        update: notice === 'shipped-update',
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
      },
    })
  }
  return buyerEmail(db, order, `order.${notice}`, { name: `order.${notice}` as const, data })
}

/** The invoice e-mail: the total and the signed link to the printable invoice, in the order's language. */
export async function invoiceEmail(
  db: Db,
  env: SecretEnv & Pick<Env, 'PUBLIC_SITE_URL' | 'PORT'>,
  order: OrderRecord,
  lines: OrderLineRecord[],
): Promise<OutgoingEmail> {
  return buyerEmail(db, order, 'order.invoice', {
    name: 'order.invoice',
    data: { ...orderEmailData(order, lines), invoiceUrl: invoiceUrl(env, order) },
  })
}

/** The printable invoice of the order a signed link names; null when the link is not one of ours. */
export async function invoicePage(source: DataSource, env: SecretEnv, token: string) {
  const db = dbOf(source)
  const number = invoiceOrderNumber(env, token)
  if (!number) return null
  const order = await findOrderByNumber(db, number)
  if (!order || order.status === 'cancelled') return null
  const [lines, settings] = await Promise.all([listOrderLines(db, order.id), getSiteSettings(db)])
  return {
    lang: order.lang,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    paid: order.status !== 'placed',
    paidAt: order.paidAt?.toISOString() ?? null,
    seller: { name: settings.businessName, address: settings.postalAddress, phone: settings.phone },
    buyer: {
      name: order.buyerName,
      email: order.email,
      address: [
        order.shipLine1,
        order.shipLine2,
        `${order.shipCity}, ${order.shipState} ${order.shipZip}`,
      ].filter((l): l is string => Boolean(l)),
    },
    lines: lines.map((l) => ({
      id: l.id,
      name: l.productName,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
    })),
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
  }
}
export type InvoicePageData = NonNullable<Awaited<ReturnType<typeof invoicePage>>>
