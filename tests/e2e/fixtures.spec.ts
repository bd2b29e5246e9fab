import { expect, test, visit } from './fixtures'

/**
 * The guards of fixtures.ts must really fail a test: each case here breaks one on purpose and is
 * expected to fail (test.fail). If a guard stopped working, its case would pass and be reported.
 */
test.describe('the test guards', () => {
  test('a console error fails the test', async ({ page }) => {
    test.fail()
    await visit(page, '/')
    await page.evaluate(() => console.error('deliberate console error'))
  })

  test('an uncaught page error fails the test', async ({ page }) => {
    test.fail()
    await visit(page, '/')
    // Waits for the error itself, not for a time.
    const thrown = page.waitForEvent('pageerror')
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('deliberate uncaught error')
      })
    })
    await thrown
  })

  test('a 404 that is not a page fails the test', async ({ page }) => {
    test.fail()
    await visit(page, '/')
    // Waits for Chromium's report of the 404, not for a time.
    const reported = page.waitForEvent('console', (m) => m.type() === 'error')
    await page.evaluate(() => fetch('/assets/missing-file.js').then(() => undefined))
    await reported
  })

  test.describe('with axe at the end of the test', () => {
    test.use({ axeAfterTest: true })
    test('an accessibility violation left at the end of a test fails it', async ({ page }) => {
      test.fail()
      await visit(page, '/')
      await page.evaluate(() => {
        const img = document.createElement('img')
        img.src = '/favicon.svg'
        document.querySelector('main')!.append(img)
      })
      await expect(page.locator('main img')).toHaveCount(1)
    })
  })

  test('an HTML page without a CSP nonce fails the test', async ({ page }) => {
    test.fail()
    await page.route('/', async (route) => {
      const response = await route.fetch()
      const headers = response.headers()
      headers['content-security-policy'] = "default-src 'self'; script-src 'self' 'unsafe-inline'"
      await route.fulfill({ response, headers })
    })
    await page.goto('/')
  })

  test.describe('with an allow-list', () => {
    test.use({ allowedConsoleErrors: [/expected noise/] })
    test('an allowed console error does not fail the test', async ({ page }) => {
      await visit(page, '/')
      await page.evaluate(() => console.error('some expected noise'))
    })
  })
})
