import { Outlet } from 'react-router'
import { RouteErrorPage } from '#app/components/layout/error-pages'
import { Shell } from '#app/components/layout/shell'
import { DeferredMainFooter } from '#app/components/deferred/shell-parts'
import { MainHeader } from '#app/components/layout/main-header'
import type { Route } from './+types/main'

/** The main shell: every page registered with `shell: 'main'` in app/pages.ts sits under it. */
export default function MainLayout() {
  return (
    <Shell kind="main" header={<MainHeader />} footer={<DeferredMainFooter />}>
      <Outlet />
    </Shell>
  )
}

/** An error of a page under this layout is shown inside the same shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell kind="main" header={<MainHeader />} footer={<DeferredMainFooter />}>
      <RouteErrorPage error={error} />
    </Shell>
  )
}
