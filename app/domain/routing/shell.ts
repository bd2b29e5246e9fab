import { splitLocalePath } from './locale'

/**
 * Top-level page names of the site. A single-segment path outside this list is an operator's
 * standalone landing page; the list is also the reserved-slug list for operators.
 */
export const knownTopLevelPages = [
  'opportunity',
  'what-you-get',
  'operators',
  'affiliate',
  'playbook',
  'videos',
  'secure-videos',
  'products',
  'cart',
  'contact',
  'terms',
  'privacy',
  'troubleshooting',
  'admin',
  'launch-checklist',
  'verify-operators',
  'service',
  'test-operator',
] as const

export type ShellKind = 'main' | 'service' | 'standalone'

/** Which header and footer a path gets (decided after removing the `/es` prefix). */
export function shellFor(pathname: string): ShellKind {
  const { path } = splitLocalePath(pathname)
  if (path === '/service' || path.startsWith('/service/')) return 'service'
  const segments = path.split('/').filter(Boolean)
  if (
    segments.length === 1 &&
    !(knownTopLevelPages as readonly string[]).includes(segments[0]!.toLowerCase())
  ) {
    return 'standalone'
  }
  return 'main'
}

/** Service navigation: exact match for `/service`, prefix match for the others. */
export function isServiceLinkActive(linkPath: string, pathname: string): boolean {
  const { path } = splitLocalePath(pathname)
  if (linkPath === '/service') return path === '/service' || path === '/service/'
  return path === linkPath || path.startsWith(`${linkPath}/`)
}
