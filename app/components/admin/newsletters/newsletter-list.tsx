import { useEffect, type ReactNode } from 'react'
import { Form, Link, useNavigation, useRevalidator } from 'react-router'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import { AdminTable, StatusBadge, type Column } from '#app/components/admin/admin-table'
import { dangerButton, primaryButton, secondaryButton } from '#app/components/admin/fields'
import { NewsletterSubTabs } from '#app/components/admin/newsletter-tabs'
import type { Notice } from '#app/components/admin/route-helpers'
import type { NewsletterStatus } from '#app/domain/newsletter/newsletters'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import { formatDate } from '#app/domain/time/format'

export type NewsletterListRow = {
  id: number
  title: string
  subject: string
  status: NewsletterStatus
  recipientCount: number
  updatedAt: string
  scheduledLabel: string | null
  progress: { sent: number; total: number } | null
  canSend: boolean
  canEdit: boolean
}

/** Where each newsletter's screens are (nested routes under the list). */
export function useNewsletterPaths() {
  const to = useLocalizedPath()
  return {
    list: to('/admin/newsletters'),
    create: to('/admin/newsletters/new'),
    edit: (id: number) => to(`/admin/newsletters/${id}/edit`),
    preview: (id: number) => to(`/admin/newsletters/${id}/preview`),
  }
}

/** The Newsletters sub-tab's frame: the tabs, the last change's notice, then the screen. */
export function NewsletterFrame(props: { email: string; notice: Notice | null; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <AdminLayout email={props.email} title={t('admin.shell.tabs.newsletters')}>
      <NewsletterSubTabs />
      <NoticeBanner notice={props.notice} />
      {props.children}
    </AdminLayout>
  )
}

/** The list of newsletters; while one is sending, it refreshes its progress every 3 seconds. */
export function NewsletterList({ newsletters }: { newsletters: NewsletterListRow[] }) {
  const { t } = useTranslation()
  const lang = useLang()
  const paths = useNewsletterPaths()
  const revalidator = useRevalidator()
  const sending = newsletters.some(
    (n) => n.status === 'sending' || (n.progress && n.progress.sent < n.progress.total),
  )
  useEffect(() => {
    if (!sending) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate()
    }, 3000)
    return () => clearInterval(timer)
  }, [sending, revalidator])

  const when = (iso: string) => formatDate(iso, lang, { dateStyle: 'medium' })
  const column = (key: string, cell: Column<NewsletterListRow>['cell'], className?: string) => ({
    key,
    header: t(`adminNewsletters.list.columns.${key}`),
    cell,
    className,
  })
  const columns: Column<NewsletterListRow>[] = [
    column('title', (n) => n.title, 'font-semibold text-slate-900'),
    column('subject', (n) => n.subject, 'text-slate-800'),
    column('status', (n) => (
      <>
        <StatusBadge list="newsletters" status={n.status} testId="newsletter-status">
          {t(`adminNewsletters.status.${n.status}`)}
        </StatusBadge>
        {n.status === 'scheduled' && n.scheduledLabel ? (
          <span className="mt-1 block text-xs text-slate-600">
            {t('adminNewsletters.list.scheduledFor', { when: n.scheduledLabel })}
          </span>
        ) : null}
      </>
    )),
    column(
      'recipients',
      (n) => <span data-testid="newsletter-recipients">{n.recipientCount}</span>,
      'tabular-nums',
    ),
    column(
      'progress',
      (n) => (
        <span data-testid="newsletter-progress">
          {n.progress
            ? t('adminNewsletters.list.progress', { sent: n.progress.sent, total: n.progress.total })
            : '—'}
        </span>
      ),
      'tabular-nums',
    ),
    column('updated', (n) => when(n.updatedAt), 'whitespace-nowrap'),
    column('actions', (n) => <RowActions newsletter={n} listPath={paths.list} />),
  ]

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('adminNewsletters.list.title')}</h2>
        <Link to={paths.create} className={primaryButton}>
          {t('adminNewsletters.list.create')}
        </Link>
      </div>
      {newsletters.length === 0 ? (
        <EmptyState
          title={t('adminNewsletters.list.emptyTitle')}
          text={t('adminNewsletters.list.emptyText')}
        />
      ) : (
        <AdminTable
          rows={newsletters}
          columns={columns}
          caption={t('adminNewsletters.list.title')}
          testId="newsletter-list"
          rowTestId="newsletter-row"
        />
      )}
    </>
  )
}

function RowActions({ newsletter, listPath }: { newsletter: NewsletterListRow; listPath: string }) {
  const { t } = useTranslation()
  const paths = useNewsletterPaths()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <div
      className="flex flex-wrap gap-2"
      role="group"
      aria-label={t('adminNewsletters.list.rowActions', { title: newsletter.title })}
    >
      <Link to={paths.preview(newsletter.id)} className={secondaryButton} preventScrollReset>
        {t('adminNewsletters.list.preview')}
      </Link>
      {newsletter.canEdit ? (
        <Link to={paths.edit(newsletter.id)} className={secondaryButton}>
          {t('adminNewsletters.list.edit')}
        </Link>
      ) : null}
      {newsletter.canSend ? (
        <IntentButton
          id={newsletter.id}
          intent="send"
          action={listPath}
          className={secondaryButton}
          busy={busy}
        >
          {t('adminNewsletters.list.sendNow')}
        </IntentButton>
      ) : null}
      {newsletter.status !== 'sending' ? (
        <IntentButton
          id={newsletter.id}
          intent="delete"
          action={listPath}
          className={dangerButton}
          busy={busy}
          confirm={t('adminNewsletters.list.deleteConfirm')}
        >
          {t('adminNewsletters.list.delete')}
        </IntentButton>
      ) : null}
    </div>
  )
}

/** One button that posts an intent about one row (asking first when `confirm` is given). */
function IntentButton(props: {
  id: number
  intent: string
  action: string
  className: string
  busy: boolean
  confirm?: string
  children: ReactNode
}) {
  const { confirm } = props
  return (
    <Form
      method="post"
      action={props.action}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault()
      }}
    >
      <input type="hidden" name="id" value={props.id} />
      <button
        type="submit"
        name="intent"
        value={props.intent}
        className={props.className}
        disabled={props.busy}
      >
        {props.children}
      </button>
    </Form>
  )
}
