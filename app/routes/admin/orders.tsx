import { data, Form, Link } from 'react-router'
import { Pager, useQueryLink } from '#app/components/admin/list-parts'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import { primaryButton, secondaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, type Notice } from '#app/components/admin/route-helpers'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'
import { formatCents } from '#app/domain/money'
import { isOrderStatus, orderStatuses } from '#app/domain/shop/order-status'
import { orderDetail, ordersOverview, setOrderStatus } from '#app/.server/services/orders-admin'
import { appContext, staffContext } from '#app/.server/context'
import { boundedFormData } from '#app/.server/http/guarded-edge'
import type { Route } from './+types/orders'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

const parseId = (value: unknown) => {
  const id = Number.parseInt(String(value ?? ''), 10)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

/**
 * The Orders tab (issue #8 item 7): the list by status, an order's lines, totals, address and
 * contact (?id=), and status changes placed → paid → shipped or cancelled, each recorded with who
 * and when (order_status_changes). The transitions are enforced by app/domain/shop/order-status.ts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const url = new URL(request.url)
  const rawStatus = url.searchParams.get('status')
  const status = isOrderStatus(rawStatus) ? rawStatus : undefined
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
  const id = parseId(url.searchParams.get('id'))
  const [overview, selected] = await Promise.all([
    ordersOverview(context.get(appContext).db, { status, page }),
    id ? orderDetail(context.get(appContext).db, id) : null,
  ])
  return data(
    { staff: { email: staff.email }, status: status ?? null, page, ...overview, selected },
    { headers: adminHeaders() },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext)
  const formData = await boundedFormData({ request, context })
  const id = parseId(formData.get('id'))
  const to = formData.get('status')
  if (formData.get('intent') !== 'status' || !id || !isOrderStatus(to)) {
    throw data('Bad request', { status: 400 })
  }
  const result = await setOrderStatus(context.get(appContext).db, id, to, {
    id: staff.id,
    email: staff.email,
  })
  if (result.ok) {
    context
      .get(appContext)
      .logger.info({ staffId: staff.id, orderId: id, from: result.from, to }, 'order status changed')
    const notice: Notice = { tone: 'success', key: 'adminOrders.changed', values: { id, status: to } }
    return data({ notice }, { status: 200 })
  }
  const selected = result.reason === 'not-found' ? null : await orderDetail(context.get(appContext).db, id)
  const notice: Notice = {
    tone: 'error',
    key: `adminOrders.refused.${result.reason}`,
    values: { from: selected?.status ?? '', to },
  }
  return data({ notice }, { status: result.reason === 'not-found' ? 404 : 409 })
}

const statusTone: Record<string, string> = {
  placed: 'bg-amber-100 text-amber-900',
  paid: 'bg-sky-100 text-sky-900',
  shipped: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-900',
}

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const money = (cents: number) => formatCents(cents, lang)
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'es' ? 'es-US' : 'en-US', {
      dateStyle: 'short',
      timeStyle: 'short',
    })
  const withParams = useQueryLink()
  const statusName = (s: string) => t(`adminOrders.status.${s}`)
  const total = Object.values(loaderData.counts).reduce((a, b) => a + (b ?? 0), 0)
  const selected = loaderData.selected
  const notice = actionData?.notice
  // Status slugs in a notice are shown by name; the success names the order by its number.
  const shownNotice = notice
    ? {
        ...notice,
        values: {
          ...notice.values,
          number: selected?.orderNumber ?? String(notice.values?.id ?? ''),
          status: notice.values?.status ? statusName(String(notice.values.status)) : '',
          from: notice.values?.from ? statusName(String(notice.values.from)) : '',
          to: notice.values?.to ? statusName(String(notice.values.to)) : '',
        },
      }
    : notice
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.orders')}>
      <NoticeBanner notice={shownNotice} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminOrders.intro')}</p>
      <nav aria-label={t('adminOrders.filterLabel')} className="mb-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {[null, ...orderStatuses].map((s) => {
            const current = (loaderData.status ?? null) === s
            const count = s ? (loaderData.counts[s] ?? 0) : total
            return (
              <li key={s ?? 'all'}>
                <Link
                  to={withParams({ status: s, page: null, id: null })}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-full border px-3 py-1 font-semibold ${current ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
                  data-testid={`orders-filter-${s ?? 'all'}`}
                >
                  {s ? statusName(s) : t('adminOrders.all')} ({count})
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {selected ? (
        <section
          aria-labelledby="order-detail-title"
          className="mb-6 rounded border border-slate-300 bg-slate-50 p-4"
          data-testid="order-detail"
        >
          <div className="flex items-start justify-between gap-4">
            <h2 id="order-detail-title" className="text-lg font-bold text-slate-900">
              {t('adminOrders.detailTitle', { number: selected.orderNumber })}
            </h2>
            <Link to={withParams({ id: null })} className={secondaryButton}>
              {t('adminOrders.close')}
            </Link>
          </div>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-700">{t('adminOrders.columns.status')}</dt>
            <dd>
              <span
                className={`rounded px-2 py-0.5 text-xs font-semibold ${statusTone[selected.status] ?? ''}`}
                data-testid="order-detail-status"
              >
                {statusName(selected.status)}
              </span>
            </dd>
            <dt className="font-semibold text-slate-700">{t('adminOrders.placedAt')}</dt>
            <dd>{when(selected.createdAt)}</dd>
            {selected.paidAt ? (
              <>
                <dt className="font-semibold text-slate-700">{t('adminOrders.paidAt')}</dt>
                <dd>{when(selected.paidAt)}</dd>
              </>
            ) : null}
            <dt className="font-semibold text-slate-700">{t('adminOrders.contact')}</dt>
            <dd className="break-all">
              {selected.buyerName}
              <br />
              {selected.email}
              <br />
              {selected.phone}
            </dd>
            <dt className="font-semibold text-slate-700">{t('adminOrders.shipTo')}</dt>
            <dd data-testid="order-address">
              {selected.address.line1}
              {selected.address.line2 ? (
                <>
                  <br />
                  {selected.address.line2}
                </>
              ) : null}
              <br />
              {selected.address.city}, {selected.address.state} {selected.address.zip}
            </dd>
            <dt className="font-semibold text-slate-700">{t('adminOrders.language')}</dt>
            <dd>{selected.lang}</dd>
          </dl>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[36rem] bg-white text-left text-sm" data-testid="order-lines">
              <caption className="py-2 text-left font-semibold text-slate-700">
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
                {selected.lines.map((line) => (
                  <tr key={line.id} className="border-b border-slate-100">
                    <td className="px-2 py-2">{line.productName}</td>
                    <td className="px-2 py-2 text-right">{money(line.unitPriceCents)}</td>
                    <td className="px-2 py-2 text-right">{line.quantity}</td>
                    <td className="px-2 py-2 text-right">{money(line.lineTotalCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3} className="px-2 py-1 text-right font-semibold">
                    {t('adminOrders.subtotal')}
                  </th>
                  <td className="px-2 py-1 text-right">{money(selected.subtotalCents)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={3} className="px-2 py-1 text-right font-semibold">
                    {t('adminOrders.shipping')}
                  </th>
                  <td className="px-2 py-1 text-right">{money(selected.shippingCents)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={3} className="px-2 py-1 text-right font-bold">
                    {t('adminOrders.total')}
                  </th>
                  <td className="px-2 py-1 text-right font-bold" data-testid="order-total">
                    {money(selected.totalCents)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('adminOrders.changeTitle')}</h3>
          {selected.next.length ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {selected.next.map((s) => (
                <Form method="post" key={s}>
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="id" value={selected.id} />
                  <input type="hidden" name="status" value={s} />
                  <button
                    type="submit"
                    className={s === 'cancelled' ? secondaryButton : primaryButton}
                    data-testid={`order-set-${s}`}
                  >
                    {t('adminOrders.setTo', { status: statusName(s) })}
                  </button>
                </Form>
              ))}
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-700">
              {t('adminOrders.final', { status: statusName(selected.status) })}
            </p>
          )}
          <h3 className="mt-4 text-sm font-semibold text-slate-700" id="order-history-title">
            {t('adminOrders.history.title')}
          </h3>
          {selected.history.length ? (
            <table
              className="mt-1 w-full bg-white text-left text-sm"
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
                {selected.history.map((h) => (
                  <tr key={h.id} className="border-b border-slate-100" data-testid="order-history-row">
                    <td className="px-2 py-2 whitespace-nowrap">{when(h.at)}</td>
                    <td className="px-2 py-2">{statusName(h.from)}</td>
                    <td className="px-2 py-2">{statusName(h.to)}</td>
                    <td className="px-2 py-2 break-all">{h.by ?? t('adminOrders.history.payment')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-1 text-sm text-slate-700">{t('adminOrders.history.empty')}</p>
          )}
        </section>
      ) : null}
      {loaderData.rows.length === 0 ? (
        loaderData.status ? (
          <p className="text-slate-700">{t('adminOrders.none')}</p>
        ) : (
          <EmptyState title={t('admin.orders.empty')} text={t('admin.orders.emptyText')} />
        )
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm" data-testid="orders-table">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th className="py-2 pr-3">{t('adminOrders.columns.number')}</th>
                <th className="py-2 pr-3">{t('adminOrders.columns.date')}</th>
                <th className="py-2 pr-3">{t('adminOrders.columns.buyer')}</th>
                <th className="py-2 pr-3 text-right">{t('adminOrders.columns.items')}</th>
                <th className="py-2 pr-3 text-right">{t('adminOrders.columns.total')}</th>
                <th className="py-2 pr-3">{t('adminOrders.columns.status')}</th>
                <th className="py-2">{t('adminOrders.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 align-top" data-testid="order-row">
                  <td className="py-2 pr-3 font-mono">{row.orderNumber}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{when(row.createdAt)}</td>
                  <td className="py-2 pr-3">
                    {row.buyerName}
                    <div className="text-xs break-all text-slate-600">{row.email}</div>
                  </td>
                  <td className="py-2 pr-3 text-right">{row.itemCount}</td>
                  <td className="py-2 pr-3 text-right">{money(row.totalCents)}</td>
                  <td className="py-2 pr-3">
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-semibold ${statusTone[row.status] ?? ''}`}
                      data-testid="order-status"
                    >
                      {statusName(row.status)}
                    </span>
                  </td>
                  <td className="py-2">
                    <Link
                      to={withParams({ id: String(row.id) })}
                      className={secondaryButton}
                      aria-label={t('adminOrders.viewLabel', { number: row.orderNumber })}
                    >
                      {t('adminOrders.view')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={loaderData.page}
        hasMore={loaderData.hasMore}
        newer={t('adminOrders.newer')}
        older={t('adminOrders.older')}
      />
    </AdminLayout>
  )
}
