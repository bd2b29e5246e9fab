import { businessHours } from '../../app/domain/settings/site-settings'
import {
  expect,
  localized,
  messages,
  serviceNav,
  settings,
  test,
  visit,
  journeyLangs,
  type Lang,
} from './fixtures'

const telOf = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`

test.describe('standalone landing pages', () => {
  for (const lang of journeyLangs) {
    const t = messages[lang]
    test(`${localized(lang, '/delray-beach-courier')} shows only the logo and the language switch`, async ({
      page,
    }) => {
      await visit(page, localized(lang, '/delray-beach-courier'))
      await expect(page.locator('[data-shell]')).toHaveAttribute('data-shell', 'standalone')
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('link', { name: t.common.logoAlt })).toHaveAttribute(
        'href',
        localized(lang, '/'),
      )
      await expect(banner.getByRole('group', { name: t.language.label })).toBeVisible()
      await expect(banner.getByRole('link')).toHaveCount(3) // logo, EN, ES
      await expect(page.getByRole('navigation')).toHaveCount(0)
      await expect(page.getByRole('contentinfo')).toHaveCount(0)
      await expect(page.getByTestId('main-footer')).toHaveCount(0)
      await expect(page.getByTestId('service-footer')).toHaveCount(0)
    })
  }

  for (const { path, status, shell } of [
    { path: '/videos', status: 200, shell: 'main' },
    { path: '/es/contact', status: 200, shell: 'main' },
    { path: '/service', status: 200, shell: 'service' },
  ] as const) {
    test(`${path} keeps its navigation and footer`, async ({ page }) => {
      const t = messages[path.startsWith('/es') ? 'es' : 'en']
      await visit(page, path, { status })
      await expect(page.locator('[data-shell]')).toHaveAttribute('data-shell', shell)
      const navName = shell === 'service' ? t.service.navLabel : t.nav.label
      await expect(page.getByRole('navigation', { name: navName })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByTestId(shell === 'service' ? 'service-footer' : 'main-footer')).toBeVisible()
    })
  }
})

// The service shell's Spanish smoke journey.
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]

  test.describe(`service shell (${lang})`, () => {
    test('header: navigation, phone button, no main navigation', async ({ page }) => {
      await visit(page, localized(lang, '/service'))
      const nav = page.getByRole('navigation', { name: t.service.navLabel })
      await expect(nav).toBeVisible()
      await expect(page.getByRole('navigation', { name: t.nav.label })).toHaveCount(0)
      await expect(nav.getByRole('link', { name: t.service.brand })).toHaveAttribute(
        'href',
        localized(lang, '/service'),
      )
      const links = nav.getByRole('list').getByRole('link')
      await expect(links).toHaveCount(serviceNav.length)
      for (const [i, item] of serviceNav.entries()) {
        await expect(links.nth(i)).toHaveText(t.service.nav[item.key])
        await expect(links.nth(i)).toHaveAttribute('href', localized(lang, item.path))
      }
      const phone = page.getByTestId('service-phone')
      await expect(phone).toBeVisible()
      await expect(phone).toHaveText(t.service.callUs.replace('{{phone}}', settings.servicePhone))
      await expect(phone).toHaveAttribute('href', telOf(settings.servicePhone))
    })
  })
}

for (const lang of journeyLangs) {
  const t = messages[lang]

  test.describe(`service shell (${lang})`, () => {
    test('footer: links, contact and opening hours', async ({ page }) => {
      await visit(page, localized(lang, '/service/areas'))
      const footer = page.getByTestId('service-footer')
      await expect(footer).toBeVisible()
      await expect(page.getByTestId('main-footer')).toHaveCount(0)
      const hours = footer.getByTestId('service-hours').getByRole('listitem')
      await expect(hours).toHaveText(businessHours(settings, lang))
      if (lang === 'en') await expect(hours).toHaveText(['Mon-Fri 8AM-6PM', 'Sat 9AM-4PM', 'Sun 11AM-3PM'])
      const expectLink = async (name: string, path: string) =>
        expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', localized(lang, path))
      await expectLink(t.service.footer.areas, '/service/areas')
      await expectLink(t.service.footer.calculator, '/service/calculator')
      await expectLink(t.service.footer.order, '/service/order')
      await expectLink(t.service.footer.businessRegistration, '/service/business-registration')
      await expectLink(t.service.footer.becomeOperator, '/service/become-operator')
      await expectLink(t.service.footer.opportunity, '/opportunity')
      await expectLink(t.footer.privacy, '/privacy')
      await expectLink(t.footer.terms, '/terms')
      await expect(footer.getByRole('link', { name: settings.servicePhone })).toHaveAttribute(
        'href',
        telOf(settings.servicePhone),
      )
      await expect(footer.getByRole('link', { name: settings.supportEmail })).toHaveAttribute(
        'href',
        `mailto:${settings.supportEmail}`,
      )
    })

    test('the active link: exact match for /service, prefix match for the others', async ({ page }) => {
      const nav = page.getByRole('navigation', { name: t.service.navLabel })
      const current = nav.locator('[aria-current="page"]')
      for (const { path, active, status } of [
        { path: '/service', active: 'home', status: 200 },
        { path: '/service/areas', active: 'areas', status: 200 },
        { path: '/service/areas/miami', active: 'areas', status: 404 },
        { path: '/service/calculator', active: 'calculator', status: 200 },
        { path: '/service/contact', active: 'contact', status: 200 },
      ] as const) {
        await visit(page, localized(lang, path), { status })
        await expect(current, `active link on ${path}`).toHaveCount(1)
        await expect(current, `active link on ${path}`).toHaveText(t.service.nav[active])
      }
    })

    test('navigating between service pages moves the active link', async ({ page }) => {
      await visit(page, localized(lang, '/service'))
      const nav = page.getByRole('navigation', { name: t.service.navLabel })
      await nav.getByRole('link', { name: t.service.nav.areas }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/service/areas')}$`))
      await expect(nav.locator('[aria-current="page"]')).toHaveText(t.service.nav.areas)
      await nav.getByRole('link', { name: t.service.nav.home, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/service')}$`))
      await expect(nav.locator('[aria-current="page"]')).toHaveText(t.service.nav.home)
    })
  })

  test(`main footer (${lang})`, async ({ page }) => {
    await visit(page, localized(lang, '/'))
    const footer = page.getByRole('contentinfo')
    await expect(footer).toHaveAttribute('data-testid', 'main-footer')
    await expect(footer.locator('address')).toHaveText(settings.postalAddress)
    await expect(footer.getByRole('link', { name: settings.phone })).toHaveAttribute(
      'href',
      telOf(settings.phone),
    )
    await expect(footer.getByRole('link', { name: settings.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    )
    await expect(footer.getByRole('heading', { name: t.footer.licensedTitle })).toBeVisible()
    await expect(footer).toContainText(t.footer.licensedText)
    await expect(footer.getByRole('link', { name: settings.licensingEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.licensingEmail}`,
    )
    for (const [key, path] of [
      ['privacy', '/privacy'],
      ['terms', '/terms'],
      ['operators', '/operators'],
    ] as const) {
      await expect(footer.getByRole('link', { name: t.footer[key], exact: true })).toHaveAttribute(
        'href',
        localized(lang, path),
      )
    }
    // Cookie Settings opens the consent choice again (issue #20 item 4).
    await expect(footer.getByRole('button', { name: t.footer.cookies, exact: true })).toBeVisible()
    await expect(footer).toContainText(
      t.footer.copyright.replace('{{year}}', String(new Date().getFullYear())),
    )
  })
}
