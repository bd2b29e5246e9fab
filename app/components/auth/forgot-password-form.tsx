import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { primaryButton } from '#app/components/admin/fields'
import type { z } from '#app/domain/zod'
import { useTranslation } from '#app/i18n/react'
import { AccountEmailField, AuthCard, DoneNotice, FormAlert } from './auth-card'
import { useWaitValues } from './wait'

type ForgotReply =
  | { result?: SubmissionResult<string[]>; sent?: boolean; minutes?: number; retryAt?: string | null }
  | undefined

/**
 * "Forgot password?" of a realm (admin/forgot.tsx, portal/forgot.tsx; ADR 058): the e-mail, one
 * Zod schema in the browser and on the server; once posted, the same words whatever the address
 * (`<texts>.sent`), or how long to wait when the requests ran out (`<texts>.rateLimited`).
 */
export function ForgotPasswordForm({
  id,
  texts,
  schema,
  actionData,
  backTo,
  hidden,
}: {
  id: 'admin-forgot' | 'portal-forgot'
  texts: 'admin.forgot' | 'portal.forgot'
  schema: z.ZodType<{ email: string }>
  actionData: ForgotReply
  /** The realm's sign-in page. */
  backTo: string
  hidden?: ReactNode
}) {
  const { t } = useTranslation()
  const submitting = useNavigation().state === 'submitting'
  const [form, fields] = useForm<{ email: string }>({
    id,
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const waitValues = useWaitValues(actionData)
  return (
    <AuthCard>
      <h1 className="text-2xl font-bold text-slate-900">{t(`${texts}.title`)}</h1>
      {actionData?.sent ? (
        <DoneNotice>{t(`${texts}.sent`)}</DoneNotice>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t(`${texts}.intro`)}</p>
          <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
            <FormAlert id={form.errorId} errors={form.errors} values={waitValues} />
            {hidden}
            <AccountEmailField label={t(`${texts}.email`)} field={fields.email} />
            <button type="submit" className={`${primaryButton} w-full`} disabled={submitting}>
              {t(`${texts}.submit`)}
            </button>
          </Form>
        </>
      )}
      <p className="mt-4 text-sm">
        <Link to={backTo} className="text-brand-700 underline">
          {t(`${texts}.back`)}
        </Link>
      </p>
    </AuthCard>
  )
}
