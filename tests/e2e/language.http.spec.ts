import { expect, fetchPage, test } from './http'

// What the server answers about languages (issue #41): no redirect by cookie or header, and the
// canonical and hreflang links of each page. language.spec.ts keeps the switch in the browser.
test.describe('language switch', () => {
  test('the server answers / itself with the cookie and header set (no 3xx)', async ({ request }) => {
    const response = await request.get('/', {
      headers: { Cookie: 'lang=es', 'Accept-Language': 'es' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('<html lang="en"')
  })
})

test.describe('canonical and hreflang links', () => {
  const pages = [
    { path: '/', status: 200, en: '/', es: '/es', lang: 'en' },
    { path: '/es', status: 200, en: '/', es: '/es', lang: 'es' },
    { path: '/es/contact', status: 200, en: '/contact', es: '/es/contact', lang: 'es' },
    { path: '/videos?category=tutorial', status: 200, en: '/videos', es: '/es/videos', lang: 'en' },
    { path: '/service/areas', status: 200, en: '/service/areas', es: '/es/service/areas', lang: 'en' },
  ] as const
  for (const p of pages) {
    test(p.path, async ({ request, baseURL }) => {
      const { document } = await fetchPage(request, p.path, { status: p.status })
      expect(document.documentElement.getAttribute('lang')).toBe(p.lang)
      const canonical = document.head.querySelectorAll('link[rel="canonical"]')
      expect(canonical).toHaveLength(1)
      expect(canonical[0]!.getAttribute('href')).toBe(`${baseURL}${p.lang === 'es' ? p.es : p.en}`)
      const alternate = (hreflang: string) =>
        [...document.head.querySelectorAll(`link[rel="alternate"][hreflang="${hreflang}"]`)].map((l) =>
          l.getAttribute('href'),
        )
      expect(alternate('en')).toEqual([`${baseURL}${p.en}`])
      expect(alternate('es')).toEqual([`${baseURL}${p.es}`])
      expect(alternate('x-default')).toEqual([`${baseURL}${p.en}`])
    })
  }
})
