import { adminSession, openAdmin } from './admin-helpers'
import { expect, messages, test, expectNoAxeViolations } from './fixtures'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

// Signing in costs a password hash: slow on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 })

const t = messages.en
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text)

test.describe('Database Test tab', () => {
  test('both tests run on the server; the buttons are disabled while one runs', async ({ page }) => {
    await openAdmin(page, { path: '/admin/database' })
    await expectNoAxeViolations(page)
    // The read-only causes it lists: app/routes/admin/database-test.test.tsx.
    const connection = page.getByRole('button', { name: t.admin.dbTest.testConnection })
    const delray = page.getByRole('button', { name: t.admin.dbTest.debugDelray })
    const results = page.getByTestId('db-test-results')

    // Hold the answer back a moment to see the running state.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/admin/database.data*', async (route) => {
      await held
      await route.continue()
    })
    await connection.click()
    await expect(results).toHaveText(new RegExp(t.admin.dbTest.testing.replace(/\./g, '\\.')))
    await expect(connection).toBeDisabled()
    await expect(delray).toBeDisabled()
    release()
    await expect(results).toContainText(t.admin.dbTest.connected)
    await expect(results).toContainText(
      fill(t.admin.dbTest.fullyFunctional, {
        name: 'Delray Beach Courier',
        email: 'dispatch@delraybeachcourier.example',
      }),
    )
    await expect(connection).toBeEnabled()
    await page.unroute('**/admin/database.data*')

    await delray.click()
    await expect(results).toContainText(
      fill(t.admin.dbTest.delrayFound, {
        name: 'Delray Beach Courier',
        slug: 'delray-beach-courier',
        contact: 'Maria Alvarez',
      }),
    )
    await expect(results).toContainText(
      fill(t.admin.dbTest.profileImage, { url: '/images/operators/delray-beach-courier.svg' }),
    )
    // Whether the seeded image file exists yet or not, the check reports what the server saw.
    await expect(results.locator('li').last()).toHaveText(/HTTP \d{3}/)
    await expect(delray).toBeEnabled()
  })
})

test.describe('launch checklist', () => {
  test('seven items; toggles and the percent follow each click', async ({ page }) => {
    await openAdmin(page, { path: '/launch-checklist' })
    await expectNoAxeViolations(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.launchChecklist.title)
    const items = page.locator('[data-testid^="checklist-"]').filter({ has: page.locator('form') })
    await expect(items).toHaveCount(7)
    await expect(page.getByTestId('important-notes')).toContainText(t.launchChecklist.notes.title)
    const percent = page.getByTestId('checklist-percent')
    const bar = page.getByRole('progressbar', { name: t.launchChecklist.progressLabel })
    const toggle = (id: 'dns' | 'ssl' | 'seo') =>
      page.getByRole('button', { name: new RegExp(`^${t.launchChecklist.items[id].title}`) })

    // Start from whatever an earlier run left: clear the three items used here.
    for (const id of ['dns', 'ssl', 'seo'] as const) {
      if ((await toggle(id).getAttribute('aria-pressed')) === 'true') {
        await toggle(id).click()
        await expect(toggle(id)).toHaveAttribute('aria-pressed', 'false')
      }
    }
    const start = Number((await bar.getAttribute('aria-valuenow'))!)
    const done = Math.round((start / 100) * 7)
    const expected = (n: number) => Math.round(((done + n) / 7) * 100)

    await toggle('dns').click()
    await expect(toggle('dns')).toHaveAttribute('aria-pressed', 'true')
    await expect(percent).toHaveText(fill(t.launchChecklist.percent, { percent: expected(1) }))
    await toggle('seo').click()
    await expect(percent).toHaveText(fill(t.launchChecklist.percent, { percent: expected(2) }))
    await expect(bar).toHaveAttribute('aria-valuenow', String(expected(2)))

    // That the toggles are stored and read back: tests/integration/admin-diagnostics.test.ts
    // › launch checklist › stores the toggles and computes the rounded percent.

    await toggle('dns').click()
    await expect(percent).toHaveText(fill(t.launchChecklist.percent, { percent: expected(1) }))
    await toggle('seo').click()
    await expect(percent).toHaveText(fill(t.launchChecklist.percent, { percent: expected(0) }))
  })
})

test.describe('operator pages verification', () => {
  test('Run Verification: connection, routing, the operator table, Test Load, summary and recommendations', async ({
    page,
  }) => {
    await openAdmin(page, { path: '/verify-operators' })
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: t.verifyOperators.run }).click()
    await expect(page.getByTestId('connection-status')).toContainText(
      /Connected: \d+ operators read in \d+ ms\./,
    )
    await expect(
      page.getByText(`${t.verifyOperators.steps.insert}: ${t.verifyOperators.steps.passed}`),
    ).toBeVisible()
    await expect(
      page.getByText(`${t.verifyOperators.steps.remove}: ${t.verifyOperators.steps.passed}`),
    ).toBeVisible()
    const table = page.getByRole('table', { name: t.verifyOperators.table.caption })
    const rows = table.locator('tbody tr')
    const count = await rows.count()
    expect(count).toBeGreaterThanOrEqual(6)
    await expect(page.getByTestId('routing-status')).toHaveText(
      fill(t.verifyOperators.routing.summary, { routable: count, total: count }),
    )
    const delray = table.getByRole('row', { name: /Delray Beach Courier/ })
    await expect(delray).toContainText('Delray Beach, FL')
    await expect(delray.getByRole('link', { name: /^Open Page: Delray Beach Courier/ })).toHaveAttribute(
      'href',
      '/delray-beach-courier',
    )
    await delray.getByRole('button', { name: 'Test Load: Delray Beach Courier' }).click()
    await expect(page.getByTestId('verify-details')).toContainText(
      fill(t.verifyOperators.details.loaded, { name: 'Delray Beach Courier', slug: 'delray-beach-courier' }),
    )
    await expect(page.getByTestId('verify-summary')).toContainText(String(count))
    await expect(page.getByTestId('verify-recommendations')).toHaveText(
      fill(t.verifyOperators.recommend.allGood, { count }),
    )

    // The temporary operator is gone: a second run reads the same number.
    await page.getByRole('button', { name: t.verifyOperators.run }).click()
    await expect(page.getByTestId('connection-status')).toContainText(`Connected: ${count} operators`)
  })
})
