import {
  expect,
  localized,
  messages,
  test,
  visit,
  waitForHydration,
  expectNoAxeViolations,
  journeyLangs,
} from './fixtures'

const CART = '[{"productId":1,"quantity":2},{"productId":3,"quantity":1}]'

for (const lang of journeyLangs) {
  const t = messages[lang]
  test(`the cart badge counts the items in the stored cart (${lang})`, async ({ page }) => {
    await visit(page, localized(lang, '/'))
    const nav = page.getByRole('navigation', { name: t.nav.label })
    await expect(nav.getByTestId('cart-badge')).toHaveCount(0)

    await page.evaluate((cart) => window.localStorage.setItem('cart:v1', cart), CART)
    await page.reload()
    await waitForHydration(page)
    const badge = nav.getByTestId('cart-badge')
    await expect(badge).toHaveText('3')
    await expect(nav.getByRole('link', { name: t.nav.cart })).toHaveAttribute(
      'href',
      localized(lang, '/cart'),
    )
    await expect(nav.getByRole('link', { name: t.nav.cart })).toContainText('3')
    await expectNoAxeViolations(page)
  })
}
