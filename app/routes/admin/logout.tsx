import { redirect } from 'react-router'
import { localizedPath } from '#app/domain/routing/locale'
import { staffRealm } from '#app/.server/auth/realms'
import { languageContext, staffContext } from '#app/.server/context'
import { signOutAction } from '#app/.server/http/sign-in-page'
import type { Route } from './+types/logout'

/** Logging out changes state, so it is a POST only; a GET just goes back to the admin area. */
export async function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizedPath(context.get(languageContext), '/admin/content'))
}

/** Logout: deletes the session on the server and clears the cookie. */
export async function action(args: Route.ActionArgs) {
  const staff = args.context.get(staffContext)
  return signOutAction(staffRealm, args, staff, staff.id)
}
