import { expect, localized, messages, test, visit, type Lang } from './fixtures'

// The shells' headers, links, current links and footers are read from the server's HTML
// (shells.http.spec.ts). The browser follows the service navigation; it is also the service
// shell's Spanish smoke journey.
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]

  test.describe(`service shell (${lang})`, () => {
    test('navigating between service pages moves the active link; the phone button shows', async ({
      page,
    }) => {
      await visit(page, localized(lang, '/service'))
      const nav = page.getByRole('navigation', { name: t.service.navLabel })
      await expect(nav).toBeVisible()
      await expect(page.getByTestId('service-phone')).toBeVisible()
      await nav.getByRole('link', { name: t.service.nav.areas }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/service/areas')}$`))
      await expect(nav.locator('[aria-current="page"]')).toHaveText(t.service.nav.areas)
      await expect(page.getByTestId('service-footer')).toBeVisible()
      await nav.getByRole('link', { name: t.service.nav.home, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/service')}$`))
      await expect(nav.locator('[aria-current="page"]')).toHaveText(t.service.nav.home)
    })
  })
}
