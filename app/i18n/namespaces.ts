import { matchRoutes } from 'react-router'
import { splitLocalePath } from '#app/domain/routing/locale'
import { collectionRegistry } from '#app/collections/registry'
import { gatedBundles, pageBundles, pages, shellOnlyBundles, staffBundles, type PageDef } from '#app/pages'

/**
 * Which translation texts a page's HTML carries. The root loader sends the texts to the browser
 * with the page, so a page carries the texts of its shell and the bundles it declares in the page
 * registry (app/pages.ts, `texts`), whole or in part, and nothing else (issue #29: texts a page
 * never shows are weight, and what a visitor without access must not read). Staff pages behind the
 * sign-in get every bundle but the gated ones; the sign-in pages only what they name.
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

/**
 * What of the texts a page carries: the namespaces it goes without (sorted), and the namespaces
 * it carries only in part, with the keys it keeps.
 */
export type TextSelection = { omitted: string[]; partial: Record<string, string[]> }

type PageTexts = Pick<PageDef, 'audience' | 'texts' | 'shell' | 'signIn'>

/** The registered collections' texts: staff pages carry them, as a staff bundle (ADR 068). */
const collectionBundles = collectionRegistry.map((entry) => entry.texts)

/** The texts `page` carries (see TextSelection). */
export function textSelection(page: PageTexts | undefined): TextSelection {
  const shell = page?.shell ?? 'main'
  const shellOnly = Object.entries(shellOnlyBundles)
    .filter(([, shells]) => !shells.includes(shell))
    .map(([bundle]) => bundle)
  if (page?.audience === 'staff' && !page.signIn) return { omitted: [...gatedBundles].sort(), partial: {} }
  const whole = new Set<string>()
  const partial: Record<string, string[]> = {}
  for (const ref of page?.texts ?? []) {
    const dot = ref.indexOf('.')
    if (dot < 0) whole.add(ref)
    else (partial[ref.slice(0, dot)] ??= []).push(ref.slice(dot + 1))
  }
  const bundles = new Set([
    ...staffBundles,
    ...collectionBundles,
    ...pageBundles,
    ...gatedBundles,
    ...shellOnly,
  ])
  const omitted = [...bundles].filter((bundle) => !whole.has(bundle) && !(bundle in partial))
  for (const bundle of whole) delete partial[bundle]
  return { omitted: omitted.sort(), partial }
}

/** The namespaces `page` does without, sorted. */
export function omittedFor(page: PageTexts | undefined): string[] {
  return textSelection(page).omitted
}

/** The namespaces the page at `pathname` does without, sorted. */
export function omittedNamespaces(pathname: string): string[] {
  return omittedFor(pageAt(pathname))
}

/** The texts the page at `pathname` carries (see TextSelection). */
export function textSelectionAt(pathname: string): TextSelection {
  return textSelection(pageAt(pathname))
}

/** Whether two pages carry different texts (the root data must then be loaded again). */
export function namespacesDiffer(fromPathname: string, toPathname: string): boolean {
  return JSON.stringify(textSelectionAt(fromPathname)) !== JSON.stringify(textSelectionAt(toPathname))
}
