/**
 * The page registry (ADR 020): every page of the site, described once. `app/routes.ts` builds the
 * route tree from it (each page under the layout of its shell, in English and under `/es`); the
 * sitemap, the reserved operator slugs (`knownTopLevelPages`), the text bundles a page's HTML
 * carries, the navigation menus, and the route inventory of the tests and audits all read it.
 *
 * Adding a public page: write its module under `app/routes/`, add one entry to its area's list under
 * `app/pages/` (`main.ts`, `service.ts`, `staff.ts`, `operators.ts`), add its texts to
 * `app/i18n/en.ts` and `es.ts`. Nothing else.
 *
 * This module is plain data: the browser imports it too (text bundles, menus).
 */

import { page, type PageDef } from './pages/define'
import { deliveryPages } from './pages/deliveries'
import { mainPages } from './pages/main'
import { operatorPages } from './pages/operators'
import { servicePages } from './pages/service'
import { staffPages } from './pages/staff'

// The registry's parts live under app/pages/ by area (issue #43: no file over 600 lines); this
// module stays the one every reader imports.
export {
  ACTION_BODY_LIMIT,
  FORM_FIELDS_ALLOWANCE,
  gatedBundles,
  pageBundles,
  shellOnlyBundles,
  staffBundles,
  type Audience,
  type GatedBundle,
  type OriginRule,
  type PageBundle,
  type PageDef,
  type ResourceDef,
  type ShellKind,
  type TextRef,
} from './pages/define'
export { resourceRoutes, serverPaths } from './pages/resources'

export const pages: PageDef[] = [
  // The main site.
  ...mainPages,
  // The customer service section.
  ...servicePages,
  // Staff.
  ...staffPages,
  // An operator's landing page and the operator portal.
  ...operatorPages,
  // Delivery jobs: the portal's job screen and the customer's tracking page (issue #44).
  ...deliveryPages,
  // Anything else.
  page({ id: 'not-found', path: '*', file: 'routes/system/not-found.tsx', shell: 'main' }),
]

/**
 * Top-level page names of the site: a single-segment path outside this list is an operator's
 * landing page, and an operator's slug may not be one of them.
 */
export const knownTopLevelPages: readonly string[] = [
  ...new Set(
    pages
      .map((p) => p.path?.split('/')[0])
      .filter(
        (segment): segment is string =>
          !!segment && !segment.startsWith(':') && segment !== '*' && !segment.startsWith('__'),
      ),
  ),
]

/** The links of a menu, in registry order. */
export function menuItems(menu: 'main' | 'service') {
  return pages
    .filter((p) => p.nav?.menu === menu)
    .map((p) => ({ path: p.path === null ? '/' : `/${p.path}`, key: p.nav!.label }))
}
