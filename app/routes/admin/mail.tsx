import { data, Form, Link } from 'react-router'
import { Pager, useQueryLink } from '#app/components/admin/list-parts'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import { secondaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, type Notice } from '#app/components/admin/route-helpers'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'
import { outboxStatuses } from '#app/domain/mail/statuses'
import {
  outboxMessage,
  outboxOverview,
  parseOutboxStatus,
  resendOutboxMessage,
} from '#app/.server/services/mail-outbox'
import { appContext, staffContext } from '#app/.server/context'
import { boundedFormData } from '#app/.server/http/guarded-edge'
import type { Route } from './+types/mail'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/** The Mail tab: the outbox by status, a message's text, and resend (issue #8 item 8, ADR 013). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const url = new URL(request.url)
  const status = parseOutboxStatus(url.searchParams.get('status'))
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
  const id = Number.parseInt(url.searchParams.get('id') ?? '', 10)
  const [overview, selected] = await Promise.all([
    outboxOverview(context.get(appContext).db, { status, page }),
    Number.isSafeInteger(id) && id > 0 ? outboxMessage(context.get(appContext).db, id) : null,
  ])
  return data(
    // The status list comes with the data: the page's browser code cannot import a .server module.
    {
      staff: { email: staff.email },
      status: status ?? null,
      page,
      ...overview,
      selected,
      statuses: outboxStatuses,
    },
    { headers: adminHeaders() },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext)
  const formData = await boundedFormData({ request, context })
  const id = Number.parseInt(String(formData.get('id') ?? ''), 10)
  if (formData.get('intent') !== 'resend' || !Number.isSafeInteger(id) || id <= 0) {
    throw data('Bad request', { status: 400 })
  }
  const ok = await resendOutboxMessage(context.get(appContext).db, id)
  if (ok) {
    context.get(appContext).outbox.nudge()
    context
      .get(appContext)
      .logger.info({ staffId: staff.id, outboxId: id }, 'outbox message queued again by staff')
  }
  const notice: Notice = ok
    ? { tone: 'success', key: 'adminMail.resent', values: { id } }
    : { tone: 'error', key: 'adminMail.resendFailed', values: { id } }
  return data({ notice }, { status: ok ? 200 : 409 })
}

const statusTone: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  held: 'bg-slate-200 text-slate-900',
  skipped: 'bg-slate-100 text-slate-800',
}

export default function AdminMail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'es' ? 'es-US' : 'en-US', {
      dateStyle: 'short',
      timeStyle: 'medium',
    })
  const withParams = useQueryLink()
  const total = Object.values(loaderData.counts).reduce((a, b) => a + (b ?? 0), 0)
  const selected = loaderData.selected
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.mail')}>
      <NoticeBanner notice={actionData?.notice} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminMail.intro')}</p>
      <nav aria-label={t('adminMail.filterLabel')} className="mb-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {[null, ...loaderData.statuses].map((s) => {
            const current = (loaderData.status ?? null) === s
            const count = s ? (loaderData.counts[s] ?? 0) : total
            return (
              <li key={s ?? 'all'}>
                <Link
                  to={withParams({ status: s, page: null, id: null })}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-full border px-3 py-1 font-semibold ${current ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
                  data-testid={`mail-filter-${s ?? 'all'}`}
                >
                  {s ? t(`adminMail.status.${s}`) : t('adminMail.all')} ({count})
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {selected ? (
        <section
          aria-labelledby="mail-detail-title"
          className="mb-6 rounded border border-slate-300 bg-slate-50 p-4"
          data-testid="mail-detail"
        >
          <div className="flex items-start justify-between gap-4">
            <h2 id="mail-detail-title" className="text-lg font-bold text-slate-900">
              {t('adminMail.detailTitle', { id: selected.id })}
            </h2>
            <Link to={withParams({ id: null })} className={secondaryButton}>
              {t('adminMail.close')}
            </Link>
          </div>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-700">{t('adminMail.columns.recipient')}</dt>
            <dd className="break-all">{selected.recipient ?? '—'}</dd>
            <dt className="font-semibold text-slate-700">{t('adminMail.columns.subject')}</dt>
            <dd>{selected.subject ?? '—'}</dd>
            <dt className="font-semibold text-slate-700">{t('adminMail.columns.category')}</dt>
            <dd>{selected.category}</dd>
            <dt className="font-semibold text-slate-700">{t('adminMail.messageId')}</dt>
            <dd className="break-all">{selected.messageId ?? '—'}</dd>
            {Object.keys(selected.headers).length > 0 ? (
              <>
                <dt className="font-semibold text-slate-700">{t('adminMail.headers')}</dt>
                <dd className="break-all">
                  {Object.entries(selected.headers).map(([k, v]) => (
                    <div key={k}>
                      {k}: {v}
                    </div>
                  ))}
                </dd>
              </>
            ) : null}
          </dl>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('adminMail.body')}</h3>
          <pre className="mt-1 max-h-96 overflow-auto rounded border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap">
            {selected.text}
          </pre>
        </section>
      ) : null}
      {loaderData.rows.length === 0 ? (
        loaderData.status ? (
          <p className="text-slate-700">{t('adminMail.none')}</p>
        ) : (
          <EmptyState title={t('admin.mail.empty')} text={t('admin.mail.emptyText')} />
        )
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[56rem] text-left text-sm" data-testid="mail-table">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th className="py-2 pr-3">{t('adminMail.columns.created')}</th>
                <th className="py-2 pr-3">{t('adminMail.columns.category')}</th>
                <th className="py-2 pr-3">{t('adminMail.columns.recipient')}</th>
                <th className="py-2 pr-3">{t('adminMail.columns.subject')}</th>
                <th className="py-2 pr-3">{t('adminMail.columns.status')}</th>
                <th className="py-2 pr-3">{t('adminMail.columns.attempts')}</th>
                <th className="py-2 pr-3">{t('adminMail.columns.lastError')}</th>
                <th className="py-2">{t('adminMail.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 align-top" data-testid="mail-row">
                  <td className="py-2 pr-3 whitespace-nowrap">{when(row.createdAt)}</td>
                  <td className="py-2 pr-3">{row.category}</td>
                  <td className="py-2 pr-3 break-all">{row.recipient ?? row.channel}</td>
                  <td className="py-2 pr-3">{row.subject ?? '—'}</td>
                  <td className="py-2 pr-3">
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-semibold ${statusTone[row.status] ?? ''}`}
                      data-testid="mail-status"
                    >
                      {t(`adminMail.status.${row.status}`)}
                    </span>
                    {row.uncertain ? (
                      <div className="mt-1 text-xs font-semibold text-amber-900" data-testid="mail-uncertain">
                        {t('adminMail.uncertain')}
                      </div>
                    ) : null}
                    {row.status === 'sent' && row.sentAt ? (
                      <div className="mt-1 text-xs text-slate-600">
                        {t('adminMail.sentAt', { time: when(row.sentAt) })}
                      </div>
                    ) : null}
                    {row.status === 'pending' && row.attempts > 0 ? (
                      <div className="mt-1 text-xs text-slate-600">
                        {t('adminMail.nextAttempt', { time: when(row.nextAttemptAt) })}
                      </div>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {t('adminMail.attempts', { attempts: row.attempts, max: row.maxAttempts })}
                  </td>
                  <td className="max-w-xs py-2 pr-3 break-words text-slate-700">{row.lastError ?? '—'}</td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      <Link to={withParams({ id: String(row.id) })} className={secondaryButton}>
                        {t('adminMail.view')}
                      </Link>
                      {row.status === 'failed' || row.status === 'held' ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="resend" />
                          <input type="hidden" name="id" value={row.id} />
                          <button
                            type="submit"
                            className={secondaryButton}
                            aria-label={t('adminMail.resendLabel', { id: row.id })}
                          >
                            {t('adminMail.resend')}
                          </button>
                        </Form>
                      ) : null}
                    </div>
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
        newer={t('adminMail.newer')}
        older={t('adminMail.older')}
      />
    </AdminLayout>
  )
}
