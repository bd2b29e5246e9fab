import { data, Link } from 'react-router'
import { SignInForm } from '#app/components/auth/sign-in-form'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { loginSchema } from '#app/domain/admin/staff-rules'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { staffRealm } from '#app/.server/auth/realms'
import { adminEdge } from '#app/.server/http/admin-edge'
import { leaveIfSignedIn, signInAction } from '#app/.server/http/sign-in-page'
import type { Route } from './+types/login'
import { passRetryAfter } from '#app/.server/http/retry-after'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.meta.loginTitle')
/** The admin's headers, and a refused sign-in's Retry-After. */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => passRetryAfter(actionHeaders, adminHeaders())

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

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <SignInForm
      id="admin-login"
      texts="admin.login"
      schema={loginSchema}
      actionData={actionData}
      passwordToggle
      // After a refused attempt the password field starts empty again.
      clearPasswordOnRefusal
      hidden={<input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
      footer={
        <p className="mt-4 text-sm">
          <Link to={href('/admin/forgot')} className="text-brand-700 underline">
            {t('admin.login.forgot')}
          </Link>
        </p>
      }
    />
  )
}
