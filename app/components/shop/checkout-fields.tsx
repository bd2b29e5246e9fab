import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react'

const inputClass =
  'mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/40 focus:outline-none aria-[invalid=true]:border-red-700'

type Control = {
  id: string
  name: string
  errorId: string
  errors?: string[]
}

/** The field's error beside it, translated (the schema's messages are translation keys). */
function FieldError({ field }: { field: Control }) {
  const { t } = useTranslation()
  if (!field.errors?.length) return null
  return (
    <p
      id={field.errorId}
      className="mt-1 text-sm font-medium text-red-800"
      data-testid={`error-${field.name}`}
    >
      {field.errors.map((e) => t(e)).join(' ')}
    </p>
  )
}

function Labelled({ field, label, children }: { field: Control; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      <FieldError field={field} />
    </div>
  )
}

/** A labelled text input of the checkout form, its value kept after a refused submit. */
export function CheckoutInput({
  field,
  label,
  defaultValue,
  required = true,
  ...rest
}: {
  field: Control
  label: string
  defaultValue?: string
  required?: boolean
  type?: string
  autoComplete: string
  maxLength: number
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
}) {
  const invalid = !!field.errors?.length
  return (
    <Labelled field={field} label={label}>
      <input
        id={field.id}
        name={field.name}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? field.errorId : undefined}
        className={inputClass}
        {...rest}
      />
    </Labelled>
  )
}

export function CheckoutSelect({
  field,
  label,
  placeholder,
  options,
  defaultValue,
}: {
  field: Control
  label: string
  placeholder: string
  options: readonly string[]
  defaultValue?: string
}) {
  const invalid = !!field.errors?.length
  return (
    <Labelled field={field} label={label}>
      <select
        id={field.id}
        name={field.name}
        defaultValue={defaultValue ?? ''}
        required
        autoComplete="address-level1"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? field.errorId : undefined}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Labelled>
  )
}
