import path from 'node:path'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

/**
 * The audits over the route inventory (`node scripts/test.js audits`, part of `npm test`): the same
 * browser, server and guards as the end-to-end tests (../../playwright.config.ts). Paths here are
 * relative to this folder. Every audit runs at desktop width; axe runs at mobile width too.
 */
const root = path.resolve(import.meta.dirname, '../..')

export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: path.join(root, 'test-results/audits'),
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report/audits') }],
  ],
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'mobile',
      testMatch: /accessibility\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: false },
    },
  ],
  webServer: { ...(base.webServer as object), cwd: root } as typeof base.webServer,
})
