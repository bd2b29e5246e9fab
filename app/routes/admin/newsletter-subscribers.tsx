import { data, Form, useSearchParams } from 'react-router'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import { AdminTable, statusColumn, type Column } from '#app/components/admin/admin-table'
import {
  FilterActions,
  FilterSearch,
  FilterSelect,
  Pager,
  queryWithout,
} from '#app/components/admin/list-parts'
import { NewsletterSubTabs } from '#app/components/admin/newsletter-tabs'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { SubscriberImport, type ImportReport } from '#app/components/admin/subscribers/subscriber-import'
import { SubscriberTags, type TagsRefusal } from '#app/components/admin/subscribers/subscriber-tags'
import { parseSubscriberFilter, parseTagInput } from '#app/domain/newsletter/subscribers-admin'
import { subscriberStatuses } from '#app/domain/newsletter/subscription'
import { z } from '#app/domain/zod'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath, useSiteTimeZone } from '#app/i18n/use-lang'
import { formatInZone } from '#app/domain/time/format'
import { adminEdge } from '#app/.server/http/admin-edge'
import { siteOrigin } from '#app/.server/site-origin'
import {
  editSubscriberTags,
  importSubscribers,
  subscriberOverview,
} from '#app/.server/services/newsletter/subscribers-admin'
import { appContext, staffContext } from '#app/.server/context'
import type { Route } from './+types/newsletter-subscribers'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Newsletter Manager's Subscribers sub-tab (issue #11 item 4; network-site.md §2.17 item 5):
 * the list with search and a status filter in the URL, CSV export
 * (routes/admin/newsletter-subscribers-csv.ts), CSV import and tag editing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const filter = parseSubscriberFilter(new URL(request.url).searchParams)
  const overview = await subscriberOverview(context.get(appContext), filter)
  return data(
    {
      staff: { email: staff.email },
      filter: { status: filter.status ?? null, text: filter.text ?? '' },
      page: filter.page,
      ...overview,
    },
    { headers: adminHeaders() },
  )
}

type ActionData = { notice: Notice | null; importReport: ImportReport | null; refusedTags?: TagsRefusal }

const answer = (body: ActionData, status = 200) => data(body, { status })

const subscribersSchema = z.discriminatedUnion('intent', [
  // An empty file input is no file: the import says so (noFile).
  z.object({ intent: z.literal('import'), file: z.instanceof(File).optional() }),
  // The tags as typed (the rules, with their messages, are parseTagInput's).
  z.object({ intent: z.literal('tags'), id: z.string().max(100), tags: z.string().default('') }),
])

export async function action(args: Route.ActionArgs) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-newsletter-subscribers',
    schema: subscribersSchema,
    failure: 'adminNewsletters.subscribers.invalid',
  })
  // A file over the limit, or a body that is no form, is the import's refusal (shown beside it).
  if (!edge.ok && edge.reason === 'too-large')
    return answer({ notice: null, importReport: { ok: false, problem: 'tooLarge' } }, 413)
  if (!edge.ok && edge.reason === 'malformed')
    return answer({ notice: null, importReport: { ok: false, problem: 'notCsv' } }, 400)
  if (!edge.ok) return edge.response
  const app = context.get(appContext)
  const staff = context.get(staffContext)

  if (edge.value.intent === 'import') {
    const file = edge.value.file
    const upload = file
      ? { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }
      : null
    const result = await importSubscribers(app, upload, {
      env: app.env,
      origin: siteOrigin(app.env),
      onRowError: (error, line) =>
        app.logger.error({ err: error, staffId: staff.id, line }, 'subscriber import row failed'),
    })
    if (!result.ok) {
      app.logger.info({ staffId: staff.id, problem: result.problem }, 'subscriber import refused')
      return answer({ notice: null, importReport: result }, result.problem === 'tooLarge' ? 413 : 400)
    }
    if (result.imported > 0) app.outbox.nudge()
    app.logger.info(
      { staffId: staff.id, imported: result.imported, skipped: result.skipped.length },
      'subscribers imported from CSV',
    )
    return answer({ notice: null, importReport: result })
  }

  const { id, tags } = edge.value
  const parsed = parseTagInput(tags.slice(0, 5000))
  if (!parsed.ok) {
    const notice: Notice = {
      tone: 'error',
      key: `adminNewsletters.subscribers.tagsEdit.${parsed.problem}`,
      values: { max: parsed.max },
    }
    return answer({ notice, importReport: null, refusedTags: { id, typed: tags, error: notice } }, 400)
  }
  const row = await editSubscriberTags(app, id, parsed.tags)
  if (!row) {
    const notice: Notice = { tone: 'error', key: 'adminNewsletters.subscribers.tagsEdit.notFound' }
    return answer({ notice, importReport: null }, 404)
  }
  app.logger.info({ staffId: staff.id, subscriberId: row.id }, 'subscriber tags edited')
  const notice: Notice = {
    tone: 'success',
    key: 'adminNewsletters.subscribers.tagsEdit.saved',
    values: { email: row.email },
  }
  return answer({ notice, importReport: null })
}

