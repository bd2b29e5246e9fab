import { redirect } from 'react-router'
import { localizedPath, splitLocalePath } from '#app/domain/routing/locale'
import { isSecureCookie, requireStaff } from '#app/.server/auth/require-staff'
import { logout } from '#app/.server/services/staff-auth'
import type { Route } from './+types/logout'

const adminPath = (request: Request, path: string) =>
  localizedPath(splitLocalePath(new URL(request.url).pathname).lang, path)

/** Logging out changes state, so it is a POST only; a GET just goes back to the admin area. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context)
  throw redirect(adminPath(request, '/admin/content'))
}

/** Logout: deletes the session on the server and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context)
  const cookie = await logout(context.db, staff, { secureCookie: isSecureCookie(context) })
  context.logger.info({ staffId: staff.id }, 'staff logout')
  throw redirect(adminPath(request, '/admin'), {
    headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' },
  })
}
