import { data, Form, useNavigation, useSearchParams } from 'react-router'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import { primaryButton, secondaryButton, adminInputClass } from '#app/components/admin/fields'
import { Pager, FilterActions, FilterSearch, FilterSelect } from '#app/components/admin/list-parts'
import { NewsletterSubTabs } from '#app/components/admin/newsletter-tabs'
import { adminHeaders, adminMeta, type Notice } from '#app/components/admin/route-helpers'
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  parseSubscriberFilter,
  parseTagInput,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  type ImportFileProblem,
  type ImportSkip,
} from '#app/domain/newsletter/subscribers-admin'
import { subscriberStatuses } from '#app/domain/newsletter/subscription'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import { readFormDataWithLimit } from '#app/.server/http/limited-body'
import { siteOrigin } from '#app/.server/site-origin'
import {
  editSubscriberTags,
  importSubscribers,
  subscriberOverview,
} from '#app/.server/services/subscribers-admin'
import { appContext, staffContext } from '#app/.server/context'
import type { Route } from './+types/newsletter-subscribers'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

const MB = IMPORT_MAX_BYTES / 1024 / 1024
const limits = { mb: MB, rows: IMPORT_MAX_ROWS, max: TAGS_MAX, length: TAG_MAX_LENGTH }

/**
 * The Newsletter Manager's Subscribers sub-tab (issue #11 item 4; network-site.md §2.17 item 5):
 * the list with search and a status filter in the URL, CSV export
 * (routes/admin/newsletter-subscribers-csv.ts), CSV import and tag editing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const filter = parseSubscriberFilter(new URL(request.url).searchParams)
  const overview = await subscriberOverview(context.get(appContext).db, filter)
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

type ImportReport =
  { ok: true; imported: number; skipped: ImportSkip[] } | { ok: false; problem: ImportFileProblem }

type ActionData = { notice: Notice | null; importReport: ImportReport | null }

const answer = (body: ActionData, status = 200) => data(body, { status })

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext)
  // The import form carries a file of at most IMPORT_MAX_BYTES, plus room for the other fields.
  const body = await readFormDataWithLimit(request, IMPORT_MAX_BYTES + 64 * 1024)
  if (!body.ok) {
    const problem = body.reason === 'tooLarge' ? 'tooLarge' : 'notCsv'
    return answer(
      { notice: null, importReport: { ok: false, problem } },
      body.reason === 'tooLarge' ? 413 : 400,
    )
  }
  const form = body.formData
  const intent = form.get('intent')

  if (intent === 'import') {
    const file = form.get('file')
    const upload =
      file instanceof File
        ? { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }
        : null
    const result = await importSubscribers(context.get(appContext).db, upload, {
      env: context.get(appContext).env,
      origin: siteOrigin(context.get(appContext).env),
      onRowError: (error, line) =>
        context
          .get(appContext)
          .logger.error({ err: error, staffId: staff.id, line }, 'subscriber import row failed'),
    })
    if (!result.ok) {
      context
        .get(appContext)
        .logger.info({ staffId: staff.id, problem: result.problem }, 'subscriber import refused')
      return answer({ notice: null, importReport: result }, result.problem === 'tooLarge' ? 413 : 400)
    }
    if (result.imported > 0) context.get(appContext).outbox.nudge()
    context
      .get(appContext)
      .logger.info(
        { staffId: staff.id, imported: result.imported, skipped: result.skipped.length },
        'subscribers imported from CSV',
      )
    return answer({ notice: null, importReport: result })
  }

  if (intent === 'tags') {
    const id = String(form.get('id') ?? '')
    const parsed = parseTagInput(String(form.get('tags') ?? '').slice(0, 5000))
    if (!parsed.ok) {
      const notice: Notice = {
        tone: 'error',
        key: `adminNewsletters.subscribers.tagsEdit.${parsed.problem}`,
        values: { max: parsed.max },
      }
      return answer({ notice, importReport: null }, 400)
    }
    const row = await editSubscriberTags(context.get(appContext).db, id, parsed.tags)
    if (!row) {
      const notice: Notice = { tone: 'error', key: 'adminNewsletters.subscribers.tagsEdit.notFound' }
      return answer({ notice, importReport: null }, 404)
    }
    context.get(appContext).logger.info({ staffId: staff.id, subscriberId: row.id }, 'subscriber tags edited')
    const notice: Notice = {
      tone: 'success',
      key: 'adminNewsletters.subscribers.tagsEdit.saved',
      values: { email: row.email },
    }
    return answer({ notice, importReport: null })
  }
  throw data('Unknown intent', { status: 400 })
}

const statusTone: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-green-900',
  unsubscribed: 'bg-slate-200 text-slate-900',
  bounced: 'bg-red-100 text-red-900',
}

const inputClass = adminInputClass

function ImportResultView({ report }: { report: ImportReport }) {
  const { t } = useTranslation()
  if (!report.ok) {
    return (
      <p role="alert" className="mt-3 text-sm text-red-800" data-testid="import-error">
        {t(`adminNewsletters.subscribers.import.errors.${report.problem}`, limits)}
      </p>
    )
  }
  return (
    <div role="status" className="mt-3 text-sm" data-testid="import-result">
      <p className="font-semibold text-green-900">
        {t('adminNewsletters.subscribers.import.imported', { count: report.imported })}
      </p>
      {report.skipped.length > 0 ? (
        <>
          <p className="mt-2 font-semibold text-slate-900">
            {t('adminNewsletters.subscribers.import.skipped', { count: report.skipped.length })}
          </p>
          <ul className="mt-1 list-disc pl-6 text-slate-800" data-testid="import-skipped">
            {report.skipped.map((s) => (
              <li key={`${s.line}-${s.reason}`} className="break-all">
                {t('adminNewsletters.subscribers.import.skippedRow', {
                  line: s.line,
                  email: s.email || t('adminNewsletters.subscribers.import.noEmail'),
                  reason: t(`adminNewsletters.subscribers.import.reasons.${s.reason}`),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

export default function AdminNewsletterSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const importing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'import'
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    })
  const csvQuery = (() => {
    const next = new URLSearchParams(params)
    next.delete('page')
    const query = next.toString()
    return query ? `?${query}` : ''
  })()
  const { filter, rows } = loaderData
  const filtered = Boolean(filter.status || filter.text)
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.newsletters')}>
      <NewsletterSubTabs />
      <h2 className="text-lg font-bold text-slate-900">{t('adminNewsletters.subscribers.title')}</h2>
      <p className="mt-1 mb-4 max-w-3xl text-slate-700">{t('adminNewsletters.subscribers.intro')}</p>
      <NoticeBanner notice={actionData?.notice} />

      <section
        aria-labelledby="subscribers-import-title"
        className="mb-6 rounded border border-slate-200 p-4"
        data-testid="subscribers-import"
      >
        <h3 id="subscribers-import-title" className="font-semibold text-slate-900">
          {t('adminNewsletters.subscribers.import.title')}
        </h3>
        <Form method="post" encType="multipart/form-data" className="mt-2 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="import" />
          <div className="min-w-64 flex-1">
            <label htmlFor="subscribers-import-file" className="block text-sm font-semibold text-slate-800">
              {t('adminNewsletters.subscribers.import.file')}
            </label>
            <input
              id="subscribers-import-file"
              name="file"
              type="file"
              required
              accept=".csv,text/csv"
              aria-describedby="subscribers-import-hint"
              className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
            />
          </div>
          <button type="submit" className={primaryButton} disabled={importing}>
            {importing
              ? t('adminNewsletters.subscribers.import.importing')
              : t('adminNewsletters.subscribers.import.submit')}
          </button>
        </Form>
        <p id="subscribers-import-hint" className="mt-2 max-w-3xl text-sm text-slate-600">
          {t('adminNewsletters.subscribers.import.hint', limits)}
        </p>
        {actionData?.importReport ? <ImportResultView report={actionData.importReport} /> : null}
      </section>

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
          exportHref={`${href('/admin/newsletters/subscribers.csv')}${csvQuery}`}
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
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm" data-testid="subscribers-table">
            <caption className="sr-only">{t('adminNewsletters.subscribers.tableLabel')}</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('adminNewsletters.subscribers.columns.subscriber')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('adminNewsletters.subscribers.columns.status')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('adminNewsletters.subscribers.columns.source')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('adminNewsletters.subscribers.columns.subscribed')}
                </th>
                <th scope="col" className="py-2">
                  {t('adminNewsletters.subscribers.columns.tags')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 align-top" data-testid="subscriber-row">
                  <td className="py-2 pr-3">
                    {row.name ? <span className="block font-semibold text-slate-900">{row.name}</span> : null}
                    <span className="block break-all text-slate-700">{row.email}</span>
                  </td>
                  <td className="py-2 pr-3">
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-semibold ${statusTone[row.status] ?? ''}`}
                      data-testid="subscriber-status"
                    >
                      {t(`adminNewsletters.subscribers.status.${row.status}`)}
                    </span>
                  </td>
                  <td className="py-2 pr-3">{row.source}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {row.subscribedAt
                      ? day(row.subscribedAt)
                      : t('adminNewsletters.subscribers.notConfirmed')}
                  </td>
                  <td className="py-2">
                    <TagsCell id={row.id} email={row.email} tags={row.tags} />
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
        newer={t('adminNewsletters.subscribers.newer')}
        older={t('adminNewsletters.subscribers.older')}
      />
    </AdminLayout>
  )
}

/** A subscriber's tags, and a small form (behind a disclosure) that replaces them. */
function TagsCell({ id, email, tags }: { id: string; email: string; tags: string[] }) {
  const { t } = useTranslation()
  const inputId = `subscriber-tags-${id}`
  return (
    <div data-testid="subscriber-tags">
      {tags.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('adminNewsletters.subscribers.columns.tags')}>
          {tags.map((tag) => (
            <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {tag}
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-slate-600">{t('adminNewsletters.subscribers.noTags')}</span>
      )}
      <details className="mt-1">
        <summary
          className="cursor-pointer text-sm text-brand-800 underline-offset-4 hover:underline"
          aria-label={t('adminNewsletters.subscribers.tagsEdit.summaryLabel', { email })}
        >
          {t('adminNewsletters.subscribers.tagsEdit.summary')}
        </summary>
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="tags" />
          <input type="hidden" name="id" value={id} />
          <div className="min-w-48 flex-1">
            <label htmlFor={inputId} className="block text-xs font-semibold text-slate-800">
              {t('adminNewsletters.subscribers.tagsEdit.label', { email })}
            </label>
            <input
              id={inputId}
              key={tags.join(',')}
              name="tags"
              type="text"
              maxLength={TAGS_MAX * (TAG_MAX_LENGTH + 2)}
              defaultValue={tags.join(', ')}
              aria-describedby={`${inputId}-hint`}
              className={inputClass}
            />
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
              {t('adminNewsletters.subscribers.tagsEdit.hint', limits)}
            </p>
          </div>
          <button type="submit" className={secondaryButton}>
            {t('adminNewsletters.subscribers.tagsEdit.save')}
          </button>
        </Form>
      </details>
    </div>
  )
}
