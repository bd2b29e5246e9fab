import { dbOf, type DataSource } from '../db/source'
import { formatCents } from '#app/domain/money'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { ORDER_NUMBER_PATTERN } from '#app/domain/shop/checkout'
import { carrierName, trackingUrl } from '#app/domain/shop/fulfilment'
import type { Db } from '../db/client'
import type { Env } from '../env'
import { EmailButton, EmailLayout, EmailText, FieldTable } from '../mail/components'
import type { OutgoingEmail } from '../mail/outbox'
import { renderEmail } from '../mail/render'
import { emailT } from '../mail/texts'
import { findOrderByNumber, listOrderLines, type OrderLineRecord, type OrderRecord } from '../repos/orders'
import { signedLinkToken, verifySignedLinkToken } from '../security/newsletter-tokens'
import { siteOrigin } from '../site-origin'
import { address, lineRows } from './order-emails'
import { getSiteSettings } from './site-settings'
import { paymentInstructions } from '#app/domain/settings/site-settings'
import type { SiteSettings } from '#app/domain/settings/site-settings'

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

const oneLine = (v: string) => v.replace(/[\r\n]+/g, ' ')

/**
 * A buyer e-mail of the order. Each says "reply to this e-mail": replies go to the business's e-mail
 * setting (issue #30 item 7), not the no-reply sender.
 */
function buyerEmail(
  order: OrderRecord,
  settings: SiteSettings,
  category: string,
  subject: string,
  body: { html: string; text: string },
): OutgoingEmail {
  return {
    to: order.email,
    subject: oneLine(subject),
    ...body,
    category,
    lang: order.lang,
    replyTo: settings.email,
    headers: { 'X-Order-Number': order.orderNumber },
  }
}

/** The buyer's e-mail of a status change, in the order's language. */
export async function renderStatusEmail(
  db: Db,
  order: OrderRecord,
  lines: OrderLineRecord[],
  notice: BuyerNotice,
): Promise<OutgoingEmail> {
  const settings = await getSiteSettings(db)
  const lang: Lang = order.lang
  const t = emailT(lang)
  const number = order.orderNumber
  const greeting = <EmailText>{t('order.confirmation.greeting', { name: order.buyerName })}</EmailText>
  const questions = <EmailText>{t('order.confirmation.questions', { phone: settings.phone })}</EmailText>
  if (notice === 'paid') {
    const body = await renderEmail(
      <EmailLayout
        lang={lang}
        settings={settings}
        preview={t('order.paid.preview', { number })}
        heading={t('order.paid.heading')}
      >
        {greeting}
        <EmailText>{t('order.paid.received', { number })}</EmailText>
        <FieldTable rows={lineRows(lang, order, lines)} />
        <EmailText>{t('order.paid.next')}</EmailText>
        {questions}
      </EmailLayout>,
    )
    return buyerEmail(order, settings, 'order.paid', t('order.paid.subject', { number }), body)
  }
  if (notice === 'cancelled' || notice === 'refunded') {
    const total = formatCents(order.totalCents, lang)
    const body = await renderEmail(
      <EmailLayout
        lang={lang}
        settings={settings}
        preview={t(`order.${notice}.preview`, { number, total })}
        heading={t(`order.${notice}.heading`)}
      >
        {greeting}
        <EmailText>{t(`order.${notice}.body`, { number, total })}</EmailText>
        <FieldTable rows={lineRows(lang, order, lines)} />
        {questions}
      </EmailLayout>,
    )
    return buyerEmail(order, settings, `order.${notice}`, t(`order.${notice}.subject`, { number }), body)
  }
  const name = carrierName(order.carrier)
  const url = trackingUrl(order.carrier, order.trackingNumber)
  const rows: Array<[string, string]> = []
  if (name) rows.push([t('order.shipped.carrier'), name])
  if (order.trackingNumber) rows.push([t('order.shipped.trackingNumber'), order.trackingNumber])
  rows.push([t('order.confirmation.shipTo'), address(order)])
  const body = await renderEmail(
    <EmailLayout
      lang={lang}
      settings={settings}
      preview={t('order.shipped.preview', { number })}
      heading={t('order.shipped.heading')}
    >
      {greeting}
      <EmailText>
        {notice === 'shipped-update'
          ? t('order.shipped.updated', { number })
          : t('order.shipped.sent', { number })}
      </EmailText>
      <FieldTable rows={rows} />
      {url && name ? (
        <EmailButton href={url}>{t('order.shipped.track', { carrier: name })}</EmailButton>
      ) : null}
      {questions}
    </EmailLayout>,
  )
  return buyerEmail(order, settings, 'order.shipped', t('order.shipped.subject', { number }), body)
}

/** The invoice e-mail: the total and the signed link to the printable invoice, in the order's language. */
export async function renderInvoiceEmail(
  db: Db,
  env: SecretEnv & Pick<Env, 'PUBLIC_SITE_URL' | 'PORT'>,
  order: OrderRecord,
  lines: OrderLineRecord[],
): Promise<OutgoingEmail> {
  const settings = await getSiteSettings(db)
  const lang: Lang = order.lang
  const t = emailT(lang)
  const number = order.orderNumber
  const total = formatCents(order.totalCents, lang)
  const { instructions, payLink } = paymentInstructions(settings, lang)
  const body = await renderEmail(
    <EmailLayout
      lang={lang}
      settings={settings}
      preview={t('order.invoice.preview', { number, total })}
      heading={t('order.invoice.heading')}
    >
      <EmailText>{t('order.confirmation.greeting', { name: order.buyerName })}</EmailText>
      <EmailText>{t('order.invoice.intro', { number, total })}</EmailText>
      <FieldTable rows={lineRows(lang, order, lines)} />
      <EmailButton href={invoiceUrl(env, order)}>{t('order.invoice.open')}</EmailButton>
      <EmailText>{t('order.invoice.link')}</EmailText>
      {instructions || payLink ? <EmailText>{t('order.invoice.howToPay')}</EmailText> : null}
      {instructions ? (
        <>
          <EmailText>{t('order.invoice.bankTransfer')}</EmailText>
          {instructions.split('\n').map((line, i) => (
            <EmailText key={i}>{line}</EmailText>
          ))}
        </>
      ) : null}
      {payLink ? <EmailButton href={payLink}>{t('order.invoice.payOnline')}</EmailButton> : null}
      <EmailText>{t('order.confirmation.questions', { phone: settings.phone })}</EmailText>
    </EmailLayout>,
  )
  return buyerEmail(order, settings, 'order.invoice', t('order.invoice.subject', { number }), body)
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
