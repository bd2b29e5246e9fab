import { businessHours } from '../../app/domain/settings/site-settings'
import { journeyLangs, localized, messages, serviceNav, settings, type Lang } from './fixtures'
import { expect, fetchPage, test } from './http'
import { allByRole, allByTestId, byRole, byTestId, textOf, textsOf } from './html-queries'

// The shells (main, service, standalone) as the server renders them (issue #41): their headers,
// navigation, current links and footers. shells.spec.ts keeps the client-side navigation.
const telOf = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`

test.describe('standalone landing pages', () => {
  for (const lang of journeyLangs) {
    const t = messages[lang]
    test(`${localized(lang, '/delray-beach-courier')} shows only the logo and the language switch`, async ({
      request,
    }) => {
      const { document } = await fetchPage(request, localized(lang, '/delray-beach-courier'))
      expect(document.querySelector('[data-shell]')?.getAttribute('data-shell')).toBe('standalone')
      const banner = byRole(document, 'banner')
      expect(byRole(banner, 'link', t.common.logoAlt).getAttribute('href')).toBe(localized(lang, '/'))
      byRole(banner, 'group', t.language.label)
      expect(allByRole(banner, 'link')).toHaveLength(3) // logo, EN, ES
      expect(allByRole(document, 'navigation')).toHaveLength(0)
      expect(allByRole(document, 'contentinfo')).toHaveLength(0)
      expect(allByTestId(document, 'main-footer')).toHaveLength(0)
      expect(allByTestId(document, 'service-footer')).toHaveLength(0)
    })
  }

  for (const { path, status, shell } of [
    { path: '/videos', status: 200, shell: 'main' },
    { path: '/es/contact', status: 200, shell: 'main' },
    { path: '/service', status: 200, shell: 'service' },
  ] as const) {
    test(`${path} keeps its navigation and footer`, async ({ request }) => {
      const t = messages[path.startsWith('/es') ? 'es' : 'en']
      const { document } = await fetchPage(request, path, { status })
      expect(document.querySelector('[data-shell]')?.getAttribute('data-shell')).toBe(shell)
      const navName = shell === 'service' ? t.service.navLabel : t.nav.label
      byRole(document, 'navigation', navName, { exact: true })
      const footer = byRole(document, 'contentinfo')
      expect(footer.getAttribute('data-testid')).toBe(shell === 'service' ? 'service-footer' : 'main-footer')
    })
  }
})

for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]

  test.describe(`service shell (${lang})`, () => {
    test('header: navigation, phone button, no main navigation', async ({ request }) => {
      const { document } = await fetchPage(request, localized(lang, '/service'))
      const nav = byRole(document, 'navigation', t.service.navLabel, { exact: true })
      expect(allByRole(document, 'navigation', t.nav.label, { exact: true })).toHaveLength(0)
      expect(byRole(nav, 'link', t.service.brand).getAttribute('href')).toBe(localized(lang, '/service'))
      const links = [...nav.querySelectorAll('ul a, ol a')]
      expect(links).toHaveLength(serviceNav.length)
      for (const [i, item] of serviceNav.entries()) {
        expect(textOf(links[i])).toBe(t.service.nav[item.key])
        expect(links[i]!.getAttribute('href')).toBe(localized(lang, item.path))
      }
      const phone = byTestId(document, 'service-phone')
      expect(textOf(phone)).toBe(t.service.callUs.replace('{{phone}}', settings.servicePhone))
      expect(phone.getAttribute('href')).toBe(telOf(settings.servicePhone))
    })
  })
}

for (const lang of journeyLangs) {
  const t = messages[lang]

  test.describe(`service shell (${lang})`, () => {
    test('footer: links, contact and opening hours', async ({ request }) => {
      const { document } = await fetchPage(request, localized(lang, '/service/areas'))
      const footer = byTestId(document, 'service-footer')
      expect(allByTestId(document, 'main-footer')).toHaveLength(0)
      const hours = textsOf(byTestId(footer, 'service-hours').querySelectorAll('li'))
      expect(hours).toEqual(businessHours(settings, lang))
      if (lang === 'en') expect(hours).toEqual(['Mon-Fri 8AM-6PM', 'Sat 9AM-4PM', 'Sun 11AM-3PM'])
      const expectLink = (name: string, path: string) =>
        expect(byRole(footer, 'link', name, { exact: true }).getAttribute('href')).toBe(localized(lang, path))
      expectLink(t.service.footer.areas, '/service/areas')
      expectLink(t.service.footer.calculator, '/service/calculator')
      expectLink(t.service.footer.order, '/service/order')
      expectLink(t.service.footer.businessRegistration, '/service/business-registration')
      expectLink(t.service.footer.becomeOperator, '/service/become-operator')
      expectLink(t.service.footer.opportunity, '/opportunity')
      expectLink(t.footer.privacy, '/privacy')
      expectLink(t.footer.terms, '/terms')
      expect(byRole(footer, 'link', settings.servicePhone).getAttribute('href')).toBe(
        telOf(settings.servicePhone),
      )
      expect(byRole(footer, 'link', settings.supportEmail).getAttribute('href')).toBe(
        `mailto:${settings.supportEmail}`,
      )
    })

    test('the active link: exact match for /service, prefix match for the others', async ({ request }) => {
      for (const { path, active, status } of [
        { path: '/service', active: 'home', status: 200 },
        { path: '/service/areas', active: 'areas', status: 200 },
        { path: '/service/areas/miami', active: 'areas', status: 404 },
        { path: '/service/calculator', active: 'calculator', status: 200 },
        { path: '/service/contact', active: 'contact', status: 200 },
      ] as const) {
        const { document } = await fetchPage(request, localized(lang, path), { status })
        const nav = byRole(document, 'navigation', t.service.navLabel, { exact: true })
        expect(textsOf(nav.querySelectorAll('[aria-current="page"]')), `active link on ${path}`).toEqual([
          t.service.nav[active],
        ])
      }
    })
  })

  test(`main footer (${lang})`, async ({ request }) => {
    const { document } = await fetchPage(request, localized(lang, '/'))
    const footer = byRole(document, 'contentinfo')
    expect(footer.getAttribute('data-testid')).toBe('main-footer')
    expect(textsOf(footer.querySelectorAll('address'))).toEqual([settings.postalAddress])
    expect(byRole(footer, 'link', settings.phone).getAttribute('href')).toBe(telOf(settings.phone))
    expect(byRole(footer, 'link', settings.email, { exact: true }).getAttribute('href')).toBe(
      `mailto:${settings.email}`,
    )
    expect(textsOf(footer.querySelectorAll('h2, h3, h4'))).toContain(t.footer.licensedTitle)
    expect(textOf(footer)).toContain(t.footer.licensedText)
    expect(byRole(footer, 'link', settings.licensingEmail).getAttribute('href')).toBe(
      `mailto:${settings.licensingEmail}`,
    )
    for (const [key, path] of [
      ['privacy', '/privacy'],
      ['terms', '/terms'],
      ['operators', '/operators'],
    ] as const) {
      expect(byRole(footer, 'link', t.footer[key], { exact: true }).getAttribute('href')).toBe(
        localized(lang, path),
      )
    }
    // Cookie Settings opens the consent choice again (issue #20 item 4).
    byRole(footer, 'button', t.footer.cookies, { exact: true })
    expect(textOf(footer)).toContain(t.footer.copyright.replace('{{year}}', String(new Date().getFullYear())))
  })
}
