import { useTranslation } from '#app/i18n/react'

/**
 * The month of a statement (issue #44): a `month` input, whose value is "2026-11"; where a browser
 * shows it as a text box instead, the same "2026-11" typed is what the GET form sends.
 */
export function MonthField(props: {
  id: string
  label: string
  defaultValue: string
  labelClassName: string
  inputClassName: string
}) {
  const { t } = useTranslation()
  return (
    <div>
      <label htmlFor={props.id} className={props.labelClassName}>
        {props.label}
      </label>
      <input
        id={props.id}
        name="month"
        type="month"
        required
        pattern="\d{4}-\d{2}"
        placeholder={t('deliveries.statement.monthPlaceholder')}
        defaultValue={props.defaultValue}
        className={props.inputClassName}
      />
    </div>
  )
}
