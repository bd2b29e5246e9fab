import { admin, adminTabs, giveOwnClientIp, signIn, SLOW } from './admin-helpers'
import {
  expect,
  localized,
  messages,
  test,
  visit,
  waitForHydration,
  journeyLangs,
  type Lang,
} from './fixtures'

// Signing in costs a password hash: slow on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 })

for (const lang of journeyLangs) {
  const t = messages[lang]

  test.describe(`admin login (${lang})`, () => {
    test.use({ allowedConsoleErrors: [/status of 401/] })

    test("the 'Admin Access' form: empty fields named before sending, password with show/hide, Login; a wrong password is refused", async ({
      page,
    }) => {
      await giveOwnClientIp(page)
      // Its heading, title, robots tag and no-store header: admin-http.spec.ts.
      await visit(page, localized(lang, '/admin'))
      // Empty fields are named before anything is sent.
      await page.getByRole('button', { name: t.admin.login.submit }).click()
      await expect(page.getByLabel(t.admin.login.email)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText(t.admin.errors.emailRequired)).toBeVisible()
      await expect(page.getByText(t.admin.errors.passwordRequired)).toBeVisible()

      const password = page.getByLabel(t.admin.login.password, { exact: true })
      await expect(password).toHaveAttribute('type', 'password')
      const toggle = page.getByRole('button', { name: t.admin.login.show })
      await toggle.click()
      await expect(password).toHaveAttribute('type', 'text')
      await expect(page.getByRole('button', { name: t.admin.login.hide })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await page.getByRole('button', { name: t.admin.login.hide }).click()
      await expect(password).toHaveAttribute('type', 'password')

      // Wrong password, then an e-mail that is no account: the same answer.
      for (const email of [admin.email, 'nobody-here@example.com']) {
        await page.getByLabel(t.admin.login.email).fill(email)
        await password.fill('not-the-password')
        const answered = page.waitForResponse((r) => r.request().method() === 'POST', { timeout: SLOW })
        await page.getByRole('button', { name: t.admin.login.submit }).click()
        expect((await answered).status()).toBe(401)
        await expect(page.getByRole('alert')).toHaveText(t.admin.login.invalid)
        await expect(password).toHaveValue('')
      }
      if (lang === 'en')
        await expect(page.getByRole('alert')).toHaveText('Invalid password. Please try again.')
      await expect(page.getByTestId('admin-title')).toHaveCount(0)
    })
  })
}

// The admin shell's Spanish smoke journey: the only admin test run in Spanish.
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]

  test(`sign in, every tab is a route, logout ends the session (${lang})`, async ({ page, context }) => {
    await signIn(page, { lang })
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/admin/content')}$`))
    await expect(page.getByText(t.admin.shell.signedInAs.replace('{{email}}', admin.email))).toBeVisible()

    // The session cookie: HttpOnly, SameSite=Lax, Secure (the e2e server runs in production mode).
    const session = (await context.cookies()).find((c) => c.name === 'staff_session')
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' })
    expect(session!.value).toMatch(/^[\w-]{43}$/)
    const lifetime = session!.expires - Date.now() / 1000
    expect(lifetime).toBeGreaterThan(86_400 - 120)
    expect(lifetime).toBeLessThanOrEqual(86_400)
    expect(await page.evaluate(() => document.cookie)).not.toContain('staff_session')

    const tabs = page.getByRole('navigation', { name: t.admin.shell.tabsLabel }).getByRole('link')
    await expect(tabs).toHaveText(adminTabs.map((tab) => t.admin.shell.tabs[tab.key]))
    // Every tab, clicked: its route module loads and renders in the browser (client-side). In
    // Spanish three of them; every tab's heading and marked link in both languages as the server
    // renders them: admin-http.spec.ts.
    const clicked = lang === 'en' ? adminTabs : adminTabs.filter((_, i) => i === 1 || i === 8 || i === 15)
    for (const tab of clicked) {
      await tabs.filter({ hasText: t.admin.shell.tabs[tab.key] }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, tab.path)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.admin.shell.tabs[tab.key])
      await expect(tabs.filter({ hasText: t.admin.shell.tabs[tab.key] })).toHaveAttribute(
        'aria-current',
        'page',
      )
    }
    // A tab is a link that works on its own (and is no-store): admin-http.spec.ts.

    await page.getByRole('button', { name: t.admin.shell.logout }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.admin.login.title)
    expect((await context.cookies()).find((c) => c.name === 'staff_session')).toBeUndefined()

    // The old cookie is worthless now, even sent again by hand.
    await context.addCookies([{ ...session!, sameSite: 'Lax' }])
    await page.goto(localized(lang, '/admin/images'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.admin.login.title)
    await expect(page).toHaveURL(/redirectTo=/)
  })
}

test('signed out, an admin page leads to the login form and back after login', async ({ page }) => {
  // Every admin page's redirect to the form, signed out: admin-http.spec.ts.
  const t = messages.en
  await giveOwnClientIp(page)
  await page.goto('/verify-operators')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.admin.login.title)
  await page.getByLabel(t.admin.login.email).fill(admin.email)
  await page.getByLabel(t.admin.login.password, { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: t.admin.login.submit }).click()
  await expect(page).toHaveURL(/\/verify-operators$/, { timeout: SLOW })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.verifyOperators.title)
})

test('the public pages load no admin code', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await visit(page, '/')
  await visit(page, '/es')
  expect(scripts.length).toBeGreaterThan(0)
  const adminChunks = scripts.filter((s) =>
    /(login|logout|images|database-test|launch-checklist|verify-operators|staff|admin|submissions|orders|mail)[-.]/i.test(
      s.split('/').pop()!,
    ),
  )
  expect(adminChunks).toEqual([])
})
