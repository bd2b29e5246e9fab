import {
  content,
  expect,
  localized,
  mainNav,
  messages,
  test,
  visit,
  waitForHydration,
  expectNoAxeViolations,
  type Lang,
} from './fixtures'

for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]
  const home = localized(lang, '/')

  test.describe(`top navigation (${lang})`, () => {
    test('lists every link in order with its localized href', async ({ page }) => {
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
    })

    test('marks only the current page with aria-current', async ({ page }) => {
      await visit(page, home)
      const nav = page.getByRole('navigation', { name: t.nav.label })
      const current = nav.locator('[aria-current="page"]')
      await expect(current).toHaveCount(1)
      await expect(current).toHaveText(t.nav.home)
      await expect(current).toHaveAttribute('href', home)

      // Another page of the main navigation: its link is the current one.
      await visit(page, localized(lang, '/playbook'))
      await expect(current).toHaveCount(1)
      await expect(current).toHaveText(t.nav.playbook)
      await expect(current).toHaveAttribute('href', localized(lang, '/playbook'))
    })

    test('Cart and Home navigate in the browser', async ({ page }) => {
      await visit(page, home)
      const nav = page.getByRole('navigation', { name: t.nav.label })

      await nav.getByRole('link', { name: t.nav.cart }).click()
      await expect(page).toHaveURL(localized(lang, '/cart'))
      await expect(page.getByRole('heading', { level: 1, name: t.shop.cart.title })).toBeVisible()
      await expect(nav.locator('[aria-current="page"]')).toHaveText(t.nav.cart)
      await expect(page.getByTestId('main-footer')).toBeVisible()
      await expectNoAxeViolations(page)

      await nav.getByRole('link', { name: t.nav.home, exact: true }).click()
      await expect(page).toHaveURL(home === '/' ? /\/$/ : /\/es$/)
      await expect(page.getByRole('heading', { level: 1, name: content[lang].home.hero.title })).toBeVisible()
      await expect(nav.locator('[aria-current="page"]')).toHaveText(t.nav.home)
      await expectNoAxeViolations(page)
    })

    test('Opportunity opens in the browser with its data, the link marked current', async ({ page }) => {
      await visit(page, home)
      const nav = page.getByRole('navigation', { name: t.nav.label })
      await nav.getByRole('link', { name: t.nav.opportunity }).click()
      await expect(page).toHaveURL(localized(lang, '/opportunity'))
      await expect(
        page.getByRole('heading', { level: 1, name: content[lang].opportunity.hero.title }),
      ).toBeVisible()
      await expect(nav.getByRole('link', { name: t.nav.opportunity })).toHaveAttribute('aria-current', 'page')
      await expect(page).toHaveTitle(t.opportunity.meta.title)
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('the skip link leads to the main content', async ({ page }) => {
      await visit(page, home)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: t.common.skipToContent })
      await expect(skip).toBeFocused()
      await expect(skip).toHaveAttribute('href', '#main')
      await expect(page.locator('main#main')).toHaveCount(1)
    })
  })
}

test('the logo leads home in the page language', async ({ page }) => {
  await visit(page, '/es/videos')
  await page.getByRole('link', { name: messages.es.common.logoAlt }).click()
  await expect(page).toHaveURL(/\/es$/)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: content.es.home.hero.title })).toBeVisible()
})
