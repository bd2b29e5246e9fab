import { expect, type Page, type Response } from '@playwright/test'
import { axeViolations, type Violation } from '../support/axe-run'
import { test as base } from '../support/page-loads'
import { CONSENT_KEY } from '../../app/domain/analytics/consent'
import { POPUP_CLOSED_AT_KEY, POPUP_CLOSED_KEY } from '../../app/domain/newsletter/popup'
import en from '../../app/i18n/en'
import es from '../../app/i18n/es'

export { expect }
export const messages = { en, es } as const
export type Lang = keyof typeof messages

/** WCAG 2.0/2.1 A and AA plus 2.2 AA: what the site promises. */
export { AXE_TAGS } from '../support/axe-run'

function formatViolations(url: string, violations: Violation[]) {
  const lines = violations.map((v) => {
    const targets = v.nodes
      .slice(0, 10)
      .map(
        (n) =>
          `      - ${n.target.join(' ')}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
      )
      .join('\n')
    const more = v.nodes.length > 10 ? `\n      … and ${v.nodes.length - 10} more` : ''
    return `  • ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.helpUrl}\n${targets}${more}`
  })
  return `${violations.length} accessibility violation(s) on ${url}:\n${lines.join('\n')}`
}

/** What the page shows: its URL, DOM and focused element, hashed in the browser. */
function pageState(page: Page) {
  return page.evaluate(() => {
    const text = `${location.href}|${document.activeElement?.outerHTML ?? ''}|${document.documentElement.outerHTML}`
    let hash = 5381
    for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(i)) | 0
    return `${text.length}:${hash}`
  })
}

/** The state each page was last checked in, so the end-of-test check does not repeat one. */
const lastChecked = new WeakMap<Page, string>()

/** Runs axe on the page as it is now; fails with a readable list (rule, help, targets). */
export async function expectNoAxeViolations(page: Page) {
  lastChecked.set(page, await pageState(page))
  const violations = await axeViolations(page)
  const url = page.url()
  // Compared as one line per violation so a failure reads as a list, not an object diff.
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} [${v.nodes.map((n) => n.target.join(' ')).join(', ')}]`,
  )
  expect(summary, formatViolations(url, violations)).toEqual([])
}

/**
 * Waits until React has hydrated the document: the Shell sets `data-hydrated="true"` on <html>
 * from an effect, which only runs in the browser after hydration.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext === 'object',
  )
}

/**
 * Opens a path, checks the status and waits for hydration. No axe here: the audits
 * (tests/audits/page.spec.ts) run it on every page as loaded, in both languages at both
 * widths; a test calls `expectNoAxeViolations` itself on the states only it reaches (a success
 * panel, an error beside a field, an open dialog or menu, an admin screen).
 */
export async function visit(page: Page, path: string, { status = 200 }: { status?: number } = {}) {
  const response = await page.goto(path)
  expect(response, `no response for ${path}`).not.toBeNull()
  expect(response!.status(), `HTTP status of ${path}`).toBe(status)
  await waitForHydration(page)
  return response!
}

/**
 * The languages the journeys run in: English, unless E2E_LANGS says otherwise (`E2E_LANGS=en,es`
 * runs every journey in Spanish too). Spanish keeps its own smoke journeys, per shell and per
 * e-mail language, whatever this says; the audits check every page in /es, and
 * app/i18n/resources.test.ts that both languages have the same keys.
 */
export const journeyLangs: readonly Lang[] = (process.env.E2E_LANGS ?? 'en')
  .split(',')
  .map((l) => l.trim())
  .filter((l): l is Lang => l === 'en' || l === 'es')

/** The problems of one HTML response's security headers (empty when it is fine). */
export function securityHeaderProblems(headers: Record<string, string>): string[] {
  const problems: string[] = []
  const csp = headers['content-security-policy']
  if (!csp) {
    problems.push('no Content-Security-Policy')
  } else {
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
    )
    const scriptSrc = directives.get('script-src')
    if (!scriptSrc) problems.push('CSP has no script-src')
    else if (!scriptSrc.some((v) => /^'nonce-[A-Za-z0-9+/_-]{16,}={0,2}'$/.test(v)))
      problems.push(`CSP script-src has no nonce: ${scriptSrc.join(' ')}`)
    else if (scriptSrc.includes("'unsafe-inline'")) problems.push("CSP script-src allows 'unsafe-inline'")
    const ancestors = directives.get('frame-ancestors')
    if (ancestors?.join(' ') !== "'none'") problems.push(`CSP frame-ancestors is not 'none': ${ancestors}`)
  }
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff')
  if (!headers['referrer-policy']) problems.push('no Referrer-Policy')
  return problems
}

