import type { APIRequestContext, Page } from '@playwright/test'
import { adminSession, openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, messages, test } from './fixtures'
import { fetchPage } from './http'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })
test.describe.configure({ timeout: 150_000 })

const t = messages.en
const s = t.adminSettings

/** Types a new course-site address into the settings form on the open page and saves it. */
async function saveCourseSite(page: Page, url: string) {
  await page.getByRole('textbox', { name: s.fields.courseSiteUrl, exact: true }).fill(url)
  await page.getByRole('button', { name: s.save }).click()
  await expect(page.getByRole('status').filter({ hasText: s.saved.split(':')[0]! })).toBeVisible()
}

/** Where the home page's "Get Started" leads, as the server renders it. */
async function getStartedHref(request: APIRequestContext) {
  const { document } = await fetchPage(request, '/')
  const link = [...document.querySelectorAll('[data-testid="hero"] a')].find((a) =>
    a.textContent?.trim().startsWith(t.home.hero.getStarted),
  )
  return link?.getAttribute('href')
}

test.describe('Site Settings', () => {
  // A refused save answers 400 on purpose; Chromium logs that status.
  test.use({ allowedConsoleErrors: [/status of 400/] })

  // The saving, the public pages reading the new value at once, the refusals and the history:
  // tests/integration/admin-settings.test.ts. In the browser: the form's states and their axe.
  test('staff change the course-site URL and the home page "Get Started" goes there', async ({
    page,
    request,
  }) => {
    const original = await getStartedHref(request)
    expect(original).toBeTruthy()
    const changed = 'https://learn.courier-network-e2e.example.com/start'
    await openAdmin(page, { path: '/admin/settings' })
    try {
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

      expect(await getStartedHref(request)).toBe(changed)
    } finally {
      // Other specs read the home page: the course site as it was.
      await saveCourseSite(page, original!)
    }
    expect(await getStartedHref(request)).toBe(original)
  })
})
