import { redirect } from 'react-router'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { SetPasswordForm } from '#app/components/auth/set-password-form'
import { staffSetPasswordSchema } from '#app/domain/admin/staff-rules'
import { localizedPath } from '#app/domain/routing/locale'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { isSecureCookie } from '#app/.server/auth/sign-in'
import { appContext, languageContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import { refusedLinkPage, setPasswordPage } from '#app/.server/http/password-link-pages'
import { checkStaffLink, setStaffPasswordWithLink } from '#app/.server/services/operations/staff-links'
import type { Route } from './+types/set-password'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.meta.setPasswordTitle')
/** The loader's headers (no-store, no Referer to other sites: the token is in the URL). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return new Headers(loaderHeaders)
}

/** `/admin/set-password?token=…`: a staff invitation's or reset's form, or why the link is refused. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  return setPasswordPage(await checkStaffLink(context.get(appContext), token), token, adminHeaders())
}

/**
 * The new password: the link is used up, the account is signed out everywhere, and this browser
 * signed in to the admin with a new session (and trusted for the account, ADR 055).
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  const app = context.get(appContext)
  const edge = await adminEdge(args, {
    form: 'admin-set-password',
    schema: staffSetPasswordSchema,
    failure: 'admin.setPassword.invalid',
    hideFields: ['password', 'confirmPassword'],
  })
  if (!edge.ok) return edge.response
  const result = await setStaffPasswordWithLink(app, {
    token: edge.value.token,
    password: edge.value.password,
    request,
    secret: app.env.SESSION_SECRET,
    secureCookie: isSecureCookie(app),
  })
  if (!result.ok) return refusedLinkPage(result.state, adminHeaders())
  app.logger.info({ staffId: result.accountId, purpose: result.purpose }, 'staff password set by link')
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  headers.append('Set-Cookie', result.setCookie)
  headers.append('Set-Cookie', result.deviceCookie)
  // Staff Accounts says so: the password is set, the other sessions ended.
  throw redirect(`${localizedPath(context.get(languageContext), '/admin/staff')}?password-set`, { headers })
}

export default function AdminSetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const href = useLocalizedPath()
  const refused = actionData && 'refused' in actionData && actionData.refused ? actionData : null
  return (
    <SetPasswordForm
      id="admin-set-password"
      texts="admin.setPassword"
      schema={staffSetPasswordSchema}
      view={refused ?? loaderData}
      result={actionData && 'result' in actionData ? actionData.result : undefined}
      links={{ signIn: href('/admin'), forgot: href('/admin/forgot') }}
      passwordToggle
    />
  )
}
