import { Outlet } from 'react-router'
import { RouteErrorPage } from '#app/components/layout/error-pages'
import { PortalShell } from '#app/components/portal/portal-shell'
import type { Route } from './+types/portal-shell'

/**
 * The operator portal's shell (issue #21): the sign-in pages and, under the portal layout
 * (layouts/portal.tsx, the operator check), every portal page.
 */
export default function PortalShellLayout() {
  return (
    <PortalShell>
      <Outlet />
    </PortalShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PortalShell>
      <RouteErrorPage error={error} />
    </PortalShell>
  )
}
