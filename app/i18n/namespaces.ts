import { splitLocalePath } from '#app/domain/routing/locale'

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
