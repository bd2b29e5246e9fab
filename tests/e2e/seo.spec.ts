import { cspNonce, localized, messages, type Lang } from './fixtures'
import { expect, fetchPage, jsonLdOf, metaContent, test } from './http'

// Head tags, structured data, the sitemap and robots are what the server sends: read over HTTP,
// no browser (issue #41).

/** The pages this suite knows, with the keys of their title and description. */
const pages = [
  { path: '/', meta: 'meta.home' },
  { path: '/opportunity', meta: 'opportunity.meta' },
  { path: '/what-you-get', meta: 'whatYouGet.meta' },
  { path: '/affiliate', meta: 'affiliate.meta' },
  { path: '/terms', meta: 'legal.terms.meta' },
  { path: '/privacy', meta: 'legal.privacy.meta' },
  { path: '/troubleshooting', meta: 'troubleshooting.meta' },
] as const

function lookup(lang: Lang, key: string): string {
  return key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], messages[lang]) as string
}

test.describe('search-engine data', () => {
  for (const lang of ['en', 'es'] as const satisfies Lang[]) {
    test(`titles and descriptions are distinct per page (${lang})`, () => {
      const titles = pages.map(({ meta }) => lookup(lang, `${meta}.title`))
      expect(new Set(titles).size).toBe(pages.length)
      const descriptions = pages.map(({ meta }) => lookup(lang, `${meta}.description`))
      expect(new Set(descriptions).size).toBe(pages.length)
    })

    for (const { path, meta } of pages) {
      const url = localized(lang, path)
      test(`${url}: title, description, social cards, canonical and hreflang`, async ({
        request,
        baseURL,
      }) => {
        const { document } = await fetchPage(request, url)
        const title = lookup(lang, `${meta}.title`)
        const description = lookup(lang, `${meta}.description`)
        expect(document.title).toBe(title)
        const content = (selector: string) => metaContent(document, selector)
        expect(content('name="description"')).toBe(description)
        expect(content('property="og:title"')).toBe(title)
        expect(content('property="og:description"')).toBe(description)
        expect(content('property="og:locale"')).toBe(lang === 'en' ? 'en_US' : 'es_US')
        expect(content('property="og:image"')).toBe(`${baseURL}/images/social-card.png`)
        expect(content('name="twitter:card"')).toBe('summary_large_image')
        expect(content('name="twitter:title"')).toBe(title)
        expect(content('name="twitter:description"')).toBe(description)
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${baseURL}${url}`)
        expect(document.querySelector('link[rel="alternate"][hreflang="es"]')?.getAttribute('href')).toBe(
          `${baseURL}${localized('es', path)}`,
        )
      })
    }
  }

  test('JSON-LD blocks parse, carry the nonce and have the expected types', async ({ request }) => {
    const home = await fetchPage(request, '/')
    const nonce = cspNonce(home.headers)
    const scripts = [...home.document.querySelectorAll('script[type="application/ld+json"]')]
    // The seeded videos play placeholder ids: no VideoObject for them (issue #45).
    expect(scripts).toHaveLength(1)
    for (const script of scripts) expect(script.getAttribute('nonce')).toBe(nonce)
    expect(jsonLdOf(home.document).map((b) => b['@type'])).toEqual(['Organization'])

    const blocks = jsonLdOf((await fetchPage(request, '/es/opportunity')).document)
    expect(blocks.map((b) => b['@type'])).toEqual(['FAQPage'])
    expect((blocks[0]!.mainEntity as unknown[]).length).toBe(7)
    for (const b of blocks) expect(b['@context']).toBe('https://schema.org')
  })

  // The end-to-end server is a fresh install, not launched (issue #45): a launched site's sitemap
  // and robots.txt are read in tests/integration/sitemap.test.ts, site-origin.test.ts and
  // launch-state.test.ts.
  test('before launch, sitemap.xml is valid and lists no page', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/xml/)
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).not.toContain('<loc>')
  })

  test('robots.txt (before launch: nothing may be crawled), the web app manifest and its icons', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
    const text = await robots.text()
    expect(text).toMatch(/^User-agent: \*\nDisallow: \/$/m)
    expect(text).not.toContain('Allow: /')
    expect(text).not.toContain('Sitemap:')

    const manifest = await request.get('/manifest.webmanifest')
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    const data = (await manifest.json()) as {
      name: string
      start_url: string
      icons: { src: string; sizes: string }[]
    }
    expect(data).toMatchObject({ name: 'Courier Network', start_url: '/', display: 'standalone' })
    expect(data.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of data.icons) {
      const file = await request.get(icon.src)
      expect(file.status(), icon.src).toBe(200)
    }
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<link [^>]*rel="manifest" href="\/manifest\.webmanifest"/)
    expect(html).toMatch(/<link [^>]*rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"/)
    expect((await request.get('/favicon.svg')).status()).toBe(200)
    expect((await request.get('/images/social-card.png')).status()).toBe(200)
  })
})
