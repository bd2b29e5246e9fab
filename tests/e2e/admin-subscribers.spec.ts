import { adminSession, openAdmin, SLOW } from './admin-helpers'
import { expect, expectNoAxeViolations, messages, test } from './fixtures'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

/**
 * The Newsletter Manager's Subscribers sub-tab (issue #11 item 4): staff import a small CSV through
 * the file input, read what was imported and skipped, find the new pending rows with the status
 * filter and edit a subscriber's tags.
 */

// Signing in costs a password hash: slow on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 })

const t = messages.en
const s = t.adminNewsletters.subscribers
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [k, v]) => out.replaceAll(`{{${k}}}`, String(v)), text)

test('import a CSV, see the result and the pending rows, filter by status, edit tags', async ({ page }) => {
  const run = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`
  const first = `e2e-import-a-${run}@example.com`
  const second = `e2e-import-b-${run}@example.com`
  const csv = [
    'email,first_name,last_name,lang,tags',
    `${first},Irene,Import,en,e2e;vip`,
    `${second},Iván,Importado,es,`,
    'not-an-address,,,en,',
    `${first.toUpperCase()},Irene,Again,en,`,
  ].join('\r\n')

  await openAdmin(page, { path: '/admin/newsletters/subscribers' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.admin.shell.tabs.newsletters)
  await expect(page.getByRole('heading', { level: 2, name: s.title })).toBeVisible()
  await expect(page.getByRole('link', { name: t.adminNewsletters.tabs.subscribers })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.getByLabel(s.import.file).setInputFiles({
    name: 'subscribers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  })
  await page.getByRole('button', { name: s.import.submit, exact: true }).click()
  const result = page.getByTestId('import-result')
  await expect(result).toContainText(fill(s.import.imported_other, { count: 2 }), { timeout: SLOW })
  await expect(result).toContainText(fill(s.import.skipped_other, { count: 2 }))
  const skipped = result.getByTestId('import-skipped').getByRole('listitem')
  await expect(skipped).toHaveText([
    fill(s.import.skippedRow, { line: 4, email: 'not-an-address', reason: s.import.reasons.invalidEmail }),
    fill(s.import.skippedRow, { line: 5, email: first, reason: s.import.reasons.duplicate }),
  ])

  // The new rows are pending, from the CSV import, not confirmed yet.
  await page.getByLabel(s.search).fill(run)
  await page.getByLabel(s.statusFilter).selectOption('pending')
  await page.getByRole('button', { name: s.apply }).click()
  await expect(page).toHaveURL(/status=pending/)
  const rows = page.getByTestId('subscriber-row')
  await expect(rows).toHaveCount(2)
  for (const address of [first, second]) {
    const row = rows.filter({ hasText: address })
    await expect(row.getByTestId('subscriber-status')).toHaveText(s.status.pending)
    await expect(row).toContainText('CSV Import')
    await expect(row).toContainText(s.notConfirmed)
  }
  await expect(rows.filter({ hasText: first })).toContainText('Irene Import')
  await expect(rows.filter({ hasText: second })).toContainText('Iván Importado')
  await expectNoAxeViolations(page)

  // No active subscriber matches yet.
  await page.getByLabel(s.statusFilter).selectOption('active')
  await page.getByRole('button', { name: s.apply }).click()
  await expect(page).toHaveURL(/status=active/)
  await expect(page.getByTestId('subscribers-none')).toHaveText(s.none)
  await page.getByRole('link', { name: s.clear }).click()
  await expect(page).not.toHaveURL(/status=/)

  // Edit the first one's tags.
  await page.getByLabel(s.search).fill(first)
  await page.getByRole('button', { name: s.apply }).click()
  await expect(rows).toHaveCount(1)
  await expect(rows.getByTestId('subscriber-tags').getByRole('listitem')).toHaveText(['e2e', 'vip'])
  await rows.getByText(s.tagsEdit.summary).click()
  const tagsInput = rows.getByRole('textbox', { name: fill(s.tagsEdit.label, { email: first }) })
  await expect(tagsInput).toHaveValue('e2e, vip')
  await tagsInput.fill(' miami, vip ,Miami, newsletter ')
  await rows.getByRole('button', { name: s.tagsEdit.save }).click()
  await expect(page.getByRole('status')).toHaveText(fill(s.tagsEdit.saved, { email: first }))
  await expect(rows.getByTestId('subscriber-tags').getByRole('listitem')).toHaveText([
    'miami',
    'vip',
    'newsletter',
  ])
})
