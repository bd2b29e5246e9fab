import { operators as seeded } from '../../app/.server/db/seed-data/operators'
import { admin, adminTabs, SLOW } from '../e2e/admin-helpers'
import { localized, messages } from '../e2e/fixtures'
import { mailbox } from '../e2e/mailbox'
import { expect, expectHydrated, openTab, test } from './visitor'

/**
 * Issue #29: the admin and the operator portal, as staff and an operator come back to them in a
 * browser that keeps its cache, its cookies and the service worker: every screen opened from the
 * address bar, reloaded, and left by one of its own links, in English and Spanish.
 */
test.describe.configure({ mode: 'serial' })

const en = messages.en
// An operator no other journey invites (portal.spec.ts takes the oldest, portal-bookings.spec.ts Peachtree).
const operator = seeded.find((o) => o.slug === 'las-olas-courier')!

test('staff come back to every admin screen', async ({ visitor }) => {
  test.setTimeout(480_000)
  await visitor.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.25.${Math.floor(Math.random() * 250)}.3` })
  const login = await openTab(visitor, '/admin')
  await login.getByLabel(en.admin.login.email).fill(admin.email)
  await login.getByLabel(en.admin.login.password, { exact: true }).fill(admin.password)
  await login.getByRole('button', { name: en.admin.login.submit }).click()
  await expect(login.getByTestId('admin-title')).toHaveText(en.admin.shell.title, { timeout: SLOW })
  await login.close()

  for (const lang of ['en', 'es'] as const) {
    const t = messages[lang]
    for (const [i, tab] of adminTabs.entries()) {
      const page = await openTab(visitor, localized(lang, tab.path))
      await expect(page.getByTestId('admin-title')).toHaveText(t.admin.shell.title)
      await page.reload()
      await expectHydrated(page)
      // Its own navigation still works (a client-side navigation to the next tab).
      const next = adminTabs[(i + 1) % adminTabs.length]!
      await page.getByRole('link', { name: t.admin.shell.tabs[next.key], exact: true }).first().click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, next.path)}$`))
      await expect(page.getByTestId('admin-title')).toHaveText(t.admin.shell.title)
      await page.close()
    }
  }
})

test('an operator comes back to every portal screen', async ({ visitor }) => {
  test.setTimeout(480_000)
  const address = `returning-operator-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  // Staff (signed in by the test before) invite the operator.
  const staff = await openTab(visitor, '/admin/operators')
  const cell = staff
    .getByRole('row')
    .filter({ hasText: `/${operator.slug}` })
    .getByTestId(/^portal-access-\d+$/)
  await cell.getByLabel(en.portal.admin.email).fill(address)
  await cell
    .getByRole('button', { name: new RegExp(`^(${en.portal.admin.invite}|${en.portal.admin.resend})`) })
    .click()
  await expect(staff.getByText(en.portal.admin.invitedNotice.replace('{{email}}', address))).toBeVisible({
    timeout: SLOW,
  })
  await staff.close()
  const [invitation] = await mailbox.waitFor((m) => m.to.includes(address))
  const link = new URL(
    /https?:\/\/[^\s"<>]+\/portal\/set-password\?token=[\w-]{43}/.exec(invitation!.text)![0],
  )

  const setPassword = await openTab(visitor, link.pathname + link.search)
  await setPassword.getByLabel(en.portal.setPassword.password).fill('returning-operator-pass')
  await setPassword.getByLabel(en.portal.setPassword.confirmPassword).fill('returning-operator-pass')
  await setPassword.getByRole('button', { name: en.portal.setPassword.submit }).click()
  await expect(setPassword.getByText(en.portal.login.passwordSet)).toBeVisible({ timeout: SLOW })
  await setPassword.getByLabel(en.portal.login.email).fill(address)
  await setPassword.getByLabel(en.portal.login.password).fill('returning-operator-pass')
  await setPassword.getByRole('button', { name: en.portal.login.submit }).click()
  await expect(setPassword).toHaveURL(/\/portal\/home$/, { timeout: SLOW })
  await setPassword.close()

  const screens = [
    { path: '/portal/home', key: 'home' },
    { path: '/portal/page', key: 'page' },
    { path: '/portal/bookings', key: 'bookings' },
    { path: '/portal/quotes', key: 'quotes' },
  ] as const
  for (const lang of ['en', 'es'] as const) {
    const t = messages[lang]
    for (const [i, screen] of screens.entries()) {
      const page = await openTab(visitor, localized(lang, screen.path))
      await expect(page.getByTestId('portal-operator-name')).toBeVisible()
      await page.reload()
      await expectHydrated(page)
      const next = screens[(i + 1) % screens.length]!
      const nav = page.getByRole('navigation', { name: t.portal.shell.navLabel })
      await nav.getByRole('link', { name: t.portal.nav[next.key] }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, next.path)}$`))
      await expectHydrated(page)
      await page.close()
    }
  }
})
