import type { Lang } from '#app/domain/routing/locale'
import en, { type Resources } from './en'
import es from './es'
import { omittedNamespaces } from './namespaces'

const resources: Record<Lang, Resources> = { en, es }

/**
 * The texts of `lang`; with a page's pathname, only the namespaces that page uses (see
 * ./namespaces.ts). The type stays `Resources`: a page reads only what its namespaces hold.
 */
export function messagesFor(lang: Lang, pathname?: string): Resources {
  if (pathname === undefined) return resources[lang]
  const omitted = new Set(omittedNamespaces(pathname))
  if (omitted.size === 0) return resources[lang]
  return Object.fromEntries(
    Object.entries(resources[lang]).filter(([namespace]) => !omitted.has(namespace)),
  ) as Resources
}
