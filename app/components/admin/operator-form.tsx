import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { operatorErrorKey, operatorFormSchema } from '#app/domain/operators/admin-form'
import {
  operatorFormFields as fieldDefs,
  operatorFormText,
  type OperatorFormText as FormText,
} from '#app/domain/operators/admin-form-text'
import { operatorWeeklyHours } from '#app/domain/operators/hours'
import { weeklyHoursValues, type WeeklyHoursValues } from '#app/domain/operators/hours-form'
import type { OperatorProfile } from '#app/domain/operators/operator'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { WeeklyHoursFieldset } from '#app/components/operators/weekly-hours-fieldset'
import { adminInputClass, primaryButton, secondaryButton } from './fields'
import type { PickableImage } from './collection-form'

/** The form's values: the stored operator's text, the hours as the week's controls. */
type Fields = Omit<FormText, 'hoursOfOperation'> & { hoursOfOperation: WeeklyHoursValues }

/**
 * The staff Operators tab's form: every field of the operator, lists one item per line, each Spanish
 * text right after its English field, the hours day by day. It checks itself with the action's
 * schema before posting; after a refusal it shows what was typed and the server's message beside
 * each field (also without JavaScript, from the action's reply).
 */

export function OperatorForm({
  operator,
  images,
  lastResult,
}: {
  operator: OperatorProfile | null
  images: PickableImage[]
  lastResult: unknown
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const busy = useNavigation().state === 'submitting'
  const stored = operator?.hoursOfOperation ?? null
  const week = operatorWeeklyHours(stored)
  const [form, fields] = useForm<Fields>({
    id: operator ? `operator-${operator.id}` : 'operator-new',
    defaultValue: { ...operatorFormText(operator, images), hoursOfOperation: weeklyHoursValues(week) },
    lastResult: lastResult as never,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: operatorFormSchema, disableAutoCoercion: true }) as never,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="operator-admin-form"
    >
      <input type="hidden" name="intent" value="save" />
      {operator ? <input type="hidden" name="id" value={operator.id} /> : null}
      {fieldDefs.map((f) => {
        const label = t(`operators.admin.fields.${f.name}`)
        if (f.kind === 'hours')
          return (
            <WeeklyHoursFieldset
              key={f.name}
              field={fields.hoursOfOperation}
              legend={label}
              unreadable={week ? null : stored}
            />
          )
        const field = fields[f.name as Exclude<keyof Fields, 'hoursOfOperation'>]
        const spanish = f.name.endsWith('Es')
        const hints = [
          f.kind === 'lines'
            ? f.name.startsWith('testimonials')
              ? 'operators.admin.testimonialsHint'
              : 'operators.admin.linesHint'
            : '',
          spanish ? 'operators.admin.spanishHint' : '',
          f.name === 'latitude' || f.name === 'longitude' ? 'operators.admin.positionHint' : '',
          f.name === 'serviceRadiusMiles' ? 'operators.admin.radiusHint' : '',
          // Says which values are the seeded samples, and how they stop being ones (issue #30 item 3).
          operator?.sampleReviews && (f.name === 'averageRating' || f.name.startsWith('testimonials'))
            ? 'operators.admin.sampleReviewsHint'
            : '',
          f.kind === 'image' ? 'operators.admin.profileImageHint' : '',
          f.kind === 'image' && images.length === 0 ? 'operators.admin.noImages' : '',
        ].filter(Boolean)
        const hintId = hints.length > 0 ? `${field.id}-hint` : undefined
        const errorText = field.errors?.length
          ? t(`operators.admin.errors.${operatorErrorKey(field.errors[0]!)}`)
          : null
        if (f.kind === 'checkbox') {
          const { key, ...props } = getInputProps(field, { type: 'checkbox' })
          return (
            <div key={f.name} className="flex items-center gap-2">
              <input key={key ?? undefined} {...props} className="h-4 w-4" />
              <label htmlFor={field.id} className="text-sm font-semibold text-slate-800">
                {label}
              </label>
            </div>
          )
        }
        const hint = hintId ? (
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            {hints.map((key) => t(key)).join(' ')}
          </p>
        ) : null
        const error = errorText ? (
          <p id={field.errorId} className="mt-1 text-sm text-red-800">
            {errorText}
          </p>
        ) : null
        if (f.kind === 'image') {
          const { key, ...props } = getSelectProps(field, { ariaDescribedBy: hintId })
          return (
            <div key={f.name}>
              <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
                {label}
              </label>
              <select key={key ?? undefined} {...props} className={adminInputClass}>
                <option value="">{t('operators.admin.imageNone')}</option>
                {images.map((image) => (
                  <option key={image.id} value={image.id}>
                    {image.fileName}
                  </option>
                ))}
              </select>
              {hint}
              {error}
            </div>
          )
        }
        const wide = f.kind === 'textarea' || f.kind === 'lines'
        const describedBy = { ariaDescribedBy: hintId }
        const { key, ...props } = wide
          ? getTextareaProps(field, describedBy)
          : getInputProps(field, { type: 'text', ...describedBy })
        return (
          <div key={f.name} className={wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
              {label}
            </label>
            {wide ? (
              <textarea
                key={key ?? undefined}
                {...props}
                rows={f.kind === 'lines' ? 4 : 3}
                className={adminInputClass}
              />
            ) : (
              <input
                key={key ?? undefined}
                {...props}
                inputMode={f.kind === 'number' ? 'decimal' : undefined}
                className={adminInputClass}
              />
            )}
            {hint}
            {error}
          </div>
        )
      })}
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t('operators.admin.save')}
        </button>
        <Link to={href('/admin/operators')} className={secondaryButton}>
          {t('operators.admin.cancel')}
        </Link>
      </div>
    </Form>
  )
}
