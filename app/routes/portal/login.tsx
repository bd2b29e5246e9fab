import { data, Link } from 'react-router'
import { SignInForm } from '#app/components/auth/sign-in-form'
import { PortalHoneypot } from '#app/components/portal/honeypot'
import { portalLoginSchema } from '#app/domain/portal/account-links'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { operatorRealm } from '#app/.server/auth/realms'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { leaveIfSignedIn, signInAction } from '#app/.server/http/sign-in-page'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/login'
import { passRetryAfter } from '#app/.server/http/retry-after'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'portal.meta.loginTitle')
/** The portal's headers, and a refused sign-in's Retry-After (its own limits', or the edge's form limit). */
export const headers = ({ actionHeaders }: Route.HeadersArgs) =>
  passRetryAfter(actionHeaders, portalHeaders())

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

export default function PortalLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <SignInForm
      id="portal-login"
      texts="portal.login"
      schema={portalLoginSchema}
      actionData={actionData}
      notice={
        loaderData.notice && !actionData ? (
          <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 px-4 py-3 text-sm">
            {t(loaderData.notice)}
          </p>
        ) : null
      }
      hidden={<PortalHoneypot />}
      footer={
        <p className="mt-4 text-sm">
          <Link to={href('/portal/forgot')} className="text-brand-700 underline">
            {t('portal.login.forgot')}
          </Link>
        </p>
      }
    />
  )
}
