import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { emptyMarketForm, marketActionSchema, type MarketFormText } from '#app/domain/markets/market-form'
import { marketStatuses } from '#app/domain/markets/markets'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { adminInputClass, Control, primaryButton, secondaryButton, TextField } from './fields'

/**
 * The Markets screen's add and edit form (Conform, with the schema the action parses through the
 * admin edge): city, state, the position by ZIP code or typed, and the status. A refused post
 * comes back in `lastResult` with what was typed and the messages beside the fields.
 */
export function MarketForm(props: {
  /** The market being edited; null: a new one. */
  editing: { id: number; values: MarketFormText } | null
  lastResult: unknown
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
  const [form, fields] = useForm({
    id: props.editing ? `market-${props.editing.id}` : 'market-new',
    lastResult: props.lastResult as never,
    defaultValue: props.editing?.values ?? emptyMarketForm,
    constraint: getZodConstraint(marketActionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: marketActionSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const text = (name: 'city' | 'state' | 'zip' | 'lat' | 'lng', hint?: string) => (
    <TextField
      label={t(`adminMarkets.form.${name}`)}
      inputProps={getInputProps(fields[name], { type: 'text' })}
      errors={fields[name].errors}
      errorId={fields[name].errorId}
      hint={hint}
    />
  )
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="max-w-3xl space-y-5 rounded border border-slate-300 p-4"
      data-testid="market-form"
      aria-labelledby="market-form-title"
    >
      <h2 id="market-form-title" className="text-lg font-semibold text-slate-900">
        {props.editing
          ? t('adminMarkets.form.editTitle', { id: props.editing.id })
          : t('adminMarkets.form.addTitle')}
      </h2>
      <input type="hidden" name="intent" value="save" />
      {props.editing ? <input type="hidden" name="id" value={props.editing.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('city')}
        {text('state', t('adminMarkets.form.stateHint'))}
      </div>
      {text('zip', t('adminMarkets.form.zipHint'))}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('lat', t('adminMarkets.form.positionHint'))}
        {text('lng')}
      </div>
      <Control
        field={fields.status}
        label={t('adminMarkets.form.status')}
        hint={t('adminMarkets.form.statusHint')}
      >
        {(describedBy) => {
          const { key, ...rest } = getSelectProps(fields.status)
          return (
            <select key={key} {...rest} aria-describedby={describedBy} className={adminInputClass}>
              {marketStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`adminMarkets.status.${status}`)}
                </option>
              ))}
            </select>
          )
        }}
      </Control>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {props.editing ? t('adminMarkets.form.save') : t('adminMarkets.form.add')}
        </button>
        {props.editing ? (
          <Link to={href('/admin/markets')} className={secondaryButton}>
            {t('adminMarkets.form.cancel')}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
