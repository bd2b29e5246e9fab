import type { MetaDescriptor } from 'react-router'
import type { RootData } from './use-lang'

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>

function lookup(messages: unknown, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((v, part) => (v as Record<string, unknown> | undefined)?.[part], messages)
  return typeof value === 'string' ? value : key
}

/** The picture social networks show with a shared page (public/images/social-card.png). */
const socialCard = { path: '/images/social-card.png', width: 1200, height: 630 }

/** Title, description and social cards of a page, from translation keys. */
export function pageMeta(matches: Matches, keys: { title: string; description?: string }): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined
  const messages = root?.messages
  const title = lookup(messages, keys.title)
  const description = lookup(messages, keys.description ?? 'meta.defaultDescription')
  const locale = root?.lang === 'es' ? 'es_US' : 'en_US'
  const image = `${root?.origin ?? ''}${socialCard.path}`
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: locale },
    { property: 'og:site_name', content: lookup(messages, 'meta.siteName') },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(socialCard.width) },
    { property: 'og:image:height', content: String(socialCard.height) },
    { property: 'og:image:alt', content: lookup(messages, 'meta.socialCardAlt') },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
}
