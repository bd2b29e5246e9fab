import { Form, Link } from 'react-router'
import { dangerButton, secondaryButton } from '#app/components/admin/fields'
import { OperatorForm } from '#app/components/admin/operator-form'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

/** `?delete={id}`: asks to confirm before the operator is deleted. */
export function ConfirmDeleteOperator({ operator }: { operator: { id: number; name: string } }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-delete-title"
      className="mt-4 rounded border border-red-300 bg-red-50 p-4"
      data-testid="confirm-delete"
    >
      <p id="confirm-delete-title" className="font-semibold text-red-900">
        {t('operators.admin.confirmDelete', { name: operator.name })}
      </p>
      <Form method="post" className="mt-3 flex gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={operator.id} />
        <input type="hidden" name="name" value={operator.name} />
        <button type="submit" className={dangerButton}>
          {t('operators.admin.deleteConfirm')}
        </button>
        <Link to={href('/admin/operators')} className={secondaryButton}>
          {t('operators.admin.cancel')}
        </Link>
      </Form>
    </div>
  )
}

type FormProps = Parameters<typeof OperatorForm>[0]

/**
 * `?new` or `?edit={id}`: the operator's form under its heading, the refusal above it, and a link to
 * the person an approved operator came from (issue #34).
 */
export function OperatorFormSection(props: {
  editing: FormProps['operator']
  refused: boolean
  personId: number | null | undefined
  /** The stored version the form starts from: a new one (a save, a restore) starts it again. */
  version: number
  images: FormProps['images']
  lastResult: unknown
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { editing } = props
  return (
    <section aria-labelledby="operator-form-title" className="mt-6 rounded border border-slate-200 p-4">
      <h2 id="operator-form-title" className="mb-4 text-lg font-bold text-slate-900">
        {editing ? t('operators.admin.editTitle', { name: editing.name }) : t('operators.admin.newTitle')}
      </h2>
      {props.refused ? (
        <p role="alert" className="mb-4 text-red-800">
          {t('operators.admin.errors.form')}
        </p>
      ) : null}
      {props.personId ? (
        <p className="mb-4 text-sm text-slate-700" data-testid="operator-person">
          {t('adminPipeline.approve.person')}:{' '}
          <Link to={href(`/admin/people/${props.personId}`)} className="text-brand-700 underline">
            {t('adminPipeline.approve.openPerson')}
          </Link>
        </p>
      ) : null}
      <OperatorForm
        key={editing ? `${editing.id}-${props.version}` : 'new'}
        operator={editing}
        images={props.images}
        lastResult={props.lastResult}
      />
    </section>
  )
}
