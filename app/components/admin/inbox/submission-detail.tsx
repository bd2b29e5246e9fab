import { Form } from 'react-router'
import { DetailList, DetailPanel } from '#app/components/admin/admin-table'
import { adminInputClass, primaryButton } from '#app/components/admin/fields'
import { submissionStatuses } from '#app/domain/forms/options'
import { useTranslation } from '#app/i18n/react'

export type SubmissionDetailData = {
  id: number
  kind: string
  status: string
  createdAt: string
  sourcePath: string
  lang: string
  fields: Array<{ key: string; label: string; value: string }>
  statusChangedAt: string | null
  statusChangedBy: string | null
}

/** One submission (?id=): where it came from, every field, and its status. */
export function SubmissionDetail(props: { submission: SubmissionDetailData; when: (iso: string) => string }) {
  const { t } = useTranslation()
  const { submission: s, when } = props
  return (
    <DetailPanel
      id="submission-detail-title"
      title={t('adminSubmissions.detailTitle', { id: s.id })}
      closeLabel={t('adminSubmissions.close')}
      testId="submission-detail"
    >
      <DetailList
        rows={[
          [t('adminSubmissions.columns.kind'), t(`adminSubmissions.kind.${s.kind}`)],
          [t('adminSubmissions.receivedAt'), when(s.createdAt)],
          [t('adminSubmissions.source'), <span className="break-all">{s.sourcePath}</span>],
          [t('adminSubmissions.language'), s.lang],
        ]}
      />
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('adminSubmissions.fieldsTitle')}</h3>
      <dl
        className="mt-1 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded border border-slate-200 bg-white p-3 text-sm"
        data-testid="submission-fields"
      >
        {s.fields.map((f) => (
          <div key={f.key} className="contents">
            <dt className="font-semibold text-slate-700">{f.label}</dt>
            <dd className="break-words whitespace-pre-wrap">{f.value}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={s.id} />
        <div>
          <label htmlFor="submission-status" className="block text-sm font-semibold text-slate-800">
            {t('adminSubmissions.changeStatus')}
          </label>
          <select
            id="submission-status"
            name="status"
            key={`${s.id}-${s.status}`}
            defaultValue={s.status}
            className={adminInputClass}
          >
            {submissionStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`adminSubmissions.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          {t('adminSubmissions.save')}
        </button>
      </Form>
      {s.statusChangedAt ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="submission-changed">
          {t('adminSubmissions.changedBy', {
            time: when(s.statusChangedAt),
            email: s.statusChangedBy ?? '—',
          })}
        </p>
      ) : null}
    </DetailPanel>
  )
}
