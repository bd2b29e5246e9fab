import type { BrowserContext, Page } from '@playwright/test'
import { content, expect, expectNoAxeViolations, messages, test, visit, type Lang } from './fixtures'

async function langCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'lang')
}

async function switchTo(page: Page, from: Lang, to: Lang) {
  const group = page.getByRole('group', { name: messages[from].language.label })
  const link = group.getByRole('link', { name: messages[from].language[to] })
  await link.click()
}

const cases = [
  { en: '/', es: '/es', enStatus: 200, esStatus: 200 },
  { en: '/videos?category=tutorial', es: '/es/videos?category=tutorial', enStatus: 200, esStatus: 200 },
  { en: '/service/areas', es: '/es/service/areas', enStatus: 200, esStatus: 200 },
]

test.describe('language switch', () => {
  for (const c of cases) {
    test(`keeps the page: ${c.en} ↔ ${c.es}`, async ({ page, context, baseURL }) => {
      await visit(page, c.en, { status: c.enStatus })
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      const group = page.getByRole('group', { name: messages.en.language.label })
      await expect(group.getByRole('link', { name: 'ES' })).toHaveAttribute('href', c.es)
      await expect(group.getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'true')

      await switchTo(page, 'en', 'es')
      await expect(page).toHaveURL(`${baseURL}${c.es}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('group', { name: messages.es.language.label })).toBeVisible()
      expect((await langCookie(context))?.value).toBe('es')
      await expectNoAxeViolations(page)

      await switchTo(page, 'es', 'en')
      await expect(page).toHaveURL(`${baseURL}${c.en}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('group', { name: messages.en.language.label })).toBeVisible()
      expect((await langCookie(context))?.value).toBe('en')
      await expectNoAxeViolations(page)
    })
  }

  test('switches the texts of the shell', async ({ page }) => {
    await visit(page, '/')
    const enNav = page.getByRole('navigation', { name: messages.en.nav.label })
    await expect(enNav.getByRole('link', { name: messages.en.nav.whatYouGet })).toBeVisible()
    await switchTo(page, 'en', 'es')
    const esNav = page.getByRole('navigation', { name: messages.es.nav.label })
    await expect(esNav.getByRole('link', { name: messages.es.nav.whatYouGet })).toHaveAttribute(
      'href',
      '/es/what-you-get',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.es.home.hero.title)
    await expect(page).toHaveTitle(messages.es.meta.home.title)
    await expect(page.getByTestId('main-footer')).toContainText(messages.es.footer.description)
  })

  test('the remembered choice and the browser language never redirect', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'Accept-Language': 'es' },
      locale: 'es-ES',
    })
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL! }])
    const page = await context.newPage()
    try {
      const response = await page.goto('/')
      expect(response?.status()).toBe(200)
      expect(response?.request().redirectedFrom()).toBeNull()
      expect(new URL(page.url()).pathname).toBe('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.en.home.hero.title)
      await expectNoAxeViolations(page)
    } finally {
      await context.close()
    }
  })

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
    test(p.path, async ({ page, baseURL }) => {
      await visit(page, p.path, { status: p.status })
      const head = page.locator('head')
      const canonical = head.locator('link[rel="canonical"]')
      await expect(canonical).toHaveCount(1)
      await expect(canonical).toHaveAttribute('href', `${baseURL}${p.lang === 'es' ? p.es : p.en}`)
      const alternate = (hreflang: string) => head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)
      await expect(alternate('en')).toHaveCount(1)
      await expect(alternate('en')).toHaveAttribute('href', `${baseURL}${p.en}`)
      await expect(alternate('es')).toHaveCount(1)
      await expect(alternate('es')).toHaveAttribute('href', `${baseURL}${p.es}`)
      await expect(alternate('x-default')).toHaveCount(1)
      await expect(alternate('x-default')).toHaveAttribute('href', `${baseURL}${p.en}`)
    })
  }
})
