import { adminSession, openAdmin } from './admin-helpers'
import {
  expect,
  expectNoAxeViolations,
  journeyLangs,
  localized,
  messages,
  settings,
  test,
  visit,
} from './fixtures'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

// Issue #35: the register's screen and the Earnings Claim Statement (whose axe check is the audits',
// a public page in both languages). Nothing is changed: the seeded claim has no basis, so the
// statement states none.
for (const lang of journeyLangs) {
  const t = messages[lang]

  test(`the register lists the seeded claim with its basis missing (${lang})`, async ({ page }) => {
    await openAdmin(page, { lang, path: '/admin/earnings-claims' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.adminEarningsClaims.title)
    const row = page.getByTestId('claim-row').filter({ hasText: '$4,000 - $6,000+' })
    await expect(row.getByTestId('claim-basis')).toHaveText(t.adminEarningsClaims.list.incomplete)
    await visit(page, localized(lang, '/admin/earnings-claims?edit=1'))
    await expect(
      page.getByTestId('claim-form').getByLabel(t.adminEarningsClaims.form.figure, { exact: true }),
    ).toHaveValue('$4,000 - $6,000+')
    await expect(page.getByTestId('claim-share')).toHaveText(t.adminEarningsClaims.form.noShare)
  })

  test(`the Earnings Claim Statement (${lang})`, async ({ page }) => {
    const s = t.earningsClaims.statement
    await visit(page, localized(lang, '/earnings-claim-statement'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.heading)
    await expect(page.getByTestId('statement-seller')).toContainText(settings.businessName)
    await expect(page.getByTestId('statement-substantiation')).toHaveText(s.substantiation)
    await expect(page.getByText(s.none)).toBeVisible()
  })
}

// axe on the staff screens of #35 in both languages: the register, its edit form and a claim's
// substantiation documents.
for (const lang of ['en', 'es'] as const) {
  const t = messages[lang]
  test(`axe finds nothing on the register, its form and the documents screen (${lang})`, async ({ page }) => {
    await openAdmin(page, { lang, path: '/admin/earnings-claims' })
    await expectNoAxeViolations(page)
    await visit(page, localized(lang, '/admin/earnings-claims?edit=1'))
    await expectNoAxeViolations(page)
    await page.getByTestId('claim-documents-link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t.adminEarningsClaims.documents.heading.replace('{{claim}}', '$4,000 - $6,000+'),
    )
    await expect(page.getByTestId('claim-documents-empty')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
