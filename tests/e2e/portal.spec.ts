import { adminSession, openAdmin, SLOW } from './admin-helpers'
import { expect, expectNoAxeViolations, messages, test, waitForHydration } from './fixtures'
import { mailbox } from './mailbox'

// Staff are signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })
// Signing in and setting a password cost a password hash each: slow on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 })

const t = messages.en

/**
 * The operator portal's way in (issue #21 item 1): staff invite an operator from the Operators tab,
 * the invitation arrives at the SMTP peer, the operator sets a password through its link, signs in
 * at /portal, sees the portal home, and signs out.
 */
test('staff invite → mail at the SMTP peer → set password and sign in without JavaScript → sign in → portal home → sign out', async ({
  page,
  browser,
}) => {
  const address = `portal-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.21.${Math.floor(Math.random() * 250)}.7` })
  await openAdmin(page, { path: '/admin/operators' })
  await expectNoAxeViolations(page)
  const cell = page.getByTestId(/^portal-access-\d+$/).last()
  await cell.getByLabel(t.portal.admin.email).fill(address)
  await cell
    .getByRole('button', { name: new RegExp(`^(${t.portal.admin.invite}|${t.portal.admin.resend})`) })
    .click()
  await expect(page.getByText(t.portal.admin.invitedNotice.replace('{{email}}', address))).toBeVisible({
    timeout: SLOW,
  })
  await expect(
    page
      .getByTestId(/^portal-access-\d+$/)
      .last()
      .getByTestId('portal-state'),
  ).toContainText(t.portal.admin.invited.split(',')[0]!)

  const [mail] = await mailbox.waitFor((m) => m.to.includes(address))
  expect(mail!.subject).toBe('Your invitation to the Operator Portal')
  const link = /https?:\/\/[^\s"<>]+\/portal\/set-password\?token=[\w-]{43}/.exec(mail!.text)![0]
  const target = new URL(link)

  // The operator, in a browser of their own with JavaScript off (issue #46: the page refused its
  // own form before its scripts ran): the form posts, the password is set, and they sign in.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! })
  const plain = await noScript.newPage()
  await plain.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.22.${Math.floor(Math.random() * 250)}.7` })
  const form = await plain.goto(target.pathname + target.search)
  const policies = (await form!.headersArray()).filter((h) => h.name.toLowerCase() === 'referrer-policy')
  expect(policies.map((h) => h.value)).toEqual(['same-origin'])
  await expect(plain.getByRole('heading', { name: t.portal.setPassword.titleInvite })).toBeVisible()
  await plain.getByLabel(t.portal.setPassword.password).fill('operator-e2e-pass')
  await plain.getByLabel(t.portal.setPassword.confirmPassword).fill('operator-e2e-pass')
  await plain.getByRole('button', { name: t.portal.setPassword.submit }).click()
  await expect(plain.getByText(t.portal.login.passwordSet)).toBeVisible({ timeout: SLOW })
  await expect(plain).toHaveURL(/\/portal\?password-set/)
  await plain.getByLabel(t.portal.login.email).fill(address)
  await plain.getByLabel(t.portal.login.password).fill('operator-e2e-pass')
  await plain.getByRole('button', { name: t.portal.login.submit }).click()
  await expect(plain).toHaveURL(/\/portal\/home$/, { timeout: SLOW })
  await expect(plain.getByTestId('portal-operator-name')).toBeVisible()
  // The link works once; its page tells no other site the token.
  const again = await plain.request.get(target.pathname + target.search)
  expect(again.status()).toBe(410)
  expect(again.headers()['referrer-policy']).toBe('same-origin')
  await noScript.close()

  // Signing in with the page's scripts running, in the browser of the staff test (signed out).
  await page.context().clearCookies()
  await page.goto('/portal')
  await waitForHydration(page)
  await page.getByLabel(t.portal.login.email).fill(address)
  await page.getByLabel(t.portal.login.password).fill('operator-e2e-pass')
  await page.getByRole('button', { name: t.portal.login.submit }).click()
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: SLOW })
  await expect(page.getByTestId('portal-operator-name')).toBeVisible()
  const nav = page.getByRole('navigation', { name: t.portal.shell.navLabel })
  for (const key of ['page', 'bookings', 'quotes', 'training'] as const) {
    await expect(nav.getByRole('link', { name: t.portal.nav[key] })).toBeVisible()
  }
  await expect(page.getByTestId('main-footer')).toHaveCount(0)
  await expectNoAxeViolations(page)
  // No way into the admin with an operator session.
  await page.goto('/admin/operators')
  await expect(page).toHaveURL(/\/admin(\?|$)/)
  await page.goto('/portal/home')

  await page.getByRole('button', { name: t.portal.shell.signOut }).click()
  await expect(page.getByText(t.portal.login.signedOut)).toBeVisible({ timeout: SLOW })
  await page.goto('/portal/home')
  await expect(page).toHaveURL(/\/portal$/)
})
