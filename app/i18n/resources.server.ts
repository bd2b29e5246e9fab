import type { Lang } from '#app/domain/routing/locale'
import en, { type Resources } from './en'
import es from './es'
import type { GatedBundle } from '#app/pages'
import { textSelectionAt } from './namespaces'

const resources: Record<Lang, Resources> = { en, es }

/**
 * The texts of `lang`; with a page's pathname, only the texts that page carries (see
 * ./namespaces.ts). The type stays `Resources`: a page reads only what it carries.
 */
export function messagesFor(lang: Lang, pathname?: string): Resources {
  if (pathname === undefined) return resources[lang]
  const { omitted, partial } = textSelectionAt(pathname)
  if (omitted.length === 0 && Object.keys(partial).length === 0) return resources[lang]
  const dropped = new Set(omitted)
  return Object.fromEntries(
    Object.entries(resources[lang])
      .filter(([namespace]) => !dropped.has(namespace))
      .map(([namespace, texts]) => [namespace, pick(texts, partial[namespace])]),
  ) as Resources
}

/** The keys of a namespace a page keeps (all of them without a list). */
function pick(texts: unknown, keys: string[] | undefined): unknown {
  if (!keys || typeof texts !== 'object' || texts === null) return texts
  const all = texts as Record<string, unknown>
  return Object.fromEntries(keys.filter((key) => key in all).map((key) => [key, all[key]]))
}

/** One gated namespace in `lang` (app/pages.ts `gatedBundles`), for a route that checked access. */
export function gatedTexts<K extends GatedBundle>(lang: Lang, namespace: K): Resources[K] {
  return resources[lang][namespace]
}