/** The nonce of a CSP header's script-src. */
export function cspNonce(headers: Record<string, string>): string | undefined {
  return headers['content-security-policy']?.match(/script-src[^;]*'nonce-([^']+)'/)?.[1]
}

type Options = {
  /**
   * Console errors a test expects (matched against the message text). Only for tests that
   * deliberately provoke one, such as the 500 of the error fallback.
   */
  allowedConsoleErrors: RegExp[]
  /**
   * Runs axe once more at the end of the test when the page changed since the last check. Off by
   * default (the audits run axe on every page as loaded); a spec that wants it turns it on.
   */
  axeAfterTest: boolean
  /**
   * Before every page loads, store "newsletter popup closed just now" and "analytics declined", so
   * the popup (after 5 s) and the consent banner do not cover what a test is looking at. The
   * newsletter and consent specs turn it off; a test can skip it for its next load with
   * `skipStoragePresets(page)`.
   */
  presetBrowserStorage: boolean
}

/** sessionStorage key that makes the preset init script stand aside (see `skipStoragePresets`). */
export const NO_PRESET_KEY = 'e2e-no-storage-preset'

/** The next navigation or reload of this tab (only that one) gets no storage presets. */
export async function skipStoragePresets(page: Page) {
  await page.evaluate((key) => sessionStorage.setItem(key, '1'), NO_PRESET_KEY)
}

type AutoFixtures = {
  storagePresets: void
  offlineMapTiles: void
  failOnConsoleErrors: void
  checkHtmlResponses: void
  axeAfterEachTest: void
}

/** Tile servers of the default map tile URL (site setting mapTileUrl). */
export const MAP_TILE_HOSTS = /^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const isFailedLoad = (text: string, status: number) =>
  text.startsWith('Failed to load resource') && text.includes(`status of ${status}`)

