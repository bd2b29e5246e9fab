import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { localeOf } from '../time/format'

/**
 * Success stories and blog posts (issue #33, ADR 047): the rules every page of them shares. Pure:
 * time is passed in.
 */

export const articleKinds = ['story', 'post'] as const
export type ArticleKind = (typeof articleKinds)[number]

export const articleStatuses = ['draft', 'published'] as const
export type ArticleStatus = (typeof articleStatuses)[number]

/** The index page of each kind (English path; the Spanish one is under /es). */
export const articleBasePath: Record<ArticleKind, '/success-stories' | '/blog'> = {
  story: '/success-stories',
  post: '/blog',
}

/** The kind whose pages sit under `pathname` (either language), or undefined. */
export function articleKindOfPath(pathname: string): ArticleKind | undefined {
  const path = pathname.replace(/^\/es(?=\/|$)/, '')
  if (path === '/success-stories' || path.startsWith('/success-stories/')) return 'story'
  if (path === '/blog' || path.startsWith('/blog/')) return 'post'
  return undefined
}

/** An entry's page (English path). */
export const articlePath = (kind: ArticleKind, slug: string) => `${articleBasePath[kind]}/${slug}`
/** A kind's RSS feed in a language. */
export const articleFeedPath = (kind: ArticleKind, lang: Lang) =>
  localizedPath(lang, `${articleBasePath[kind]}/rss.xml`)

/** Lowercase letters and digits in words joined by single dashes: `first-year-in-miami`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 80

/** Is an entry on the public pages, the sitemap and the feeds at `now`? Published and its date passed. */
export function isLive(entry: { status: ArticleStatus; publishedAt: Date }, now: Date): boolean {
  return entry.status === 'published' && entry.publishedAt.getTime() <= now.getTime()
}

/** What the list and the pages say of an entry's state: a draft, scheduled (published, date ahead), or live. */
export function articleState(
  entry: { status: ArticleStatus; publishedAt: Date },
  now: Date,
): 'draft' | 'scheduled' | 'live' {
  if (entry.status === 'draft') return 'draft'
  return isLive(entry, now) ? 'live' : 'scheduled'
}

/** Newest first (by published date, then the newer id). */
export function newestFirst<T extends { id: number; publishedAt: Date }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id)
}

/** schema.org Article of a published entry, every address absolute. */
export function articleJsonLd(input: {
  headline: string
  description: string
  url: string
  image?: string
  datePublished: Date
  dateModified: Date
  lang: Lang
  business: { name: string; url: string; logo: string }
}): Record<string, unknown> {
  const business = {
    '@type': 'Organization',
    name: input.business.name,
    url: input.business.url,
    logo: { '@type': 'ImageObject', url: input.business.logo },
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline.slice(0, 110),
    description: input.description,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    ...(input.image ? { image: [input.image] } : {}),
    datePublished: input.datePublished.toISOString(),
    dateModified: input.dateModified.toISOString(),
    inLanguage: localeOf(input.lang),
    author: business,
    publisher: business,
  }
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
/** Characters XML 1.0 cannot hold at all: dropped. */
// eslint-disable-next-line no-control-regex
const notXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g
const xml = (text: string) => text.replace(notXml, '').replace(/[&<>"']/g, (c) => escapes[c]!)

/** An RSS 2.0 feed of entries (newest first), every address absolute, every text escaped. */
export function rssXml(feed: {
  title: string
  description: string
  link: string
  self: string
  lang: Lang
  items: ReadonlyArray<{ title: string; link: string; description: string; publishedAt: Date }>
}): string {
  const items = feed.items
    .map(
      (item) =>
        `<item><title>${xml(item.title)}</title><link>${xml(item.link)}</link>` +
        `<guid isPermaLink="true">${xml(item.link)}</guid>` +
        `<description>${xml(item.description)}</description>` +
        `<pubDate>${item.publishedAt.toUTCString()}</pubDate></item>`,
    )
    .join('')
  const updated = feed.items[0]?.publishedAt
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    `<title>${xml(feed.title)}</title><link>${xml(feed.link)}</link>` +
    `<description>${xml(feed.description)}</description>` +
    `<language>${feed.lang === 'es' ? 'es-us' : 'en-us'}</language>` +
    `<atom:link href="${xml(feed.self)}" rel="self" type="application/rss+xml"/>` +
    (updated ? `<lastBuildDate>${updated.toUTCString()}</lastBuildDate>` : '') +
    `${items}</channel></rss>\n`
  )
}
