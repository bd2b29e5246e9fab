import { Outlet } from 'react-router'
import { RouteErrorPage } from '#app/components/layout/error-pages'
import { AdminShell } from '#app/components/layout/shell'
import type { Route } from './+types/admin'

/**
 * The admin shell: the staff sign-in page and, under the staff layout, every staff page. No public
 * header, footer, chat, consent banner or newsletter popup.
 */
export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminShell>
      <RouteErrorPage error={error} />
    </AdminShell>
  )
}
