import type { BrowserContext, Page } from '@playwright/test'
import {
  content,
  expect,
  expectNoAxeViolations,
  messages,
  test,
  visit,
  waitForHydration,
  type Lang,
} from './fixtures'

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

// The canonical and hreflang links, and the server's answer to a cookie or header, are read over
// HTTP (language.http.spec.ts); the browser switches languages and keeps the page.
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
      if (c.en === '/') {
        // The shell's texts switch with it.
        const esNav = page.getByRole('navigation', { name: messages.es.nav.label })
        await expect(esNav.getByRole('link', { name: messages.es.nav.whatYouGet })).toHaveAttribute(
          'href',
          '/es/what-you-get',
        )
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.es.home.hero.title)
        await expect(page).toHaveTitle(messages.es.meta.home.title)
        await expect(page.getByTestId('main-footer')).toContainText(messages.es.footer.description)
      }
      await expectNoAxeViolations(page)

      await switchTo(page, 'es', 'en')
      await expect(page).toHaveURL(`${baseURL}${c.en}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('group', { name: messages.en.language.label })).toBeVisible()
      expect((await langCookie(context))?.value).toBe('en')
      await expectNoAxeViolations(page)
    })
  }

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
      // Nor does the page, once hydrated.
      await waitForHydration(page)
      expect(new URL(page.url()).pathname).toBe('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.en.home.hero.title)
    } finally {
      await context.close()
    }
  })
})
