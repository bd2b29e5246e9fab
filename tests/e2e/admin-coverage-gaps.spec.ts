import { readFile } from 'node:fs/promises'
import { adminSession, openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, journeyLangs, localized, messages, test } from './fixtures'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })
test.describe.configure({ timeout: 150_000 })

/**
 * The Coverage Gaps tab (issue #21 item 5): a directory search by a ZIP code no operator is near is
 * counted on that ZIP, shown on the map and in the table, and found in the CSV export. The search is
 * a GET over HTTP (the directory's own journey: operators.spec.ts; the counting:
 * tests/integration/coverage-gaps.test.ts).
 */
for (const lang of journeyLangs) {
  const t = messages[lang].adminCoverageGaps
  test(`a directory search with no operator is a coverage gap on the map, in the table and the CSV (${lang})`, async ({
    page,
    request,
  }) => {
    // Anchorage: no operator within 50 miles.
    expect((await request.get(localized(lang, '/operators?zip=99501'))).status()).toBe(200)

    await openAdmin(page, { lang, path: '/admin/coverage-gaps' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages[lang].admin.shell.tabs.coverageGaps,
    )
    const row = page.getByTestId('coverage-gap-row').filter({ hasText: '99501' })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Anchorage, AK')
    const map = page.getByRole('region', { name: t.mapLabel })
    await expect(map.locator('.gap-marker-99501')).toHaveCount(1)
    await expectNoAxeViolations(page)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.exportCsv }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      /^coverage-gaps-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
    expect(csv.split('\r\n').some((line) => line.startsWith('99501,"Anchorage, AK",0,'))).toBe(true)
  })
}
