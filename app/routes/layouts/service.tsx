import { Outlet } from 'react-router'
import { RouteErrorPage } from '#app/components/layout/error-pages'
import { Shell } from '#app/components/layout/shell'
import { ServiceFooter, ServiceHeader } from '#app/components/layout/service-shell'
import type { Route } from './+types/service'

/** The service shell: every page registered with `shell: 'service'` in app/pages.ts sits under it. */
export default function ServiceLayout() {
  return (
    <Shell kind="service" header={<ServiceHeader />} footer={<ServiceFooter />}>
      <Outlet />
    </Shell>
  )
}

/** An error of a page under this layout is shown inside the same shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell kind="service" header={<ServiceHeader />} footer={<ServiceFooter />}>
      <RouteErrorPage error={error} />
    </Shell>
  )
}
