import { Form, useNavigation } from 'react-router'
import { AdminTable, useFormatWhen } from '#app/components/admin/admin-table'
import { adminInputClass, primaryButton, secondaryButton } from '#app/components/admin/fields'
import { lostReasons } from '#app/domain/people/pipeline'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'
import { errorsFor, PersonField, Section, type PersonReply } from './person-parts'
import type { PersonPageData } from './types'

type Props = { data: PersonPageData; reply: PersonReply | undefined }

/** A stage's name in the staff member's language. */
export function useStageLabel(stages: PersonPageData['stages']) {
  const lang = useLang()
  return (key: string) => {
    const stage = stages.find((s) => s.key === key)
    return stage ? (lang === 'es' ? stage.labelEs : stage.labelEn) : key
  }
}

/**
 * The stage and the form that moves it. A move the seven-day rule refuses (issue #35) comes back
 * with the reason beside a new field, where staff may record why it must happen now.
 */
export function StageSection({ data, reply }: Props) {
  const { t } = useTranslation()
  const when = useFormatWhen()
  const busy = useNavigation().state !== 'idle'
  const label = useStageLabel(data.stages)
  const errors = errorsFor(reply, 'move')
  const refusal = reply?.intent === 'move' ? reply.refusal : undefined
  const asked = refusal ? (reply?.result?.initialValue as Record<string, string> | undefined) : undefined
  const { person } = data
  return (
    <Section id="person-stage" title={t('adminPerson.stage.title')} testId="person-stage">
      <p className="mb-1" data-testid="person-current-stage">
        {t('adminPerson.stage.current', { stage: label(person.stage), when: when(person.stageChangedAt) })}
      </p>
      {person.prospect ? null : (
        <p className="mb-3 text-sm text-slate-700" data-testid="person-customer">
          {t('adminPerson.stage.customer')}
        </p>
      )}
      {person.lostReason ? (
        <p className="mb-3 text-sm text-slate-700">
          {t('adminPerson.stage.lostBecause', { reason: t(`adminPerson.lostReasons.${person.lostReason}`) })}
        </p>
      ) : null}
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="person-move-form">
        <input type="hidden" name="intent" value="move" />
        <PersonField id="move-stage" label={t('adminPerson.stage.stage')} errors={errors.stage}>
          {(control) => (
            <select
              {...control}
              name="stage"
              defaultValue={asked?.stage ?? person.stage}
              className={adminInputClass}
            >
              {data.stages.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.paidOrSigned
                    ? t('adminPerson.stage.paidOrSigned', { stage: label(s.key) })
                    : label(s.key)}
                </option>
              ))}
            </select>
          )}
        </PersonField>
        <PersonField
          id="move-lost-reason"
          label={t('adminPerson.stage.lostReason')}
          errors={errors.lostReason}
        >
          {(control) => (
            <select
              {...control}
              name="lostReason"
              defaultValue={asked?.lostReason ?? ''}
              className={adminInputClass}
            >
              <option value="">{t('adminPerson.stage.noReason')}</option>
              {lostReasons.map((r) => (
                <option key={r} value={r}>
                  {t(`adminPerson.lostReasons.${r}`)}
                </option>
              ))}
            </select>
          )}
        </PersonField>
        {refusal ? (
          <div className="sm:col-span-2">
            <PersonField
              id="move-override"
              label={t('adminPerson.stage.override')}
              hint={t('adminPerson.stage.overrideHint')}
              message={t(`adminPerson.stage.refused.${refusal.reason}`, {
                when: refusal.reason === 'too-soon' ? when(refusal.allowedFrom) : '',
              })}
            >
              {(control) => <textarea {...control} name="override" rows={2} className={adminInputClass} />}
            </PersonField>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('adminPerson.stage.move')}
          </button>
        </div>
      </Form>
    </Section>
  )
}

/** The person's tasks (open first), "Mark done", and the form that adds one. */
export function TasksSection({ data, reply }: Props) {
  const { t } = useTranslation()
  const when = useFormatWhen()
  const busy = useNavigation().state !== 'idle'
  const errors = errorsFor(reply, 'task')
  const ownerEmail = (id: number | null) => data.staff.find((s) => s.id === id)?.email ?? '—'
  const now = Date.now()
  return (
    <Section id="person-tasks" title={t('adminPerson.tasks.title')} testId="person-tasks">
      {data.tasks.length === 0 ? (
        <p className="mb-3 text-slate-700">{t('adminPerson.tasks.empty')}</p>
      ) : (
        <AdminTable
          rows={data.tasks}
          caption={t('adminPerson.tasks.caption')}
          testId="person-task-list"
          rowTestId="person-task"
          columns={[
            { key: 'title', header: t('adminPerson.tasks.task'), cell: (task) => task.title },
            { key: 'due', header: t('adminPerson.tasks.due'), cell: (task) => when(task.dueAt) },
            { key: 'owner', header: t('adminPerson.tasks.owner'), cell: (task) => ownerEmail(task.ownerId) },
            {
              key: 'status',
              header: t('adminPerson.tasks.status'),
              cell: (task) =>
                task.doneAt ? (
                  t('adminPerson.tasks.doneBy', { when: when(task.doneAt), who: task.doneBy ?? '—' })
                ) : (
                  <div className="flex flex-wrap items-center gap-2">
                    <span className={Date.parse(task.dueAt) <= now ? 'font-semibold text-red-800' : ''}>
                      {Date.parse(task.dueAt) <= now
                        ? t('adminPerson.tasks.overdue')
                        : t('adminPerson.tasks.open')}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="done" />
                      <input type="hidden" name="taskId" value={task.id} />
                      <button
                        type="submit"
                        className={secondaryButton}
                        disabled={busy}
                        aria-label={t('adminPerson.tasks.markDoneLabel', { task: task.title })}
                      >
                        {t('adminPerson.tasks.markDone')}
                      </button>
                    </Form>
                  </div>
                ),
            },
          ]}
        />
      )}
      <h3 className="mt-4 font-semibold text-slate-900">{t('adminPerson.tasks.add')}</h3>
      <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-3" data-testid="person-task-form">
        <input type="hidden" name="intent" value="task" />
        <PersonField id="task-title" label={t('adminPerson.tasks.titleLabel')} errors={errors.title}>
          {(control) => <input {...control} name="title" type="text" className={adminInputClass} />}
        </PersonField>
        <PersonField id="task-due" label={t('adminPerson.tasks.dueLabel')} errors={errors.due}>
          {(control) => <input {...control} name="due" type="datetime-local" className={adminInputClass} />}
        </PersonField>
        <PersonField id="task-owner" label={t('adminPerson.tasks.ownerLabel')} errors={errors.ownerId}>
          {(control) => (
            <select
              {...control}
              name="ownerId"
              defaultValue={data.person.ownerId ?? ''}
              className={adminInputClass}
            >
              <option value="">{t('adminPerson.owner.none')}</option>
              {data.staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.email}
                </option>
              ))}
            </select>
          )}
        </PersonField>
        <div className="sm:col-span-3">
          <button type="submit" className={secondaryButton} disabled={busy}>
            {t('adminPerson.tasks.submit')}
          </button>
        </div>
      </Form>
    </Section>
  )
}

