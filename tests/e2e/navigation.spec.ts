import { content, expect, localized, messages, test, visit, type Lang } from './fixtures'

// One journey through the main shell's navigation; it is also the main shell's Spanish smoke journey.
// The links' order, names and addresses, and the current page marked on a page loaded on its own,
// are read from the server's HTML (navigation.http.spec.ts).
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]
  const home = localized(lang, '/')

  test(`top navigation (${lang}): the skip link, client-side navigation with the current page marked, the logo and the footer's legal links`, async ({
    page,
  }) => {
    await visit(page, home)
    // The skip link is the first stop of the keyboard.
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: t.common.skipToContent })
    await expect(skip).toBeFocused()
    // Focused, the skip link shows over the header; leave it as a mouse user would.
    await skip.blur()
    await expect(skip).not.toBeFocused()

    const nav = page.getByRole('navigation', { name: t.nav.label })
    await expect(nav).toBeVisible()
    const current = nav.locator('[aria-current="page"]')
    await expect(current).toHaveText(t.nav.home)

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

    // The logo leads home in the page language.
    await page.getByRole('link', { name: t.common.logoAlt }).click()
    await expect(page).toHaveURL(home === '/' ? /\/$/ : /\/es$/)
    await expect(page.getByRole('heading', { level: 1, name: content[lang].home.hero.title })).toBeVisible()

    // The footer's links lead to both legal documents.
    const footer = page.getByTestId('main-footer')
    await footer.getByRole('link', { name: t.footer.terms }).click()
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/terms')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.legal.terms.title)
    await footer.getByRole('link', { name: t.footer.privacy }).click()
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/privacy')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.legal.privacy.title)
  })
}
