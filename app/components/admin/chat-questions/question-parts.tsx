import { Form, Link } from 'react-router'
import { questionStatuses, type QuestionStatus } from '#app/domain/chat/questions-inbox'
import { useTranslation } from '#app/i18n/react'
import { secondaryButton } from '../fields'

/** The Chat Questions tab's parts (issue #20 item 12): the status filter and a row's actions. */

/** What a row's actions read of a question (one per question and language). */
type QuestionRow = { lang: string; key: string; assistant: string; text: string; lastAsked: string }

/** Open (the default), Handled, All: `?status=` as the CSV export reads it. */
export function StatusFilter(props: {
  current: QuestionStatus | null
  counts: Record<QuestionStatus, number>
}) {
  const { t } = useTranslation()
  const choices = [
    ...questionStatuses.map((s) => ({
      value: s,
      label: t(`adminChatQuestions.statuses.${s}`),
      count: props.counts[s],
    })),
    {
      value: 'all' as const,
      label: t('adminChatQuestions.all'),
      count: props.counts.open + props.counts.handled,
    },
  ]
  return (
    <nav aria-label={t('adminChatQuestions.filterLabel')} className="mb-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {choices.map((choice) => {
          const current = (props.current ?? 'all') === choice.value
          return (
            <li key={choice.value}>
              <Link
                to={`?status=${choice.value}`}
                aria-current={current ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1 font-semibold ${current ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
                data-testid={`questions-filter-${choice.value}`}
              >
                {choice.label} ({choice.count})
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The Chat Topics screen's link that opens a new topic made from the question. */
export function makeTopicQuery(row: QuestionRow): string {
  return new URLSearchParams({ new: '', assistant: row.assistant, lang: row.lang, question: row.text })
    .toString()
    .replace(/^new=/, 'new')
}

/** "Mark handled": every open ask of the question up to the last one the screen shows. */
export function MarkHandled({ row, busy }: { row: QuestionRow; busy: boolean }) {
  const { t } = useTranslation()
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="handle" />
      <input type="hidden" name="lang" value={row.lang} />
      <input type="hidden" name="key" value={row.key} />
      <input type="hidden" name="upTo" value={row.lastAsked} />
      <button
        type="submit"
        disabled={busy}
        className={`${secondaryButton} whitespace-nowrap`}
        aria-label={t('adminChatQuestions.markHandledLabel', { question: row.text })}
      >
        {t('adminChatQuestions.markHandled')}
      </button>
    </Form>
  )
}
