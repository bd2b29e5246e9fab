import { defineConfig } from '@playwright/test'
import { e2eServerEnv } from './tests/e2e/server-env'

/**
 * End-to-end tests against the production build (`npx react-router build` runs first; this
 * config never builds). scripts/e2e-server.js serves it on a fresh temporary PGlite directory.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: a 2-core CI machine running the whole suite renders some pages slowly.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
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
      use: { viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'desktop',
      dependencies: ['admin-session'],
      testIgnore: [/mobile/, /admin-content/, /admin-newsletters/],
      use: { viewport: { width: 1366, height: 900 } },
    },
    {
      // Edits the live home page content (then restores it), and sends newsletters to every active
      // subscriber: runs after every other test so no other spec sees the edited texts or gets a
      // newsletter in its mailbox.
      name: 'content-editing',
      testMatch: /admin-(content|newsletters)\.spec\.ts$/,
      dependencies: ['admin-session', 'desktop', 'mobile'],
      use: { viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'mobile',
      testMatch: /mobile.*\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: false },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.js',
    url: `${baseURL}/healthz`,
    env: { E2E_PORT: String(port), ...e2eServerEnv },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
