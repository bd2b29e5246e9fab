import { Outlet } from 'react-router'
import { RouteErrorPage } from '#app/components/layout/error-pages'
import { Shell } from '#app/components/layout/shell'
import { StandaloneHeader } from '#app/components/layout/main-header'
import type { Route } from './+types/standalone'

/** The standalone shell: every page registered with `shell: 'standalone'` in app/pages.ts sits under it. */
export default function StandaloneLayout() {
  return (
    <Shell kind="standalone" header={<StandaloneHeader />}>
      <Outlet />
    </Shell>
  )
}

/** An error of a page under this layout is shown inside the same shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell kind="standalone" header={<StandaloneHeader />}>
      <RouteErrorPage error={error} />
    </Shell>
  )
}
