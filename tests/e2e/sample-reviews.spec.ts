import { adminSession, openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, messages, test } from './fixtures'

/**
 * Issue #30 item 3: no invented reviews in public data. The public pages' labels, the structured
 * data and the launch check's list are read from the server's HTML (sample-reviews.http.spec.ts);
 * the browser keeps the admin's operators list, marked, with axe (no audit loads admin screens).
 * In both languages, whatever E2E_LANGS says: the labels are words.
 */
test.use({ storageState: adminSession })

for (const lang of ['en', 'es'] as const) {
  const t = messages[lang]

  test(`the admin marks the operators whose reviews are samples (${lang})`, async ({ page }) => {
    await openAdmin(page, { lang, path: '/admin/operators' })
    const row = page
      .getByTestId('operators-admin-table')
      .getByRole('row')
      .filter({ hasText: 'Delray Beach Courier' })
    await expect(row.getByTestId('sample-badge')).toHaveText(t.common.sample)
    await expectNoAxeViolations(page)
  })
}
