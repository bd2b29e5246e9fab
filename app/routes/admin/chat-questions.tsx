import { data, Link, useNavigation } from 'react-router'
import { AdminLayout, EmptyState, NoticeBanner } from '#app/components/admin/admin-layout'
import { AdminTable, useFormatWhen, StatusBadge, type Column } from '#app/components/admin/admin-table'
import {
  MarkHandled,
  makeTopicQuery,
  StatusFilter,
} from '#app/components/admin/chat-questions/question-parts'
import { secondaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { markHandledSchema, parseQuestionFilter } from '#app/domain/chat/questions-inbox'
import { chatQuestionsOverview, markChatQuestionHandled } from '#app/.server/services/forms/chat'
import { appContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/chat-questions'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Chat Questions tab (issue #20 item 12): the questions the chat assistants could not answer,
 * one row per question and language (app/domain/chat/questions-inbox.ts says what counts as the
 * same question and when a handled one opens again), with a status filter (open by default), a
 * "Mark handled" button per row and CSV export of the same rows (chat-questions-csv.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const filter = parseQuestionFilter(new URL(request.url).searchParams)
  const { groups, counts } = await chatQuestionsOverview(context.get(appContext), filter)
  return data(
    {
      staff: { email: staff.email },
      status: filter.status,
      counts,
      rows: groups.map((g) => ({
        id: `${g.lang}:${g.key}`,
        key: g.key,
        lang: g.lang,
        assistant: g.assistant,
        answeredBy: g.answeredBy,
        text: g.text,
        pages: g.pages,
        count: g.count,
        firstAsked: g.firstAsked.toISOString(),
        lastAsked: g.lastAsked.toISOString(),
        status: g.status,
        handledAt: g.handledAt?.toISOString() ?? null,
        handledBy: g.handledBy,
      })),
    },
    { headers: adminHeaders() },
  )
}

export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, {
    form: 'admin-chat-questions',
    schema: markHandledSchema,
    failure: 'adminChatQuestions.invalid',
  })
  if (!edge.ok) return edge.response
  const app = args.context.get(appContext)
  const staff = args.context.get(staffContext)
  const { lang, key, upTo } = edge.value
  const marked = await markChatQuestionHandled(app, { lang, key, upTo }, { id: staff.id, email: staff.email })
  app.logger.info({ staffId: staff.id, lang, asks: marked }, 'chat question marked handled')
  const notice: Notice = marked
    ? { tone: 'success', key: 'adminChatQuestions.handledSaved', values: { count: marked } }
    : { tone: 'error', key: 'adminChatQuestions.nothingToHandle' }
  return data({ notice }, { status: marked ? 200 : 409 })
}

type QuestionRow = Route.ComponentProps['loaderData']['rows'][number]

export default function AdminChatQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const when = useFormatWhen()
  const notice = replyNotice(actionData, 'adminChatQuestions.invalid')
  const status = loaderData.status
  const columns: Column<QuestionRow>[] = [
    {
      key: 'question',
      header: t('adminChatQuestions.columns.question'),
      cell: (r) => <span data-testid="question-text">{r.text}</span>,
      className: 'max-w-xs break-words',
    },
    {
      key: 'language',
      header: t('adminChatQuestions.columns.language'),
      cell: (r) => t(`adminChatQuestions.languages.${r.lang}`),
    },
    {
      key: 'pages',
      header: t('adminChatQuestions.columns.pages'),
      cell: (r) =>
        r.pages.length ? (
          <ul data-testid="question-pages">
            {r.pages.map((p) => (
              <li key={p} className="break-all font-mono text-xs">
                {p}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500">{t('adminChatQuestions.noPage')}</span>
        ),
    },
    {
      key: 'count',
      header: t('adminChatQuestions.columns.count'),
      cell: (r) => <span data-testid="question-count">{r.count}</span>,
      align: 'right',
    },
    {
      key: 'first',
      header: t('adminChatQuestions.columns.firstAsked'),
      cell: (r) => when(r.firstAsked),
      className: 'whitespace-nowrap',
    },
    {
      key: 'last',
      header: t('adminChatQuestions.columns.lastAsked'),
      cell: (r) => when(r.lastAsked),
      className: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: t('adminChatQuestions.columns.status'),
      cell: (r) => (
        <div>
          <StatusBadge list="chatQuestions" status={r.status} testId="question-status">
            {t(`adminChatQuestions.statuses.${r.status}`)}
          </StatusBadge>
          {r.status === 'handled' && r.handledAt ? (
            <p className="mt-1 text-xs text-slate-600">
              {t('adminChatQuestions.handledBy', { when: when(r.handledAt), who: r.handledBy ?? '—' })}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('adminChatQuestions.columns.actions'),
      cell: (r) => (
        <div className="flex flex-col items-start gap-2">
          {r.answeredBy ? (
            <p className="text-xs text-slate-700" data-testid="question-answered-by">
              {t('adminChatQuestions.answeredBy', { topic: `${r.assistant}/${r.answeredBy}` })}
            </p>
          ) : (
            // Opens the new topic's form with the question as its keyword and suggested question.
            <Link
              to={href(`/admin/chat-topics?${makeTopicQuery(r)}`)}
              className={`${secondaryButton} whitespace-nowrap`}
              aria-label={t('adminChatQuestions.makeTopicLabel', { question: r.text })}
              data-testid="question-make-topic"
            >
              {t('adminChatQuestions.makeTopic')}
            </Link>
          )}
          {r.status === 'open' ? <MarkHandled row={r} busy={busy} /> : null}
        </div>
      ),
    },
  ]
  const query = status === 'open' ? '' : `?status=${status ?? 'all'}`
  const total = loaderData.counts.open + loaderData.counts.handled
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.chatQuestions')}>
      <NoticeBanner notice={notice} />
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminChatQuestions.intro')}</p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <StatusFilter current={status} counts={loaderData.counts} />
        <a href={`${href('/admin/chat-questions.csv')}${query}`} className={secondaryButton} download>
          {t('adminChatQuestions.exportCsv')}
        </a>
      </div>
      {total === 0 ? (
        <EmptyState title={t('adminChatQuestions.empty')} text={t('adminChatQuestions.emptyText')} />
      ) : loaderData.rows.length === 0 ? (
        <p className="text-slate-700">{t('adminChatQuestions.none')}</p>
      ) : (
        <AdminTable
          rows={loaderData.rows}
          columns={columns}
          testId="chat-questions-table"
          rowTestId="chat-question-row"
          caption={t('adminChatQuestions.caption')}
          minWidth="min-w-[56rem]"
        />
      )}
    </AdminLayout>
  )
}
