import { redirect } from 'react-router'
import { z } from '#app/domain/zod'
import { localizedPath } from '#app/domain/routing/locale'
import { isSecureCookie } from '#app/.server/auth/require-staff'
import { appContext, languageContext } from '#app/.server/context'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { getOperatorSession, operatorLogout } from '#app/.server/services/operator-auth'
import { clearedOperatorSessionCookie } from '#app/.server/auth/operator-session-cookie'
import type { Route } from './+types/logout'

/** Signing out changes state, so it is a POST only; a GET goes to the portal. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizedPath(context.get(languageContext), '/portal'))
}

/** Ends the operator session on the server and clears its cookie (the staff cookie is not touched). */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  const app = context.get(appContext)
  const edge = await guardedEdge(args, {
    form: 'portal-logout',
    schema: z.object({}),
    failure: 'portal.errors.form',
  })
  if (!edge.ok) return edge.response
  const operator = await getOperatorSession(request, app)
  const secure = isSecureCookie(app)
  const cookie = operator
    ? await operatorLogout(app, operator, secure)
    : clearedOperatorSessionCookie({ secure })
  if (operator) app.logger.info({ operatorAccountId: operator.accountId }, 'operator logout')
  throw redirect(`${localizedPath(context.get(languageContext), '/portal')}?signed-out`, {
    headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' },
  })
}
