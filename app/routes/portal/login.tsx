import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { primaryButton, TextField } from '#app/components/admin/fields'
import { PortalHoneypot } from '#app/components/portal/honeypot'
import { portalLoginSchema } from '#app/domain/portal/account-links'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { operatorRealm } from '#app/.server/auth/realms'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { leaveIfSignedIn, signInAction } from '#app/.server/http/sign-in-page'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'portal.meta.loginTitle')
export const headers = portalHeaders

/** `/portal`: the sign-in form; signed in, the dashboard. */
export async function loader(args: Route.LoaderArgs) {
  await leaveIfSignedIn(operatorRealm, args)
  const url = new URL(args.request.url)
  const notice = url.searchParams.has('password-set')
    ? 'portal.login.passwordSet'
    : url.searchParams.has('signed-out')
      ? 'portal.login.signedOut'
      : null
  return data({ notice }, { headers: portalHeaders() })
}

/** The sign-in: through the guarded edge (origin, size, honeypot, a per-IP form limit). */
export async function action(args: Route.ActionArgs) {
  const edge = await guardedEdge(args, {
    form: 'portal-login',
    schema: portalLoginSchema,
    failure: 'portal.login.invalid',
    hideFields: ['password'],
  })
  if (!edge.ok) return edge.response
  return signInAction(operatorRealm, args, edge, 'portal.login')
}

const minutesOf = (reply: unknown) =>
  reply && typeof reply === 'object' && 'minutes' in reply ? Number(reply.minutes) : 0

export default function PortalLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const submitting = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'portal-login',
    lastResult: actionData?.result,
    constraint: getZodConstraint(portalLoginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: portalLoginSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t('portal.login.title')}</h1>
        <p className="mt-2 text-slate-600">{t('portal.login.intro')}</p>
        {loaderData.notice && !actionData ? (
          <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 px-4 py-3 text-sm">
            {t(loaderData.notice)}
          </p>
        ) : null}
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
          <PortalHoneypot />
          <TextField
            label={t('portal.login.email')}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'username' }}
            errors={fields.email.errors}
            errorId={fields.email.errorId}
          />
          <TextField
            label={t('portal.login.password')}
            inputProps={{
              ...getInputProps(fields.password, { type: 'password' }),
              autoComplete: 'current-password',
            }}
            errors={fields.password.errors}
            errorId={fields.password.errorId}
          />
          <button type="submit" className={`${primaryButton} w-full`} disabled={submitting}>
            {submitting ? t('portal.login.submitting') : t('portal.login.submit')}
          </button>
        </Form>
        <p className="mt-4 text-sm">
          <Link to={href('/portal/forgot')} className="text-brand-700 underline">
            {t('portal.login.forgot')}
          </Link>
        </p>
      </div>
    </div>
  )
}
