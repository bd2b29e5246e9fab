import { Form } from 'react-router'
import { DetailList, DetailPanel, StatusBadge, TableScroll } from '#app/components/admin/admin-table'
import { primaryButton, secondaryButton } from '#app/components/admin/fields'
import { formatCents } from '#app/domain/money'
import { carrierName } from '#app/domain/shop/fulfilment'
import { closedOrderStatuses } from '#app/domain/shop/order-status'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'
import { ShipForm } from './ship-form'

export type OrderDetailData = {
  id: number
  orderNumber: string
  status: string
  createdAt: string
  paidAt: string | null
  shippedAt: string | null
  carrier: string | null
  trackingNumber: string | null
  invoiceSentAt: string | null
  buyerName: string
  email: string
  phone: string
  lang: string
  address: { line1: string; line2: string | null; city: string; state: string; zip: string }
  lines: Array<{
    id: number
    productName: string
    unitPriceCents: number
    quantity: number
    lineTotalCents: number
  }>
  subtotalCents: number
  shippingCents: number
  totalCents: number
  next: readonly string[]
  history: Array<{ id: number; at: string; from: string; to: string; by: string | null }>
}

/** One order (?id=): contact, address, lines and totals, the next statuses, and its history. */
export function OrderDetail({
  order,
  when,
  shipReply,
}: {
  order: OrderDetailData
  when: (iso: string) => string
  /** The last reply of the ship form (its messages and what was typed), if it was the last post. */
  shipReply?: unknown
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const money = (cents: number) => formatCents(cents, lang)
  const statusName = (s: string) => t(`adminOrders.status.${s}`)
  const a = order.address
  return (
    <DetailPanel
      id="order-detail-title"
      title={t('adminOrders.detailTitle', { number: order.orderNumber })}
      closeLabel={t('adminOrders.close')}
      testId="order-detail"
    >
      <DetailList
        rows={[
          [
            t('adminOrders.columns.status'),
            <StatusBadge list="orders" status={order.status} testId="order-detail-status">
              {statusName(order.status)}
            </StatusBadge>,
          ],
          [t('adminOrders.placedAt'), when(order.createdAt)],
          order.paidAt ? [t('adminOrders.paidAt'), when(order.paidAt)] : null,
          order.shippedAt ? [t('adminOrders.shippedAt'), when(order.shippedAt)] : null,
          order.status === 'shipped'
            ? [
                t('adminOrders.shipment.tracking'),
                <span data-testid="order-tracking">
                  {[
                    order.carrier === 'other'
                      ? t('adminOrders.shipment.otherCarrier')
                      : carrierName(order.carrier),
                    order.trackingNumber,
                  ]
                    .filter(Boolean)
                    .join(' · ') || t('adminOrders.shipment.none')}
                </span>,
              ]
            : null,
          [
            t('adminOrders.contact'),
            <span className="break-all">
              {order.buyerName}
              <br />
              {order.email}
              <br />
              {order.phone}
            </span>,
          ],
          [
            t('adminOrders.shipTo'),
            <span data-testid="order-address">
              {a.line1}
              {a.line2 ? (
                <>
                  <br />
                  {a.line2}
                </>
              ) : null}
              <br />
              {a.city}, {a.state} {a.zip}
            </span>,
          ],
          [t('adminOrders.language'), order.lang],
        ]}
      />
      <TableScroll labelledBy="order-lines-caption" className="mt-4">
        <table className="w-full min-w-[36rem] bg-white text-left text-sm" data-testid="order-lines">
          <caption id="order-lines-caption" className="py-2 text-left font-semibold text-slate-700">
            {t('adminOrders.lines.caption')}
          </caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th className="px-2 py-2">{t('adminOrders.lines.product')}</th>
              <th className="px-2 py-2 text-right">{t('adminOrders.lines.unitPrice')}</th>
              <th className="px-2 py-2 text-right">{t('adminOrders.lines.quantity')}</th>
              <th className="px-2 py-2 text-right">{t('adminOrders.lines.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id} className="border-b border-slate-100">
                <td className="px-2 py-2">{line.productName}</td>
                <td className="px-2 py-2 text-right">{money(line.unitPriceCents)}</td>
                <td className="px-2 py-2 text-right">{line.quantity}</td>
                <td className="px-2 py-2 text-right">{money(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {(
              [
                ['subtotal', order.subtotalCents, 'font-semibold'],
                ['shipping', order.shippingCents, 'font-semibold'],
                ['total', order.totalCents, 'font-bold'],
              ] as const
            ).map(([key, cents, weight]) => (
              <tr key={key}>
                <th scope="row" colSpan={3} className={`px-2 py-1 text-right ${weight}`}>
                  {t(`adminOrders.${key}`)}
                </th>
                <td
                  className={`px-2 py-1 text-right ${key === 'total' ? 'font-bold' : ''}`}
                  data-testid={key === 'total' ? 'order-total' : undefined}
                >
                  {money(cents)}
                </td>
              </tr>
            ))}
          </tfoot>
        </table>
      </TableScroll>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('adminOrders.changeTitle')}</h3>
      {order.next.length ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {order.next
            .filter((s) => s !== 'shipped')
            .map((s) => (
              <Form method="post" key={s}>
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="id" value={order.id} />
                <input type="hidden" name="status" value={s} />
                <button
                  type="submit"
                  className={s === 'cancelled' || s === 'refunded' ? secondaryButton : primaryButton}
                  data-testid={`order-set-${s}`}
                >
                  {t('adminOrders.setTo', { status: statusName(s) })}
                </button>
              </Form>
            ))}
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {t('adminOrders.final', { status: statusName(order.status) })}
        </p>
      )}
      {order.next.includes('shipped') || order.status === 'shipped' ? (
        <ShipForm
          orderId={order.id}
          shipped={order.status === 'shipped'}
          carrier={order.carrier}
          trackingNumber={order.trackingNumber}
          lastResult={shipReply}
        />
      ) : null}
      {!(closedOrderStatuses as readonly string[]).includes(order.status) ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('adminOrders.invoice.title')}</h3>
          <p className="mt-1 max-w-3xl text-sm text-slate-700" data-testid="order-invoice-state">
            {order.invoiceSentAt
              ? t('adminOrders.invoice.lastSent', { when: when(order.invoiceSentAt), email: order.email })
              : t('adminOrders.invoice.notSent', { email: order.email })}
          </p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="invoice" />
            <input type="hidden" name="id" value={order.id} />
            <button type="submit" className={secondaryButton} data-testid="order-send-invoice">
              {order.invoiceSentAt ? t('adminOrders.invoice.resend') : t('adminOrders.invoice.send')}
            </button>
          </Form>
        </>
      ) : null}
      <OrderHistory history={order.history} when={when} />
    </DetailPanel>
  )
}

function OrderHistory({
  history,
  when,
}: {
  history: OrderDetailData['history']
  when: (iso: string) => string
}) {
  const { t } = useTranslation()
  const statusName = (s: string) => t(`adminOrders.status.${s}`)
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-slate-700" id="order-history-title">
        {t('adminOrders.history.title')}
      </h3>
      {history.length ? (
        <TableScroll labelledBy="order-history-title" className="mt-1">
          <table
            className="w-full bg-white text-left text-sm"
            aria-labelledby="order-history-title"
            data-testid="order-history"
          >
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th className="px-2 py-2">{t('adminOrders.history.at')}</th>
                <th className="px-2 py-2">{t('adminOrders.history.from')}</th>
                <th className="px-2 py-2">{t('adminOrders.history.to')}</th>
                <th className="px-2 py-2">{t('adminOrders.history.by')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={h.id} className="border-b border-slate-100" data-testid="order-history-row">
                  <td className="px-2 py-2 whitespace-nowrap">{when(h.at)}</td>
                  <td className="px-2 py-2">{statusName(h.from)}</td>
                  <td className="px-2 py-2">{statusName(h.to)}</td>
                  {/* An address broken anywhere was squeezed to a letter a line (issue #30 item 8). */}
                  <td className="px-2 py-2 whitespace-nowrap">{h.by ?? t('adminOrders.history.payment')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p className="mt-1 text-sm text-slate-700">{t('adminOrders.history.empty')}</p>
      )}
    </>
  )
}
