import {
  content,
  expect,
  localized,
  mainNav,
  messages,
  test,
  visit,
  waitForHydration,
  type Lang,
} from './fixtures'

// One journey through the main shell's navigation; it is also the main shell's Spanish smoke journey.
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]
  const home = localized(lang, '/')

  test(`top navigation (${lang}): every link in order, the current page marked, client-side navigation, the skip link`, async ({
    page,
  }) => {
    await visit(page, home)
    const nav = page.getByRole('navigation', { name: t.nav.label })
    await expect(nav).toBeVisible()
    // Skip the logo link and the language switch: the menu list is the first list in the nav.
    const links = nav.getByRole('list').first().getByRole('link')
    await expect(links).toHaveCount(mainNav.length)
    for (const [i, item] of mainNav.entries()) {
      const link = links.nth(i)
      await expect(link).toHaveText(new RegExp(`^${t.nav[item.key]}`))
      await expect(link).toHaveAttribute('href', localized(lang, item.path))
    }
    const current = nav.locator('[aria-current="page"]')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText(t.nav.home)
    await expect(current).toHaveAttribute('href', home)

    // Cart, Home and Opportunity navigate in the browser, each marked current in turn.
    await nav.getByRole('link', { name: t.nav.cart }).click()
    await expect(page).toHaveURL(localized(lang, '/cart'))
    await expect(page.getByRole('heading', { level: 1, name: t.shop.cart.title })).toBeVisible()
    await expect(current).toHaveText(t.nav.cart)
    await expect(page.getByTestId('main-footer')).toBeVisible()

    await nav.getByRole('link', { name: t.nav.home, exact: true }).click()
    await expect(page).toHaveURL(home === '/' ? /\/$/ : /\/es$/)
    await expect(page.getByRole('heading', { level: 1, name: content[lang].home.hero.title })).toBeVisible()
    await expect(current).toHaveText(t.nav.home)

    await nav.getByRole('link', { name: t.nav.opportunity }).click()
    await expect(page).toHaveURL(localized(lang, '/opportunity'))
    await expect(
      page.getByRole('heading', { level: 1, name: content[lang].opportunity.hero.title }),
    ).toBeVisible()
    await expect(nav.getByRole('link', { name: t.nav.opportunity })).toHaveAttribute('aria-current', 'page')
    await expect(current).toHaveCount(1)
    await expect(page).toHaveTitle(t.opportunity.meta.title)
    await expect(page.getByRole('contentinfo')).toBeVisible()

    // Another page loaded on its own: its link is the current one.
    await visit(page, localized(lang, '/playbook'))
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText(t.nav.playbook)
    await expect(current).toHaveAttribute('href', localized(lang, '/playbook'))

    // The skip link is the first stop of the keyboard.
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: t.common.skipToContent })
    await expect(skip).toBeFocused()
    await expect(skip).toHaveAttribute('href', '#main')
    await expect(page.locator('main#main')).toHaveCount(1)
  })
}

test('the logo leads home in the page language', async ({ page }) => {
  await visit(page, '/es/videos')
  await page.getByRole('link', { name: messages.es.common.logoAlt }).click()
  await expect(page).toHaveURL(/\/es$/)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: content.es.home.hero.title })).toBeVisible()
})
