import { data, Outlet } from 'react-router'
import { requireOperatorMiddleware } from '#app/.server/auth/require-operator'
import { operatorContext } from '#app/.server/context'
import type { Route } from './+types/portal'

/**
 * The operator check, once, for every portal page, loader and action under this layout (issue #21,
 * the portal's counterpart of layouts/staff.tsx): a page registered with `shell: 'portal'` and
 * `audience: 'operator'` in app/pages.ts sits here. Loaders and actions read the operator with
 * `context.get(operatorContext)`; the shell reads its name from this layout's data.
 */
export const middleware: Route.MiddlewareFunction[] = [requireOperatorMiddleware]

export function loader({ context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext)
  return data({ operator: { name: operator.name, slug: operator.slug } })
}

export default function PortalLayout() {
  return <Outlet />
}
