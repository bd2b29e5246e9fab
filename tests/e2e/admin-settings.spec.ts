import type { Page } from '@playwright/test'
import { signIn } from './admin-helpers'
import { expect, expectNoAxeViolations, messages, test, visit } from './fixtures'

// Signing in costs a password hash and the test runs axe four times: slow on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 })

const t = messages.en
const s = t.adminSettings

/** Types a new course-site address into the settings form and saves it. */
async function saveCourseSite(page: Page, url: string) {
  await visit(page, '/admin/settings')
  await page.getByRole('textbox', { name: s.fields.courseSiteUrl, exact: true }).fill(url)
  await page.getByRole('button', { name: s.save }).click()
  await expect(page.getByRole('status').filter({ hasText: s.saved.split(':')[0]! })).toBeVisible()
}

const getStarted = (page: Page) =>
  page.getByTestId('hero').getByRole('link', { name: new RegExp(`^${t.home.hero.getStarted}`) })

test.describe('Site Settings', () => {
  // A refused save answers 400 on purpose; Chromium logs that status.
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('staff change the course-site URL and the home page "Get Started" goes there', async ({ page }) => {
    await signIn(page)
    await visit(page, '/')
    const original = await getStarted(page).getAttribute('href')
    expect(original).toBeTruthy()
    const changed = 'https://learn.courier-network-e2e.example.com/start'
    try {
      await visit(page, '/admin/settings')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title)
      // A bad value: the message beside the field, what was typed kept, nothing saved.
      const field = page.getByRole('textbox', { name: s.fields.courseSiteUrl, exact: true })
      await field.fill('http://not-secure.example.com')
      await page.getByRole('button', { name: s.save }).click()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#setting-courseSiteUrl-error')).toHaveText(s.errors.https)
      await expect(field).toHaveValue('http://not-secure.example.com')
      await expectNoAxeViolations(page)

      await saveCourseSite(page, changed)
      const row = page.getByTestId('settings-change').first()
      await expect(row).toContainText(s.fields.courseSiteUrl)
      await expect(row).toContainText(changed)
      await expectNoAxeViolations(page)

      await visit(page, '/')
      await expect(getStarted(page)).toHaveAttribute('href', changed)
    } finally {
      // Other specs read the home page: the course site as it was.
      await saveCourseSite(page, original!)
    }
    await visit(page, '/')
    await expect(getStarted(page)).toHaveAttribute('href', original!)
  })
})
