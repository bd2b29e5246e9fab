import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { OutgoingEmail, TemplateData } from '../../mail/outbox'
import { staffAddress } from '../../mail/staff-address'
import type { NewOrder, NewOrderLine } from '../../repos/orders'
import { getSiteSettings } from '../content/site-settings'

export type OrderEmailContext = { env: Pick<Env, 'STAFF_EMAIL' | 'ADMIN_EMAIL'> }
export type PaymentMode = 'invoice' | 'card'

type OrderData = TemplateData<'order.paid'>

/** An order and its lines as its e-mails show them (mail/templates/orders.tsx). */
export function orderEmailData(order: NewOrder, lines: NewOrderLine[]): OrderData {
  return {
    order: {
      orderNumber: order.orderNumber,
      lang: order.lang,
      buyerName: order.buyerName,
      email: order.email,
      phone: order.phone,
      shipLine1: order.shipLine1,
      shipLine2: order.shipLine2 ?? null,
      shipCity: order.shipCity,
      shipState: order.shipState,
      shipZip: order.shipZip,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
    },
    lines: lines.map((l) => ({
      productName: l.productName,
      quantity: l.quantity,
      lineTotalCents: l.lineTotalCents,
    })),
  }
}

/**
 * The two e-mails of a new order: the buyer's confirmation in the order's language (invoice to
 * follow, or card payment), and the staff notification. The caller enqueues them in the order's
 * transaction.
 */
export async function newOrderEmails(
  db: Db,
  ctx: OrderEmailContext,
  order: NewOrder,
  lines: NewOrderLine[],
  payment: PaymentMode,
): Promise<OutgoingEmail[]> {
  const settings = await getSiteSettings(db)
  const data = { ...orderEmailData(order, lines), payment }
  const headers = { 'X-Order-Number': order.orderNumber }
  return [
    {
      to: order.email,
      template: { name: 'order.confirmation', data },
      category: 'order.confirmation',
      lang: order.lang,
      // It says "reply to this e-mail": the reply goes to the business, not the no-reply sender.
      replyTo: settings.email,
      headers,
    },
    {
      to: staffAddress(ctx.env),
      template: { name: 'order.staff', data },
      category: 'order.staff',
      lang: 'en',
      replyTo: order.email,
      headers,
    },
  ]
}
