import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useFormatWhen } from '#app/components/admin/admin-table'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { Section } from './person-parts'
import { useStageLabel } from './person-sections'
import type { PersonPageData, TimelineEntry } from './types'

/** The person's timeline, newest first: submissions, e-mails, events and tasks (issue #34). */
export function PersonTimeline({ data }: { data: PersonPageData }) {
  const { t } = useTranslation()
  const when = useFormatWhen()
  return (
    <Section id="person-timeline" title={t('adminPerson.timeline.title')} testId="person-timeline">
      {data.timeline.length === 0 ? (
        <p className="text-slate-700">{t('adminPerson.timeline.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {data.timeline.map((entry) => (
            <li
              key={entry.key}
              className="border-l-4 border-slate-300 pl-3"
              data-testid="timeline-entry"
              data-kind={entry.type === 'event' ? entry.kind : entry.type}
            >
              <p className="text-xs text-slate-600">
                <time dateTime={entry.at}>{when(entry.at)}</time>
              </p>
              <TimelineText entry={entry} data={data} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}

function TimelineText({ entry, data }: { entry: TimelineEntry; data: PersonPageData }): ReactNode {
  const { t } = useTranslation()
  const when = useFormatWhen()
  const href = useLocalizedPath()
  const stage = useStageLabel(data.stages)
  if (entry.type === 'submission')
    return (
      <p>
        {t('adminPerson.timeline.submission', {
          kind: t(`adminPerson.kinds.${entry.kind}`),
          page: entry.page,
        })}{' '}
        <Link to={href(`/admin/submissions?id=${entry.id}`)} className="text-brand-800 underline">
          {t('adminPerson.timeline.viewSubmission')}
        </Link>
      </p>
    )
  if (entry.type === 'email')
    return (
      <div>
        <p>{t('adminPerson.timeline.email', { subject: entry.subject || '—' })}</p>
        <p className="text-sm text-slate-700">
          {t('adminPerson.timeline.emailCategory', { category: entry.category })} ·{' '}
          {t(`adminPerson.timeline.emailStatus.${entry.status}`, {
            when: entry.sentAt ? when(entry.sentAt) : '',
          })}
          {entry.openedAt ? ` · ${t('adminPerson.timeline.opened', { when: when(entry.openedAt) })}` : null}
        </p>
      </div>
    )
  if (entry.type === 'task')
    return (
      <p>
        {t('adminPerson.timeline.task', { title: entry.title, due: when(entry.dueAt) })}
        {entry.doneAt
          ? `, ${t('adminPerson.timeline.taskDone', { when: when(entry.doneAt), who: entry.doneBy ?? '—' })}`
          : null}
      </p>
    )
  const d = entry.data as Record<string, unknown>
  const text = (value: unknown) =>
    value === null || value === undefined || value === '' ? '—' : String(value)
  const by = (
    <span className="text-sm text-slate-600">
      {' '}
      {entry.actor ? t('adminPerson.timeline.by', { who: entry.actor }) : t('adminPerson.timeline.site')}
    </span>
  )
  switch (entry.kind) {
    case 'stage':
      return (
        <div>
          <p>
            {t('adminPerson.timeline.stage', { from: stage(text(d.from)), to: stage(text(d.to)) })}
            {by}
          </p>
          {d.reason ? (
            <p className="text-sm">
              {t('adminPerson.timeline.stageReason', {
                reason: t(`adminPerson.lostReasons.${text(d.reason)}`),
              })}
            </p>
          ) : null}
          {d.override ? (
            <p className="text-sm font-semibold" data-testid="timeline-override">
              {t('adminPerson.timeline.stageOverride', { override: text(d.override) })}
            </p>
          ) : null}
        </div>
      )
    case 'note':
      return (
        <div>
          <p className="font-semibold">
            {t('adminPerson.timeline.note')}
            {by}
          </p>
          <p className="whitespace-pre-wrap">{text(d.text)}</p>
        </div>
      )
    case 'owner': {
      const owner = data.staff.find((s) => s.id === d.ownerId)?.email ?? text(d.ownerId)
      return (
        <p>
          {d.ownerId ? t('adminPerson.timeline.owner', { owner }) : t('adminPerson.timeline.ownerNone')}
          {by}
        </p>
      )
    }
    case 'edit': {
      const changes = (d.changes ?? {}) as Record<string, { from: string | null; to: string | null }>
      return (
        <div>
          <p>
            {t('adminPerson.timeline.edit')}
            {by}
          </p>
          <ul className="text-sm">
            {Object.entries(changes).map(([field, change]) => (
              <li key={field}>
                {t('adminPerson.timeline.editChange', {
                  field: t(`adminPerson.details.${field}`),
                  from: text(change.from),
                  to: text(change.to),
                })}
              </li>
            ))}
          </ul>
        </div>
      )
    }
    case 'merge':
      return (
        <p>
          {t('adminPerson.timeline.merge', { email: text(d.email) })}
          {by}
        </p>
      )
    case 'email':
      return (
        <p>
          {t('adminPerson.timeline.sentEmail', { subject: text(d.subject), template: text(d.template) })}
          {by}
        </p>
      )
    case 'statement':
      return (
        <p>
          {t(d.automatic ? 'adminPerson.timeline.statementAutomatic' : 'adminPerson.timeline.statement')}
          {by}
        </p>
      )
    case 'export':
      return (
        <p>
          {t('adminPerson.timeline.export', { format: text(d.format).toUpperCase() })}
          {by}
        </p>
      )
    case 'erased':
      return (
        <p>
          {t('adminPerson.timeline.erased')}
          {by}
        </p>
      )
    case 'approved':
      return (
        <p>
          {t('adminPerson.timeline.approved')}
          {by}
        </p>
      )
    default:
      return (
        <p>
          {t('adminPerson.timeline.other', { kind: entry.kind })}
          {by}
        </p>
      )
  }
}
