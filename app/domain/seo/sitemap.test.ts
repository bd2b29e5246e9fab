import { describe, expect, it } from 'vitest'
import { robotsTxt, robotsTxtBeforeLaunch, sitemapXml, sitemapXmlBeforeLaunch } from './sitemap'

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://x.test/', [
    { path: '/' },
    { path: '/videos/3', lastModified: '2021-02-28' },
    { path: '/' },
  ])

  it('lists every page once per language', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://x.test/',
      'https://x.test/es',
      'https://x.test/videos/3',
      'https://x.test/es/videos/3',
    ])
  })

  it('names both languages and the default in each entry', () => {
    const entries = xml.split('<url>').slice(1)
    expect(entries).toHaveLength(4)
    for (const entry of entries) {
      expect(entry.match(/hreflang="en"/g)).toHaveLength(1)
      expect(entry.match(/hreflang="es"/g)).toHaveLength(1)
      expect(entry.match(/hreflang="x-default"/g)).toHaveLength(1)
    }
    expect(entries[3]).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://x.test/es/videos/3"/>',
    )
    expect(entries[3]).toContain('<lastmod>2021-02-28</lastmod>')
  })

  it('is a urlset with the xhtml namespace, XML-escaped', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true)
    expect(sitemapXml('https://x.test', [{ path: '/a?b=1&c=2' }])).toContain('https://x.test/a?b=1&amp;c=2')
  })
})

describe('robots.txt', () => {
  it('allows everything but the given paths in both languages and names the sitemap', () => {
    expect(robotsTxt('https://x.test/', ['/admin', '/admin'])).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /es/admin\n\nSitemap: https://x.test/sitemap.xml\n',
    )
  })
})

describe('before launch (issue #45)', () => {
  it('robots.txt disallows everything and names no sitemap; the sitemap lists nothing', () => {
    const robots = robotsTxtBeforeLaunch()
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m)
    expect(robots).not.toMatch(/Allow: \/|Sitemap:/)
    const xml = sitemapXmlBeforeLaunch()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('being set up')
    expect(xml).not.toContain('<url>')
  })
})
