import { data, useSearchParams } from 'react-router'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import {
  AdminTable,
  FilterPills,
  useFormatWhen,
  statusColumn,
  viewColumn,
  type Column,
} from '#app/components/admin/admin-table'
import { SubmissionDetail } from '#app/components/admin/inbox/submission-detail'
import { SubmissionFilters } from '#app/components/admin/inbox/submission-filters'
import { Pager, queryWithout } from '#app/components/admin/list-parts'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { optionalRowId, statusChangeSchema } from '#app/domain/admin/intents'
import { inboxKinds, parseInboxFilter } from '#app/domain/forms/inbox'
import { submissionStatuses } from '#app/domain/forms/options'
import {
  changeSubmissionStatus,
  inboxOverview,
  inboxSubmission,
} from '#app/.server/services/forms/submissions-inbox'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/submissions'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Submissions tab (issue #8 item 6): every stored submission by kind, newest first, filters in
 * the URL, a detail view (?id=), a status (new, contacted, closed) and CSV export
 * (routes/admin/submissions-csv.ts). Newsletter signups join later: see app/domain/forms/inbox.ts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const url = new URL(request.url)
  const filter = parseInboxFilter(url.searchParams)
  const id = optionalRowId(url.searchParams.get('id'))
  const app = context.get(appContext)
  const { env } = app
  const [overview, selected] = await Promise.all([
    inboxOverview(app, filter),
    id ? inboxSubmission(app, id, context.get(languageContext), env.SITE_TIME_ZONE) : null,
  ])
  return data(
    {
      staff: { email: staff.email },
      filter: {
        kind: filter.kind ?? null,
        status: filter.status ?? null,
        text: filter.text ?? '',
        from: filter.fromDate ?? '',
        to: filter.toDate ?? '',
      },
      page: filter.page,
      ...overview,
      selected,
    },
    { headers: adminHeaders() },
  )
}

export async function action(args: Route.ActionArgs) {
  const schema = statusChangeSchema(submissionStatuses)
  const edge = await adminEdge(args, {
    form: 'admin-submissions',
    schema,
    failure: 'adminSubmissions.invalid',
  })
  if (!edge.ok) return edge.response
  const app = args.context.get(appContext)
  const staff = args.context.get(staffContext)
  const { id, status } = edge.value
  const ok = await changeSubmissionStatus(app, id, status, { id: staff.id, email: staff.email })
  if (ok) app.logger.info({ staffId: staff.id, submissionId: id, status }, 'submission status changed')
  const notice: Notice = ok
    ? { tone: 'success', key: 'adminSubmissions.statusSaved', values: { id, status } }
    : { tone: 'error', key: 'adminSubmissions.notFound', values: { id } }
  return data({ notice }, { status: ok ? 200 : 404 })
}

type SubmissionRow = Route.ComponentProps['loaderData']['rows'][number]

export default function AdminSubmissions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const [params] = useSearchParams()
  const when = useFormatWhen()
  const { filter, selected } = loaderData
  const notice = replyNotice(actionData, 'adminSubmissions.invalid')
  const shownNotice =
    notice?.key === 'adminSubmissions.statusSaved' && notice.values
      ? {
          ...notice,
          values: { ...notice.values, status: t(`adminSubmissions.status.${notice.values.status}`) },
        }
      : notice
  const filtered = Boolean(filter.kind || filter.status || filter.text || filter.from || filter.to)
  const columns: Column<SubmissionRow>[] = [
    {
      key: 'received',
      header: t('adminSubmissions.columns.received'),
      cell: (r) => when(r.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      key: 'kind',
      header: t('adminSubmissions.columns.kind'),
      cell: (r) => t(`adminSubmissions.kind.${r.kind}`),
    },
    { key: 'name', header: t('adminSubmissions.columns.name'), cell: (r) => r.name || '—' },
    {
      key: 'email',
      header: t('adminSubmissions.columns.email'),
      cell: (r) => r.email,
      className: 'break-all',
    },
    { key: 'lang', header: t('adminSubmissions.columns.lang'), cell: (r) => r.lang },
    statusColumn({
      list: 'submissions',
      header: t('adminSubmissions.columns.status'),
      name: (s) => t(`adminSubmissions.status.${s}`),
      testId: 'submission-status',
    }),
    viewColumn(t('adminSubmissions.columns.actions'), t('adminSubmissions.view'), (r) =>
      t('adminSubmissions.viewLabel', { id: r.id }),
    ),
  ]
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.submissions')}>
      <NoticeBanner notice={shownNotice} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminSubmissions.intro')}</p>
      <FilterPills
        label={t('adminSubmissions.filterLabel')}
        param="kind"
        current={filter.kind}
        values={inboxKinds}
        counts={loaderData.counts}
        name={(k) => t(`adminSubmissions.kinds.${k}`)}
        allLabel={t('adminSubmissions.all')}
        testIdPrefix="submissions-filter"
      />
      <SubmissionFilters
        filter={filter}
        filtered={filtered}
        exportHref={`${href('/admin/submissions.csv')}${queryWithout(params, ['id', 'page'])}`}
      />
      {selected ? <SubmissionDetail submission={selected} when={when} /> : null}
      {loaderData.rows.length === 0 ? (
        filtered ? (
          <p className="text-slate-700">{t('adminSubmissions.none')}</p>
        ) : (
          <EmptyState title={t('admin.submissions.empty')} text={t('admin.submissions.emptyText')} />
        )
      ) : (
        <AdminTable
          rows={loaderData.rows}
          columns={columns}
          caption={t('admin.shell.tabs.submissions')}
          testId="submissions-table"
          rowTestId="submission-row"
        />
      )}
      <Pager
        page={loaderData.page}
        hasMore={loaderData.hasMore}
        newer={t('adminSubmissions.newer')}
        older={t('adminSubmissions.older')}
      />
    </AdminLayout>
  )
}
