import { data } from 'react-router'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import {
  AdminTable,
  StatusBadge,
  useFormatWhen,
  viewColumn,
  type Column,
} from '#app/components/admin/admin-table'
import { JobFilters, StatementDownload } from '#app/components/admin/deliveries/delivery-forms'
import { JobDetail } from '#app/components/admin/deliveries/job-detail'
import { adminHeaders, adminMeta, type Notice } from '#app/components/admin/route-helpers'
import { openedJobId, parseJobListFilter } from '#app/domain/deliveries/job-list'
import { parseStatementMonth } from '#app/domain/deliveries/statement'
import { formatCents } from '#app/domain/money'
import { operatorSharePercent } from '#app/domain/settings/site-settings'
import { localDate } from '#app/domain/time/zone'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { getSiteSettings } from '#app/.server/services/content/site-settings'
import { staffJobDetail, staffJobList, type StaffJobItem } from '#app/.server/services/deliveries/staff-jobs'
import type { Route } from './+types/deliveries'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.shell.tabs.deliveries')
export const headers = adminHeaders

/**
 * The Deliveries tab (issue #44, ADR 065): every delivery job with its booking, customer, operator,
 * status, price, wished pickup and last change; filtered by operator, status and the days it began
 * (a GET form); `?id=` opens a job's whole history and proof. Below, an operator's monthly
 * statement as a CSV download. Staff only, through the admin layout; nothing here changes a job.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const lang = context.get(languageContext)
  const zone = app.env.SITE_TIME_ZONE
  const params = new URL(request.url).searchParams
  const filter = parseJobListFilter(params)
  const id = openedJobId(params)
  const [list, detail, settings] = await Promise.all([
    staffJobList(app, filter, { zone, lang }),
    id === null ? null : staffJobDetail(app, id, { zone, lang }),
    getSiteSettings(app),
  ])
  const notice: Notice | null =
    id !== null && !detail ? { tone: 'error', key: 'adminDeliveries.notFound' } : null
  return data(
    {
      staff: { email: context.get(staffContext).email },
      filter,
      ...list,
      detail,
      notice,
      statement: {
        month: parseStatementMonth(null, localDate(new Date(), zone)),
        percent: operatorSharePercent(settings),
      },
    },
    { status: notice ? 404 : 200, headers: adminHeaders() },
  )
}

export default function AdminDeliveries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const when = useFormatWhen()
  const c = 'adminDeliveries.columns'
  const columns: Column<StaffJobItem>[] = [
    {
      key: 'booking',
      header: t(`${c}.booking`),
      cell: (r) => <span className="font-mono">#{r.bookingId}</span>,
    },
    { key: 'customer', header: t(`${c}.customer`), cell: (r) => r.customer, className: 'break-words' },
    {
      key: 'operator',
      header: t(`${c}.operator`),
      cell: (r) => <span data-testid="delivery-operator">{r.operatorName}</span>,
    },
    {
      key: 'status',
      header: t(`${c}.status`),
      cell: (r) => (
        <>
          <StatusBadge list="deliveries" status={r.status} testId="delivery-status">
            {t(`deliveries.status.${r.status}`)}
          </StatusBadge>
          {r.late ? (
            <span className="ml-1 font-semibold text-amber-900" data-testid="delivery-late">
              {t('adminDeliveries.late')}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'price',
      header: t(`${c}.price`),
      cell: (r) => (r.priceCents !== null ? formatCents(r.priceCents, lang) : t('adminDeliveries.noPrice')),
      align: 'right',
    },
    {
      key: 'pickup',
      header: t(`${c}.pickup`),
      cell: (r) => r.pickupTime || t('adminDeliveries.noPickup'),
    },
    {
      key: 'updated',
      header: t(`${c}.updated`),
      cell: (r) => when(r.updatedAt),
      className: 'whitespace-nowrap',
    },
    viewColumn<StaffJobItem>(t(`${c}.view`), t('adminDeliveries.view'), (r) =>
      t('adminDeliveries.viewLabel', { id: r.bookingId }),
    ),
  ]
  const filtered = Object.keys(loaderData.filter).length > 0
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.deliveries')}>
      <NoticeBanner notice={loaderData.notice} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminDeliveries.intro')}</p>
      {loaderData.detail ? <JobDetail job={loaderData.detail} /> : null}
      <JobFilters filter={loaderData.filter} operators={loaderData.operators} />
      {loaderData.rows.length === 0 ? (
        filtered ? (
          <p className="text-slate-700">{t('adminDeliveries.none')}</p>
        ) : (
          <EmptyState title={t('adminDeliveries.empty')} text={t('adminDeliveries.emptyText')} />
        )
      ) : (
        <AdminTable
          rows={loaderData.rows}
          columns={columns}
          testId="deliveries-table"
          rowTestId="delivery-row"
          caption={t('adminDeliveries.caption')}
          minWidth="min-w-[56rem]"
        />
      )}
      {loaderData.more ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('adminDeliveries.more', { count: loaderData.rows.length })}
        </p>
      ) : null}
      <StatementDownload
        operators={loaderData.operators}
        month={loaderData.statement.month}
        percent={loaderData.statement.percent}
      />
    </AdminLayout>
  )
}
