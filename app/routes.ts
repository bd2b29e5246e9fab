import { index, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * Every page exists in English at `/…` and in Spanish at `/es/…`. `pages` is written once and
 * registered twice; ids get an `es.` prefix for the Spanish copy. The splat route stays last.
 */
type PageDef = {
  path: string | null
  file: string
  id: string
  /** Who the page is for; 'staff' pages check the staff session in every loader and action. */
  audience?: 'public' | 'staff' | 'test'
}

export const pages: PageDef[] = [
  { path: null, file: 'routes/marketing/home.tsx', id: 'home' },
  { path: '__e2e/error', file: 'routes/system/test-error.tsx', id: 'test-error' },
  { path: 'admin', file: 'routes/admin/login.tsx', id: 'admin', audience: 'staff' },
  { path: 'admin/logout', file: 'routes/admin/logout.tsx', id: 'admin-logout', audience: 'staff' },
  { path: 'admin/content', file: 'routes/admin/content.tsx', id: 'admin-content', audience: 'staff' },
  { path: 'admin/images', file: 'routes/admin/images.tsx', id: 'admin-images', audience: 'staff' },
  {
    path: 'admin/submissions',
    file: 'routes/admin/submissions.tsx',
    id: 'admin-submissions',
    audience: 'staff',
  },
  { path: 'admin/orders', file: 'routes/admin/orders.tsx', id: 'admin-orders', audience: 'staff' },
  { path: 'admin/mail', file: 'routes/admin/mail.tsx', id: 'admin-mail', audience: 'staff' },
  { path: 'admin/database', file: 'routes/admin/database-test.tsx', id: 'admin-database', audience: 'staff' },
  { path: 'admin/staff', file: 'routes/admin/staff.tsx', id: 'admin-staff', audience: 'staff' },
  {
    path: 'launch-checklist',
    file: 'routes/admin/launch-checklist.tsx',
    id: 'launch-checklist',
    audience: 'staff',
  },
  {
    path: 'verify-operators',
    file: 'routes/admin/verify-operators.tsx',
    id: 'verify-operators',
    audience: 'staff',
  },
  { path: '*', file: 'routes/system/not-found.tsx', id: 'not-found' },
]

function register(prefix: '' | 'es') {
  return pages.map((page) => {
    const id = prefix ? `${prefix}.${page.id}` : page.id
    if (page.path === null) {
      return prefix ? route(prefix, page.file, { id }) : index(page.file, { id })
    }
    return route(prefix ? `${prefix}/${page.path}` : page.path, page.file, { id })
  })
}

/** Uploaded images: one URL per variant, the same in both languages (not a page). */
const resources = [route('images/u/:file', 'routes/resources/uploaded-image.ts', { id: 'uploaded-image' })]

export default [...register('es'), ...register(''), ...resources] satisfies RouteConfig
