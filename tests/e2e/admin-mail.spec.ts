import type { Page } from '@playwright/test'
import { adminSession, openAdmin } from './admin-helpers'
import { postForm } from './admin-http'
import { expect, messages, test } from './fixtures'
import { fetchPage } from './http'
import { mailbox } from './mailbox'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

/** The rows of the Mail tab for `status` holding `address`, as the server renders them. */
async function mailRows(page: Page, status: string, address: string) {
  const { document } = await fetchPage(page.request, `/admin/mail?status=${status}`)
  return [...document.querySelectorAll('[data-testid="mail-row"]')].filter((r) =>
    r.textContent?.includes(address),
  ).length
}

// The e2e mail sink refuses an address with '+reject-once' the first time (tests/support/mail-sink.js).
// The message is queued by the service contact form's action, posted over HTTP (the form's own
// journey: forms-service.spec.ts › service contact); the outbox's statuses and the resend:
// tests/integration/admin-mail.test.ts. In the browser: the failed row and the Resend button.
test('a refused confirmation shows as failed in the Mail tab, and Resend delivers it', async ({
  page,
  request,
  baseURL,
}) => {
  const t = messages.en
  const address = `mail-tab-${Date.now()}+reject-once@example.com`
  // Stored: the plain form post is sent on (303, Post/Redirect/Get, issue #42).
  await postForm(
    request,
    baseURL!,
    '/service/contact',
    { name: 'Mail Tab', email: address, message: 'Checking the outbox.' },
    { status: 303 },
  )

  // The refusal comes from the outbox worker: wait for it over HTTP, then open the tab once.
  await expect.poll(() => mailRows(page, 'failed', address), { timeout: 20_000 }).toBe(1)
  await openAdmin(page, { path: '/admin/mail?status=failed' })
  const row = page.getByTestId('mail-row').filter({ hasText: address })
  await expect(row.getByTestId('mail-status')).toHaveText(t.adminMail.status.failed)
  await expect(row).toContainText('550')
  await row.getByRole('button', { name: t.adminMail.resend }).click()
  await expect(page.getByRole('status')).toContainText(t.adminMail.resent.replace(/\{\{id\}\}.*/, ''))
  const [delivered] = await mailbox.waitFor((m) => m.to.includes(address))
  expect(delivered!.subject).toBe('We received your message')
  await expect.poll(() => mailRows(page, 'sent', address)).toBe(1)
})
