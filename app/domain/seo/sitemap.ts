/**
 * sitemap.xml and robots.txt as text. Every page is listed once per language, each entry naming
 * both language versions (and the English one as x-default), as search engines expect.
 */
import { localizedPath, type Lang } from '../routing/locale'

export type SitemapEntry = {
  /** The English path of the page, such as `/` or `/videos/3`. */
  path: string
  /** ISO date of the last change, when known. */
  lastModified?: string
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

export function sitemapXml(origin: string, entries: ReadonlyArray<SitemapEntry>): string {
  const base = origin.replace(/\/$/, '')
  const url = (lang: Lang, path: string) => escapeXml(`${base}${localizedPath(lang, path)}`)
  const seen = new Set<string>()
  const blocks: string[] = []
  for (const entry of entries) {
    if (seen.has(entry.path)) continue
    seen.add(entry.path)
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="en" href="${url('en', entry.path)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="es" href="${url('es', entry.path)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('en', entry.path)}"/>`,
    ].join('\n')
    for (const lang of ['en', 'es'] as const) {
      blocks.push(
        [
          '  <url>',
          `    <loc>${url(lang, entry.path)}</loc>`,
          ...(entry.lastModified ? [`    <lastmod>${escapeXml(entry.lastModified)}</lastmod>`] : []),
          alternates,
          '  </url>',
        ].join('\n'),
      )
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...blocks,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything may be crawled except the given English paths (in both languages). */
export function robotsTxt(origin: string, disallowedPaths: ReadonlyArray<string>): string {
  const base = origin.replace(/\/$/, '')
  const disallow = [
    ...new Set(disallowedPaths.flatMap((p) => [localizedPath('en', p), localizedPath('es', p)])),
  ]
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
}

/**
 * robots.txt of a site not launched yet (issue #45, ADR 057): nothing may be crawled, and no
 * sitemap is named. The pages say `noindex` too, for a crawler that reached them by a link.
 */
export function robotsTxtBeforeLaunch(): string {
  return ['# This site is being set up and is not public yet.', 'User-agent: *', 'Disallow: /', ''].join('\n')
}

/** sitemap.xml of a site not launched yet: valid, and empty. */
export function sitemapXmlBeforeLaunch(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- This site is being set up: no page is listed until it is launched. -->',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
    '',
  ].join('\n')
}
