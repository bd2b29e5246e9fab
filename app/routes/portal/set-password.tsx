import { redirect } from 'react-router'
import { SetPasswordForm } from '#app/components/auth/set-password-form'
import { PortalHoneypot } from '#app/components/portal/honeypot'
import { portalSetPasswordSchema } from '#app/domain/portal/account-links'
import { localizedPath } from '#app/domain/routing/locale'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { appContext, languageContext } from '#app/.server/context'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { refusedLinkPage, setPasswordPage } from '#app/.server/http/password-link-pages'
import { checkAccountLink, setPasswordWithLink } from '#app/.server/services/operators/operator-auth'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/set-password'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'portal.meta.setPasswordTitle')
/** The loader's headers (no-store, no Referer to other sites: the token is in the URL). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return new Headers(loaderHeaders)
}

/** `/portal/set-password?token=…`: an invitation's or a reset's form, or why the link is refused. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  return setPasswordPage(await checkAccountLink(context.get(appContext), token), token, portalHeaders())
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
  if (!result.ok) return refusedLinkPage(result.state, portalHeaders())
  app.logger.info({ operatorAccountId: result.accountId, purpose: result.purpose }, 'operator password set')
  throw redirect(`${localizedPath(context.get(languageContext), '/portal')}?password-set`, {
    headers: { 'Cache-Control': 'no-store' },
  })
}

export default function PortalSetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const href = useLocalizedPath()
  const refused = actionData && 'refused' in actionData && actionData.refused ? actionData : null
  return (
    <SetPasswordForm
      id="portal-set-password"
      texts="portal.setPassword"
      schema={portalSetPasswordSchema}
      view={refused ?? loaderData}
      result={actionData && 'result' in actionData ? actionData.result : undefined}
      links={{ signIn: href('/portal'), forgot: href('/portal/forgot') }}
      hidden={<PortalHoneypot />}
    />
  )
}
