import { adminSession, giveOwnClientIp, openAdmin, SLOW } from './admin-helpers'
import { expect, expectNoAxeViolations, messages, test, visit, waitForHydration } from './fixtures'
import { mailbox } from './mailbox'

// Staff are signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })
// An operator is made, invited, signs in (password hashes) and edits: slow on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 })

const t = messages.en
const es = messages.es

/**
 * My page (issue #21 item 2), the Done-when journey: staff invite an operator; the invitation
 * arrives at the SMTP peer; the operator sets a password, signs in, edits the Spanish bio and adds a
 * ZIP; the public page is unchanged until staff approve; after approval /es/{slug} shows the new bio.
 *
 * The operator is one this test makes (and deletes at the end), and the journey changes what
 * visitors see: it runs in the 'content-editing' project, after every other test.
 */
test('invite → set password → edit the Spanish bio and a ZIP → unchanged until approved → /es/{slug} shows it', async ({
  page,
  browser,
}) => {
  const o = t.operators.admin
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  const name = `Portal Page Courier ${run}`
  const slug = `portal-page-${run}`
  const address = `page-${run}@example.com`
  const oldBio = `Biografía publicada ${run}.`
  const newBio = `Biografía nueva desde el portal ${run}.`
  await giveOwnClientIp(page)

  // Staff add the operator.
  await openAdmin(page, { path: '/admin/operators?new' })
  await page.getByLabel(o.fields.name, { exact: true }).fill(name)
  await page.getByLabel(o.fields.customSlug, { exact: true }).fill(slug)
  await page.getByLabel(o.fields.zipCode, { exact: true }).fill('33444')
  await page.getByLabel(o.fields.bioEs, { exact: true }).fill(oldBio)
  await page.getByLabel(o.fields.serviceAreas, { exact: true }).fill('33444')
  await page.getByRole('button', { name: o.save, exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(o.saved.replace('{{slug}}', slug))

  try {
    // …and invite it.
    const row = page.getByRole('row').filter({ hasText: name })
    await row.getByLabel(t.portal.admin.email).fill(address)
    await row.getByRole('button', { name: new RegExp(`^${t.portal.admin.invite}`) }).click()
    await expect(page.getByText(t.portal.admin.invitedNotice.replace('{{email}}', address))).toBeVisible({
      timeout: SLOW,
    })
    const [mail] = await mailbox.waitFor((m) => m.to.includes(address))
    const link = /https?:\/\/[^\s"<>]+\/portal\/set-password\?token=[\w-]{43}/.exec(mail!.text)![0]
    const target = new URL(link)

    // The operator, in a browser of their own, in Spanish.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const operator = await context.newPage()
    await giveOwnClientIp(operator)
    await operator.goto(target.pathname + target.search)
    await waitForHydration(operator)
    await operator.getByLabel(t.portal.setPassword.password).fill('operator-page-pass')
    await operator.getByLabel(t.portal.setPassword.confirmPassword).fill('operator-page-pass')
    await operator.getByRole('button', { name: t.portal.setPassword.submit }).click()
    await expect(operator.getByText(t.portal.login.passwordSet)).toBeVisible({ timeout: SLOW })
    await operator.getByLabel(t.portal.login.email).fill(address)
    await operator.getByLabel(t.portal.login.password).fill('operator-page-pass')
    await operator.getByRole('button', { name: t.portal.login.submit }).click()
    await expect(operator).toHaveURL(/\/portal\/home$/, { timeout: SLOW })

    await operator.goto('/es/portal/page')
    await waitForHydration(operator)
    await expect(operator.getByRole('heading', { level: 1, name: es.portalPage.title })).toBeVisible()
    await expectNoAxeViolations(operator)
    const bioField = operator.getByLabel(es.operators.admin.fields.bioEs, { exact: true })
    await expect(bioField).toHaveValue(oldBio)
    await bioField.fill(newBio)
    await operator.getByLabel(es.portalPage.fields.serviceAreas, { exact: true }).fill('33444\n33483')
    await operator.getByRole('button', { name: es.portalPage.submit }).click()
    await expect(operator.getByRole('status')).toHaveText(es.portalPage.submitted, { timeout: SLOW })
    await expect(operator.getByTestId('portal-page-status')).toContainText(es.portalPage.status.submitted)
    // The preview shows the draft; the public page does not.
    await expect(operator.getByTestId('operator-preview')).toContainText(newBio)
    await visit(operator, `/es/${slug}`)
    await expect(operator.getByText(oldBio)).toBeVisible()
    await expect(operator.getByText(newBio)).toHaveCount(0)
    await expect(operator.getByText('33483')).toHaveCount(0)

    // Staff approve from the queue linked on the Operators tab.
    await openAdmin(page, { path: '/admin/operators' })
    await page.getByTestId('operator-changes-link').click()
    await expect(page.getByTestId('admin-title')).toBeVisible()
    const change = page.getByRole('region', { name })
    await expect(change.getByRole('row', { name: new RegExp(o.fields.bioEs) })).toContainText(newBio)
    await expectNoAxeViolations(page)
    await change
      .getByRole('button', { name: new RegExp(`^${t.adminOperatorChanges.approve}\\W+${name}$`) })
      .click()
    await expect(page.getByText(t.adminOperatorChanges.approved.replace('{{name}}', name))).toBeVisible()

    await visit(operator, `/es/${slug}`)
    await expect(operator.getByText(newBio)).toBeVisible()
    await expect(operator.getByText('33483')).toBeVisible()
    await visit(operator, '/es/portal/page')
    await expect(operator.getByTestId('portal-page-status')).toContainText(es.portalPage.status.published)
    await context.close()
  } finally {
    // The operator this test made goes again (its account and drafts with it).
    await openAdmin(page, { path: '/admin/operators' })
    await page.getByRole('link', { name: new RegExp(`^${o.delete}\\W+${name}$`) }).click()
    await page.getByRole('button', { name: o.deleteConfirm }).click()
    await expect(page.getByRole('status')).toHaveText(o.deleted.replace('{{name}}', name))
  }
})
