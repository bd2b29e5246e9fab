import { data } from 'react-router'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import {
  AdminTable,
  FilterPills,
  useFormatWhen,
  statusColumn,
  viewColumn,
  type Column,
} from '#app/components/admin/admin-table'
import { Pager } from '#app/components/admin/list-parts'
import { OrderDetail } from '#app/components/admin/orders/order-detail'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'
import { listPage, optionalRowId } from '#app/domain/admin/intents'
import { orderActionSchema } from '#app/domain/shop/fulfilment'
import { formatCents } from '#app/domain/money'
import { isOrderStatus, orderStatuses } from '#app/domain/shop/order-status'
import {
  orderDetail,
  ordersOverview,
  sendInvoice,
  setOrderStatus,
  shipOrder,
} from '#app/.server/services/shop/orders-admin'
import { appContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/orders'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

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
  const page = listPage(url.searchParams.get('page'))
  const id = optionalRowId(url.searchParams.get('id'))
  const app = context.get(appContext)
  const [overview, selected] = await Promise.all([
    ordersOverview(app, { status, page }),
    id ? orderDetail(app, id) : null,
  ])
  return data(
    { staff: { email: staff.email }, status: status ?? null, page, ...overview, selected },
    { headers: adminHeaders() },
  )
}

export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, {
    form: 'admin-orders',
    schema: orderActionSchema,
    failure: 'adminOrders.invalid',
  })
  if (!edge.ok) return edge.response
  const { context } = args
  const app = context.get(appContext)
  const staff = context.get(staffContext)
  const by = { id: staff.id, email: staff.email }
  const value = edge.value
  const { id } = value
  const answer = (notice: Notice, status = 200) =>
    data({ ...edge.reply(), intent: value.intent, notice }, { status })
  const refused = async (reason: string, to: string) => {
    const selected = reason === 'not-found' ? null : await orderDetail(app, id)
    const notice: Notice = {
      tone: 'error',
      key: `adminOrders.refused.${reason}`,
      values: { from: selected?.status ?? '', to },
    }
    return answer(notice, reason === 'not-found' ? 404 : 409)
  }
  // A buyer e-mail was queued with the change: the worker sends it now, not at its next pass.
  const mailed = () => app.outbox.nudge()

  switch (value.intent) {
    case 'status': {
      const to = value.status
      const result = await setOrderStatus(app, id, to, by)
      if (!result.ok) return refused(result.reason, to)
      app.logger.info({ staffId: staff.id, orderId: id, from: result.from, to }, 'order status changed')
      // Every change an order can make (paid, shipped, cancelled, refunded) e-mails the buyer.
      mailed()
      return answer({ tone: 'success', key: 'adminOrders.changedMailed', values: { id, status: to } })
    }
    case 'ship': {
      const { carrier, trackingNumber } = value
      const result = await shipOrder(app, id, { carrier, trackingNumber }, by)
      if (!result.ok) return refused(result.reason, 'shipped')
      app.logger.info({ staffId: staff.id, orderId: id, outcome: result.outcome }, 'order shipped')
      if (result.outcome === 'unchanged')
        return answer({ tone: 'success', key: 'adminOrders.shipment.unchanged', values: { id } })
      mailed()
      return answer(
        result.outcome === 'shipped'
          ? { tone: 'success', key: 'adminOrders.changedMailed', values: { id, status: 'shipped' } }
          : { tone: 'success', key: 'adminOrders.shipment.updated', values: { id } },
      )
    }
    case 'invoice': {
      const result = await sendInvoice(app, app.env, id)
      if (!result.ok) return refused(result.reason, '')
      app.logger.info({ staffId: staff.id, orderId: id }, 'order invoice sent')
      mailed()
      return answer({ tone: 'success', key: 'adminOrders.invoice.sent', values: { id } })
    }
  }
}

type Reply = {
  intent?: string
  result?: { initialValue?: { intent?: unknown } | null; error?: Record<string, unknown> | null } | null
}

/** The reply of a post with this intent: the action's answer, or the edge's refusal of it. */
function replyOf(actionData: unknown, intent: string) {
  const reply = actionData as Reply | undefined
  const posted = reply?.intent ?? reply?.result?.initialValue?.intent
  return posted === intent ? (reply?.result ?? undefined) : undefined
}

type OrderRow = Route.ComponentProps['loaderData']['rows'][number]

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const when = useFormatWhen()
  const statusName = (s: string) => t(`adminOrders.status.${s}`)
  const { selected } = loaderData
  // The ship form's last reply (a refusal of the edge names its intent only in what was posted).
  const shipReply = replyOf(actionData, 'ship')
  const notice = replyNotice(
    actionData,
    shipReply?.error ? 'adminOrders.shipment.invalid' : 'adminOrders.invalid',
  )
  // Status slugs in a notice are shown by name; the success names the order by its number.
  const named = (value: unknown) => (value ? statusName(String(value)) : '')
  const shownNotice = notice && {
    ...notice,
    values: {
      ...notice.values,
      number: selected?.orderNumber ?? String(notice.values?.id ?? ''),
      status: named(notice.values?.status),
      from: named(notice.values?.from),
      to: named(notice.values?.to),
    },
  }
  const columns: Column<OrderRow>[] = [
    {
      key: 'number',
      header: t('adminOrders.columns.number'),
      cell: (r) => r.orderNumber,
      className: 'font-mono',
    },
    {
      key: 'date',
      header: t('adminOrders.columns.date'),
      cell: (r) => when(r.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      key: 'buyer',
      header: t('adminOrders.columns.buyer'),
      cell: (r) => (
        <>
          {r.buyerName}
          <div className="text-xs break-all text-slate-600">{r.email}</div>
        </>
      ),
    },
    { key: 'items', header: t('adminOrders.columns.items'), cell: (r) => r.itemCount, align: 'right' },
    {
      key: 'total',
      header: t('adminOrders.columns.total'),
      cell: (r) => formatCents(r.totalCents, lang),
      align: 'right',
    },
    statusColumn({
      list: 'orders',
      header: t('adminOrders.columns.status'),
      name: statusName,
      testId: 'order-status',
    }),
    viewColumn(t('adminOrders.columns.actions'), t('adminOrders.view'), (r) =>
      t('adminOrders.viewLabel', { number: r.orderNumber }),
    ),
  ]
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.orders')}>
      <NoticeBanner notice={shownNotice} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminOrders.intro')}</p>
      <FilterPills
        label={t('adminOrders.filterLabel')}
        param="status"
        current={loaderData.status}
        values={orderStatuses}
        counts={loaderData.counts}
        name={statusName}
        allLabel={t('adminOrders.all')}
        testIdPrefix="orders-filter"
      />
      {selected ? <OrderDetail key={selected.id} order={selected} when={when} shipReply={shipReply} /> : null}
      {loaderData.rows.length === 0 ? (
        loaderData.status ? (
          <p className="text-slate-700">{t('adminOrders.none')}</p>
        ) : (
          <EmptyState title={t('admin.orders.empty')} text={t('admin.orders.emptyText')} />
        )
      ) : (
        <AdminTable
          rows={loaderData.rows}
          columns={columns}
          caption={t('admin.shell.tabs.orders')}
          testId="orders-table"
          rowTestId="order-row"
        />
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
