import type { Page, Request } from '@playwright/test'
import { CONSENT_KEY } from '../../app/domain/analytics/consent'
import { POPUP_CLOSED_AT_KEY, POPUP_CLOSED_KEY } from '../../app/domain/newsletter/popup'
import { expect, localized, messages, test, visit, waitForHydration, journeyLangs } from './fixtures'

/**
 * The analytics consent banner (issue #6) in the browser: accept or decline, remembered; no ad tag
 * or pixel is requested without consent, nor (on this server, which has no tag IDs) after it; the
 * banner before any script has run (ADR 019). What the server sends (the banner on service pages and
 * not on staff pages, hidden without JavaScript, the CSP without tag hosts): visitor-http.spec.ts;
 * Cookie Settings: app/components/analytics/consent-banner.test.tsx.
 */
test.use({ presetBrowserStorage: false })

const TAG_HOSTS =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|googleadservices\.com|doubleclick\.net|facebook\.net|facebook\.com)\//

async function watchTagRequests(page: Page) {
  const seen: string[] = []
  await page.route(TAG_HOSTS, (route) => {
    seen.push(route.request().url())
    return route.abort()
  })
  page.on('request', (request: Request) => {
    if (TAG_HOSTS.test(request.url())) seen.push(request.url())
  })
  return seen
}

test.beforeEach(async ({ page }) => {
  // The popup is the other spec's subject: closed just now.
  await page.addInitScript(
    (keys) => {
      localStorage.setItem(keys.closed, 'true')
      localStorage.setItem(keys.closedAt, String(Date.now()))
    },
    { closed: POPUP_CLOSED_KEY, closedAt: POPUP_CLOSED_AT_KEY },
  )
})

for (const lang of journeyLangs) {
  const t = messages[lang].consent

  test(`the banner asks once; decline is remembered and loads nothing (${lang})`, async ({ page }) => {
    const tags = await watchTagRequests(page)
    await visit(page, localized(lang, '/'))
    const banner = page.getByRole('region', { name: t.label })
    await expect(banner).toBeVisible()
    await expect(banner.getByText(t.text)).toBeVisible()
    await banner.getByRole('button', { name: t.decline }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toMatch(/^denied:\d+$/)
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('region', { name: t.label })).toHaveCount(0)
    expect(tags).toEqual([])
  })

  test(`accepting without configured IDs loads no tag either (${lang})`, async ({ page }) => {
    const tags = await watchTagRequests(page)
    await visit(page, localized(lang, '/opportunity'))
    await page.getByRole('region', { name: t.label }).getByRole('button', { name: t.accept }).click()
    await expect(page.getByRole('region', { name: t.label })).toHaveCount(0)
    expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toMatch(/^granted:\d+$/)
    await page.reload()
    await waitForHydration(page)
    // Whatever the accepted consent would load has been asked for once the network is quiet.
    await page.waitForLoadState('networkidle')
    expect(tags).toEqual([])
    expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined')
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined')
  })
}

test.describe('the banner comes with the page (ADR 019)', () => {
  test.describe('before hydration', () => {
    // The page's scripts are refused on purpose: Chromium reports each refusal in the console.
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })
    test('it is in the server-rendered page, and a stored choice hides it before any script has run', async ({
      page,
    }) => {
      // No module script loads: nothing hydrates, only the page's inline head probe runs.
      await page.route('**/assets/*.js', (route) => route.abort())
      await page.goto('/service/calculator')
      const banner = page.getByRole('region', { name: messages.en.consent.label })
      await expect(banner).toBeVisible()
      // Enabled: a press before the banner's code has come is pressed again once it has (ADR 031).
      await expect(banner.getByRole('button', { name: messages.en.consent.accept })).toBeEnabled()

      await page.evaluate((key) => localStorage.setItem(key, `denied:${Date.now()}`), CONSENT_KEY)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-consent-known', '')
      await expect(banner).toBeHidden()

      // An outdated choice is asked again.
      await page.evaluate((key) => localStorage.setItem(key, 'granted:1000'), CONSENT_KEY)
      await page.reload()
      await expect(banner).toBeVisible()
    })
  })
})
