import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { adminInputClass } from '#app/components/admin/fields'
import { WEEK } from '#app/domain/operators/hours'
import type { WeeklyHoursValues } from '#app/domain/operators/hours-form'
import { operatorErrorKey } from '#app/domain/operators/admin-form'
import { useTranslation } from '#app/i18n/react'

/**
 * The hours of operation of the staff operator form and the portal's My page (issue #45 item 6):
 * one row a day, Monday first, named in the form's language, each with a Closed box and its
 * opening and closing times. The server reads them with the forms' schema (hours-form.ts); its
 * messages sit beside the time they are about, what was chosen kept. `unreadable`: the hours stored
 * before, when they cannot be read as a week (every day is then to choose).
 */
export function WeeklyHoursFieldset({
  field,
  legend,
  unreadable,
}: {
  field: FieldMetadata<WeeklyHoursValues>
  legend: string
  unreadable: string | null
}) {
  const { t } = useTranslation()
  const days = field.getFieldset()
  const hintId = `${field.id}-hint`
  const message = (errors: string[] | undefined) =>
    errors?.length ? t(`operators.admin.errors.${operatorErrorKey(errors[0]!)}`) : null
  const whole = message(field.errors)
  return (
    <fieldset
      className="sm:col-span-2"
      aria-describedby={`${hintId}${whole ? ` ${field.errorId}` : ''}`}
      data-testid="hours-fieldset"
    >
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {t('operators.admin.hoursHint')}
        {unreadable ? ` ${t('operators.admin.hoursUnreadable', { text: unreadable })}` : ''}
      </p>
      {whole ? (
        <p id={field.errorId} className="mt-1 text-sm text-red-800">
          {whole}
        </p>
      ) : null}
      <div className="mt-2 grid gap-3">
        {WEEK.map((day) => {
          const controls = days[day].getFieldset()
          const { key: closedKey, ...closed } = getInputProps(controls.closed, { type: 'checkbox' })
          return (
            <fieldset
              key={day}
              className="grid grid-cols-2 items-start gap-x-4 gap-y-2 border-t border-slate-200 pt-2 sm:grid-cols-[7rem_7rem_1fr_1fr]"
            >
              <legend className="float-left col-span-2 w-full pt-1 font-semibold text-slate-800 sm:col-span-1 sm:w-28 sm:pt-8">
                {t(`operators.hours.days.${day}`)}
              </legend>
              <div className="col-span-2 flex items-center gap-2 sm:col-span-1 sm:pt-8">
                <input key={closedKey ?? undefined} {...closed} className="h-4 w-4" />
                <label htmlFor={controls.closed.id} className="text-sm text-slate-800">
                  {t('operators.admin.hours.closed')}
                </label>
              </div>
              {(['opens', 'closes'] as const).map((name) => {
                const time = controls[name]
                const { key, ...props } = getInputProps(time, { type: 'time' })
                const error = message(time.errors)
                return (
                  <div key={name}>
                    <label htmlFor={time.id} className="block text-sm text-slate-800">
                      {t(`operators.admin.hours.${name}`)}
                    </label>
                    <input key={key ?? undefined} {...props} className={adminInputClass} />
                    {error ? (
                      <p id={time.errorId} className="mt-1 text-sm text-red-800">
                        {error}
                      </p>
                    ) : null}
                  </div>
                )
              })}
            </fieldset>
          )
        })}
      </div>
    </fieldset>
  )
}
