import { adminSession, openAdmin, SLOW } from './admin-helpers'
import { signInOverHttp } from './admin-http'
import { expect, messages, test, visit, expectNoAxeViolations } from './fixtures'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

// Six password hashes (add, two sign-ins, a wrong and a right change): slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 })

const t = messages.en
/** A new context in a test gets the file's `storageState` too: a second person starts signed out. */
const signedOut = { cookies: [], origins: [] }
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, v), text)

test.describe('staff accounts', () => {
  test.use({ allowedConsoleErrors: [/status of (400|401|409)/] })

  test('add an account, sign in with it, change its password; disabling it ends its session', async ({
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
    await add.getByLabel(t.admin.staff.password, { exact: true }).fill('short')
    await add.getByRole('button', { name: t.admin.staff.add }).click()
    await expect(add.getByText(t.admin.errors.passwordLength)).toBeVisible()
    await add.getByLabel(t.admin.staff.password, { exact: true }).fill('first-password-1')
    await add.getByRole('button', { name: t.admin.staff.add }).click()
    await expect(page.getByRole('status')).toHaveText(fill(t.admin.staff.added, { email }), { timeout: SLOW })
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(t.admin.staff.active)

    // The same e-mail twice is refused.
    await add.getByLabel(t.admin.login.email).fill(email)
    await add.getByLabel(t.admin.staff.password, { exact: true }).fill('another-password')
    await add.getByRole('button', { name: t.admin.staff.add }).click()
    await expect(add.getByText(t.admin.staff.errors.taken)).toBeVisible({ timeout: SLOW })

    // The new member signs in elsewhere (the form's journey: admin-login.spec.ts) and changes their
    // password.
    const other = await browser.newContext({ storageState: signedOut })
    await signInOverHttp(other.request, baseURL!, { email, password: 'first-password-1' })
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
