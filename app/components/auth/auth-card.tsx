import { getInputProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { TextField } from '#app/components/admin/fields'
import { useTranslation } from '#app/i18n/react'

/** The card every sign-in page of both realms sits in (sign-in, forgot password, set password). */
export function AuthCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm" data-testid={testId}>
        {children}
      </div>
    </div>
  )
}

/**
 * The form's own messages above it (the server's refusal, an alert), translated, with the values
 * they name (how long to wait); nothing without any.
 */
export function FormAlert({
  id,
  errors,
  values,
}: {
  id: string
  errors: string[] | undefined
  values?: Record<string, string | number>
}) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p
      id={id}
      role="alert"
      className="rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      {errors.map((e) => t(e, values)).join(' ')}
    </p>
  )
}

/** The account's e-mail of a sign-in page's form, as a password manager recognises it. */
export function AccountEmailField({ label, field }: { label: string; field: FieldMetadata<string> }) {
  return (
    <TextField
      label={label}
      inputProps={{ ...getInputProps(field, { type: 'email' }), autoComplete: 'username' }}
      errors={field.errors}
      errorId={field.errorId}
    />
  )
}

/** A notice that something was done (a status). */
export function DoneNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 px-4 py-3 text-sm">
      {children}
    </p>
  )
}