export const test = base.extend<Options & AutoFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  axeAfterTest: [false, { option: true }],
  presetBrowserStorage: [true, { option: true }],

  storagePresets: [
    async ({ page, presetBrowserStorage }, use) => {
      if (presetBrowserStorage) {
        await page.addInitScript(
          (keys) => {
            try {
              if (window.top !== window) return
              // One-shot: `skipStoragePresets` leaves the next load alone, later ones get presets again.
              if (sessionStorage.getItem(keys.skip) === '1') {
                sessionStorage.removeItem(keys.skip)
                return
              }
              const now = Date.now()
              localStorage.setItem(keys.closed, 'true')
              localStorage.setItem(keys.closedAt, String(now))
              localStorage.setItem(keys.consent, `denied:${now}`)
            } catch {
              // Storage unavailable (about:blank, data: URLs): nothing to preset.
            }
          },
          {
            skip: NO_PRESET_KEY,
            closed: POPUP_CLOSED_KEY,
            closedAt: POPUP_CLOSED_AT_KEY,
            consent: CONSENT_KEY,
          },
        )
      }
      await use()
    },
    { auto: true },
  ],

  // The machines running the tests have no network: map tiles (OpenStreetMap by default) are
  // answered with a 1×1 PNG so the markets map renders without failed requests.
  offlineMapTiles: [
    async ({ page }, use) => {
      await page.route(MAP_TILE_HOSTS, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }),
      )
      await use()
    },
    { auto: true },
  ],

  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const messages: { text: string; where: string }[] = []
      const problems: string[] = []
      // Pages answering 404 on purpose (unknown paths, pages not built yet): Chromium reports the
      // status of the document, or of its `.data` request after a client-side navigation, as a
      // console error. The tests check those statuses themselves; any other 404 still fails.
      const notFoundPages = new Set<string>()
      page.on('response', (response: Response) => {
        if (response.status() !== 404) return
        const type = response.request().resourceType()
        const isPageData = type === 'fetch' && new URL(response.url()).pathname.endsWith('.data')
        if (type === 'document' || isPageData) notFoundPages.add(response.url())
      })
      page.on('console', (message) => {
        if (message.type() === 'error') messages.push({ text: message.text(), where: message.location().url })
      })
      page.on('pageerror', (error) => {
        if (allowedConsoleErrors.some((re) => re.test(error.message))) return
        problems.push(`uncaught ${error.name}: ${error.message}\n${error.stack ?? ''}`)
      })
      await use()
      for (const { text, where } of messages) {
        if (allowedConsoleErrors.some((re) => re.test(text))) continue
        if (isFailedLoad(text, 404) && notFoundPages.has(where)) continue
        problems.push(`console.error: ${text}${where ? ` (at ${where})` : ''}`)
      }
      if (testInfo.status === 'passed') {
        expect(problems, `browser errors during the test:\n${problems.join('\n')}`).toEqual([])
      } else if (problems.length) {
        testInfo.annotations.push({ type: 'browser errors', description: problems.join('\n') })
      }
    },
    { auto: true },
  ],

  checkHtmlResponses: [
    async ({ page, baseURL }, use, testInfo) => {
      const problems: string[] = []
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'document') return
        // Only this site's documents; framed third-party pages (video player, forms) are not ours.
        if (baseURL && new URL(response.url()).origin !== new URL(baseURL).origin) return
        const headers = response.headers()
        if (!headers['content-type']?.startsWith('text/html')) return
        for (const p of securityHeaderProblems(headers)) problems.push(`${response.url()}: ${p}`)
      })
      await use()
      if (testInfo.status === 'passed') {
        expect(problems, `security header problems:\n${problems.join('\n')}`).toEqual([])
      }
    },
    { auto: true },
  ],

  axeAfterEachTest: [
    async ({ page, axeAfterTest }, use, testInfo) => {
      await use()
      if (!axeAfterTest || testInfo.status !== 'passed') return
      if (page.isClosed() || !/^https?:/.test(page.url())) return
      if (lastChecked.get(page) === (await pageState(page))) return
      await expectNoAxeViolations(page)
    },
    { auto: true },
  ],
})

/** Every top navigation entry, in order (marketing-site.md §2), with its label key. */
export const mainNav = [
  { path: '/', key: 'home' },
  { path: '/opportunity', key: 'opportunity' },
  { path: '/what-you-get', key: 'whatYouGet' },
  { path: '/operators', key: 'operators' },
  { path: '/affiliate', key: 'affiliate' },
  { path: '/playbook', key: 'playbook' },
  { path: '/videos', key: 'videos' },
  { path: '/products', key: 'products' },
  { path: '/contact', key: 'contact' },
  { path: '/cart', key: 'cart' },
] as const

/** The service navigation (network-site.md §2.5), in order. */
export const serviceNav = [
  { path: '/service', key: 'home' },
  { path: '/service/areas', key: 'areas' },
  { path: '/service/calculator', key: 'calculator' },
  { path: '/service/order', key: 'order' },
  { path: '/service/become-operator', key: 'becomeOperator' },
  { path: '/service/business-registration', key: 'businessRegistration' },
  { path: '/service/contact', key: 'contact' },
] as const

/** `path` (English) as it is linked on a page in `lang`. */
export function localized(lang: Lang, path: string) {
  if (lang === 'en') return path
  return path === '/' ? '/es' : `/es${path}`
}

/** The editable content the seed writes (app/domain/content), per language. */
export { defaultContent as content } from '../../app/domain/content/defaults'

/** Default site settings the seed writes (app/domain/settings/site-settings.ts). */
export { siteSettingDefaults as settings } from '../../app/domain/settings/site-settings'

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
