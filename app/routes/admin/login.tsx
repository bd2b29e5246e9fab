import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { useTranslation } from '#app/i18n/react'
import { data, Form, useNavigation } from 'react-router'
import { PasswordField, primaryButton, TextField } from '#app/components/admin/fields'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { loginSchema } from '#app/domain/admin/staff-rules'
import { staffRealm } from '#app/.server/auth/realms'
import { adminEdge } from '#app/.server/http/admin-edge'
import { leaveIfSignedIn, signInAction } from '#app/.server/http/sign-in-page'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.meta.loginTitle')
export const headers = adminHeaders

/** `/admin`: the login form when signed out; signed in, the page asked for or the first tab. */
export async function loader(args: Route.LoaderArgs) {
  const redirectTo = new URL(args.request.url).searchParams.get('redirectTo')
  await leaveIfSignedIn(staffRealm, args, redirectTo)
  return data({ redirectTo: redirectTo ?? '' }, { headers: adminHeaders() })
}

/** The sign-in: through the guarded edge like every form, no honeypot (a password manager may fill anything). */
export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, {
    form: 'admin-login',
    schema: loginSchema,
    failure: 'admin.login.invalid',
    hideFields: ['password'],
  })
  if (!edge.ok) return edge.response
  return signInAction(staffRealm, args, edge, 'admin.login', edge.value.redirectTo)
}

/** How long a locked-out sign-in waits (the edge's own refusals carry no wait). */
const minutesOf = (reply: unknown) =>
  reply && typeof reply === 'object' && 'minutes' in reply ? Number(reply.minutes) : 0

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const [form, fields] = useForm({
    id: 'admin-login',
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  // After a refused attempt the password field starts empty again.
  useEffect(() => {
    if (!actionData) return
    const input = document.getElementById(fields.password.id)
    if (input instanceof HTMLInputElement) input.value = ''
  }, [actionData, fields.password.id])
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.login.title')}</h1>
        <p className="mt-2 text-slate-600">{t('admin.login.intro')}</p>
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
          {form.errors?.length ? (
            <p
              id={form.errorId}
              role="alert"
              className="rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
            >
              {form.errors.map((e) => t(e, { minutes: minutesOf(actionData) })).join(' ')}
            </p>
          ) : null}
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <TextField
            label={t('admin.login.email')}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'username' }}
            errors={fields.email.errors}
            errorId={fields.email.errorId}
          />
          <PasswordField
            label={t('admin.login.password')}
            inputProps={{
              ...getInputProps(fields.password, { type: 'password' }),
              autoComplete: 'current-password',
            }}
            errors={fields.password.errors}
            errorId={fields.password.errorId}
          />
          <button type="submit" className={`${primaryButton} w-full`} disabled={submitting}>
            {submitting ? t('admin.login.submitting') : t('admin.login.submit')}
          </button>
        </Form>
      </div>
    </div>
  )
}
