import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect } from 'react-router'
import { primaryButton, TextField } from '#app/components/admin/fields'
import { PortalHoneypot } from '#app/components/portal/honeypot'
import { portalSetPasswordSchema, refusedLinkStatus, type LinkState } from '#app/domain/portal/account-links'
import { TOKEN_PAGE_REFERRER_POLICY } from '#app/domain/http/replies'
import { localizedPath } from '#app/domain/routing/locale'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { appContext, languageContext } from '#app/.server/context'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { checkAccountLink, setPasswordWithLink } from '#app/.server/services/operators/operator-auth'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/set-password'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'portal.meta.setPasswordTitle')
/** The loader's headers (no-store, no Referer to other sites: the token is in the URL). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return new Headers(loaderHeaders)
}

type Refused = Exclude<LinkState, 'usable'>

/** The page of a refused link: a message, no form, 410 for a link that was real, 404 otherwise. */
const refusedPage = (state: Refused) =>
  data(
    { state: 'refused' as const, refused: state, purpose: null, email: null, token: '' },
    {
      status: refusedLinkStatus(state),
      headers: { ...portalHeaders(), 'Referrer-Policy': TOKEN_PAGE_REFERRER_POLICY },
    },
  )

/** `/portal/set-password?token=…`: an invitation's or a reset's form, or why the link is refused. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const check = await checkAccountLink(context.get(appContext), token)
  if (!check.ok) return refusedPage(check.state)
  return data(
    { state: 'form' as const, refused: null, purpose: check.purpose, email: check.email, token: token! },
    { headers: { ...portalHeaders(), 'Referrer-Policy': TOKEN_PAGE_REFERRER_POLICY } },
  )
}

export async function action(args: Route.ActionArgs) {
  const { context } = args
  const app = context.get(appContext)
  const edge = await guardedEdge(args, {
    form: 'portal-set-password',
    schema: portalSetPasswordSchema,
    failure: 'portal.errors.form',
    hideFields: ['password', 'confirmPassword'],
  })
  if (!edge.ok) return edge.response
  const result = await setPasswordWithLink(app, { token: edge.value.token, password: edge.value.password })
  if (!result.ok) return refusedPage(result.state)
  app.logger.info({ operatorAccountId: result.accountId, purpose: result.purpose }, 'operator password set')
  throw redirect(`${localizedPath(context.get(languageContext), '/portal')}?password-set`, {
    headers: { 'Cache-Control': 'no-store' },
  })
}

export default function PortalSetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const refused = actionData && 'refused' in actionData && actionData.refused ? actionData : null
  const view = refused ?? loaderData
  const [form, fields] = useForm({
    id: 'portal-set-password',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    constraint: getZodConstraint(portalSetPasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: portalSetPasswordSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  if (view.state === 'refused') {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm" data-testid="link-refused">
          <h1 className="text-2xl font-bold text-slate-900">{t('portal.setPassword.refusedTitle')}</h1>
          <p className="mt-3 text-slate-700">{t(`portal.setPassword.${view.refused}`)}</p>
          <p className="mt-4 flex flex-wrap gap-4 text-sm">
            <Link to={href('/portal')} className="text-brand-700 underline">
              {t('portal.setPassword.signIn')}
            </Link>
            <Link to={href('/portal/forgot')} className="text-brand-700 underline">
              {t('portal.setPassword.forgot')}
            </Link>
          </p>
        </div>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">
          {view.purpose === 'invite'
            ? t('portal.setPassword.titleInvite')
            : t('portal.setPassword.titleReset')}
        </h1>
        <p className="mt-2 text-slate-600">{t('portal.setPassword.intro', { email: view.email ?? '' })}</p>
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
          {form.errors?.length ? (
            <p id={form.errorId} role="alert" className="text-sm text-red-900">
              {form.errors.map((e) => t(e)).join(' ')}
            </p>
          ) : null}
          <PortalHoneypot />
          <input type="hidden" name="token" value={view.token} />
          <input
            type="text"
            hidden
            readOnly
            name="username"
            autoComplete="username"
            value={view.email ?? ''}
          />
          <TextField
            label={t('portal.setPassword.password')}
            inputProps={{
              ...getInputProps(fields.password, { type: 'password' }),
              autoComplete: 'new-password',
            }}
            errors={fields.password.errors}
            errorId={fields.password.errorId}
          />
          <TextField
            label={t('portal.setPassword.confirmPassword')}
            inputProps={{
              ...getInputProps(fields.confirmPassword, { type: 'password' }),
              autoComplete: 'new-password',
            }}
            errors={fields.confirmPassword.errors}
            errorId={fields.confirmPassword.errorId}
          />
          <button type="submit" className={`${primaryButton} w-full`}>
            {t('portal.setPassword.submit')}
          </button>
        </Form>
      </div>
    </div>
  )
}
