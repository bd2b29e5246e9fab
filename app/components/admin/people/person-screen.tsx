import { Form, Link, useNavigation } from 'react-router'
import { DetailList, useFormatWhen } from '#app/components/admin/admin-table'
import { adminInputClass, dangerButton, primaryButton, secondaryButton } from '#app/components/admin/fields'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { DetailsForm } from './details-form'
import { errorsFor, PersonField, Section, type PersonReply } from './person-parts'
import { EmailSection, StageSection, StatementsSection, TasksSection } from './person-sections'
import { PersonTimeline } from './person-timeline'
import type { PersonPageData } from './types'

/** A person's page (issue #34, #35): what is known of them, what staff do with them, and their timeline. */
export function PersonScreen({ data, reply }: { data: PersonPageData; reply: PersonReply | undefined }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const when = useFormatWhen()
  const { person } = data
  const dash = t('adminPerson.details.none')
  const erased = Boolean(person.erasedAt)
  return (
    <div className="space-y-6" data-testid="person-page">
      <p className="flex flex-wrap gap-4 text-sm">
        <Link to={href('/admin/people')} className="font-semibold text-brand-800 underline">
          {t('adminPerson.allPeople')}
        </Link>
        <Link to={href('/admin/people/templates')} className="font-semibold text-brand-800 underline">
          {t('adminPerson.templatesLink')}
        </Link>
      </p>
      {erased ? (
        <p className="rounded border border-slate-300 bg-slate-50 p-4" data-testid="person-erased">
          {t('adminPerson.privacy.erased', { when: when(person.erasedAt!) })}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="person-details" title={t('adminPerson.details.title')} testId="person-details">
          <DetailList
            rows={[
              [t('adminPerson.details.firstName'), person.firstName ?? dash],
              [t('adminPerson.details.lastName'), person.lastName ?? dash],
              [t('adminPerson.details.email'), person.email ?? dash],
              [t('adminPerson.details.phone'), person.phone ?? dash],
              [t('adminPerson.details.businessName'), person.businessName ?? dash],
              [t('adminPerson.details.city'), person.city ?? dash],
              [t('adminPerson.details.state'), person.state ?? dash],
              [t('adminPerson.details.zip'), person.zip ?? dash],
              [t('adminPerson.details.lang'), t(`adminPerson.languages.${person.lang}`)],
            ]}
          />
          {erased ? null : <DetailsForm person={person} reply={reply} />}
        </Section>
        <div className="space-y-6">
          <Section id="person-source" title={t('adminPerson.source.title')} testId="person-source">
            <DetailList
              rows={[
                [t('adminPerson.source.label'), person.source.label ?? t('adminPerson.source.direct')],
                person.source.medium ? [t('adminPerson.source.medium'), person.source.medium] : null,
                [t('adminPerson.source.landing'), person.source.landingPath ?? dash],
                [
                  t('adminPerson.source.firstSeen'),
                  person.source.firstSeenAt ? when(person.source.firstSeenAt) : dash,
                ],
                [t('adminPerson.source.created'), when(person.createdAt)],
              ]}
            />
          </Section>
          <OperatorSection data={data} />
        </div>
      </div>
      {erased ? null : (
        <>
          <StageSection data={data} reply={reply} />
          <OwnerSection data={data} reply={reply} />
          <TasksSection data={data} reply={reply} />
          <NoteSection reply={reply} />
          <EmailSection data={data} reply={reply} />
        </>
      )}
      <StatementsSection data={data} />
      {erased ? null : (
        <>
          <MergeSection reply={reply} />
          <PrivacySection personId={person.id} reply={reply} />
        </>
      )}
      <PersonTimeline data={data} />
    </div>
  )
}

/** The operator made from this person, or "Approve as operator" for an applicant (its route is /approve). */
function OperatorSection({ data }: { data: PersonPageData }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const busy = useNavigation().state !== 'idle'
  const { person } = data
  return (
    <Section id="person-operator" title={t('adminPerson.operator.title')} testId="person-operator">
      {person.operatorId ? (
        <Link
          to={href(`/admin/operators?edit=${person.operatorId}`)}
          className="font-semibold text-brand-800 underline"
        >
          {t('adminPerson.operator.link')}
        </Link>
      ) : data.hasApplication && !person.erasedAt ? (
        <Form method="post" action={href(`/admin/people/${person.id}/approve`)} className="space-y-2">
          <p id="approve-hint" className="text-sm text-slate-700">
            {t('adminPerson.operator.approveHint')}
          </p>
          <button type="submit" className={primaryButton} disabled={busy} aria-describedby="approve-hint">
            {t('adminPerson.operator.approve')}
          </button>
        </Form>
      ) : (
        <p className="text-sm text-slate-700">{t('adminPerson.operator.none')}</p>
      )}
    </Section>
  )
}

function OwnerSection({ data, reply }: { data: PersonPageData; reply: PersonReply | undefined }) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const errors = errorsFor(reply, 'owner')
  return (
    <Section id="person-owner" title={t('adminPerson.owner.title')}>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="owner" />
        <PersonField id="owner-id" label={t('adminPerson.owner.label')} errors={errors.ownerId}>
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
        <button type="submit" className={secondaryButton} disabled={busy}>
          {t('adminPerson.owner.save')}
        </button>
      </Form>
    </Section>
  )
}

function NoteSection({ reply }: { reply: PersonReply | undefined }) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const errors = errorsFor(reply, 'note')
  return (
    <Section id="person-note" title={t('adminPerson.note.title')}>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="note" />
        <PersonField id="note-text" label={t('adminPerson.note.label')} errors={errors.text}>
          {(control) => <textarea {...control} name="text" rows={3} className={adminInputClass} />}
        </PersonField>
        <button type="submit" className={secondaryButton} disabled={busy}>
          {t('adminPerson.note.submit')}
        </button>
      </Form>
    </Section>
  )
}

