/** The parts of React Router's browser manifest (`ServerBuild['assets']`) that list the assets. */
export type BuildManifest = {
  url: string
  entry: { module: string; imports: string[] }
  routes: Record<
    string,
    | { id: string; parentId?: string; path?: string; module: string; imports?: string[]; css?: string[] }
    | undefined
  >
}

const privateArea = /^(es\/)?(admin|portal|api)(\/|$)/

/**
 * The hashed assets the service worker precaches (ADR 026): the browser manifest, the entry and
 * every script and style of the public routes, sorted. Staff and portal routes (paths under admin/ or
 * portal/ in either language, and the layouts only they use) are left out: a visitor never
 * downloads the admin's code.
 */
export function publicBuildAssets(manifest: BuildManifest): string[] {
  const routes = Object.values(manifest.routes).filter((route) => route !== undefined)
  const children = new Map<string, typeof routes>()
  for (const route of routes) {
    if (route.parentId) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route])
  }
  const isPrivate = (route: (typeof routes)[number]): boolean => {
    if (route.path !== undefined) return privateArea.test(route.path.replace(/^\//, ''))
    const kids = children.get(route.id) ?? []
    return kids.length > 0 && kids.every(isPrivate)
  }
  const assets = new Set<string>([manifest.url, manifest.entry.module, ...manifest.entry.imports])
  for (const route of routes) {
    if (isPrivate(route)) continue
    for (const asset of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) assets.add(asset)
  }
  return [...assets].filter((asset) => asset.startsWith('/assets/')).sort()
}
