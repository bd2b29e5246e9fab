import { adminSession, openAdmin, SLOW } from './admin-helpers'
import { signInOverHttp } from './admin-http'
import { expect, messages, test, visit, expectNoAxeViolations } from './fixtures'
import { mailbox } from './mailbox'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

// Five password hashes (the link's, a sign-in, a wrong and a right change, a sign-in): slow on a busy
// 2-core machine.
test.describe.configure({ timeout: 180_000 })

const t = messages.en
/** A new context in a test gets the file's `storageState` too: a second person starts signed out. */
const signedOut = { cookies: [], origins: [] }
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, v), text)

test.describe('staff accounts', () => {
  test.use({ allowedConsoleErrors: [/status of (400|401|409)/] })

  test('add an account by invitation; its link sets the password without JavaScript and signs in; change its password; disabling it ends its session', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const email = `staff-${Date.now()}@example.com`
    await openAdmin(page, { path: '/admin/staff' })
    await expectNoAxeViolations(page)
    const add = page.getByRole('region', { name: t.admin.staff.addTitle })
    await add.getByLabel(t.admin.login.email).fill(email)
    // The optional initial password is checked all the same; left empty, an invitation goes out.
    await add.getByLabel(t.admin.staff.initialPassword, { exact: true }).fill('short')
    await add.getByRole('button', { name: t.admin.staff.add }).click()
    await expect(add.getByText(t.admin.errors.passwordLength)).toBeVisible()
    await add.getByLabel(t.admin.staff.initialPassword, { exact: true }).fill('')
    await add.getByRole('button', { name: t.admin.staff.add }).click()
    await expect(page.getByRole('status')).toHaveText(fill(t.admin.staff.invited, { email }), {
      timeout: SLOW,
    })
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(
      t.admin.staff.invitedUntil.split(':')[0]!,
    )

    // The same e-mail twice is refused.
    await add.getByLabel(t.admin.login.email).fill(email)
    await add.getByRole('button', { name: t.admin.staff.add }).click()
    await expect(add.getByText(t.admin.staff.errors.taken)).toBeVisible({ timeout: SLOW })

    // The invitation arrives at the SMTP peer (issue #45). The new member opens its link in a
    // browser with JavaScript off: the page tells no other site the token, and its form posts.
    const [mail] = await mailbox.waitFor((m) => m.to.includes(email))
    expect(mail!.subject).toBe('Your staff account: choose your password')
    const link = new URL(/https?:\/\/[^\s"<>]+\/admin\/set-password\?token=[\w-]{43}/.exec(mail!.text)![0])
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: signedOut,
      viewport: page.viewportSize()!,
    })
    const plain = await noScript.newPage()
    const form = await plain.goto(link.pathname + link.search)
    const policies = (await form!.headersArray()).filter((h) => h.name.toLowerCase() === 'referrer-policy')
    expect(policies.map((h) => h.value)).toEqual(['same-origin'])
    await expect(plain.getByRole('heading', { name: t.admin.setPassword.titleInvite })).toBeVisible()
    await plain.getByLabel(t.admin.setPassword.password, { exact: true }).fill('first-password-1')
    await plain.getByLabel(t.admin.setPassword.confirmPassword, { exact: true }).fill('first-password-1')
    await plain.getByRole('button', { name: t.admin.setPassword.submit }).click()
    // Signed in with the new password, on Staff Accounts.
    await expect(plain.getByRole('status')).toHaveText(t.admin.staff.passwordSet, { timeout: SLOW })
    // The link works once.
    expect((await plain.request.get(link.pathname + link.search)).status()).toBe(410)
    const signedInState = await noScript.storageState()
    await noScript.close()

    // The new member, signed in by the link, changes their password with the page's scripts.
    const other = await browser.newContext({ storageState: signedInState })
    const theirs = await other.newPage()
    await visit(theirs, '/admin/staff')
    const change = theirs.getByRole('region', { name: t.admin.staff.changeTitle })
    await change.getByLabel(t.admin.staff.currentPassword, { exact: true }).fill('wrong-password')
    await change.getByLabel(t.admin.staff.newPassword, { exact: true }).fill('second-password-2')
    await change.getByLabel(t.admin.staff.confirmPassword, { exact: true }).fill('second-password-2')
    await change.getByRole('button', { name: t.admin.staff.change }).click()
    await expect(change.getByText(t.admin.staff.errors.wrongCurrent)).toBeVisible({ timeout: SLOW })
    await change.getByLabel(t.admin.staff.currentPassword, { exact: true }).fill('first-password-1')
    await change.getByLabel(t.admin.staff.newPassword, { exact: true }).fill('second-password-2')
    await change.getByLabel(t.admin.staff.confirmPassword, { exact: true }).fill('second-password-2')
    await change.getByRole('button', { name: t.admin.staff.change }).click()
    await expect(theirs.getByRole('status')).toHaveText(t.admin.staff.changed, { timeout: SLOW })
    // Nobody can disable their own account: there is no button for it.
    await expect(theirs.getByRole('button', { name: fill(t.admin.staff.disable, { email }) })).toHaveCount(0)

    // The first admin disables the account: its open session stops working at once.
    await visit(page, '/admin/staff')
    await page.getByRole('button', { name: fill(t.admin.staff.disable, { email }) }).click()
    await expect(page.getByRole('status')).toHaveText(fill(t.admin.staff.disabledDone, { email }))
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(t.admin.staff.disabled)
    await theirs.goto('/admin/content')
    await expect(theirs.getByRole('heading', { level: 1 })).toHaveText(t.admin.login.title)
    await other.close()

    // Enabled again, it signs in with the new password.
    await page.getByRole('button', { name: fill(t.admin.staff.enable, { email }) }).click()
    await expect(page.getByRole('status')).toHaveText(fill(t.admin.staff.enabledDone, { email }))
    // Signed out explicitly: the test runner gives this context the file's storageState too, and a
    // sign-in ends the session its request carries (the shared admin session here).
    const again = await playwright.request.newContext({ baseURL, storageState: signedOut })
    await signInOverHttp(again, baseURL!, { email, password: 'second-password-2' })
    await again.dispose()
  })
})
