import { test as base } from '../support/page-loads'
import { expect, type BrowserContext, type ConsoleMessage, type Page, type WebError } from '@playwright/test'
import { POPUP_CLOSED_AT_KEY, POPUP_CLOSED_KEY } from '../../app/domain/newsletter/popup'
import { MAP_TILE_HOSTS } from '../e2e/fixtures'

export { expect }

/** The end-to-end server (playwright.config.ts). */
export const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`

/** What went wrong in the browser during one test: console errors, uncaught errors, CSP violations. */
type Problems = { errors: string[]; cspViolations: string[] }

type WorkerFixtures = {
  /**
   * One browser context for every test of the worker (issue #29): the HTTP cache keeps what the
   * first visit stored and the service worker (ADR 026) installs and stays, as for a person who
   * comes back. Playwright's request routing would turn the HTTP cache off, so nothing here routes.
   */
  visitor: BrowserContext
}

type TestFixtures = { problems: Problems; failOnBrowserProblems: void }

/**
 * Chromium has no network here: the markets map's tiles (a third-party host, site setting
 * mapTileUrl) fail to load. The e2e fixtures answer them with a route, which would switch the HTTP
 * cache off; their failure is the only console error this suite lets pass.
 */
const isMapTileFailure = (text: string, where: string) =>
  text.startsWith('Failed to load resource') && MAP_TILE_HOSTS.test(where)

export const test = base.extend<TestFixtures, WorkerFixtures>({
  visitor: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL,
        serviceWorkers: 'allow',
        viewport: { width: 1366, height: 900 },
        locale: 'en-US',
      })
      // The newsletter popup (after 5 s or half a page) would cover what a test looks at; a person
      // who closed it is not asked again for a while. Set once, as that person's browser keeps it.
      const first = await context.newPage()
      await first.goto('/robots.txt')
      await first.evaluate(
        ([closed, closedAt]) => {
          localStorage.setItem(closed!, 'true')
          localStorage.setItem(closedAt!, String(Date.now()))
        },
        [POPUP_CLOSED_KEY, POPUP_CLOSED_AT_KEY],
      )
      await first.close()
      await use(context)
      await context.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring.
  problems: async ({}, provide) => provide({ errors: [], cspViolations: [] }),

  failOnBrowserProblems: [
    async ({ visitor, problems }, use, testInfo) => {
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return
        const text = message.text()
        const where = message.location().url
        if (isMapTileFailure(text, where)) return
        if (/Content Security Policy/i.test(text))
          problems.cspViolations.push(`${message.page()?.url()}: ${text}`)
        problems.errors.push(`${message.page()?.url() ?? where}: ${text}`)
      }
      const onError = (error: WebError) =>
        problems.errors.push(`${error.page()?.url()}: uncaught ${error.error().message}`)
      visitor.on('console', onConsole)
      visitor.on('weberror', onError)
      await use()
      visitor.off('console', onConsole)
      visitor.off('weberror', onError)
      if (testInfo.status !== 'passed') return
      expect(problems.cspViolations, `CSP violations:\n${problems.cspViolations.join('\n')}`).toEqual([])
      expect(problems.errors, `browser errors:\n${problems.errors.join('\n')}`).toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Waits until React has hydrated the document (root.tsx sets data-hydrated once its effects ran):
 * a page whose inline scripts the CSP blocked never gets there.
 */
export async function expectHydrated(page: Page, what = page.url()) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no'), {
      message: `${what} never hydrated`,
      // Long enough for a busy 2-core machine; a page whose scripts were blocked never gets there.
      timeout: 45_000,
    })
    .toBe('true')
}

/** A new tab of the visitor's browser, opened on `path` (a visit from the address bar). */
export async function openTab(visitor: BrowserContext, path: string, status = 200) {
  const page = await visitor.newPage()
  const response = await page.goto(path)
  expect(response?.status(), `HTTP status of ${path}`).toBe(status)
  await expectHydrated(page, path)
  return page
}

/**
 * Waits until the browser has fetched the late code of each part (ADR 031: a deferred part's
 * chunk, a lazy map or dialog): `names` are the chunks' names in build/client/assets, before the
 * content hash (`main-footer` for `main-footer-BwrxlXiK.js`). Fetched from the network or the
 * service worker's cache, the browser lists it among the document's resources.
 */
export async function expectLateCode(page: Page, names: string[]) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (wanted) =>
            wanted.filter(
              (name) =>
                !performance
                  .getEntriesByType('resource')
                  .some((entry) => new URL(entry.name).pathname.startsWith(`/assets/${name}-`)),
            ),
          names,
        ),
      { message: `late code never fetched on ${page.url()}`, timeout: 20_000 },
    )
    .toEqual([])
}

/** A new tab of the visitor's browser on `path`, with the document's answer (its headers). */
export async function openTabWithAnswer(visitor: BrowserContext, path: string) {
  const page = await visitor.newPage()
  const response = await page.goto(path)
  expect(response?.status(), `HTTP status of ${path}`).toBe(200)
  await expectHydrated(page, path)
  return { page, response: response! }
}
