import type { Page, Request } from '@playwright/test'
import { CONSENT_KEY } from '../../app/domain/analytics/consent'
import { POPUP_CLOSED_AT_KEY, POPUP_CLOSED_KEY } from '../../app/domain/newsletter/popup'
import { expect, localized, messages, test, visit, waitForHydration } from './fixtures'

/**
 * The analytics consent banner (issue #6): accept or decline, remembered; no ad tag or pixel is
 * requested without consent, nor (on this server, which has no tag IDs) after it.
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

for (const lang of ['en', 'es'] as const) {
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
    await page.waitForTimeout(500)
    expect(tags).toEqual([])
    expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined')
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined')
  })
}

test('the banner is on the service pages too, and not on staff pages', async ({ page }) => {
  await visit(page, '/service')
  await expect(page.getByRole('region', { name: messages.en.consent.label })).toBeVisible()
  await page.goto('/admin')
  await waitForHydration(page)
  await expect(page.getByRole('region', { name: messages.en.consent.label })).toHaveCount(0)
})

test('the CSP lists no tag host when no IDs are configured', async ({ page }) => {
  const response = await page.goto('/')
  const csp = response!.headers()['content-security-policy'] ?? ''
  expect(csp).not.toMatch(/googletagmanager|facebook/)
})