function MergeSection({ reply }: { reply: PersonReply | undefined }) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const errors = errorsFor(reply, 'merge')
  return (
    <Section id="person-merge" title={t('adminPerson.merge.title')} testId="person-merge">
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="merge" />
        <PersonField
          id="merge-email"
          label={t('adminPerson.merge.email')}
          hint={t('adminPerson.merge.hint')}
          errors={errors.email}
        >
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="off" className={adminInputClass} />
          )}
        </PersonField>
        <button type="submit" className={secondaryButton} disabled={busy}>
          {t('adminPerson.merge.submit')}
        </button>
      </Form>
    </Section>
  )
}

function PrivacySection({ personId, reply }: { personId: number; reply: PersonReply | undefined }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const busy = useNavigation().state !== 'idle'
  const errors = errorsFor(reply, 'erase')
  const exportHref = (format: string) => `${href(`/admin/people/${personId}/export`)}?format=${format}`
  return (
    <Section id="person-privacy" title={t('adminPerson.privacy.title')} testId="person-privacy">
      <p className="mb-4 flex flex-wrap gap-3">
        <a href={exportHref('json')} className={secondaryButton} download>
          {t('adminPerson.privacy.exportJson')}
        </a>
        <a href={exportHref('csv')} className={secondaryButton} download>
          {t('adminPerson.privacy.exportCsv')}
        </a>
      </p>
      <details open={Boolean(errors.confirm)}>
        <summary className="cursor-pointer font-semibold text-red-800">
          {t('adminPerson.privacy.erase')}
        </summary>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="erase" />
          <p className="max-w-3xl text-sm text-slate-700">{t('adminPerson.privacy.eraseIntro')}</p>
          <div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="confirm"
                id="erase-confirm"
                aria-invalid={errors.confirm ? true : undefined}
                aria-describedby={errors.confirm ? 'erase-confirm-error' : undefined}
                className="mt-1"
              />
              {t('adminPerson.privacy.confirm')}
            </label>
            {errors.confirm ? (
              <p id="erase-confirm-error" className="mt-1 text-sm text-red-800">
                {errors.confirm.map((e) => t(e)).join(' ')}
              </p>
            ) : null}
          </div>
          <button type="submit" className={dangerButton} disabled={busy}>
            {t('adminPerson.privacy.submit')}
          </button>
        </Form>
      </details>
    </Section>
  )
}
