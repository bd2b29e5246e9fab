import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { useTranslation } from '#app/i18n/react'
import { data, Form, redirect, useNavigation } from 'react-router'
import { PasswordField, primaryButton, TextField } from '#app/components/admin/fields'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { loginSchema, safeAdminRedirect } from '#app/domain/admin/staff-rules'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { isSecureCookie } from '#app/.server/auth/require-staff'
import { login, staffFromRequest } from '#app/.server/services/staff-auth'
import { appContext, languageContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.meta.loginTitle')
export const headers = adminHeaders

function targetAfterLogin(lang: Lang, requested: string | null | undefined) {
  return safeAdminRedirect(requested, localizedPath(lang, '/admin/content'))
}

/** `/admin`: the login form when signed out; signed in, the first tab. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const staff = await staffFromRequest(context.get(appContext), request)
  if (staff)
    throw redirect(targetAfterLogin(context.get(languageContext), url.searchParams.get('redirectTo')))
  return data({ redirectTo: url.searchParams.get('redirectTo') ?? '' }, { headers: adminHeaders() })
}

/**
 * The sign-in: through the guarded edge like every form (no honeypot: a password manager may fill
 * anything), then the login service, which keeps its own stricter limits per IP and per account.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  const edge = await adminEdge(args, {
    form: 'admin-login',
    schema: loginSchema,
    failure: 'admin.login.invalid',
    hideFields: ['password'],
  })
  if (!edge.ok) return edge.response
  const value = edge.value
  const refused = (formError: string) => edge.reply({ formErrors: [formError], hideFields: ['password'] })
  const result = await login(context.get(appContext), {
    email: value.email,
    password: value.password,
    clientIp: context.get(appContext).clientIp,
    request,
    secureCookie: isSecureCookie(context.get(appContext)),
    rateLimitScale: context.get(appContext).env.RATE_LIMIT_SCALE,
  })
  if (result.ok) {
    context.get(appContext).logger.info({ staffId: result.staff.id }, 'staff login')
    throw redirect(targetAfterLogin(context.get(languageContext), value.redirectTo), {
      headers: { 'Set-Cookie': result.setCookie, 'Cache-Control': 'no-store' },
    })
  }
  if (result.reason === 'rateLimited') {
    context.get(appContext).logger.warn('staff login rate limited')
    return data(
      {
        ...refused('admin.login.rateLimited'),
        minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)),
      },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
    )
  }
  return data({ ...refused('admin.login.invalid'), minutes: 0 }, { status: 401 })
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
