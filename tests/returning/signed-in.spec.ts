import type { BrowserContext, Page, Response } from '@playwright/test'
import { operators as seeded } from '../../app/.server/db/seed-data/operators'
import { admin, SLOW } from '../e2e/admin-helpers'
import { localized, messages } from '../e2e/fixtures'
import { mailbox } from '../e2e/mailbox'
import { expect, expectHydrated, openTab, openTabWithAnswer, test } from './visitor'

/**
 * Issue #29, at its cost (issue #41): staff and an operator come back to one screen of the admin and
 * one of the portal, in the browser that keeps its cache, its cookies and the service worker: the
 * screen opened from a new tab, reloaded, left for another screen and come back to by back and
 * forward, and left again by one of its own links. Every document of theirs is `no-store` (the
 * browser keeps nothing of it, so never revalidates it: each visit is the server's fresh answer).
 * Every other staff and portal screen answers `no-store` too (not-modified.spec.ts, over HTTP).
 */
test.describe.configure({ mode: 'serial' })

const en = messages.en
// An operator no other journey invites (portal.spec.ts takes the oldest, portal-bookings.spec.ts Peachtree).
const operator = seeded.find((o) => o.slug === 'las-olas-courier')!

/** A staff or portal document: never stored by the browser, nor by anyone on the way. */
function expectNoStore(response: Response | null, what: string) {
  expect(response, `${what}: no document was loaded`).not.toBeNull()
  expect(response!.headers()['cache-control'] ?? '', `${what}: Cache-Control`).toMatch(/\bno-store\b/)
  expect(response!.headers()['etag'], `${what}: an ETag`).toBeUndefined()
}

/**
 * `path` from a new tab, reloaded, left for `away` (a document load) and come back to by back and
 * forward, then reached again by its own link `linkBack` on `away` (a client-side navigation).
 */
async function comeBackTo(
  visitor: BrowserContext,
  {
    path,
    away,
    shown,
    linkBack,
  }: {
    path: string
    away: string
    shown: (page: Page) => Promise<void>
    linkBack: (page: Page) => ReturnType<Page['getByRole']>
  },
) {
  const { page, response } = await openTabWithAnswer(visitor, path)
  expectNoStore(response, `${path} (new tab)`)
  await shown(page)
  expectNoStore(await page.reload(), `${path} (reloaded)`)
  await expectHydrated(page, `${path} (reloaded)`)
  await shown(page)
  expectNoStore(await page.goto(away), away)
  await expectHydrated(page, away)
  expectNoStore(await page.goBack(), `${path} (back)`)
  await expectHydrated(page, `${path} (back)`)
  expect(new URL(page.url()).pathname).toBe(path)
  await shown(page)
  expectNoStore(await page.goForward(), `${away} (forward)`)
  await expectHydrated(page, `${away} (forward)`)
  expect(new URL(page.url()).pathname).toBe(away)
  await linkBack(page).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await shown(page)
  await page.close()
}

test('staff come back to an admin screen', async ({ visitor }) => {
  test.setTimeout(180_000)
  await visitor.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.25.${Math.floor(Math.random() * 250)}.3` })
  const login = await openTab(visitor, '/admin')
  await login.getByLabel(en.admin.login.email).fill(admin.email)
  await login.getByLabel(en.admin.login.password, { exact: true }).fill(admin.password)
  await login.getByRole('button', { name: en.admin.login.submit }).click()
  await expect(login.getByTestId('admin-title')).toHaveText(en.admin.shell.title, { timeout: SLOW })
  await login.close()

  await comeBackTo(visitor, {
    path: '/admin/operators',
    away: '/admin/content',
    shown: (page) => expect(page.getByTestId('admin-title')).toHaveText(en.admin.shell.title),
    linkBack: (page) => page.getByRole('link', { name: en.admin.shell.tabs.operators, exact: true }).first(),
  })
})

test('an operator comes back to a portal screen', async ({ visitor }) => {
  test.setTimeout(180_000)
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

  // In Spanish: the /es half of the portal, with the same operator session.
  const es = messages.es
  await comeBackTo(visitor, {
    path: localized('es', '/portal/home'),
    away: localized('es', '/portal/bookings'),
    shown: (page) => expect(page.getByTestId('portal-operator-name')).toBeVisible(),
    linkBack: (page) =>
      page
        .getByRole('navigation', { name: es.portal.shell.navLabel })
        .getByRole('link', { name: es.portal.nav.home }),
  })
})
