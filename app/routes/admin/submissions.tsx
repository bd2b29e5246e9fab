import { data, Form, Link, useSearchParams } from 'react-router'
import {
  Pager,
  useQueryLink,
  FilterActions,
  FilterSearch,
  FilterSelect,
} from '#app/components/admin/list-parts'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import { primaryButton, secondaryButton, adminInputClass } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, type Notice } from '#app/components/admin/route-helpers'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import { inboxKinds, parseInboxFilter } from '#app/domain/forms/inbox'
import { isSubmissionStatus, submissionStatuses } from '#app/domain/forms/options'
import {
  changeSubmissionStatus,
  inboxOverview,
  inboxSubmission,
} from '#app/.server/services/submissions-inbox'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { boundedFormData } from '#app/.server/http/guarded-edge'
import type { Route } from './+types/submissions'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

const parseId = (value: unknown) => {
  const id = Number.parseInt(String(value ?? ''), 10)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

/**
 * The Submissions tab (issue #8 item 6): every stored submission by kind, newest first, filters in
 * the URL, a detail view (?id=), a status (new, contacted, closed) and CSV export
 * (routes/admin/submissions-csv.ts). Newsletter signups join later: see app/domain/forms/inbox.ts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const url = new URL(request.url)
  const lang = context.get(languageContext)
  const filter = parseInboxFilter(url.searchParams)
  const id = parseId(url.searchParams.get('id'))
  const [overview, selected] = await Promise.all([
    inboxOverview(context.get(appContext).db, filter),
    id ? inboxSubmission(context.get(appContext).db, id, lang) : null,
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

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext)
  const formData = await boundedFormData({ request, context })
  const id = parseId(formData.get('id'))
  const status = formData.get('status')
  if (formData.get('intent') !== 'status' || !id || !isSubmissionStatus(status)) {
    throw data('Bad request', { status: 400 })
  }
  const ok = await changeSubmissionStatus(context.get(appContext).db, id, status, {
    id: staff.id,
    email: staff.email,
  })
  if (ok)
    context
      .get(appContext)
      .logger.info({ staffId: staff.id, submissionId: id, status }, 'submission status changed')
  const notice: Notice = ok
    ? { tone: 'success', key: 'adminSubmissions.statusSaved', values: { id, status } }
    : { tone: 'error', key: 'adminSubmissions.notFound', values: { id } }
  return data({ notice }, { status: ok ? 200 : 404 })
}

const statusTone: Record<string, string> = {
  new: 'bg-amber-100 text-amber-900',
  contacted: 'bg-sky-100 text-sky-900',
  closed: 'bg-slate-200 text-slate-900',
}

const inputClass = adminInputClass

export default function AdminSubmissions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const [params] = useSearchParams()
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'es' ? 'es-US' : 'en-US', {
      dateStyle: 'short',
      timeStyle: 'short',
    })
  const withParams = useQueryLink()
  const csvQuery = (() => {
    const next = new URLSearchParams(params)
    next.delete('id')
    next.delete('page')
    const query = next.toString()
    return query ? `?${query}` : ''
  })()
  const { filter, selected } = loaderData
  const total = Object.values(loaderData.counts).reduce((a, b) => a + (b ?? 0), 0)
  const notice = actionData?.notice
  const shownNotice =
    notice?.key === 'adminSubmissions.statusSaved' && notice.values
      ? {
          ...notice,
          values: { ...notice.values, status: t(`adminSubmissions.status.${notice.values.status}`) },
        }
      : notice
  const filtered = Boolean(filter.kind || filter.status || filter.text || filter.from || filter.to)
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.submissions')}>
      <NoticeBanner notice={shownNotice} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminSubmissions.intro')}</p>
      <nav aria-label={t('adminSubmissions.filterLabel')} className="mb-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {[null, ...inboxKinds].map((k) => {
            const current = filter.kind === k
            const count = k ? (loaderData.counts[k] ?? 0) : total
            return (
              <li key={k ?? 'all'}>
                <Link
                  to={withParams({ kind: k, page: null, id: null })}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-full border px-3 py-1 font-semibold ${current ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
                  data-testid={`submissions-filter-${k ?? 'all'}`}
                >
                  {k ? t(`adminSubmissions.kinds.${k}`) : t('adminSubmissions.all')} ({count})
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <Form
        method="get"
        className="mb-4 grid gap-3 rounded border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5"
        aria-label={t('adminSubmissions.filtersTitle')}
        data-testid="submissions-filters"
      >
        {filter.kind ? <input type="hidden" name="kind" value={filter.kind} /> : null}
        <FilterSearch id="submissions-q" label={t('adminSubmissions.search')} defaultValue={filter.text} />
        <FilterSelect
          id="submissions-status"
          name="status"
          label={t('adminSubmissions.statusLabel')}
          anyLabel={t('adminSubmissions.anyStatus')}
          defaultValue={filter.status}
          options={submissionStatuses.map((s) => ({ value: s, label: t(`adminSubmissions.status.${s}`) }))}
        />
        <div>
          <label htmlFor="submissions-from" className="block text-sm font-semibold text-slate-800">
            {t('adminSubmissions.from')}
          </label>
          <input
            id="submissions-from"
            name="from"
            type="date"
            defaultValue={filter.from}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="submissions-to" className="block text-sm font-semibold text-slate-800">
            {t('adminSubmissions.to')}
          </label>
          <input id="submissions-to" name="to" type="date" defaultValue={filter.to} className={inputClass} />
        </div>
        <FilterActions
          className="lg:col-span-5"
          applyLabel={t('adminSubmissions.apply')}
          clearLabel={t('adminSubmissions.clear')}
          filtered={filtered}
          exportHref={`${href('/admin/submissions.csv')}${csvQuery}`}
          exportLabel={t('adminSubmissions.exportCsv')}
          exportTestId="submissions-export"
        />
      </Form>
      {selected ? (
        <section
          aria-labelledby="submission-detail-title"
          className="mb-6 rounded border border-slate-300 bg-slate-50 p-4"
          data-testid="submission-detail"
        >
          <div className="flex items-start justify-between gap-4">
            <h2 id="submission-detail-title" className="text-lg font-bold text-slate-900">
              {t('adminSubmissions.detailTitle', { id: selected.id })}
            </h2>
            <Link to={withParams({ id: null })} className={secondaryButton}>
              {t('adminSubmissions.close')}
            </Link>
          </div>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-700">{t('adminSubmissions.columns.kind')}</dt>
            <dd>{t(`adminSubmissions.kind.${selected.kind}`)}</dd>
            <dt className="font-semibold text-slate-700">{t('adminSubmissions.receivedAt')}</dt>
            <dd>{when(selected.createdAt)}</dd>
            <dt className="font-semibold text-slate-700">{t('adminSubmissions.source')}</dt>
            <dd className="break-all">{selected.sourcePath}</dd>
            <dt className="font-semibold text-slate-700">{t('adminSubmissions.language')}</dt>
            <dd>{selected.lang}</dd>
          </dl>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('adminSubmissions.fieldsTitle')}</h3>
          <dl
            className="mt-1 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded border border-slate-200 bg-white p-3 text-sm"
            data-testid="submission-fields"
          >
            {selected.fields.map((f) => (
              <div key={f.key} className="contents">
                <dt className="font-semibold text-slate-700">{f.label}</dt>
                <dd className="break-words whitespace-pre-wrap">{f.value}</dd>
              </div>
            ))}
          </dl>
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="id" value={selected.id} />
            <div>
              <label htmlFor="submission-status" className="block text-sm font-semibold text-slate-800">
                {t('adminSubmissions.changeStatus')}
              </label>
              <select
                id="submission-status"
                name="status"
                key={`${selected.id}-${selected.status}`}
                defaultValue={selected.status}
                className={inputClass}
              >
                {submissionStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`adminSubmissions.status.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={primaryButton}>
              {t('adminSubmissions.save')}
            </button>
          </Form>
          {selected.statusChangedAt ? (
            <p className="mt-2 text-sm text-slate-600" data-testid="submission-changed">
              {t('adminSubmissions.changedBy', {
                time: when(selected.statusChangedAt),
                email: selected.statusChangedBy ?? '—',
              })}
            </p>
          ) : null}
        </section>
      ) : null}
      {loaderData.rows.length === 0 ? (
        filtered ? (
          <p className="text-slate-700">{t('adminSubmissions.none')}</p>
        ) : (
          <EmptyState title={t('admin.submissions.empty')} text={t('admin.submissions.emptyText')} />
        )
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm" data-testid="submissions-table">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th className="py-2 pr-3">{t('adminSubmissions.columns.received')}</th>
                <th className="py-2 pr-3">{t('adminSubmissions.columns.kind')}</th>
                <th className="py-2 pr-3">{t('adminSubmissions.columns.name')}</th>
                <th className="py-2 pr-3">{t('adminSubmissions.columns.email')}</th>
                <th className="py-2 pr-3">{t('adminSubmissions.columns.lang')}</th>
                <th className="py-2 pr-3">{t('adminSubmissions.columns.status')}</th>
                <th className="py-2">{t('adminSubmissions.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 align-top" data-testid="submission-row">
                  <td className="py-2 pr-3 whitespace-nowrap">{when(row.createdAt)}</td>
                  <td className="py-2 pr-3">{t(`adminSubmissions.kind.${row.kind}`)}</td>
                  <td className="py-2 pr-3">{row.name || '—'}</td>
                  <td className="py-2 pr-3 break-all">{row.email}</td>
                  <td className="py-2 pr-3">{row.lang}</td>
                  <td className="py-2 pr-3">
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-semibold ${statusTone[row.status] ?? ''}`}
                      data-testid="submission-status"
                    >
                      {t(`adminSubmissions.status.${row.status}`)}
                    </span>
                  </td>
                  <td className="py-2">
                    <Link
                      to={withParams({ id: String(row.id) })}
                      className={secondaryButton}
                      aria-label={t('adminSubmissions.viewLabel', { id: row.id })}
                    >
                      {t('adminSubmissions.view')}
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
        newer={t('adminSubmissions.newer')}
        older={t('adminSubmissions.older')}
      />
    </AdminLayout>
  )
}
