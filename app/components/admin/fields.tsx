import type { FieldMetadata } from '@conform-to/react'
import { useState, type InputHTMLAttributes, type ReactElement } from 'react'
import { useTranslation } from '#app/i18n/react'

type FieldProps = {
  label: string
  /** From Conform's getInputProps (name, id, aria-invalid, aria-describedby…). */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string | null }
  errors?: string[]
  errorId?: string
  hint?: string
}

/** The admin forms' text inputs, selects and text areas. */
export const adminInputClass =
  'mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700 aria-[invalid=true]:border-red-700'
const inputClass = adminInputClass

/** A field's (translated) error messages, the target of its aria-describedby. */
export function FieldErrors({ errors, id }: { errors?: string[]; id?: string }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {errors.map((e) => t(e)).join(' ')}
    </p>
  )
}

/** A labelled input with its hint and (translated) errors. */
export function TextField({ label, inputProps, errors, errorId, hint }: FieldProps) {
  const { key, ...props } = inputProps
  const hintId = hint ? `${props.id}-hint` : undefined
  const describedBy = [props['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input key={key ?? undefined} {...props} aria-describedby={describedBy} className={inputClass} />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors errors={errors} id={errorId} />
    </div>
  )
}

/** A password input with a show/hide toggle (the spec's 'Admin Access' form). */
export function PasswordField({ label, inputProps, errors, errorId, hint }: FieldProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  const { key, ...props } = inputProps
  const hintId = hint ? `${props.id}-hint` : undefined
  const describedBy = [props['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          key={key ?? undefined}
          {...props}
          type={visible ? 'text' : 'password'}
          aria-describedby={describedBy}
          className={`${inputClass} mt-0 pr-24`}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 rounded-r px-3 text-sm font-semibold text-brand-800 hover:bg-slate-100"
          aria-controls={props.id}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('admin.login.hide') : t('admin.login.show')}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors errors={errors} id={errorId} />
    </div>
  )
}

export const primaryButton =
  'rounded bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60'
export const secondaryButton =
  'rounded border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60'
export const dangerButton =
  'rounded border border-red-700 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60'

/**
 * A labelled control (select, text area) with its hint and its messages, all tied to it with
 * aria-describedby; text inputs use `TextField`.
 */
export function Control(props: {
  field: FieldMetadata<string>
  label: string
  hint?: string
  children: (describedBy: string | undefined) => ReactElement
}) {
  const { t } = useTranslation()
  const { field } = props
  const hintId = props.hint ? `${field.id}-hint` : undefined
  const errorId = field.errors?.length ? field.errorId : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      {props.children(describedBy)}
      {props.hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {props.hint}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {field.errors!.map((e) => t(e)).join(' ')}
        </p>
      ) : null}
    </div>
  )
}
