import {
  expect,
  expectNoAxeViolations,
  localized,
  mainNav,
  messages,
  serviceNav,
  test,
  visit,
  journeyLangs,
} from './fixtures'

for (const lang of journeyLangs) {
  const t = messages[lang]

  test.describe(`mobile menu (${lang})`, () => {
    test('opens, lists the links, closes with the toggle', async ({ page }) => {
      await visit(page, localized(lang, '/'))
      const nav = page.getByRole('navigation', { name: t.nav.label })
      // The desktop list is hidden at this width.
      await expect(nav.getByRole('link', { name: t.nav.videos })).toHaveCount(0)
      const menu = page.getByTestId('mobile-menu')
      await expect(menu).toBeHidden()

      const toggle = page.getByRole('button', { name: t.nav.openMenu })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.click()
      const close = page.getByRole('button', { name: t.nav.closeMenu })
      await expect(close).toHaveAttribute('aria-expanded', 'true')
      await expect(menu).toBeVisible()
      const links = menu.getByRole('link')
      await expect(links).toHaveCount(mainNav.length)
      for (const [i, item] of mainNav.entries()) {
        await expect(links.nth(i)).toContainText(t.nav[item.key])
        await expect(links.nth(i)).toHaveAttribute('href', localized(lang, item.path))
      }
      await expect(menu.getByRole('link', { name: t.nav.home, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(page.locator(`#${await close.getAttribute('aria-controls')}`)).toBeVisible()
      await expectNoAxeViolations(page)

      await close.click()
      await expect(menu).toBeHidden()
      await expect(page.getByRole('button', { name: t.nav.openMenu })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    })

    test('closes when a link is clicked', async ({ page }) => {
      await visit(page, localized(lang, '/'))
      const menu = page.getByTestId('mobile-menu')
      await page.getByRole('button', { name: t.nav.openMenu }).click()
      await expect(menu).toBeVisible()
      await menu.getByRole('link', { name: t.nav.videos }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/videos')}$`))
      await expect(menu).toBeHidden()
      await expect(page.getByRole('button', { name: t.nav.openMenu })).toHaveAttribute(
        'aria-expanded',
        'false',
      )

      // The Cart entry closes it too.
      await page.getByRole('button', { name: t.nav.openMenu }).click()
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('link', { name: t.nav.videos })).toHaveAttribute('aria-current', 'page')
      await menu.getByRole('link', { name: t.nav.cart }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/cart')}$`))
      await expect(menu).toBeHidden()
    })

    test('the service menu opens, lists the links, closes with the toggle and on a link', async ({
      page,
    }) => {
      await visit(page, localized(lang, '/service'))
      const menu = page.getByTestId('service-mobile-menu')
      await expect(menu).toBeHidden()
      // The phone button of the header is hidden at this width; the menu has its own.
      await expect(page.getByTestId('service-phone')).toBeHidden()

      await page.getByRole('button', { name: t.service.openMenu }).click()
      const close = page.getByRole('button', { name: t.service.closeMenu })
      await expect(close).toHaveAttribute('aria-expanded', 'true')
      await expect(menu).toBeVisible()
      const links = menu.getByRole('list').getByRole('link')
      await expect(links).toHaveCount(serviceNav.length)
      for (const [i, item] of serviceNav.entries()) {
        await expect(links.nth(i)).toHaveText(t.service.nav[item.key])
        await expect(links.nth(i)).toHaveAttribute('href', localized(lang, item.path))
      }
      await expect(menu.locator('[aria-current="page"]')).toHaveText(t.service.nav.home)
      await expect(menu.getByRole('link', { name: /555/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
      await expectNoAxeViolations(page)

      await close.click()
      await expect(menu).toBeHidden()

      await page.getByRole('button', { name: t.service.openMenu }).click()
      await expect(menu).toBeVisible()
      await menu.getByRole('link', { name: t.service.nav.areas }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/service/areas')}$`))
      await expect(menu).toBeHidden()
      await page.getByRole('button', { name: t.service.openMenu }).click()
      await expect(menu.locator('[aria-current="page"]')).toHaveText(t.service.nav.areas)
    })
  })
}

test('the language switch stays reachable on a phone', async ({ page }) => {
  await visit(page, '/')
  await page
    .getByRole('group', { name: messages.en.language.label })
    .getByRole('link', { name: 'ES' })
    .click()
  await expect(page).toHaveURL(/\/es$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('button', { name: messages.es.nav.openMenu })).toBeVisible()
})
