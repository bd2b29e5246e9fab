import { z } from 'zod'
import { formatCents } from '#app/domain/money'
import { languages, type Lang } from '#app/domain/routing/locale'
import { paymentInstructions } from '#app/domain/settings/site-settings'
import { carrierName, trackingUrl } from '#app/domain/shop/fulfilment'
import { EmailButton, EmailLayout, EmailText, FieldTable } from '../components'
import { emailT } from '../texts'
import { template, type TemplateContext } from './template'

// The e-mails of a shop order: the buyer's confirmation and the staff notification when it is
// placed, then the buyer's at each change (paid; shipped, with the carrier's tracking link;
// cancelled; refunded) and the invoice with its signed link (issue #20 item 3). Each buyer e-mail
// says "reply to this e-mail": the service sets the reply to the business's address.

/** An order as its e-mails show it. */
export const orderEmailFields = z.object({
  orderNumber: z.string(),
  lang: z.enum(languages),
  buyerName: z.string(),
  email: z.string(),
  phone: z.string(),
  shipLine1: z.string(),
  shipLine2: z.string().nullable(),
  shipCity: z.string(),
  shipState: z.string(),
  shipZip: z.string(),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
})
type Order = z.output<typeof orderEmailFields>

const orderLineFields = z.object({
  productName: z.string(),
  quantity: z.number().int(),
  lineTotalCents: z.number().int(),
})
type Line = z.output<typeof orderLineFields>

const withLines = z.object({ order: orderEmailFields, lines: z.array(orderLineFields) })

/** Staff read the notification in English: one language for the team. */
const STAFF_LANG: Lang = 'en'

/** Names and addresses are typed by the buyer: a line break must not reach a header. */
const flat = (v: string) => v.replace(/[\r\n]+/g, ' ')

/** An order's lines and totals as rows of an e-mail's table, in `lang`. */
function lineRows(lang: Lang, order: Order, lines: Line[]): Array<[string, string]> {
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
function address(order: Order): string {
  return [
    order.buyerName,
    order.shipLine1,
    order.shipLine2,
    `${order.shipCity}, ${order.shipState} ${order.shipZip}`,
  ]
    .filter(Boolean)
    .join('\n')
}

function greeting(order: Order) {
  return <EmailText>{emailT(order.lang)('order.confirmation.greeting', { name: order.buyerName })}</EmailText>
}

function questions(order: Order, { settings }: TemplateContext) {
  return (
    <EmailText>{emailT(order.lang)('order.confirmation.questions', { phone: settings.phone })}</EmailText>
  )
}

/** The buyer's confirmation of a new order, in its language: invoice to follow, or card payment. */
export const orderConfirmation = template({
  data: withLines.extend({ payment: z.enum(['invoice', 'card']) }),
  subject: ({ order }) =>
    flat(emailT(order.lang)('order.confirmation.subject', { number: order.orderNumber })),
  element: ({ order, lines, payment }, context) => {
    const lang = order.lang
    const t = emailT(lang)
    const number = order.orderNumber
    return (
      <EmailLayout
        lang={lang}
        settings={context.settings}
        preview={t('order.confirmation.preview', { number })}
        heading={t('order.confirmation.heading')}
      >
        {greeting(order)}
        <EmailText>{t('order.confirmation.received', { number })}</EmailText>
        <FieldTable rows={lineRows(lang, order, lines)} />
        <EmailText>
          {payment === 'card' ? t('order.confirmation.card') : t('order.confirmation.invoice')}
        </EmailText>
        <EmailText>{t('order.confirmation.shipping')}</EmailText>
        <FieldTable rows={[[t('order.confirmation.shipTo'), address(order)]]} />
        {questions(order, context)}
      </EmailLayout>
    )
  },
})

/** Staff's notification of a new order, in English. */
export const orderStaff = template({
  data: withLines.extend({ payment: z.enum(['invoice', 'card']) }),
  subject: ({ order }) =>
    flat(
      emailT(STAFF_LANG)('order.staff.subject', {
        number: order.orderNumber,
        total: formatCents(order.totalCents, STAFF_LANG),
      }),
    ),
  element: ({ order, lines, payment }, { settings }) => {
    const s = emailT(STAFF_LANG)
    const number = order.orderNumber
    return (
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
            [s('order.staff.language'), order.lang],
          ]}
        />
        <FieldTable rows={lineRows(STAFF_LANG, order, lines)} />
      </EmailLayout>
    )
  },
})

