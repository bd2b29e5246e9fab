import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes'
import { pages, resourceRoutes, type PageDef, type ShellKind } from './pages'

/**
 * The route tree, built from the page registry (app/pages.ts, ADR 020). Every page sits under the
 * layout of its shell, in English at `/…` and in Spanish under `/es/…` (ids get an `es.` prefix):
 *
 *   root (language middleware)
 *   ├ layouts/main        marketing, videos, shop, forms, the 404 splat
 *   ├ layouts/service     /service/*
 *   ├ layouts/standalone  /:slug operator pages
 *   └ layouts/admin       the admin shell: the sign-in page, and
 *     └ layouts/staff     the staff check (middleware) for every other staff page and action
 *   └ layouts/portal-shell the operator portal's shell: its sign-in pages, and
 *     └ layouts/portal    the operator check (middleware) for every other portal page and action
 *
 * The route(), index() and layout() helpers of @react-router/dev/routes are build-time only; these
 * plain entries are the same shape.
 */
const route = (path: string, file: string, id: string): RouteConfigEntry => ({ path, file, id })
const index = (file: string, id: string): RouteConfigEntry => ({ index: true, file, id })
const layout = (file: string, id: string, children: RouteConfigEntry[]): RouteConfigEntry => ({
  file,
  id,
  children,
})

const shellLayouts: Record<ShellKind, string> = {
  main: 'routes/layouts/main.tsx',
  service: 'routes/layouts/service.tsx',
  standalone: 'routes/layouts/standalone.tsx',
  admin: 'routes/layouts/admin.tsx',
  portal: 'routes/layouts/portal-shell.tsx',
}

function pageRoute(page: PageDef, prefix: '' | 'es'): RouteConfigEntry {
  const id = prefix ? `${prefix}.${page.id}` : page.id
  if (page.path === null) return prefix ? route(prefix, page.file, id) : index(page.file, id)
  return route(prefix ? `${prefix}/${page.path}` : page.path, page.file, id)
}

function register(prefix: '' | 'es', all: readonly PageDef[]): RouteConfigEntry[] {
  const layoutId = (name: string) => (prefix ? `${prefix}.layout-${name}` : `layout-${name}`)
  const under = (shell: ShellKind, filter: (page: PageDef) => boolean = () => true) =>
    all.filter((page) => page.shell === shell && filter(page)).map((page) => pageRoute(page, prefix))
  return [
    layout(shellLayouts.main, layoutId('main'), under('main')),
    layout(shellLayouts.service, layoutId('service'), under('service')),
    layout(shellLayouts.standalone, layoutId('standalone'), under('standalone')),
    layout(shellLayouts.admin, layoutId('admin'), [
      ...under('admin', (page) => !!page.signIn),
      layout(
        'routes/layouts/staff.tsx',
        layoutId('staff'),
        under('admin', (page) => !page.signIn),
      ),
    ]),
    layout(shellLayouts.portal, layoutId('portal-shell'), [
      ...under('portal', (page) => !!page.signIn),
      layout(
        'routes/layouts/portal.tsx',
        layoutId('portal'),
        under('portal', (page) => !page.signIn),
      ),
    ]),
  ]
}

/** The route tree of a page registry (the tests build one with a sample collection's page). */
export function routeTree(all: readonly PageDef[]): RouteConfigEntry[] {
  return [
    ...register('es', all),
    // Search-engine and app files, endpoints and images: one language-neutral URL each (the registry).
    ...resourceRoutes.map((r) => route(r.path, r.file, r.id)),
    ...register('', all),
  ]
}

export default routeTree(pages) satisfies RouteConfig
