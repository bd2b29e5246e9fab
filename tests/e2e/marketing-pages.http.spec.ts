import { journeyLangs, localized, messages, settings, type Lang } from './fixtures'
import { expect, fetchPage, test } from './http'
import {
  allByRole,
  allByTestId,
  byRole,
  byTestId,
  expectNewTabLinkEl,
  headings,
  listItems,
  textOf,
  textsOf,
} from './html-queries'
import { telHref } from './marketing-helpers'

// What the marketing pages render on the server, read from their HTML (issue #41); the browser
// keeps what needs one (marketing-pages.spec.ts: the affiliate frame's box and its load).
for (const lang of journeyLangs) {
  const t = messages[lang]

  test.describe(`What You Get (${lang})`, () => {
    const w = t.whatYouGet

    test('every section with the package figures and the limited-time offer', async ({ request }) => {
      const { document } = await fetchPage(request, localized(lang, '/what-you-get'))
      expect(document.title).toBe(w.meta.title)
      const hero = byTestId(document, 'hero')
      expect(textsOf(headings(hero, 1))).toEqual([w.hero.title])
      expect(textOf(byTestId(hero, 'revenue-claim'))).toBe(w.hero.revenueClaim)
      expectNewTabLinkEl(byRole(hero, 'link', w.hero.cta), settings.courseSiteUrl)

      const legal = byTestId(document, 'legal-setup')
      expect(textsOf(headings(legal, 2))).toEqual([w.legal.title])
      expect(textOf(legal)).toContain(w.legal.description)
      expect(textsOf(listItems(legal))).toEqual(Object.values(w.legal.items))

      const online = byTestId(document, 'online-presence')
      expect(textsOf(headings(online, 2))).toEqual([w.online.title])
      expect(textsOf(listItems(online))).toEqual(Object.values(w.online.items))

      const tech = byTestId(document, 'technology')
      expect(textsOf(headings(tech, 2))).toEqual([w.technology.title])
      const items = w.technology.items
      expect(textsOf(headings(tech, 3))).toEqual([
        items.mobile.title,
        items.payments.title,
        items.security.title,
        items.crm.title,
        items.analytics.title,
        items.training.title,
      ])

      const value = byTestId(document, 'package-value')
      expect(textsOf(headings(value, 2))).toEqual([w.value.title])
      for (const [key, amount] of [
        ['legal', '$2,500+'],
        ['technology', '$5,000+'],
        ['marketing', '$3,000+'],
        ['total', '$10,500+'],
      ] as const) {
        const row = byTestId(value, `value-${key}`)
        expect(textsOf(row.querySelectorAll('dd'))).toEqual([amount])
        expect(textsOf(row.querySelectorAll('dt'))).toEqual([w.value[key].label])
      }

      const investment = byTestId(document, 'investment')
      expect(textsOf(headings(investment, 2))).toEqual([w.investment.title])
      expect(textOf(investment)).toContain(w.investment.badge)
      expect(textOf(byTestId(investment, 'investment-price'))).toBe('$1,250')
      expect(textOf(investment)).toContain(`$1,250 ${w.investment.priceNote}`)
      expectNewTabLinkEl(byRole(investment, 'link', w.investment.cta), settings.courseSiteUrl)

      const final = byTestId(document, 'final-cta')
      expect(textsOf(headings(final, 2))).toEqual([w.finalCta.title])
      expectNewTabLinkEl(byRole(final, 'link', w.finalCta.button), settings.courseSiteUrl)
    })
  })

  test.describe(`Affiliate Program (${lang})`, () => {
    test('referral reward, the registration form in a 1600 px frame and the mailto contact', async ({
      request,
    }) => {
      const { document } = await fetchPage(request, localized(lang, '/affiliate'))
      expect(document.title).toBe(t.affiliate.meta.title)
      const main = document.querySelector('main')!
      expect(textsOf(headings(main, 1))).toEqual([t.affiliate.hero.title])
      const reward = byTestId(document, 'affiliate-reward')
      expect(textOf(reward)).toBe(t.affiliate.hero.subtitle)
      expect(textOf(reward)).toContain('$500')
      expect(textsOf(headings(byTestId(document, 'affiliate-steps'), 3))).toEqual([
        t.affiliate.steps.register.title,
        t.affiliate.steps.refer.title,
        t.affiliate.steps.earn.title,
      ])

      const frame = byTestId(document, 'affiliate-frame')
      expect(frame.getAttribute('src')).toBe(settings.affiliateFormUrl)
      expect(frame.getAttribute('title')).toBe(t.affiliate.form.frameTitle)
      expect(frame.getAttribute('height')).toBe('1600')
      expectNewTabLinkEl(byRole(main, 'link', t.affiliate.form.fallbackLink), settings.affiliateFormUrl)

      const email = byTestId(document, 'affiliate-email')
      expect(textOf(email)).toBe(settings.affiliateEmail)
      expect(email.getAttribute('href')).toBe(`mailto:${settings.affiliateEmail}`)
    })
  })

  test.describe(`legal pages (${lang})`, () => {
    for (const doc of ['terms', 'privacy'] as const) {
      test(`${doc}: effective Feb 28, 2021, every section listed and shown`, async ({ request }) => {
        const { document } = await fetchPage(request, localized(lang, `/${doc}`))
        expect(document.title).toBe(t.legal[doc].meta.title)
        const main = document.querySelector('main')!
        expect(textsOf(headings(main, 1))).toEqual([t.legal[doc].title])
        expect(textOf(byTestId(document, 'effective-date'))).toBe(t.legal.effective)
        const sections = allByTestId(document, 'legal-section')
        expect(sections).toHaveLength(t.legal[doc].sections.length)
        const contents = byRole(main, 'navigation', t.legal.contents, { exact: true })
        const links = allByRole(contents, 'link')
        expect(textsOf(links)).toEqual(t.legal[doc].sections.map((s) => s.title))
        // Names and addresses come from the site settings.
        const body = textOf(byTestId(document, `legal-${doc}`))
        expect(body).toContain(settings.email)
        expect(body).toContain(settings.postalAddress)
        expect(body).not.toContain('{{')
        // Each entry of the contents is a same-page link to its section (the browser follows a
        // fragment by itself; the links audit checks every fragment names an element).
        for (const [i, link] of links.entries()) {
          expect(link.getAttribute('href')).toBe(`#section-${i + 1}`)
          expect(document.getElementById(`section-${i + 1}`), `#section-${i + 1}`).not.toBeNull()
        }
      })
    }
  })

  test.describe(`troubleshooting (${lang})`, () => {
    test('the help sections of §2.19 and a way to reach support', async ({ request }) => {
      const { document } = await fetchPage(request, localized(lang, '/troubleshooting'))
      const h = t.troubleshooting
      expect(document.title).toBe(h.meta.title)
      expect(textsOf(headings(document.querySelector('main')!, 1))).toEqual([h.title])
      for (const [id, title] of [
        ['causes', h.causes.title],
        ['desktop', h.desktop.title],
        ['mobile', h.mobile.title],
        ['browsers', h.browsers.title],
        ['database', h.database.title],
        ['security', h.security.title],
        ['provider', h.provider.title],
        ['help', h.help.title],
      ] as const) {
        expect(textsOf(headings(byTestId(document, `help-${id}`), 2))).toEqual([title])
      }
      const items = (id: string) => textsOf(listItems(byTestId(document, id)))
      expect(items('help-causes')).toEqual(h.causes.items)
      expect(items('help-desktop')).toEqual(h.desktop.steps)
      expect(items('help-mobile')).toEqual(h.mobile.steps)
      for (const browser of ['chrome', 'firefox', 'safari', 'edge'] as const) {
        const block = byTestId(document, `help-browser-${browser}`)
        expect(textsOf(headings(block, 3))).toEqual([h.browsers[browser].title])
        expect(textsOf(listItems(block))).toEqual(h.browsers[browser].steps)
      }
      const contact = byTestId(document, 'help-contact')
      expect(byRole(contact, 'link', settings.supportEmail).getAttribute('href')).toBe(
        `mailto:${settings.supportEmail}`,
      )
      expect(byRole(contact, 'link', settings.phone).getAttribute('href')).toBe(telHref(settings.phone))
    })
  })
}

// The one Spanish legal text checked word for word (the parity test only sees that the keys match).
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  test.describe(`legal pages (${lang})`, () => {
    test('privacy says children under 13 are not collected', async ({ request }) => {
      const { document } = await fetchPage(request, localized(lang, '/privacy'))
      const children = allByTestId(document, 'legal-section').filter((s) =>
        textOf(s).includes(lang === 'en' ? 'under 13' : 'menores de 13'),
      )
      expect(children).toHaveLength(1)
      expect(textOf(children[0])).toContain(
        lang === 'en'
          ? 'we do not knowingly collect personal information from children under 13'
          : 'no recopilamos a sabiendas información personal de menores de 13 años',
      )
    })
  })
}
