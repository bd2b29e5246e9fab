import { existsSync } from 'node:fs'
import { defineConfig, type Project } from '@playwright/test'
import { e2eServerEnv } from './tests/e2e/server-env'

/**
 * The browser tests, in one Playwright run against one server: the end-to-end tests (tests/e2e)
 * and the audits over the route inventory (tests/audits: axe, Nu Html Checker, links, headers).
 * They run against the production build (`npx react-router build` runs first; this config never
 * builds). scripts/e2e-server.js serves it on a fresh temporary PGlite directory.
 *
 * Subsets: `--project='audits-*'` runs the audits alone (`node scripts/test.js audits`);
 * E2E_SKIP_AUDITS=1 leaves the audit projects out (`node scripts/test.js e2e`). 'content-editing'
 * depends on every other project, so naming it runs everything.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
/**
 * Debian's headless shell (package chromium-headless-shell, the headless-only build Playwright itself
 * runs by default) when installed: on these machines a page loads and hydrates in about half the
 * time and CPU of the full browser in its new headless mode. Otherwise Debian's chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
const baseURL = `http://127.0.0.1:${port}`
const desktop = { viewport: { width: 1366, height: 900 } }
const mobile = { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: false }

/**
 * The audits: every audit at desktop width (the accessibility audit resizes each page to mobile width
 * too, tests/audits/axe.ts), after 'audits-inventory' has listed the pages with their samples once
 * for the whole run.
 */
const audits: (Project & { name: string })[] =
  process.env.E2E_SKIP_AUDITS === '1'
    ? []
    : [
        { name: 'audits-inventory', testDir: 'tests/audits', testMatch: /inventory\.setup\.ts$/ },
        // Each audit test is one page in one language: they share nothing, so both workers take
        // them one by one instead of a whole file each (the accessibility file alone was 14 minutes).
        {
          name: 'audits-desktop',
          testDir: 'tests/audits',
          dependencies: ['audits-inventory'],
          fullyParallel: true,
          use: desktop,
        },
      ]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // Three workers on two cores: a whole run keeps about two thirds of one core busy (measured with
  // /usr/bin/time: 334 CPU-s in 508 s with two workers): the tests mostly wait (hydration, a
  // server's answer, an animation), so a third worker uses time the other two leave idle.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // No retries (issue #41): a test that fails under load is fixed at its cause, never run again.
  retries: 0,
  // Generous: a 2-core CI machine running the whole suite renders some pages slowly.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // The JSON report keeps each test's duration: `node scripts/e2e-durations.js` lists the slowest.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['json', { outputFile: 'reports/e2e.json' }],
    // Worker-seconds and page loads per file; fails the run when a project is over its page-load
    // budget (tests/page-load-budget.json).
    ['./tests/support/page-load-reporter.ts'],
  ],
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    // No trace unless asked for (E2E_TRACE=retain-on-failure, or on, to look at one with
    // `npx playwright show-trace`): recording one for every test, to keep it only when the test
    // fails, was a third of the audits' CPU (the audits alone, three workers: 157 s with traces,
    // 128 s with DOM snapshots but no screencast, 111 s with none; page.spec.ts 302, 234 and 197
    // worker-s). A failure still leaves its screenshot and its page snapshot (error-context.md).
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // The site's service worker (ADR 026) stays out of the tests: it would precache assets and
    // answer requests behind every test's back. tests/e2e/service-worker.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...(chromiumPath.endsWith('headless-shell') ? [] : ['--headless=new']),
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      // Signs in as the first staff account once and saves the session (tests/e2e/admin-helpers.ts
      // adminSession) for the admin specs.
      name: 'admin-session',
      testMatch: /admin-session\.setup\.ts$/,
      use: desktop,
    },
    {
      name: 'desktop',
      dependencies: ['admin-session'],
      testIgnore: [
        /mobile/,
        /admin-content/,
        /admin-newsletters/,
        /admin-site-data/,
        /portal-page/,
        /deploy/,
      ],
      use: desktop,
    },
    {
      name: 'mobile',
      testMatch: /mobile.*\.spec\.ts$/,
      use: mobile,
    },
    ...audits,
    {
      // A visitor who comes back (issue #29): the 304 rule over HTTP for every page kind
      // (not-modified.spec.ts); each browser file keeps one browser context for all its tests, with
      // the HTTP cache on and the service worker allowed (tests/returning/visitor.ts), and visits one
      // page per shell and per late part again (new tab, reload, back, forward), an admin and a
      // portal screen.
      name: 'returning',
      testDir: 'tests/returning',
      dependencies: audits.filter((p) => p.name === 'audits-inventory').map((p) => p.name),
      use: desktop,
    },
    {
      // A deployment under an open page (tests/e2e/deploy.spec.ts): builds a second release and
      // serves both on a port of its own (E2E_PORT + 3), one after the other. Its own project so it
      // can be run alone (`--project=deploy --no-deps`); after the other browser tests, so its
      // build does not slow them down.
      name: 'deploy',
      testMatch: /deploy\.spec\.ts$/,
      dependencies: ['desktop', 'mobile', ...audits.map((p) => p.name)],
      use: desktop,
    },
    {
      // Edits the live home page content, products, videos and an operator's page (then restores
      // them or deletes what it made), and sends
      // newsletters to every active subscriber: runs after every other project, the audits included, so no other test sees the
      // edited texts or gets a newsletter in its mailbox.
      name: 'content-editing',
      testMatch: /(admin-(content|newsletters|site-data)|portal-page)\.spec\.ts$/,
      dependencies: ['admin-session', 'desktop', 'mobile', 'returning', ...audits.map((p) => p.name)],
      use: desktop,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.js',
    url: `${baseURL}/healthz`,
    env: { E2E_PORT: String(port), ...e2eServerEnv },
    reuseExistingServer: false,
    // Migrating and seeding a new database takes a minute on a loaded 2-core machine.
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
