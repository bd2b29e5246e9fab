import { adminSession, openAdmin } from './admin-helpers'
import { expect, localized, messages, test, visit } from './fixtures'
import { mailbox } from './mailbox'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

// The e2e mail sink refuses an address with '+reject-once' the first time (tests/support/mail-sink.js).
test('a refused confirmation shows as failed in the Mail tab, and Resend delivers it', async ({ page }) => {
  const t = messages.en
  const address = `mail-tab-${Date.now()}+reject-once@example.com`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.21.0.7' })
  await visit(page, localized('en', '/service/contact'))
  const form = page.getByTestId('service-contact-form')
  await form.locator('[name="name"]').fill('Mail Tab')
  await form.locator('[name="email"]').fill(address)
  await form.locator('[name="message"]').fill('Checking the outbox.')
  await form.getByRole('button', { name: t.forms.serviceContact.submit }).click()
  await expect(page.getByTestId('form-success')).toBeVisible()

  await openAdmin(page)
  await expect
    .poll(
      async () => {
        await page.goto(localized('en', '/admin/mail?status=failed'))
        return page.getByTestId('mail-row').filter({ hasText: address }).count()
      },
      { timeout: 20_000 },
    )
    .toBe(1)
  const row = page.getByTestId('mail-row').filter({ hasText: address })
  await expect(row.getByTestId('mail-status')).toHaveText(t.adminMail.status.failed)
  await expect(row).toContainText('550')
  await row.getByRole('button', { name: t.adminMail.resend }).click()
  await expect(page.getByRole('status')).toContainText(t.adminMail.resent.replace(/\{\{id\}\}.*/, ''))
  const [delivered] = await mailbox.waitFor((m) => m.to.includes(address))
  expect(delivered!.subject).toBe('We received your message')
  await page.goto(localized('en', '/admin/mail?status=sent'))
  await expect(page.getByTestId('mail-row').filter({ hasText: address })).toHaveCount(1)
})
