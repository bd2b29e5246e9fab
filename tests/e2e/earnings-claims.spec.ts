import { adminSession, openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, localized, messages, test } from './fixtures'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

// Issue #35: axe on the staff screens of the register in both languages: the register, its edit
// form and a claim's substantiation documents, reached by their links (client-side). What they
// show (the seeded claim with its basis missing, the form's values) and the Earnings Claim
// Statement are read over HTTP: earnings-claims-http.spec.ts.
for (const lang of ['en', 'es'] as const) {
  const t = messages[lang]
  test(`axe finds nothing on the register, its form and the documents screen (${lang})`, async ({ page }) => {
    await openAdmin(page, { lang, path: '/admin/earnings-claims' })
    await expectNoAxeViolations(page)
    await page.locator('a[href$="/admin/earnings-claims?edit=1"]').first().click()
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/admin/earnings-claims')}\\?edit=1$`))
    await expect(page.getByTestId('claim-documents-link')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByTestId('claim-documents-link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t.adminEarningsClaims.documents.heading.replace('{{claim}}', '$4,000 - $6,000+'),
    )
    await expect(page.getByTestId('claim-documents-empty')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
