import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, messages, test, visit } from './fixtures'

/**
 * The service worker (/sw.js, ADR 026): the offline page in the visitor's language when a page
 * cannot be loaded, and a new build's worker replacing the old one. The other specs block service
 * workers (playwright.config.ts); this one allows them.
 */
test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [/status of 503/] })

/** Waits until the worker is installed, active and controls the page; returns its cache names. */
async function controlledBy(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
  return page.evaluate(() => caches.keys())
}

test('offline, a page navigation shows the offline page in the language of its path (Spanish, English)', async ({
  page,
  context,
}) => {
  // One worker installed from a Spanish page answers for both languages: the page's own language
  // comes from the path it was asked for.
  await visit(page, '/es')
  const cacheNames = await controlledBy(page)
  expect(cacheNames).toHaveLength(1)
  // The hashed assets of the build are precached.
  const cached = await page.evaluate(async (name) => {
    const cache = await caches.open(name)
    return (await cache.keys()).map((r) => new URL(r.url).pathname)
  }, cacheNames[0]!)
  expect(cached.length).toBeGreaterThan(5)
  expect(cached.every((p) => p.startsWith('/assets/'))).toBe(true)

  await context.setOffline(true)
  for (const lang of ['es', 'en'] as const) {
    const prefix = lang === 'es' ? '/es' : ''
    await page.goto(`${prefix}/opportunity`)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1, name: messages[lang].offline.heading })).toBeVisible()
    await expect(page).toHaveTitle(messages[lang].offline.title)
    await expect(page.getByRole('link', { name: messages[lang].offline.retry })).toHaveAttribute(
      'href',
      prefix || '/',
    )
    await expectNoAxeViolations(page)
  }
  // Staff pages are never answered by the worker: offline, the browser's own error. (Last: after
  // the browser's error page, a navigation is no longer one the worker's page made.)
  for (const prefix of ['/es', '']) {
    await expect(page.goto(`${prefix}/admin`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  }
  await context.setOffline(false)
})

test('a new worker replaces the old one at once and deletes the caches of older builds', async ({ page }) => {
  await visit(page, '/es')
  const [current] = await controlledBy(page)
  // What a visitor of an older build still holds: that build's cache.
  await page.evaluate(async () => {
    const cache = await caches.open('courier-older-build')
    await cache.put('/assets/old-build-1.js', new Response('old'))
  })
  expect((await page.evaluate(() => caches.keys())).sort()).toEqual([current, 'courier-older-build'].sort())

  // A new worker script: the browser cannot be made to fetch /sw.js with another body here (it
  // fetches the worker script itself, out of the reach of page and context routes), so a new script
  // URL stands for the new build; app/.server/pwa/service-worker.test.ts shows that a new build is
  // a new script with a new cache name.
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)
  const controllerChanged = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () =>
          resolve(navigator.serviceWorker.controller!.scriptURL),
        ),
      ),
  )
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-build'))
  // The open page is taken over without a reload (skipWaiting + clients.claim)...
  expect(await controllerChanged).not.toBe(firstWorker)
  // ...and the older build's cache is gone.
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([current])
  await visit(page, '/es/opportunity')
})
