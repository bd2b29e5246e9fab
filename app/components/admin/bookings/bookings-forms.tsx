import { Form } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { adminInputClass, secondaryButton } from '../fields'

/** The Bookings tab's forms (issue #21 item 3): the operator filter and a request's reassignment. */

type OperatorChoice = { id: number; name: string }

/** The operator filter: a GET form that keeps the status filter chosen. */
export function OperatorFilter(props: {
  status: string | null
  operatorId: number | null
  operators: readonly OperatorChoice[]
}) {
  const { t } = useTranslation()
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
      {props.status ? <input type="hidden" name="status" value={props.status} /> : null}
      <div>
        <label htmlFor="bookings-operator" className="text-sm font-medium">
          {t('adminBookings.operatorFilter')}
        </label>
        <select
          id="bookings-operator"
          name="operator"
          className={adminInputClass}
          defaultValue={props.operatorId ?? ''}
        >
          <option value="">{t('adminBookings.anyOperator')}</option>
          {props.operators.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={secondaryButton}>
        {t('adminBookings.apply')}
      </button>
    </Form>
  )
}

/** "Reassign": a pending or accepted request given to another operator (who is e-mailed). */
export function ReassignForm({
  booking: r,
  operators,
  busy,
}: {
  booking: { id: number; operatorId: number | null }
  operators: readonly OperatorChoice[]
  busy: boolean
}) {
  const { t } = useTranslation()
  return (
    <Form method="post" className="flex flex-col gap-1">
      <input type="hidden" name="intent" value="reassign" />
      <input type="hidden" name="id" value={r.id} />
      <label htmlFor={`reassign-${r.id}`} className="text-xs font-medium">
        {t('adminBookings.reassignTo', { id: r.id })}
      </label>
      <select id={`reassign-${r.id}`} name="operatorId" className={adminInputClass} defaultValue="">
        <option value="">{t('adminBookings.choose')}</option>
        {operators
          .filter((o) => o.id !== r.operatorId)
          .map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
      </select>
      <button
        type="submit"
        disabled={busy}
        className={secondaryButton}
        aria-label={t('adminBookings.reassignLabel', { id: r.id })}
      >
        {t('adminBookings.reassign')}
      </button>
    </Form>
  )
}
