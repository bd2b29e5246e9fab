import { Form } from 'react-router'
import { adminInputClass } from '#app/components/admin/fields'
import { FilterActions, FilterSearch, FilterSelect } from '#app/components/admin/list-parts'
import { submissionStatuses } from '#app/domain/forms/options'
import { useTranslation } from '#app/i18n/react'

type Filter = { kind: string | null; status: string | null; text: string; from: string; to: string }

/** The Submissions tab's filters (text, status, dates) and the CSV export of what they show. */
export function SubmissionFilters(props: { filter: Filter; filtered: boolean; exportHref: string }) {
  const { t } = useTranslation()
  const { filter } = props
  const date = (name: 'from' | 'to') => (
    <div>
      <label htmlFor={`submissions-${name}`} className="block text-sm font-semibold text-slate-800">
        {t(`adminSubmissions.${name}`)}
      </label>
      <input
        id={`submissions-${name}`}
        name={name}
        type="date"
        defaultValue={filter[name]}
        className={adminInputClass}
      />
    </div>
  )
  return (
    <Form
      method="get"
      className="mb-4 grid gap-3 rounded border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5"
      aria-label={t('adminSubmissions.filtersTitle')}
      data-testid="submissions-filters"
    >
      {filter.kind ? <input type="hidden" name="kind" value={filter.kind} /> : null}
      <FilterSearch id="submissions-q" label={t('adminSubmissions.search')} defaultValue={filter.text} />
      <FilterSelect
        id="submissions-status"
        name="status"
        label={t('adminSubmissions.statusLabel')}
        anyLabel={t('adminSubmissions.anyStatus')}
        defaultValue={filter.status}
        options={submissionStatuses.map((s) => ({ value: s, label: t(`adminSubmissions.status.${s}`) }))}
      />
      {date('from')}
      {date('to')}
      <FilterActions
        className="lg:col-span-5"
        applyLabel={t('adminSubmissions.apply')}
        clearLabel={t('adminSubmissions.clear')}
        filtered={props.filtered}
        exportHref={props.exportHref}
        exportLabel={t('adminSubmissions.exportCsv')}
        exportTestId="submissions-export"
      />
    </Form>
  )
}
