import { splitLocalePath } from '#app/domain/routing/locale'
import { shellFor } from '#app/domain/routing/shell'

/**
 * Which translation namespaces a page's HTML carries. The root loader sends the texts to the
 * browser with the page, so the namespaces that only a few pages use are left out elsewhere:
 * a public page without them is some 50 KB lighter. Staff pages get every namespace.
 *
 * A namespace listed here must only be used by the pages its rule accepts (and by staff pages):
 * a component shared with other pages must use the namespaces every page has.
 */
const pageNamespaces = {
  forms: (path: string) =>
    path === '/contact' ||
    path === '/playbook' ||
    path.startsWith('/playbook/') ||
    path.startsWith('/service/'),
  servicePages: (path: string) => path === '/service' || path.startsWith('/service/'),
  shop: (path: string) => path === '/products' || path === '/cart',
  legal: (path: string) => path === '/terms' || path === '/privacy',
  troubleshooting: (path: string) => path === '/troubleshooting',
  // An operator's landing page (any single-segment path that is not a page of the site, answered
  // by the :slug route, which also answers the reserved 'test-operator') and the directory.
  operators: (path: string) =>
    path === '/operators' || path === '/test-operator' || shellFor(path) === 'standalone',
  markets: (path: string) => path === '/' || path === '/operators',
  home: (path: string) => path === '/',
  opportunity: (path: string) => path === '/opportunity',
  whatYouGet: (path: string) => path === '/what-you-get',
  affiliate: (path: string) => path === '/affiliate',
  videos: (path: string) => path === '/videos' || path.startsWith('/videos/') || path === '/secure-videos',
} as const

const staffNamespaces = [
  'admin',
  'adminMail',
  'adminSubmissions',
  'adminOrders',
  'adminNewsletters',
  'launchChecklist',
  'verifyOperators',
] as const

function isStaffPath(path: string) {
  return (
    path === '/admin' ||
    path.startsWith('/admin/') ||
    path === '/launch-checklist' ||
    path === '/verify-operators'
  )
}

/** The namespaces the page at `pathname` does without, sorted (empty for staff pages). */
export function omittedNamespaces(pathname: string): string[] {
  const raw = splitLocalePath(pathname).path
  const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw
  if (isStaffPath(path)) return []
  const omitted: string[] = [...staffNamespaces]
  for (const [namespace, needs] of Object.entries(pageNamespaces)) if (!needs(path)) omitted.push(namespace)
  return omitted.sort()
}

/** Whether two pages carry different namespaces (the root data must then be loaded again). */
export function namespacesDiffer(fromPathname: string, toPathname: string): boolean {
  return omittedNamespaces(fromPathname).join() !== omittedNamespaces(toPathname).join()
}
