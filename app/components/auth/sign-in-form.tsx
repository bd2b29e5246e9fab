import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { PasswordField, primaryButton, TextField } from '#app/components/admin/fields'
import type { z } from '#app/domain/zod'
import { useTranslation } from '#app/i18n/react'
import { AccountEmailField, AuthCard, FormAlert } from './auth-card'
import { useWaitValues } from './wait'

type SignInReply =
  { result?: SubmissionResult<string[]>; minutes?: number; retryAt?: string | null } | undefined

/**
 * The sign-in card of a realm (admin/login.tsx, portal/login.tsx; ADR 044): title and intro, the
 * server's refusal above the form (the wrong-credentials words, or the minutes to wait and the
 * time to come back), e-mail and
 * password with one Zod schema in the browser and on the server. A realm adds what is its own:
 * a notice, hidden fields, what sits under the form.
 */
export function SignInForm({
  id,
  texts,
  schema,
  actionData,
  passwordToggle = false,
  clearPasswordOnRefusal = false,
  notice,
  hidden,
  footer,
}: {
  id: 'admin-login' | 'portal-login'
  texts: 'admin.login' | 'portal.login'
  schema: z.ZodType<{ email: string; password: string }>
  actionData: SignInReply
  /** The staff's password field has a show/hide button. */
  passwordToggle?: boolean
  clearPasswordOnRefusal?: boolean
  notice?: ReactNode
  hidden?: ReactNode
  footer?: ReactNode
}) {
  const { t } = useTranslation()
  const submitting = useNavigation().state === 'submitting'
  const [form, fields] = useForm<{ email: string; password: string }>({
    id,
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  useEffect(() => {
    if (!clearPasswordOnRefusal || !actionData) return
    const input = document.getElementById(fields.password.id)
    if (input instanceof HTMLInputElement) input.value = ''
  }, [clearPasswordOnRefusal, actionData, fields.password.id])
  const Password = passwordToggle ? PasswordField : TextField
  const waitValues = useWaitValues(actionData)
  return (
    <AuthCard>
      <h1 className="text-2xl font-bold text-slate-900">{t(`${texts}.title`)}</h1>
      <p className="mt-2 text-slate-600">{t(`${texts}.intro`)}</p>
      {notice}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} values={waitValues} />
        {hidden}
        <AccountEmailField label={t(`${texts}.email`)} field={fields.email} />
        <Password
          label={t(`${texts}.password`)}
          inputProps={{
            ...getInputProps(fields.password, { type: 'password' }),
            autoComplete: 'current-password',
          }}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
        />
        <button type="submit" className={`${primaryButton} w-full`} disabled={submitting}>
          {submitting ? t(`${texts}.submitting`) : t(`${texts}.submit`)}
        </button>
      </Form>
      {footer}
    </AuthCard>
  )
}
