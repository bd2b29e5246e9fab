import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { PasswordField, primaryButton, TextField } from '#app/components/admin/fields'
import type { SetPasswordView } from '#app/domain/auth/account-links'
import type { z } from '#app/domain/zod'
import { useTranslation } from '#app/i18n/react'
import { AuthCard, FormAlert } from './auth-card'

type Fields = { token: string; password: string; confirmPassword: string }

/**
 * The set-password page of a realm's link (admin/set-password.tsx, portal/set-password.tsx; ADR
 * 058): for a usable link, the new password twice (the account's e-mail in a hidden username field
 * for password managers), one Zod schema in the browser and on the server, working without
 * JavaScript; for a used, expired, revoked or unknown link, why, and the ways on: sign in, or ask
 * for a new link.
 */
export function SetPasswordForm({
  id,
  texts,
  schema,
  view,
  result,
  links,
  passwordToggle = false,
  hidden,
}: {
  id: 'admin-set-password' | 'portal-set-password'
  texts: 'admin.setPassword' | 'portal.setPassword'
  schema: z.ZodType<Fields>
  view: SetPasswordView
  /** The action's reply to a refused post (Conform's). */
  result?: SubmissionResult<string[]>
  /** The realm's sign-in and "Forgot password?" pages. */
  links: { signIn: string; forgot: string }
  /** The staff's password fields have a show/hide button. */
  passwordToggle?: boolean
  hidden?: ReactNode
}) {
  const { t } = useTranslation()
  const submitting = useNavigation().state === 'submitting'
  const [form, fields] = useForm<Fields>({
    id,
    lastResult: result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  if (view.state === 'refused') {
    return (
      <AuthCard testId="link-refused">
        <h1 className="text-2xl font-bold text-slate-900">{t(`${texts}.refusedTitle`)}</h1>
        <p className="mt-3 text-slate-700">{t(`${texts}.${view.refused}`)}</p>
        <p className="mt-4 flex flex-wrap gap-4 text-sm">
          <Link to={links.signIn} className="text-brand-700 underline">
            {t(`${texts}.signIn`)}
          </Link>
          <Link to={links.forgot} className="text-brand-700 underline">
            {t(`${texts}.forgot`)}
          </Link>
        </p>
      </AuthCard>
    )
  }
  const Password = passwordToggle ? PasswordField : TextField
  const newPassword = (field: typeof fields.password, label: string) => (
    <Password
      label={label}
      inputProps={{ ...getInputProps(field, { type: 'password' }), autoComplete: 'new-password' }}
      errors={field.errors}
      errorId={field.errorId}
    />
  )
  return (
    <AuthCard>
      <h1 className="text-2xl font-bold text-slate-900">
        {view.purpose === 'invite' ? t(`${texts}.titleInvite`) : t(`${texts}.titleReset`)}
      </h1>
      <p className="mt-2 text-slate-600">{t(`${texts}.intro`, { email: view.email })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        {hidden}
        <input type="hidden" name="token" value={view.token} />
        <input type="text" hidden readOnly name="username" autoComplete="username" value={view.email} />
        {newPassword(fields.password, t(`${texts}.password`))}
        {newPassword(fields.confirmPassword, t(`${texts}.confirmPassword`))}
        <button type="submit" className={`${primaryButton} w-full`} disabled={submitting}>
          {t(`${texts}.submit`)}
        </button>
      </Form>
    </AuthCard>
  )
}
