import { Outlet } from 'react-router'
import { RouteErrorPage } from '#app/components/layout/error-pages'
import { Shell } from '#app/components/layout/shell'
import type { Route } from './+types/standalone'

/** The standalone shell: every page registered with `shell: 'standalone'` in app/pages.ts sits under it. */
export default function StandaloneLayout() {
  return (
    <Shell kind="standalone">
      <Outlet />
    </Shell>
  )
}

/** An error of a page under this layout is shown inside the same shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell kind="standalone">
      <RouteErrorPage error={error} />
    </Shell>
  )
}
