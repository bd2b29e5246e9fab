import { redirect } from 'react-router'
import { localizedPath } from '#app/domain/routing/locale'
import { isSecureCookie } from '#app/.server/auth/require-staff'
import { logout } from '#app/.server/services/staff-auth'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import type { Route } from './+types/logout'

/** Logging out changes state, so it is a POST only; a GET just goes back to the admin area. */
export async function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizedPath(context.get(languageContext), '/admin/content'))
}

/** Logout: deletes the session on the server and clears the cookie. */
export async function action({ context }: Route.ActionArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const cookie = await logout(app, staff, { secureCookie: isSecureCookie(app) })
  app.logger.info({ staffId: staff.id }, 'staff logout')
  throw redirect(localizedPath(context.get(languageContext), '/admin'), {
    headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' },
  })
}
