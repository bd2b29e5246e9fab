import { Form, Link } from 'react-router'
import { DELIVERY_STATUSES } from '#app/domain/deliveries/status'
import type { JobListFilter } from '#app/domain/deliveries/job-list'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { adminInputClass, primaryButton, secondaryButton } from '../fields'
import { FilterSelect } from '../list-parts'
import { MonthField } from '../../deliveries/month-field'

/**
 * The Deliveries tab's two GET forms (issue #44): the list's filters (operator, status, the days the
 * jobs began), and an operator's monthly statement as a CSV download. Both work without JavaScript.
 */

type OperatorChoice = { id: number; name: string }

export function JobFilters(props: { filter: JobListFilter; operators: readonly OperatorChoice[] }) {
  const { t } = useTranslation()
  const f = props.filter
  const filtered = Object.keys(f).length > 0
  return (
    <Form method="get" className="mb-6" data-testid="deliveries-filters">
      <fieldset className="grid gap-3 rounded border border-slate-300 p-4 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          {t('adminDeliveries.filters.legend')}
        </legend>
        <FilterSelect
          id="deliveries-operator"
          name="operator"
          label={t('adminDeliveries.filters.operator')}
          anyLabel={t('adminDeliveries.filters.anyOperator')}
          defaultValue={f.operatorId ? String(f.operatorId) : null}
          options={props.operators.map((o) => ({ value: String(o.id), label: o.name }))}
        />
        <FilterSelect
          id="deliveries-status"
          name="status"
          label={t('adminDeliveries.filters.status')}
          anyLabel={t('adminDeliveries.filters.anyStatus')}
          defaultValue={f.status ?? null}
          options={DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`deliveries.status.${s}`) }))}
        />
        {(['from', 'to'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`deliveries-${name}`} className="block text-sm font-semibold text-slate-800">
              {t(`adminDeliveries.filters.${name}`)}
            </label>
            <input
              id={`deliveries-${name}`}
              name={name}
              type="date"
              defaultValue={f[name] ?? ''}
              className={adminInputClass}
            />
          </div>
        ))}
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className={primaryButton}>
            {t('adminDeliveries.filters.apply')}
          </button>
          {filtered ? (
            <Link to="?" className={secondaryButton}>
              {t('adminDeliveries.filters.clear')}
            </Link>
          ) : null}
        </div>
      </fieldset>
    </Form>
  )
}

/**
 * Operator + month → the statement's CSV (/admin/deliveries/statement.csv): a plain GET form, so
 * the browser downloads the file as it would any link.
 */
export function StatementDownload(props: {
  operators: readonly OperatorChoice[]
  month: string
  percent: number
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <section aria-labelledby="statement-heading" className="mt-8 max-w-3xl" data-testid="statement-download">
      <h2 id="statement-heading" className="text-lg font-bold text-slate-900">
        {t('adminDeliveries.statement.heading')}
      </h2>
      <p className="mb-3 text-slate-700">
        {t('adminDeliveries.statement.intro', { percent: props.percent })}
      </p>
      <form
        method="get"
        action={href('/admin/deliveries/statement.csv')}
        className="flex flex-wrap items-end gap-3"
      >
        <FilterSelect
          id="statement-operator"
          name="operator"
          label={t('adminDeliveries.statement.operator')}
          anyLabel={t('adminDeliveries.statement.choose')}
          options={props.operators.map((o) => ({ value: String(o.id), label: o.name }))}
          required
        />
        <MonthField
          id="statement-month"
          label={t('adminDeliveries.statement.month')}
          defaultValue={props.month}
          labelClassName="block text-sm font-semibold text-slate-800"
          inputClassName={adminInputClass}
        />
        <button type="submit" className={primaryButton}>
          {t('adminDeliveries.statement.download')}
        </button>
      </form>
    </section>
  )
}
