import { matchRoutes } from 'react-router'
import { splitLocalePath } from '#app/domain/routing/locale'
import { pageBundles, pages, staffBundles, type PageDef } from '#app/pages'

/**
 * Which translation namespaces a page's HTML carries. The root loader sends the texts to the
 * browser with the page, so the bundles only a few pages use are left out elsewhere: a public
 * page without them is some 50 KB lighter. Each page declares the bundles it needs in the page
 * registry (app/pages.ts, `texts`); staff pages get every namespace.
 *
 * A bundle must only be used by the pages that declare it (and by staff pages): a component shared
 * with other pages must use the namespaces every page has.
 */

// The registry as route objects for the router's own matcher, so a URL finds the same page here
// as in the route tree (English paths: the `/es` prefix is removed first).
const pageRoutes = pages.map((page) => ({ id: page.id, path: page.path === null ? '/' : `/${page.path}` }))
const pagesById = new Map(pages.map((page) => [page.id, page]))

/** The registry entry of the page that answers `pathname` (either language). */
export function pageAt(pathname: string): PageDef | undefined {
  const { path } = splitLocalePath(pathname)
  const matches = matchRoutes(pageRoutes, path)
  const id = matches?.[matches.length - 1]?.route.id
  return id ? pagesById.get(id) : undefined
}

/** The namespaces `page` does without, sorted (empty for staff pages). */
export function omittedFor(page: Pick<PageDef, 'audience' | 'texts'> | undefined): string[] {
  if (page?.audience === 'staff') return []
  const needs = new Set<string>(page?.texts ?? [])
  return [...staffBundles, ...pageBundles.filter((bundle) => !needs.has(bundle))].sort()
}

/** The namespaces the page at `pathname` does without, sorted (empty for staff pages). */
export function omittedNamespaces(pathname: string): string[] {
  return omittedFor(pageAt(pathname))
}

/** Whether two pages carry different namespaces (the root data must then be loaded again). */
export function namespacesDiffer(fromPathname: string, toPathname: string): boolean {
  return omittedNamespaces(fromPathname).join() !== omittedNamespaces(toPathname).join()
}
