import { splitLocalePath } from './locale'

/** Service navigation: exact match for `/service`, prefix match for the others. */
export function isServiceLinkActive(linkPath: string, pathname: string): boolean {
  const { path } = splitLocalePath(pathname)
  if (linkPath === '/service') return path === '/service' || path === '/service/'
  return path === linkPath || path.startsWith(`${linkPath}/`)
}