/** The buyer's e-mail once the order is paid. */
export const orderPaid = template({
  data: withLines,
  subject: ({ order }) => flat(emailT(order.lang)('order.paid.subject', { number: order.orderNumber })),
  element: ({ order, lines }, context) => {
    const t = emailT(order.lang)
    const number = order.orderNumber
    return (
      <EmailLayout
        lang={order.lang}
        settings={context.settings}
        preview={t('order.paid.preview', { number })}
        heading={t('order.paid.heading')}
      >
        {greeting(order)}
        <EmailText>{t('order.paid.received', { number })}</EmailText>
        <FieldTable rows={lineRows(order.lang, order, lines)} />
        <EmailText>{t('order.paid.next')}</EmailText>
        {questions(order, context)}
      </EmailLayout>
    )
  },
})

/** The buyer's e-mail of a cancelled or a refunded order: the same shape, its own texts. */
function endedOrder(notice: 'cancelled' | 'refunded') {
  return template({
    data: withLines,
    subject: ({ order }) =>
      flat(emailT(order.lang)(`order.${notice}.subject`, { number: order.orderNumber })),
    element: ({ order, lines }, context) => {
      const t = emailT(order.lang)
      const vars = { number: order.orderNumber, total: formatCents(order.totalCents, order.lang) }
      return (
        <EmailLayout
          lang={order.lang}
          settings={context.settings}
          preview={t(`order.${notice}.preview`, vars)}
          heading={t(`order.${notice}.heading`)}
        >
          {greeting(order)}
          <EmailText>{t(`order.${notice}.body`, vars)}</EmailText>
          <FieldTable rows={lineRows(order.lang, order, lines)} />
          {questions(order, context)}
        </EmailLayout>
      )
    },
  })
}

export const orderCancelled = endedOrder('cancelled')
export const orderRefunded = endedOrder('refunded')

/** The buyer's e-mail of a shipped order, or of new tracking details: the carrier's tracking link. */
export const orderShipped = template({
  data: z.object({
    order: orderEmailFields,
    /** New tracking details of an order already shipped. */
    update: z.boolean(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
  }),
  subject: ({ order }) => flat(emailT(order.lang)('order.shipped.subject', { number: order.orderNumber })),
  element: ({ order, update, carrier, trackingNumber }, context) => {
    const t = emailT(order.lang)
    const number = order.orderNumber
    const name = carrierName(carrier)
    const url = trackingUrl(carrier, trackingNumber)
    const rows: Array<[string, string]> = []
    if (name) rows.push([t('order.shipped.carrier'), name])
    if (trackingNumber) rows.push([t('order.shipped.trackingNumber'), trackingNumber])
    rows.push([t('order.confirmation.shipTo'), address(order)])
    return (
      <EmailLayout
        lang={order.lang}
        settings={context.settings}
        preview={t('order.shipped.preview', { number })}
        heading={t('order.shipped.heading')}
      >
        {greeting(order)}
        <EmailText>
          {update ? t('order.shipped.updated', { number }) : t('order.shipped.sent', { number })}
        </EmailText>
        <FieldTable rows={rows} />
        {url && name ? (
          <EmailButton href={url}>{t('order.shipped.track', { carrier: name })}</EmailButton>
        ) : null}
        {questions(order, context)}
      </EmailLayout>
    )
  },
})

/**
 * The invoice e-mail: the total, the signed link to the printable invoice (made by the service:
 * it holds the secret), and how to pay (the site's settings when it is sent).
 */
export const orderInvoice = template({
  data: withLines.extend({ invoiceUrl: z.string() }),
  subject: ({ order }) => flat(emailT(order.lang)('order.invoice.subject', { number: order.orderNumber })),
  element: ({ order, lines, invoiceUrl }, context) => {
    const lang = order.lang
    const t = emailT(lang)
    const vars = { number: order.orderNumber, total: formatCents(order.totalCents, lang) }
    const { instructions, payLink } = paymentInstructions(context.settings, lang)
    return (
      <EmailLayout
        lang={lang}
        settings={context.settings}
        preview={t('order.invoice.preview', vars)}
        heading={t('order.invoice.heading')}
      >
        {greeting(order)}
        <EmailText>{t('order.invoice.intro', vars)}</EmailText>
        <FieldTable rows={lineRows(lang, order, lines)} />
        <EmailButton href={invoiceUrl}>{t('order.invoice.open')}</EmailButton>
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
        {questions(order, context)}
      </EmailLayout>
    )
  },
})
