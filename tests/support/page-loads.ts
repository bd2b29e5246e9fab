/**
 * The browser suite's cost, counted (issue #41): every page load (a navigation of a tab's main frame
 * that asks for a document: `goto`, a followed link that is not a client-side navigation, a form
 * post without JavaScript, `reload`, a redirect's first request) of every browser context a test
 * opens. Each test carries its count as a `page loads` annotation; the page-load reporter
 * (tests/support/page-load-reporter.ts) adds them up per project and compares the sums with
 * tests/page-load-budget.json.
 */
import { test as base, type Browser, type BrowserContext, type Request } from '@playwright/test'

export const PAGE_LOADS = 'page loads'

/** Loads counted since the current test of this worker began (a worker runs one test at a time). */
let current = 0
const hooked = new WeakSet<BrowserContext>()

export function isPageLoad(request: Request): boolean {
  if (!request.isNavigationRequest() || request.redirectedFrom()) return false
  try {
    const frame = request.frame()
    return frame === frame.page().mainFrame()
  } catch {
    // A service worker's own request has no frame: not a page load.
    return false
  }
}

function hook(context: BrowserContext) {
  if (hooked.has(context)) return
  hooked.add(context)
  context.on('request', (request) => {
    if (isPageLoad(request)) current++
  })
}

/** Hooks every context the browser has and every one it opens from now on. */
function hookBrowser(browser: Browser) {
  for (const context of browser.contexts()) hook(context)
  const marked = browser as Browser & { __pageLoadsHooked?: boolean }
  if (marked.__pageLoadsHooked) return
  marked.__pageLoadsHooked = true
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (...args) => {
    const context = await newContext(...args)
    hook(context)
    return context
  }
}

/**
 * The base of every browser test: `pageLoadHook` (worker) watches the worker's browser before any
 * other fixture opens a context on it; `pageLoads` (each test) starts the count and writes it down.
 */
export const test = base.extend<{ pageLoads: void }, { pageLoadHook: void }>({
  pageLoadHook: [
    async ({ browser }, use) => {
      hookBrowser(browser)
      await use()
    },
    { scope: 'worker', auto: true },
  ],
  pageLoads: [
    async ({ browser }, use, testInfo) => {
      hookBrowser(browser)
      current = 0
      await use()
      testInfo.annotations.push({ type: PAGE_LOADS, description: String(current) })
    },
    { auto: true },
  ],
})
