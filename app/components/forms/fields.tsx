import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react'

/**
 * The public forms' controls: a visible label, the control, and the field's errors (translation
 * keys from the shared Zod schema) right under it, linked with aria-describedby by Conform.
 */

// Conform's field metadata for any string/boolean field of any form.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<any, any, string[]>

const controlClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/40 aria-[invalid=true]:border-red-700'

export function FieldError({ field }: { field: Field }) {
  const { t } = useTranslation()
  if (!field.errors?.length) return <p id={field.errorId} className="sr-only" aria-live="polite" />
  return (
    <p
      id={field.errorId}
      className="mt-1 text-sm font-medium text-red-800"
      data-testid={`error-${field.name}`}
    >
      {[...new Set(field.errors)].map((e) => t(e)).join(' ')}
    </p>
  )
}

function Label({ field, label, hint }: { field: Field; label: ReactNode; hint?: ReactNode }) {
  // The input's own `required` attribute tells assistive technology; the asterisk is for the eye.
  return (
    <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
      {label}
      {field.required ? (
        <span aria-hidden="true" className="text-red-800">
          {' '}
          *
        </span>
      ) : null}
      {hint ? <span className="font-normal text-slate-600"> ({hint})</span> : null}
    </label>
  )
}

type Common = { field: Field; label: ReactNode; hint?: ReactNode; className?: string }

export function TextField({
  field,
  label,
  hint,
  className,
  type = 'text',
  autoComplete,
  onInput,
  onBlur,
}: Common & {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  onInput?: () => void
  onBlur?: () => void
}) {
  const { key, ...props } = getInputProps(field, { type })
  return (
    <div className={className}>
      <Label field={field} label={label} hint={hint} />
      <input
        key={key}
        {...props}
        autoComplete={autoComplete}
        onInput={onInput}
        onBlur={onBlur}
        className={controlClass}
      />
      <FieldError field={field} />
    </div>
  )
}

export function TextAreaField({ field, label, hint, className, rows = 4 }: Common & { rows?: number }) {
  const { key, ...props } = getTextareaProps(field)
  return (
    <div className={className}>
      <Label field={field} label={label} hint={hint} />
      <textarea key={key} {...props} rows={rows} className={controlClass} />
      <FieldError field={field} />
    </div>
  )
}

export function SelectField({
  field,
  label,
  hint,
  className,
  options,
  placeholder,
}: Common & { options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string }) {
  const { key, ...props } = getSelectProps(field)
  return (
    <div className={className}>
      <Label field={field} label={label} hint={hint} />
      <select key={key} {...props} className={controlClass}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  )
}

export function CheckboxField({ field, label, className }: Common) {
  const { key, ...props } = getInputProps(field, { type: 'checkbox' })
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          key={key}
          {...props}
          className="mt-1 h-5 w-5 flex-none rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-700"
        />
        <Label field={field} label={label} />
      </div>
      <FieldError field={field} />
    </div>
  )
}
