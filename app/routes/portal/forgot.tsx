import { data } from 'react-router'
import { ForgotPasswordForm } from '#app/components/auth/forgot-password-form'
import { PortalHoneypot } from '#app/components/portal/honeypot'
import { portalForgotSchema } from '#app/domain/portal/account-links'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { forgotPasswordAction } from '#app/.server/http/password-link-pages'
import { requestPasswordReset } from '#app/.server/services/operators/operator-auth'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/forgot'
import { passRetryAfter } from '#app/.server/http/retry-after'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'portal.meta.forgotTitle')
/** The portal's headers, and a refused request's Retry-After. */
export const headers = ({ actionHeaders }: Route.HeadersArgs) =>
  passRetryAfter(actionHeaders, portalHeaders())

export function loader() {
  return data({}, { headers: portalHeaders() })
}

/** Always the same answer: the e-mail goes out only when the address is an active account's. */
export function action(args: Route.ActionArgs) {
  return forgotPasswordAction(args, {
    form: 'portal-forgot',
    schema: portalForgotSchema,
    texts: 'portal.forgot',
    failure: 'portal.errors.form',
    honeypot: true,
    request: (app, input) => requestPasswordReset(app, app.env, input),
  })
}

export default function PortalForgot({ actionData }: Route.ComponentProps) {
  const href = useLocalizedPath()
  return (
    <ForgotPasswordForm
      id="portal-forgot"
      texts="portal.forgot"
      schema={portalForgotSchema}
      actionData={actionData}
      backTo={href('/portal')}
      hidden={<PortalHoneypot />}
    />
  )
}
