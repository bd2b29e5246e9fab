import { formatCents } from '#app/domain/money'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../db/client'
import type { Env } from '../env'
import { EmailLayout, EmailText, FieldTable } from '../mail/components'
import { enqueueEmails, type OutgoingEmail } from '../mail/outbox'
import { renderEmail } from '../mail/render'
import { staffAddress } from '../mail/staff-address'
import { emailT } from '../mail/texts'
import type { NewOrder, NewOrderLine } from '../repos/orders'
import { getSiteSettings } from './site-settings'

export type OrderEmailContext = { env: Pick<Env, 'STAFF_EMAIL' | 'ADMIN_EMAIL'> }
export type PaymentMode = 'invoice' | 'card'

/** Staff read the notification in English: one language for the team. */
const STAFF_LANG: Lang = 'en'

/** An order's lines and totals as rows of an e-mail's table, in `lang`. */
export function lineRows(lang: Lang, order: NewOrder, lines: NewOrderLine[]): Array<[string, string]> {
  const t = emailT(lang)
  return [
    ...lines.map((l): [string, string] => [
      t('order.lines.item', { name: l.productName, quantity: l.quantity }),
      formatCents(l.lineTotalCents, lang),
    ]),
    [t('order.lines.subtotal'), formatCents(order.subtotalCents, lang)],
    [t('order.lines.shipping'), formatCents(order.shippingCents, lang)],
    [t('order.lines.total'), formatCents(order.totalCents, lang)],
  ]
}

/** The shipping address, one line each (name first). */
export function address(order: NewOrder): string {
  return [
    order.buyerName,
    order.shipLine1,
    order.shipLine2,
    `${order.shipCity}, ${order.shipState} ${order.shipZip}`,
  ]
    .filter(Boolean)
    .join('\n')
}

/**
 * The two e-mails of a new order, rendered: the buyer's confirmation in the order's language
 * (invoice to follow, or card payment), and the staff notification. The caller enqueues them in
 * the order's transaction.
 */
export async function renderOrderEmails(
  db: Db,
  ctx: OrderEmailContext,
  order: NewOrder,
  lines: NewOrderLine[],
  payment: PaymentMode,
): Promise<OutgoingEmail[]> {
  const settings = await getSiteSettings(db)
  const lang = order.lang
  const t = emailT(lang)
  const number = order.orderNumber
  const buyer = await renderEmail(
    <EmailLayout
      lang={lang}
      settings={settings}
      preview={t('order.confirmation.preview', { number })}
      heading={t('order.confirmation.heading')}
    >
      <EmailText>{t('order.confirmation.greeting', { name: order.buyerName })}</EmailText>
      <EmailText>{t('order.confirmation.received', { number })}</EmailText>
      <FieldTable rows={lineRows(lang, order, lines)} />
      <EmailText>
        {payment === 'card' ? t('order.confirmation.card') : t('order.confirmation.invoice')}
      </EmailText>
      <EmailText>{t('order.confirmation.shipping')}</EmailText>
      <FieldTable rows={[[t('order.confirmation.shipTo'), address(order)]]} />
      <EmailText>{t('order.confirmation.questions', { phone: settings.phone })}</EmailText>
    </EmailLayout>,
  )

  const s = emailT(STAFF_LANG)
  const total = formatCents(order.totalCents, STAFF_LANG)
  const staff = await renderEmail(
    <EmailLayout
      lang={STAFF_LANG}
      settings={settings}
      preview={s('order.staff.preview', { number, name: order.buyerName })}
      heading={s('order.staff.heading', { number })}
    >
      <EmailText>{s('order.staff.intro', { status: 'placed' })}</EmailText>
      <EmailText>
        {payment === 'card' ? s('order.staff.paymentCard') : s('order.staff.paymentInvoice')}
      </EmailText>
      <FieldTable
        rows={[
          [s('order.staff.buyer'), order.buyerName],
          [s('order.staff.email'), order.email],
          [s('order.staff.phone'), order.phone],
          [s('order.staff.address'), address(order)],
          [s('order.staff.language'), lang],
        ]}
      />
      <FieldTable rows={lineRows(STAFF_LANG, order, lines)} />
    </EmailLayout>,
  )

  // Names and addresses are typed by the buyer: a line break must not reach a header.
  const oneLine = (v: string) => v.replace(/[\r\n]+/g, ' ')
  return [
    {
      to: order.email,
      subject: oneLine(t('order.confirmation.subject', { number })),
      ...buyer,
      category: 'order.confirmation',
      lang,
      // It says "reply to this e-mail": the reply goes to the business, not the no-reply sender.
      replyTo: settings.email,
      headers: { 'X-Order-Number': number },
    },
    {
      to: staffAddress(ctx.env),
      subject: oneLine(s('order.staff.subject', { number, total })),
      ...staff,
      category: 'order.staff',
      lang: STAFF_LANG,
      replyTo: order.email,
      headers: { 'X-Order-Number': number },
    },
  ]
}

/** Queues the rendered e-mails with the order (pass the order's transaction). */
export async function enqueueOrderEmails(tx: Db, emails: OutgoingEmail[]): Promise<void> {
  await enqueueEmails(tx, emails)
}