type SubscriberRow = Route.ComponentProps['loaderData']['rows'][number]

export default function AdminNewsletterSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const [params] = useSearchParams()
  const zone = useSiteTimeZone()
  const day = (iso: string) => formatInZone(iso, zone, lang, { dateOnly: true })
  const { filter, rows } = loaderData
  const filtered = Boolean(filter.status || filter.text)
  const reply = actionData && 'importReport' in actionData ? actionData : null
  const columns: Column<SubscriberRow>[] = [
    {
      key: 'subscriber',
      header: t('adminNewsletters.subscribers.columns.subscriber'),
      cell: (r) => (
        <>
          {r.name ? <span className="block font-semibold text-slate-900">{r.name}</span> : null}
          <span className="block break-all text-slate-700">{r.email}</span>
        </>
      ),
    },
    statusColumn({
      list: 'subscribers',
      header: t('adminNewsletters.subscribers.columns.status'),
      name: (s) => t(`adminNewsletters.subscribers.status.${s}`),
      testId: 'subscriber-status',
    }),
    { key: 'source', header: t('adminNewsletters.subscribers.columns.source'), cell: (r) => r.source },
    {
      key: 'subscribed',
      header: t('adminNewsletters.subscribers.columns.subscribed'),
      cell: (r) => (r.subscribedAt ? day(r.subscribedAt) : t('adminNewsletters.subscribers.notConfirmed')),
      className: 'whitespace-nowrap',
    },
    {
      key: 'tags',
      header: t('adminNewsletters.subscribers.columns.tags'),
      cell: (r) => (
        <SubscriberTags
          id={r.id}
          email={r.email}
          tags={r.tags}
          refused={reply?.refusedTags?.id === r.id ? reply.refusedTags : undefined}
        />
      ),
    },
  ]
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.newsletters')}>
      <NewsletterSubTabs />
      <h2 className="text-lg font-bold text-slate-900">{t('adminNewsletters.subscribers.title')}</h2>
      <p className="mt-1 mb-4 max-w-3xl text-slate-700">{t('adminNewsletters.subscribers.intro')}</p>
      <NoticeBanner notice={replyNotice(actionData, 'adminNewsletters.subscribers.invalid')} />
      <SubscriberImport report={reply?.importReport} />
      <Form
        // A new URL (Clear, the pager, back) shows its own filters, not what was typed before.
        key={`${filter.status ?? ''}|${filter.text}`}
        method="get"
        className="mb-4 grid gap-3 rounded border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t('adminNewsletters.subscribers.filtersLabel')}
        data-testid="subscribers-filters"
      >
        <FilterSearch
          id="subscribers-q"
          label={t('adminNewsletters.subscribers.search')}
          defaultValue={filter.text}
        />
        <FilterSelect
          id="subscribers-status"
          name="status"
          label={t('adminNewsletters.subscribers.statusFilter')}
          anyLabel={t('adminNewsletters.subscribers.allStatuses')}
          defaultValue={filter.status}
          options={subscriberStatuses.map((s) => ({
            value: s,
            label: t(`adminNewsletters.subscribers.status.${s}`),
          }))}
        />
        <FilterActions
          applyLabel={t('adminNewsletters.subscribers.apply')}
          clearLabel={t('adminNewsletters.subscribers.clear')}
          filtered={filtered}
          exportHref={`${href('/admin/newsletters/subscribers.csv')}${queryWithout(params, ['page'])}`}
          exportLabel={t('adminNewsletters.subscribers.exportCsv')}
          exportTestId="subscribers-export"
        />
      </Form>
      <p className="mb-2 text-sm text-slate-700" data-testid="subscribers-count">
        {t('adminNewsletters.subscribers.count', { count: loaderData.total })}
      </p>
      {rows.length === 0 ? (
        filtered ? (
          <p className="text-slate-700" data-testid="subscribers-none">
            {t('adminNewsletters.subscribers.none')}
          </p>
        ) : (
          <EmptyState
            title={t('adminNewsletters.subscribers.emptyTitle')}
            text={t('adminNewsletters.subscribers.emptyText')}
          />
        )
      ) : (
        <AdminTable
          rows={rows}
          columns={columns}
          caption={t('adminNewsletters.subscribers.tableLabel')}
          testId="subscribers-table"
          rowTestId="subscriber-row"
        />
      )}
      <Pager
        page={loaderData.page}
        hasMore={loaderData.hasMore}
        newer={t('adminNewsletters.subscribers.newer')}
        older={t('adminNewsletters.subscribers.older')}
      />
    </AdminLayout>
  )
}
