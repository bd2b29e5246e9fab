import { data } from 'react-router'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { ForgotPasswordForm } from '#app/components/auth/forgot-password-form'
import { staffForgotSchema } from '#app/domain/admin/staff-rules'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { forgotPasswordAction } from '#app/.server/http/password-link-pages'
import { requestStaffPasswordReset } from '#app/.server/services/operations/staff-links'
import type { Route } from './+types/forgot'
import { passRetryAfter } from '#app/.server/http/retry-after'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.meta.forgotTitle')
/** The admin's headers, and a refused request's Retry-After. */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => passRetryAfter(actionHeaders, adminHeaders())

export function loader() {
  return data({}, { headers: adminHeaders() })
}

/**
 * `/admin/forgot` (issue #45 item 4): a reset link by e-mail to a staff account, the same answer
 * for any address. No honeypot, as the sign-in (a password manager may fill anything).
 */
export function action(args: Route.ActionArgs) {
  return forgotPasswordAction(args, {
    form: 'admin-forgot',
    schema: staffForgotSchema,
    texts: 'admin.forgot',
    failure: 'admin.forgot.invalid',
    honeypot: false,
    request: (app, input) => requestStaffPasswordReset(app, app.env, input),
  })
}

export default function AdminForgot({ actionData }: Route.ComponentProps) {
  const href = useLocalizedPath()
  return (
    <ForgotPasswordForm
      id="admin-forgot"
      texts="admin.forgot"
      schema={staffForgotSchema}
      actionData={actionData}
      backTo={href('/admin')}
    />
  )
}
