import { dbOf, type DataSource } from '../../db/source'
import { robotsTxt, sitemapXml, type SitemapEntry } from '#app/domain/seo/sitemap'
import { pages, type Audience } from '#app/pages'
import type { Db } from '../../db/client'
import { listOperatorSlugs } from '../../repos/operators'
import { listLiveArticlePaths } from './articles'
import { listBusinessVideoIds } from './videos'

/**
 * What sitemap.xml lists. Each provider returns pages by their English path; the sitemap adds
 * the Spanish twin and the hreflang pairs. A feature whose pages come from data (operator pages,
 * products, ...) adds a provider to `sitemapProviders`.
 */
export type SitemapProvider = (db: Db) => Promise<SitemapEntry[]>

type PageList = ReadonlyArray<{ path: string | null; audience?: Audience }>

/** A page of the page registry (app/pages.ts) has a fixed URL unless its path has a parameter or a splat. */
const hasFixedPath = (path: string | null) => path === null || !/[:*]/.test(path)
const englishPath = (path: string | null) => (path === null ? '/' : `/${path}`)

/** The public pages of the page registry (app/pages.ts) with a fixed URL. */
export function staticPageEntries(list: PageList = pages): SitemapEntry[] {
  return list
    .filter((page) => (page.audience ?? 'public') === 'public' && hasFixedPath(page.path))
    .map((page) => ({ path: englishPath(page.path) }))
}

/** Pages that are not for search engines: staff, operator portal, test and e-mail link pages. */
export function hiddenPagePaths(list: PageList = pages): string[] {
  return list
    .filter((page) => (page.audience ?? 'public') !== 'public')
    .map((page) => englishPath(page.path).replace(/\/[:*].*$/, '') || '/')
}

/** Detail pages of the business videos (tutorials sit behind the secure-videos password). */
const businessVideoPages: SitemapProvider = async (db) =>
  (await listBusinessVideoIds(db)).map((id) => ({ path: `/videos/${id}` }))

/** Every operator's page at /{slug} (and /es/{slug}). */
const operatorPages: SitemapProvider = async (db) =>
  (await listOperatorSlugs(db)).map((slug) => ({ path: `/${slug}` }))

/** Every live success story and blog post (issue #33): drafts and scheduled ones are left out. */
const articlePages: SitemapProvider = (db) => listLiveArticlePaths(db)

export const sitemapProviders: SitemapProvider[] = [
  async () => staticPageEntries(),
  businessVideoPages,
  operatorPages,
  articlePages,
]

export async function getSitemapXml(source: DataSource, origin: string) {
  const db = dbOf(source)
  const entries = (await Promise.all(sitemapProviders.map((provide) => provide(db)))).flat()
  return sitemapXml(origin, entries)
}

export function getRobotsTxt(origin: string) {
  return robotsTxt(origin, hiddenPagePaths())
}
