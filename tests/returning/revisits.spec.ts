import type { Page } from '@playwright/test'
import { messages } from '../e2e/fixtures'
import { expect, expectHydrated, expectLateCode, openTab, test } from './visitor'

/**
 * Issue #29, at its cost (issue #41): a visitor comes back to one page of each public shell and of
 * each part whose code loads late (ADR 031's deferred parts, the maps, the chat panel, the shop's
 * dialogs), in the browser that keeps its HTTP cache and runs the service worker
 * (tests/returning/visitor.ts). Each page is visited, then revisited through the history (back,
 * then forward), from a new tab (the browser revalidates it: a 304) and by a reload. Every visit
 * must hydrate with no console error and no CSP violation; on a new tab and a reload the late
 * parts' code must come and the parts work. The 304 rule itself is checked for every page and its
 * data over HTTP (not-modified.spec.ts); before the fix of #29 every revisit here failed to
 * hydrate (its six inline scripts blocked by the 304's new nonce).
 */
test.describe.configure({ mode: 'serial' })

const en = messages.en
const es = messages.es

/**
 * Scrolls the page down in steps, as a reader does: the `near` parts see the scroll. (Not with the
 * mouse wheel: over a map, Leaflet takes the wheel to zoom and the page stops scrolling.)
 */
async function scrollToBottom(page: Page) {
  // A reload restores the scroll position: from the top, as on arrival.
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          window.scrollBy(0, 900)
          return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
        }),
      { message: 'the page never scrolled to its end', intervals: [100], timeout: 30_000 },
    )
    .toBe(true)
}

/** The chat button opens its panel (the panel's code comes on that press, ADR 031), which closes. */
async function chatOpensAndCloses(page: Page, t: typeof en, title: string) {
  await page.getByRole('button', { name: t.chat.open }).click()
  const panel = page.getByRole('dialog', { name: title })
  await expect(panel).toBeVisible({ timeout: 20_000 })
  // Closed by its close button. Seen once in CI: the panel open again after the close, as if a
  // press made before the part hydrated was replayed twice; pressed again, it closes.
  await expect(async () => {
    if (await panel.isVisible()) await panel.getByRole('button', { name: t.chat.close }).first().click()
    await expect(panel).toBeHidden({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await expectLateCode(page, ['chat-launcher', 'chat-panel'])
}

/** The footer of the main shell, loaded as it comes near (ADR 031), still there once its code ran. */
async function mainFooterLoads(page: Page) {
  await expectLateCode(page, ['main-footer'])
  await expect(page.getByTestId('main-footer')).toBeVisible()
}

/** A phone-sized window's menu opens (its button is the shell header's, hydrated with the page). */
async function menuOpens(page: Page, names: { openMenu: string; closeMenu: string }) {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: names.openMenu }).click()
  await expect(page.getByRole('button', { name: names.closeMenu })).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: names.closeMenu }).click()
  await page.setViewportSize({ width: 1366, height: 900 })
}

type Stop = {
  path: string
  /** What only a live page does with its late parts; run on every revisit but the history's. */
  parts: (page: Page) => Promise<void>
}

const stops: Stop[] = [
  {
    // Main shell; the home page's hero and below-the-fold sections (deferred, near), the markets
    // map in them (lazy, near), the footer (deferred, near) and the chat (deferred, interaction).
    path: '/',
    parts: async (page) => {
      await scrollToBottom(page)
      const markets = page.getByTestId('markets-section')
      await markets.getByTestId('markets-map').scrollIntoViewIfNeeded()
      await expect(markets.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 })
      await expectLateCode(page, ['home-hero', 'home-below-fold', 'markets-map'])
      await expect(page.getByTestId('hero')).toBeVisible()
      await expect(page.getByTestId('features')).toBeVisible()
      await mainFooterLoads(page)
      await chatOpensAndCloses(page, en, en.chat.title)
      await menuOpens(page, en.nav)
    },
  },
  {
    // The opportunity page below its hero (deferred, near).
    path: '/opportunity',
    parts: async (page) => {
      await scrollToBottom(page)
      await expectLateCode(page, ['opportunity-below-fold'])
      await expect(page.getByTestId('requirements')).toBeVisible()
      await mainFooterLoads(page)
    },
  },
  {
    // The operators directory's map (lazy, near).
    path: '/operators',
    parts: async (page) => {
      const map = page.getByTestId('operators-map')
      await map.scrollIntoViewIfNeeded()
      await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 })
      await expectLateCode(page, ['operators-map'])
    },
  },
  {
    // The shop's zoom and details dialogs (lazy, on the first press).
    path: '/products',
    parts: async (page) => {
      await page.getByTestId('product-card').first().getByTestId('product-zoom').click()
      const zoom = page.getByTestId('zoom-dialog')
      await expect(zoom).toBeVisible({ timeout: 20_000 })
      await page.keyboard.press('Escape')
      await expect(zoom).toHaveCount(0)
      await expectLateCode(page, ['product-dialogs'])
    },
  },
  {
    // The service shell (in Spanish: the /es half of the site) and its own assistant.
    path: '/es/service',
    parts: async (page) => {
      await chatOpensAndCloses(page, es, es.chat.serviceTitle)
      await menuOpens(page, es.service)
    },
  },
  {
    // The standalone shell of an operator's page (`/:slug`), with the main assistant.
    path: '/delray-beach-courier',
    parts: async (page) => {
      await chatOpensAndCloses(page, en, en.chat.title)
    },
  },
]

const pathnameOf = (path: string) => path.split('?')[0]

test('a page of each shell and each late part, revisited by back, forward, a new tab and a reload', async ({
  visitor,
}) => {
  test.setTimeout(300_000)
  // First visits, one after the other in one tab (each a document load from the address bar).
  const tab = await openTab(visitor, stops[0]!.path)
  for (const stop of stops.slice(1)) {
    await tab.goto(stop.path)
    await expectHydrated(tab, `${stop.path} (first visit)`)
  }
  // Back through them all, then forward again: each page comes back from the browser's history.
  for (const stop of stops.slice(0, -1).reverse()) {
    await tab.goBack()
    await expectHydrated(tab, `${stop.path} (back)`)
    expect(new URL(tab.url()).pathname).toBe(pathnameOf(stop.path))
  }
  for (const stop of stops.slice(1)) {
    await tab.goForward()
    await expectHydrated(tab, `${stop.path} (forward)`)
    expect(new URL(tab.url()).pathname).toBe(pathnameOf(stop.path))
  }
  await tab.close()

  // From a new tab (revalidated: the page cache answers 304) and reloaded, each with its late parts.
  for (const stop of stops) {
    const page = await openTab(visitor, stop.path)
    await test.step(`${stop.path}: new tab`, () => stop.parts(page))
    await page.reload()
    await expectHydrated(page, `${stop.path} (reloaded)`)
    await test.step(`${stop.path}: reloaded`, () => stop.parts(page))
    await page.close()
  }
})
