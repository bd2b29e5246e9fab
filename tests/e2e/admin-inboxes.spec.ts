import { readFile } from 'node:fs/promises'
import { adminSession, openAdmin } from './admin-helpers'
import { placeOrder, postForm } from './admin-http'
import { expect, messages, test, visit, expectNoAxeViolations } from './fixtures'
import { fetchPage, metaContent } from './http'
import { mailbox } from './mailbox'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

/**
 * The Submissions and Orders tabs (issue #8 items 6 and 7): a lead sent through the public
 * /contact form is found in the inbox, set to contacted and exported as CSV; an order placed through
 * the shop checkout is marked paid then shipped, with the history shown. The lead and the order are
 * posted over HTTP (their forms' journeys: forms.spec.ts, shop.spec.ts); the lists, filters, status
 * changes and CSV columns: tests/integration/admin-inboxes.test.ts.
 */

// Signing in costs a password hash: slow on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 })

const t = messages.en
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, v), text)

test('a lead from /contact is in the Submissions inbox, set to contacted, and in the CSV export', async ({
  page,
  request,
  baseURL,
}) => {
  const address = `inbox-lead-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  // Posted as the /contact form posts it (its own journey: forms.spec.ts › lead form).
  await postForm(
    request,
    baseURL!,
    '/contact',
    {
      firstName: 'Inés',
      lastName: 'Lead',
      email: address,
      confirmEmail: address,
      phone: '(305) 555-0107',
      city: 'Miami',
      state: 'FL',
    },
    // Stored: the plain form post is sent on to /contact?sent=1 (Post/Redirect/Get, issue #42).
    { status: 303 },
  )

  await openAdmin(page, { path: '/admin/submissions' })
  await expectNoAxeViolations(page)
  await page.getByTestId('submissions-filter-lead').click()
  await expect(page.getByTestId('submissions-filter-lead')).toHaveAttribute('aria-current', 'page')
  await page.getByLabel(t.adminSubmissions.search).fill(address)
  await page.getByRole('button', { name: t.adminSubmissions.apply }).click()
  await expect(page).toHaveURL(/kind=lead/)
  const row = page.getByTestId('submission-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(address)
  await expect(row).toContainText('Inés Lead')
  await expect(row.getByTestId('submission-status')).toHaveText(t.adminSubmissions.status.new)

  await row.getByRole('link', { name: t.adminSubmissions.view }).click()
  const detail = page.getByTestId('submission-detail')
  await expect(detail).toBeVisible()
  await expect(detail.getByTestId('submission-fields')).toContainText(address)
  await expect(detail.getByTestId('submission-fields')).toContainText('(305) 555-0107')
  await detail.getByLabel(t.adminSubmissions.changeStatus).selectOption('contacted')
  await detail.getByRole('button', { name: t.adminSubmissions.save }).click()
  await expect(page.getByRole('status')).toContainText(t.adminSubmissions.status.contacted)
  await expect(row.getByTestId('submission-status')).toHaveText(t.adminSubmissions.status.contacted)
  await expect(detail.getByTestId('submission-changed')).toContainText('e2e-admin@example.com')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('submissions-export').click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^submissions-lead-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toMatch(/^id,kind,status,created_at,lang,source,email,name,/)
  expect(lines).toHaveLength(3) // header, the one lead, the final empty string
  expect(lines[1]).toContain(address)
  expect(lines[1]).toContain(',lead,contacted,')
})

test('an order from the shop checkout is marked paid then shipped, with its history, e-mails and invoice', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `inbox-buyer-${Date.now()}@example.com`
  // Placed through the checkout's action (the checkout's own journey: shop.spec.ts).
  const orderNumber = await placeOrder(request, baseURL!, { name: 'Olga Orders', email })

  await openAdmin(page, { path: '/admin/orders' })
  await expectNoAxeViolations(page)
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber! })
  await expect(row).toContainText('Olga Orders')
  await expect(row.getByTestId('order-status')).toHaveText(t.adminOrders.status.placed)
  await row.getByRole('link', { name: t.adminOrders.view }).click()
  const detail = page.getByTestId('order-detail')
  await expect(
    detail.getByRole('heading', { name: fill(t.adminOrders.detailTitle, { number: orderNumber! }) }),
  ).toBeVisible()
  await expect(detail.getByTestId('order-lines').locator('tbody tr')).toHaveCount(1)
  await expect(detail.getByTestId('order-address')).toContainText('600 Main Street')
  await expect(detail.getByTestId('order-history')).toHaveCount(0)
  // Shipping straight from placed is not offered.
  await expect(detail.getByTestId('order-set-shipped')).toHaveCount(0)

  await detail.getByTestId('order-set-paid').click()
  await expect(page.getByRole('status')).toContainText(t.adminOrders.status.paid)
  await expect(detail.getByTestId('order-detail-status')).toHaveText(t.adminOrders.status.paid)
  // Shipped with a carrier and tracking number (issue #20 item 3): the form is labelled and checked.
  const ship = detail.getByTestId('order-ship-form')
  await ship.getByLabel(t.adminOrders.shipment.carrier).selectOption('ups')
  await ship.getByLabel(t.adminOrders.shipment.trackingNumber).fill('1Z999AA10123456784')
  await expectNoAxeViolations(page)
  await detail.getByTestId('order-set-shipped').click()
  await expect(detail.getByTestId('order-detail-status')).toHaveText(t.adminOrders.status.shipped)
  await expect(detail.getByTestId('order-tracking')).toHaveText('UPS · 1Z999AA10123456784')
  const history = detail.getByTestId('order-history-row')
  await expect(history).toHaveCount(2)
  await expect(history.nth(0)).toContainText(t.adminOrders.status.placed)
  await expect(history.nth(0)).toContainText(t.adminOrders.status.paid)
  await expect(history.nth(1)).toContainText(t.adminOrders.status.shipped)
  await expect(history.nth(1)).toContainText('e2e-admin@example.com')
  await expect(detail.getByTestId('order-set-cancelled')).toHaveCount(0)

  await page.getByTestId('orders-filter-shipped').click()
  await expect(page.getByTestId('order-row').filter({ hasText: orderNumber! })).toHaveCount(1)

  // The buyer got "payment received" and "shipped" with the UPS tracking link.
  const paidMail = await mailbox.waitFor(
    (m) => m.to.includes(email) && m.subject.includes('Payment received'),
  )
  expect(paidMail[0]!.subject).toBe(`Payment received for your order ${orderNumber}`)
  const shippedMail = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.includes('has shipped'))
  expect(shippedMail[0]!.html).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784')

  // Send invoice: the e-mail's signed link opens the printable invoice; a tampered one is a 404.
  await row.getByRole('link', { name: t.adminOrders.view }).click()
  await detail.getByTestId('order-send-invoice').click()
  await expect(page.getByRole('status')).toContainText(
    fill(t.adminOrders.invoice.sent, { number: orderNumber! }),
  )
  await expect(detail.getByTestId('order-invoice-state')).toContainText(email)
  const [invoiceMail] = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Invoice'))
  const link = invoiceMail!.html.match(/href="([^"]+\/invoice\?token=[^"]+)"/)?.[1]?.replaceAll('&amp;', '&')
  expect(link).toBeTruthy()
  const invoiceUrl = new URL(link!)
  await visit(page, `${invoiceUrl.pathname}${invoiceUrl.search}`)
  const invoice = page.getByTestId('invoice')
  await expect(invoice.getByTestId('invoice-number')).toHaveText(orderNumber!)
  await expect(invoice.getByTestId('invoice-line')).toHaveCount(1)
  await expect(invoice.getByTestId('invoice-shipping')).toHaveText('$9.99')
  await expectNoAxeViolations(page)
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('[data-shell] > header').first()).toBeHidden()
  await expect(invoice).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  // What the server sends: kept out of search engines; a tampered link is a 404.
  const served = await fetchPage(request, `${invoiceUrl.pathname}${invoiceUrl.search}`)
  expect(metaContent(served.document, 'name="robots"')).toBe('noindex, nofollow')
  const tampered = invoiceUrl.search.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
  await fetchPage(request, `${invoiceUrl.pathname}${tampered}`, { status: 404 })
})
