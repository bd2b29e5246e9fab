import type { DefinedCollection } from './define'

/**
 * The registry of admin collections (issue #43, ADR 068): one entry per collection, its path
 * segment, its texts' namespace, its tab's label and its config module. The staff page registry
 * (`app/pages/staff.ts`: one page each, so the route tree, the audits and the access tests have it),
 * the admin tabs and the generic route module (`app/routes/admin/collection.tsx`) read it. Plain
 * data: the browser imports it with the page registry, and loads a config only on its screen.
 */
export type CollectionEntry = {
  segment: string
  /** The texts' namespace: `<texts>.title` is the page's title. */
  texts: string
  /** The tab's label (default `<texts>.tab`). */
  tab?: string
  load: () => Promise<{ default: DefinedCollection }>
}

export const collectionRegistry: readonly CollectionEntry[] = [
  {
    segment: 'videos',
    texts: 'adminVideos',
    tab: 'admin.shell.tabs.videos',
    load: () => import('./videos') as never,
  },
  {
    segment: 'markets',
    texts: 'adminMarkets',
    tab: 'admin.shell.tabs.markets',
    load: () => import('./markets') as never,
  },
]

/** The collection whose screen `pathname` is (`/admin/<segment>`, `/es/admin/<segment>`). */
export function collectionAt(registry: readonly CollectionEntry[], pathname: string) {
  const match = /^(?:\/es)?\/admin\/([a-z0-9-]+)\/?(?:\.data)?$/.exec(pathname)
  return match ? registry.find((entry) => entry.segment === match[1]) : undefined
}

/** A collection's page in the staff registry: the generic route module at `admin/<segment>`. */
export function collectionPage(entry: CollectionEntry) {
  return {
    id: `admin-${entry.segment}`,
    path: `admin/${entry.segment}`,
    file: 'routes/admin/collection.tsx',
    shell: 'admin' as const,
    audience: 'staff' as const,
  }
}

/** A collection's admin tab. */
export function collectionTab(entry: CollectionEntry) {
  return { path: `/admin/${entry.segment}`, key: entry.tab ?? `${entry.texts}.tab` }
}
