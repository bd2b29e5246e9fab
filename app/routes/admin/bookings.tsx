import { data, useNavigation } from 'react-router'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import {
  AdminTable,
  FilterPills,
  useFormatWhen,
  StatusBadge,
  type Column,
} from '#app/components/admin/admin-table'
import { OperatorFilter, ReassignForm } from '#app/components/admin/bookings/bookings-forms'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'
import {
  BOOKING_STATUSES,
  canReassignBooking,
  parseBookingFilter,
  reassignBookingSchema,
} from '#app/domain/bookings/status'
import { formatCents } from '#app/domain/money'
import { bookingsOverview, reassignBooking } from '#app/.server/services/bookings/booking-workflow'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { pickupTimeLabel } from '#app/domain/bookings/pickup-time'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/bookings'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Bookings tab (issue #21 item 3): every booking request with its operator, status, quote,
 * addresses, wished time and contact; filtered by status and operator; the escalated ones marked;
 * "Reassign" gives a pending or accepted request to another operator (who is e-mailed).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const filter = parseBookingFilter(new URL(request.url).searchParams)
  const app = context.get(appContext)
  const lang = context.get(languageContext)
  const overview = await bookingsOverview(app, filter)
  return data(
    {
      staff: { email: staff.email },
      status: filter.status ?? null,
      operatorId: filter.operatorId ?? null,
      counts: overview.counts,
      operators: overview.operators,
      rows: overview.rows.map((b) => ({
        id: b.id,
        operatorId: b.operatorId,
        operatorName: b.operatorName,
        // An order from the service section that no operator covers (ADR 066): staff's to assign.
        forStaff: b.operatorId === null && b.operatorSlug === '',
        status: b.status,
        statusMessage: b.statusMessage,
        createdAt: b.createdAt.toISOString(),
        escalatedAt: b.escalatedAt?.toISOString() ?? null,
        reassigned: b.reassignedFromOperatorId !== null,
        name: b.name,
        phone: b.phone,
        email: b.email,
        pickup: b.pickup,
        delivery: b.delivery,
        requestedTime: b.requestedTime
          ? pickupTimeLabel(b.requestedTime, app.env.SITE_TIME_ZONE, lang)
          : b.requestedTime,
        quoteCents: b.quoteCents,
        quoteMiles: b.quoteMiles,
        lang: b.lang,
      })),
    },
    { headers: adminHeaders() },
  )
}

export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, {
    form: 'admin-bookings',
    schema: reassignBookingSchema,
    failure: 'adminBookings.invalid',
  })
  if (!edge.ok) return edge.response
  const app = args.context.get(appContext)
  const staff = args.context.get(staffContext)
  const { id, operatorId } = edge.value
  const result = await reassignBooking(app, id, operatorId)
  if (!result.ok) {
    const notice: Notice = { tone: 'error', key: `adminBookings.refused.${result.reason}` }
    return data({ notice }, { status: result.reason === 'notFound' ? 404 : 409 })
  }
  app.logger.info({ staffId: staff.id, bookingId: id, operatorId }, 'booking reassigned')
  app.outbox.nudge()
  const notice: Notice = {
    tone: 'success',
    key: 'adminBookings.reassigned',
    values: { id, operator: result.booking.operatorName },
  }
  return data({ notice })
}

type BookingRow = Route.ComponentProps['loaderData']['rows'][number]

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const busy = useNavigation().state !== 'idle'
  const when = useFormatWhen()
  const notice = replyNotice(actionData, 'adminBookings.invalid')
  const statusName = (s: string) => t(`adminBookings.status.${s}`)
  const columns: Column<BookingRow>[] = [
    {
      key: 'request',
      header: t('adminBookings.columns.request'),
      cell: (r) => <span className="font-mono">#{r.id}</span>,
    },
    {
      key: 'operator',
      header: t('adminBookings.columns.operator'),
      cell: (r) => (
        <>
          <span data-testid="booking-operator">
            {r.forStaff ? t('adminBookings.forStaff') : r.operatorName}
          </span>
          {r.reassigned ? (
            <div className="text-xs text-slate-600">{t('adminBookings.reassignedFrom')}</div>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: t('adminBookings.columns.status'),
      cell: (r) => (
        <div>
          <StatusBadge list="bookings" status={r.status} testId="booking-status">
            {statusName(r.status)}
          </StatusBadge>
          {r.escalatedAt ? (
            <p className="mt-1 text-xs font-semibold text-red-800" data-testid="booking-escalated">
              {t('adminBookings.escalated', { when: when(r.escalatedAt) })}
            </p>
          ) : null}
          {r.statusMessage ? (
            <p className="mt-1 text-xs break-words text-slate-700">
              {t('adminBookings.message', { message: r.statusMessage })}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'created',
      header: t('adminBookings.columns.created'),
      cell: (r) => when(r.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      key: 'quote',
      header: t('adminBookings.columns.quote'),
      cell: (r) => (r.quoteCents != null ? formatCents(r.quoteCents, lang) : t('adminBookings.noQuote')),
      align: 'right',
    },
    {
      key: 'addresses',
      header: t('adminBookings.columns.addresses'),
      cell: (r) => (
        <>
          <div>{t('adminBookings.from', { address: r.pickup })}</div>
          <div>{t('adminBookings.to', { address: r.delivery })}</div>
        </>
      ),
      className: 'max-w-xs break-words',
    },
    {
      key: 'when',
      header: t('adminBookings.columns.when'),
      cell: (r) => r.requestedTime,
    },
    {
      key: 'contact',
      header: t('adminBookings.columns.contact'),
      cell: (r) => (
        <>
          {r.name}
          <div className="text-xs break-all text-slate-600">{r.email}</div>
          <div className="text-xs text-slate-600">{r.phone}</div>
        </>
      ),
    },
    {
      key: 'reassign',
      header: t('adminBookings.columns.reassign'),
      cell: (r) =>
        canReassignBooking(r.status) ? (
          <ReassignForm booking={r} operators={loaderData.operators} busy={busy} />
        ) : null,
    },
  ]
  const total = Object.values(loaderData.counts).reduce<number>((a, b) => a + (b ?? 0), 0)
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.bookings')}>
      <NoticeBanner notice={notice} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminBookings.intro')}</p>
      <FilterPills
        label={t('adminBookings.filterLabel')}
        param="status"
        current={loaderData.status}
        values={BOOKING_STATUSES}
        counts={loaderData.counts}
        name={statusName}
        allLabel={t('adminBookings.all')}
        testIdPrefix="bookings-filter"
      />
      <OperatorFilter
        status={loaderData.status}
        operatorId={loaderData.operatorId}
        operators={loaderData.operators}
      />
      {loaderData.rows.length === 0 ? (
        total === 0 && !loaderData.operatorId ? (
          <EmptyState title={t('adminBookings.empty')} text={t('adminBookings.emptyText')} />
        ) : (
          <p className="text-slate-700">{t('adminBookings.none')}</p>
        )
      ) : (
        <AdminTable
          rows={loaderData.rows}
          columns={columns}
          testId="bookings-table"
          rowTestId="booking-row"
          caption={t('adminBookings.caption')}
          minWidth="min-w-[56rem]"
        />
      )}
    </AdminLayout>
  )
}
