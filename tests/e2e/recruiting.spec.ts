import { adminSession, openAdmin, SLOW } from './admin-helpers'
import {
  expect,
  expectNoAxeViolations,
  localized,
  messages,
  test,
  visit,
  waitForHydration,
  type Lang,
} from './fixtures'
import { mailbox } from './mailbox'

// Staff are signed in once, by the setup project (admin-session.setup.ts); the visitor has a
// browser context of their own.
test.use({ storageState: adminSession })
test.describe.configure({ timeout: 180_000 })

const en = messages.en
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text)

/**
 * Lead → approval → portal (issue #34): a visitor lands from a Facebook campaign, applies later;
 * the application moves them to Applied; staff find them in People with that first source, move them
 * on the board by keyboard alone, approve them as an operator; the invitation's link leads into the portal.
 */
test('a visitor from facebook / spring applies, is moved by keyboard, approved, and signs in to the portal', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const email = `recruit-${stamp}@example.com`
  const last = `Recruit${stamp.replace(/\W/g, '')}`
  const name = `Nora ${last}`

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const visitorPage = await visitor.newPage()
  await visitorPage.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${Math.floor(Math.random() * 250)}.7` })
  await visit(visitorPage, '/?utm_source=facebook&utm_campaign=spring')
  await visit(visitorPage, '/service/operator-application')
  const form = visitorPage.getByTestId('operator-application-form')
  for (const [field, value] of Object.entries({
    firstName: 'Nora',
    lastName: last,
    email,
    phone: '555-0188',
    city: 'Richmond',
    state: 'VA',
  }))
    await form.locator(`[name="${field}"]`).fill(value)
  await form.locator('select[name="experience"]').selectOption('none')
  await form.locator('input[name="investmentReady"]').check()
  await form.getByRole('button', { name: en.forms.operatorApplication.submit }).click()
  await expect(visitorPage.getByTestId('form-success')).toBeVisible({ timeout: SLOW })
  await visitor.close()

  // Staff see the person in People, with the first source.
  await openAdmin(page, { path: `/admin/people?q=${encodeURIComponent(email)}` })
  const row = page.getByTestId('person-row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row.getByTestId('person-source')).toHaveText('facebook / spring')
  const personId = Number((await row.getByTestId('person-link').getAttribute('href'))!.split('/').pop())

  // The application moved them to Applied by itself (issue #45 item 7). The board, by keyboard
  // alone: Applied → Call booked (back a stage) → Applied.
  await openAdmin(page, { path: '/admin/pipeline' })
  const moveToLabel = fill(en.adminPipeline.board.moveToLabel, { name })
  await page.getByRole('combobox', { name: moveToLabel }).focus()
  for (const [from, to, fromKey, key] of [
    ['Applied', 'Call booked', 'applied', 'ArrowUp'],
    ['Call booked', 'Applied', 'call-booked', 'ArrowDown'],
  ] as const) {
    // The card is in its column, its "Move to" showing where it is and holding the focus.
    const moveTo = page
      .locator(`[data-testid="board-column"][data-stage="${fromKey}"]`)
      .getByRole('combobox', { name: moveToLabel })
    await expect(moveTo).toHaveValue(fromKey)
    await expect(moveTo).toBeFocused()
    await page.keyboard.press(key)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(
      page.getByRole('button', { name: fill(en.adminPipeline.board.moveLabel, { name }) }),
    ).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText(
      fill(en.adminPipeline.board.moved, { name, from, to }),
      {
        timeout: SLOW,
      },
    )
  }
  const applied = page.locator('[data-testid="board-column"][data-stage="applied"]')
  await expect(applied.getByTestId('board-card').filter({ hasText: name })).toHaveCount(1)

  // Approve as operator, from the person's page.
  await visit(page, `/admin/people/${personId}`)
  await page.getByRole('button', { name: en.adminPerson.operator.approve }).click()
  await expect(page.getByText(en.adminPipeline.approve.approved)).toBeVisible({ timeout: SLOW })
  await expect(page).toHaveURL(new RegExp(`/admin/people/${personId}\\?approved=\\d+$`))
  await expect(page.getByRole('link', { name: en.adminPerson.operator.link })).toBeVisible()
  // The person's page passes axe in both languages (its states: tests in app/routes/admin/person.test.tsx).
  await expectNoAxeViolations(page)
  await visit(page, `/es/admin/people/${personId}`)
  await expect(page.getByTestId('person-operator')).toBeVisible()
  await expectNoAxeViolations(page)

  // The invitation, in the language they applied in, leads into the portal.
  const [invitation] = await mailbox.waitFor((m) => m.to.includes(email) && m.text.includes('set-password'))
  const link = new URL(
    /https?:\/\/[^\s"<>]+\/portal\/set-password\?token=[\w-]{43}/.exec(invitation!.text)![0],
  )
  await page.context().clearCookies()
  await page.goto(link.pathname + link.search)
  await waitForHydration(page)
  await page.getByLabel(en.portal.setPassword.password).fill('recruit-e2e-pass')
  await page.getByLabel(en.portal.setPassword.confirmPassword).fill('recruit-e2e-pass')
  await page.getByRole('button', { name: en.portal.setPassword.submit }).click()
  await expect(page.getByText(en.portal.login.passwordSet)).toBeVisible({ timeout: SLOW })
  await page.getByLabel(en.portal.login.email).fill(email)
  await page.getByLabel(en.portal.login.password).fill('recruit-e2e-pass')
  await page.getByRole('button', { name: en.portal.login.submit }).click()
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: SLOW })
})

for (const lang of ['en', 'es'] as Lang[]) {
  test(`axe finds nothing on People, Pipeline, Stages, Funnel and the e-mail templates (${lang})`, async ({
    page,
  }) => {
    const t = messages[lang]
    // One page load: the templates screen, then the others by their tabs and links (client-side).
    await openAdmin(page, { lang, path: '/admin/people/templates' })
    await expectNoAxeViolations(page)
    const tabs = page.getByRole('navigation', { name: t.admin.shell.tabsLabel })
    const h1 = page.getByRole('heading', { level: 1 })
    const reach = async (path: string, go: () => Promise<void>, heading?: string) => {
      await go()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, path)}$`))
      if (heading) await expect(h1).toHaveText(heading)
      else await expect(page.getByTestId('stages-link')).toHaveCount(0)
      await expectNoAxeViolations(page)
    }
    const tab = (key: 'people' | 'pipeline' | 'funnel') => () =>
      tabs.getByRole('link', { name: t.admin.shell.tabs[key], exact: true }).click()
    await reach('/admin/people', tab('people'), t.admin.shell.tabs.people)
    await reach('/admin/pipeline', tab('pipeline'), t.admin.shell.tabs.pipeline)
    await reach('/admin/pipeline/stages', () => page.getByTestId('stages-link').click())
    await reach('/admin/funnel', tab('funnel'), t.admin.shell.tabs.funnel)
  })
}