/** "Send e-mail": choose a template, preview it in the person's language (?template=), send it. */
export function EmailSection({ data, reply }: Props) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const errors = errorsFor(reply, 'email')
  const { preview, person } = data
  return (
    <Section id="person-email" title={t('adminPerson.email.title')} testId="person-email">
      {!person.email ? (
        <p className="text-slate-700">{t('adminPerson.email.noEmail')}</p>
      ) : data.templates.length === 0 ? (
        <p className="text-slate-700">{t('adminPerson.email.noTemplates')}</p>
      ) : (
        <>
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <PersonField
              id="email-template"
              label={t('adminPerson.email.template')}
              errors={errors.templateId}
            >
              {(control) => (
                <select
                  {...control}
                  name="template"
                  defaultValue={preview?.templateId ?? ''}
                  required
                  className={adminInputClass}
                >
                  <option value="">{t('adminPerson.email.choose')}</option>
                  {data.templates.map((tpl) => (
                    <option key={tpl.id} value={tpl.id}>
                      {tpl.name}
                    </option>
                  ))}
                </select>
              )}
            </PersonField>
            <button type="submit" className={secondaryButton}>
              {t('adminPerson.email.preview')}
            </button>
          </Form>
          {preview ? (
            <div
              className="mt-4 rounded border border-slate-300 bg-slate-50 p-4"
              data-testid="person-email-preview"
            >
              <h3 className="font-semibold text-slate-900">
                {t('adminPerson.email.previewTitle', { lang: t(`adminPerson.languages.${preview.lang}`) })}
              </h3>
              <p className="mt-2 text-sm">
                <span className="font-semibold">{t('adminPerson.email.subject')}:</span> {preview.subject}
              </p>
              <div className="mt-2 whitespace-pre-wrap text-sm text-slate-800" lang={preview.lang}>
                {preview.body}
              </div>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="email" />
                <input type="hidden" name="templateId" value={preview.templateId} />
                <button type="submit" className={primaryButton} disabled={busy}>
                  {t('adminPerson.email.send')}
                </button>
              </Form>
            </div>
          ) : null}
        </>
      )}
    </Section>
  )
}

/** The Earnings Claim Statements the person was given (issue #35) and "Send Earnings Claim Statement". */
export function StatementsSection({ data }: { data: PersonPageData }) {
  const { t } = useTranslation()
  const when = useFormatWhen()
  const busy = useNavigation().state !== 'idle'
  return (
    <Section id="person-statements" title={t('adminPerson.statements.title')} testId="person-statements">
      {data.statements.length === 0 ? (
        <p className="mb-3 text-slate-700">{t('adminPerson.statements.empty')}</p>
      ) : (
        <AdminTable
          rows={data.statements}
          caption={t('adminPerson.statements.caption')}
          testId="person-statement-list"
          rowTestId="person-statement"
          columns={[
            { key: 'given', header: t('adminPerson.statements.given'), cell: (s) => when(s.createdAt) },
            {
              key: 'lang',
              header: t('adminPerson.statements.language'),
              cell: (s) => t(`adminPerson.languages.${s.lang}`),
            },
            {
              key: 'delivered',
              header: t('adminPerson.statements.delivered'),
              cell: (s) => (s.deliveredAt ? when(s.deliveredAt) : t('adminPerson.statements.notDelivered')),
            },
            {
              key: 'claims',
              header: t('adminPerson.statements.claims'),
              cell: (s) =>
                s.claims.length ? (
                  <ul>
                    {s.claims.map((c) => (
                      <li key={c.claimId}>{t('adminPerson.statements.claim', c)}</li>
                    ))}
                  </ul>
                ) : (
                  t('adminPerson.statements.noClaims')
                ),
            },
          ]}
        />
      )}
      {data.person.email && !data.person.erasedAt ? (
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="statement" />
          <p id="statement-hint" className="text-sm text-slate-700">
            {t('adminPerson.statements.sendHint')}
          </p>
          <button type="submit" className={secondaryButton} disabled={busy} aria-describedby="statement-hint">
            {t('adminPerson.statements.send')}
          </button>
        </Form>
      ) : null}
    </Section>
  )
}
