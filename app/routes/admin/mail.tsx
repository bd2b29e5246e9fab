import { data, Form } from 'react-router'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import {
  AdminTable,
  FilterPills,
  useFormatWhen,
  StatusBadge,
  ViewLink,
  type Column,
} from '#app/components/admin/admin-table'
import { secondaryButton } from '#app/components/admin/fields'
import { MailDetail } from '#app/components/admin/inbox/mail-detail'
import { Pager } from '#app/components/admin/list-parts'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { useTranslation } from '#app/i18n/react'
import { listPage, optionalRowId, rowId } from '#app/domain/admin/intents'
import { outboxStatuses } from '#app/domain/mail/statuses'
import { z } from '#app/domain/zod'
import {
  outboxMessage,
  outboxOverview,
  parseOutboxStatus,
  resendOutboxMessage,
} from '#app/.server/services/operations/mail-outbox'
import { appContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/mail'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/** The Mail tab: the outbox by status, a message's text, and resend (issue #8 item 8, ADR 013). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const url = new URL(request.url)
  const status = parseOutboxStatus(url.searchParams.get('status'))
  const page = listPage(url.searchParams.get('page'))
  const id = optionalRowId(url.searchParams.get('id'))
  const app = context.get(appContext)
  const [overview, selected] = await Promise.all([
    outboxOverview(app, { status, page }),
    id ? outboxMessage(app, id) : null,
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

const mailSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('resend'), id: rowId })])

export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, { form: 'admin-mail', schema: mailSchema, failure: 'adminMail.invalid' })
  if (!edge.ok) return edge.response
  const app = args.context.get(appContext)
  const { id } = edge.value
  const ok = await resendOutboxMessage(app, id)
  if (ok) {
    app.outbox.nudge()
    app.logger.info(
      { staffId: args.context.get(staffContext).id, outboxId: id },
      'outbox message queued again by staff',
    )
  }
  const notice: Notice = ok
    ? { tone: 'success', key: 'adminMail.resent', values: { id } }
    : { tone: 'error', key: 'adminMail.resendFailed', values: { id } }
  return data({ notice }, { status: ok ? 200 : 409 })
}

type MailRow = Route.ComponentProps['loaderData']['rows'][number]

export default function AdminMail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const formatWhen = useFormatWhen()
  const when = (iso: string) => formatWhen(iso, 'medium')
  const note = (text: string) => <div className="mt-1 text-xs text-slate-600">{text}</div>
  const columns: Column<MailRow>[] = [
    {
      key: 'created',
      header: t('adminMail.columns.created'),
      cell: (r) => when(r.createdAt),
      className: 'whitespace-nowrap',
    },
    { key: 'category', header: t('adminMail.columns.category'), cell: (r) => r.category },
    {
      key: 'recipient',
      header: t('adminMail.columns.recipient'),
      cell: (r) => r.recipient ?? r.channel,
      className: 'break-all',
    },
    { key: 'subject', header: t('adminMail.columns.subject'), cell: (r) => r.subject ?? '—' },
    {
      key: 'status',
      header: t('adminMail.columns.status'),
      cell: (r) => (
        <>
          <StatusBadge list="mail" status={r.status} testId="mail-status">
            {t(`adminMail.status.${r.status}`)}
          </StatusBadge>
          {r.uncertain ? (
            <div className="mt-1 text-xs font-semibold text-amber-900" data-testid="mail-uncertain">
              {t('adminMail.uncertain')}
            </div>
          ) : null}
          {r.status === 'sent' && r.sentAt ? note(t('adminMail.sentAt', { time: when(r.sentAt) })) : null}
          {r.status === 'pending' && r.attempts > 0
            ? note(t('adminMail.nextAttempt', { time: when(r.nextAttemptAt) }))
            : null}
        </>
      ),
    },
    {
      key: 'attempts',
      header: t('adminMail.columns.attempts'),
      cell: (r) => t('adminMail.attempts', { attempts: r.attempts, max: r.maxAttempts }),
      className: 'whitespace-nowrap',
    },
    {
      key: 'lastError',
      header: t('adminMail.columns.lastError'),
      cell: (r) => r.lastError ?? '—',
      className: 'max-w-xs break-words text-slate-700',
    },
    {
      key: 'actions',
      header: t('adminMail.columns.actions'),
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          <ViewLink id={r.id} label={t('adminMail.view')} />
          {r.status === 'failed' || r.status === 'held' ? (
            <Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="id" value={r.id} />
              <button
                type="submit"
                className={secondaryButton}
                aria-label={t('adminMail.resendLabel', { id: r.id })}
              >
                {t('adminMail.resend')}
              </button>
            </Form>
          ) : null}
        </div>
      ),
    },
  ]
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.mail')}>
      <NoticeBanner notice={replyNotice(actionData, 'adminMail.invalid')} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminMail.intro')}</p>
      <FilterPills
        label={t('adminMail.filterLabel')}
        param="status"
        current={loaderData.status}
        values={loaderData.statuses}
        counts={loaderData.counts}
        name={(s) => t(`adminMail.status.${s}`)}
        allLabel={t('adminMail.all')}
        testIdPrefix="mail-filter"
      />
      {loaderData.selected ? <MailDetail message={loaderData.selected} /> : null}
      {loaderData.rows.length === 0 ? (
        loaderData.status ? (
          <p className="text-slate-700">{t('adminMail.none')}</p>
        ) : (
          <EmptyState title={t('admin.mail.empty')} text={t('admin.mail.emptyText')} />
        )
      ) : (
        <AdminTable
          rows={loaderData.rows}
          columns={columns}
          minWidth="min-w-[56rem]"
          caption={t('admin.shell.tabs.mail')}
          testId="mail-table"
          rowTestId="mail-row"
        />
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
