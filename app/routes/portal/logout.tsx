import { redirect } from 'react-router'
import { z } from '#app/domain/zod'
import { localizedPath } from '#app/domain/routing/locale'
import { operatorRealm } from '#app/.server/auth/realms'
import { sessionFromRequest } from '#app/.server/auth/sign-in'
import { appContext, languageContext } from '#app/.server/context'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { signOutAction } from '#app/.server/http/sign-in-page'
import type { Route } from './+types/logout'

/** Signing out changes state, so it is a POST only; a GET goes to the portal. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizedPath(context.get(languageContext), '/portal'))
}

/** Ends the operator session on the server and clears its cookie (the staff cookie is not touched). */
export async function action(args: Route.ActionArgs) {
  const edge = await guardedEdge(args, {
    form: 'portal-logout',
    schema: z.object({}),
    failure: 'portal.errors.form',
  })
  if (!edge.ok) return edge.response
  const operator = await sessionFromRequest(operatorRealm, args.context.get(appContext), args.request)
  return signOutAction(operatorRealm, args, operator, operator?.accountId)
}
