import { Outlet } from 'react-router'
import { requireStaffMiddleware } from '#app/.server/auth/require-staff'
import type { Route } from './+types/staff'

/**
 * The staff check, once, for every page, loader and action under this layout (ADR 020): a page
 * registered with `audience: 'staff'` in app/pages.ts sits here and is protected without writing
 * a check of its own. Its loaders and actions read the signed-in member with
 * `context.get(staffContext)`.
 */
export const middleware: Route.MiddlewareFunction[] = [requireStaffMiddleware]

export default function StaffLayout() {
  return <Outlet />
}
