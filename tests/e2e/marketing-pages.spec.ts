import { expect, localized, messages, settings, test, visit, journeyLangs, type Lang } from './fixtures'
import { expectNewTabLink, stubExternalFrames, telHref } from './marketing-helpers'

for (const lang of journeyLangs) {
  const t = messages[lang]

  test.describe(`What You Get (${lang})`, () => {
    const w = t.whatYouGet

    test('every section with the package figures and the limited-time offer', async ({ page }) => {
      await visit(page, localized(lang, '/what-you-get'))
      await expect(page).toHaveTitle(w.meta.title)
      const hero = page.getByTestId('hero')
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(w.hero.title)
      await expect(hero.getByTestId('revenue-claim')).toHaveText(w.hero.revenueClaim)
      await expectNewTabLink(hero.getByRole('link', { name: w.hero.cta }), settings.courseSiteUrl)

      const legal = page.getByTestId('legal-setup')
      await expect(legal.getByRole('heading', { level: 2 })).toHaveText(w.legal.title)
      await expect(legal).toContainText(w.legal.description)
      await expect(legal.getByRole('listitem')).toHaveText(Object.values(w.legal.items))

      const online = page.getByTestId('online-presence')
      await expect(online.getByRole('heading', { level: 2 })).toHaveText(w.online.title)
      await expect(online.getByRole('listitem')).toHaveText(Object.values(w.online.items))

      const tech = page.getByTestId('technology')
      await expect(tech.getByRole('heading', { level: 2 })).toHaveText(w.technology.title)
      const items = w.technology.items
      await expect(tech.getByRole('heading', { level: 3 })).toHaveText([
        items.mobile.title,
        items.payments.title,
        items.security.title,
        items.crm.title,
        items.analytics.title,
        items.training.title,
      ])

      const value = page.getByTestId('package-value')
      await expect(value.getByRole('heading', { level: 2 })).toHaveText(w.value.title)
      for (const [key, amount] of [
        ['legal', '$2,500+'],
        ['technology', '$5,000+'],
        ['marketing', '$3,000+'],
        ['total', '$10,500+'],
      ] as const) {
        await expect(value.getByTestId(`value-${key}`).getByRole('definition')).toHaveText(amount)
        await expect(value.getByTestId(`value-${key}`).getByRole('term')).toHaveText(w.value[key].label)
      }

      const investment = page.getByTestId('investment')
      await expect(investment.getByRole('heading', { level: 2 })).toHaveText(w.investment.title)
      await expect(investment).toContainText(w.investment.badge)
      await expect(investment.getByTestId('investment-price')).toHaveText('$1,250')
      await expect(investment).toContainText(`$1,250 ${w.investment.priceNote}`)
      await expectNewTabLink(investment.getByRole('link', { name: w.investment.cta }), settings.courseSiteUrl)

      const final = page.getByTestId('final-cta')
      await expect(final.getByRole('heading', { level: 2 })).toHaveText(w.finalCta.title)
      await expectNewTabLink(final.getByRole('link', { name: w.finalCta.button }), settings.courseSiteUrl)
    })
  })

  test.describe(`Affiliate Program (${lang})`, () => {
    test('referral reward, the registration form in a 1600 px frame and the mailto contact', async ({
      page,
    }) => {
      const external = await stubExternalFrames(page)
      await visit(page, localized(lang, '/affiliate'))
      await expect(page).toHaveTitle(t.affiliate.meta.title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.affiliate.hero.title)
      await expect(page.getByTestId('affiliate-reward')).toHaveText(t.affiliate.hero.subtitle)
      await expect(page.getByTestId('affiliate-reward')).toContainText('$500')
      const steps = page.getByTestId('affiliate-steps')
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
        t.affiliate.steps.register.title,
        t.affiliate.steps.refer.title,
        t.affiliate.steps.earn.title,
      ])

      const frame = page.getByTestId('affiliate-frame')
      await expect(frame).toHaveAttribute('src', settings.affiliateFormUrl)
      await expect(frame).toHaveAttribute('title', t.affiliate.form.frameTitle)
      await expect(frame).toHaveAttribute('height', '1600')
      await frame.scrollIntoViewIfNeeded()
      expect((await frame.boundingBox())!.height).toBe(1600)
      await expect.poll(() => external).toContain(settings.affiliateFormUrl)
      await expectNewTabLink(
        page.getByRole('link', { name: t.affiliate.form.fallbackLink }),
        settings.affiliateFormUrl,
      )

      const email = page.getByTestId('affiliate-email')
      await expect(email).toHaveText(settings.affiliateEmail)
      await expect(email).toHaveAttribute('href', `mailto:${settings.affiliateEmail}`)
    })
  })

  test.describe(`legal pages (${lang})`, () => {
    for (const doc of ['terms', 'privacy'] as const) {
      test(`${doc}: effective Feb 28, 2021, every section listed and shown`, async ({ page }) => {
        await visit(page, localized(lang, `/${doc}`))
        await expect(page).toHaveTitle(t.legal[doc].meta.title)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.legal[doc].title)
        await expect(page.getByTestId('effective-date')).toHaveText(t.legal.effective)
        const sections = page.getByTestId('legal-section')
        await expect(sections).toHaveCount(t.legal[doc].sections.length)
        const contents = page.getByRole('navigation', { name: t.legal.contents })
        await expect(contents.getByRole('link')).toHaveText(t.legal[doc].sections.map((s) => s.title))
        // Names and addresses come from the site settings.
        await expect(page.getByTestId(`legal-${doc}`)).toContainText(settings.email)
        await expect(page.getByTestId(`legal-${doc}`)).toContainText(settings.postalAddress)
        await expect(page.getByTestId(`legal-${doc}`)).not.toContainText('{{')
        await contents.getByRole('link').last().click()
        await expect(page).toHaveURL(new RegExp(`#section-${t.legal[doc].sections.length}$`))
      })
    }

    test('the footer links lead to both documents', async ({ page }) => {
      await visit(page, localized(lang, '/'))
      const footer = page.getByTestId('main-footer')
      await footer.getByRole('link', { name: t.footer.terms }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/terms')}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.legal.terms.title)
      await footer.getByRole('link', { name: t.footer.privacy }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.legal.privacy.title)
    })
  })

  test.describe(`troubleshooting (${lang})`, () => {
    test('the help sections of §2.19 and a way to reach support', async ({ page }) => {
      await visit(page, localized(lang, '/troubleshooting'))
      const h = t.troubleshooting
      await expect(page).toHaveTitle(h.meta.title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h.title)
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
        await expect(page.getByTestId(`help-${id}`).getByRole('heading', { level: 2 })).toHaveText(title)
      }
      await expect(page.getByTestId('help-causes').getByRole('listitem')).toHaveText(h.causes.items)
      await expect(page.getByTestId('help-desktop').getByRole('listitem')).toHaveText(h.desktop.steps)
      await expect(page.getByTestId('help-mobile').getByRole('listitem')).toHaveText(h.mobile.steps)
      for (const browser of ['chrome', 'firefox', 'safari', 'edge'] as const) {
        const block = page.getByTestId(`help-browser-${browser}`)
        await expect(block.getByRole('heading', { level: 3 })).toHaveText(h.browsers[browser].title)
        await expect(block.getByRole('listitem')).toHaveText(h.browsers[browser].steps)
      }
      const contact = page.getByTestId('help-contact')
      await expect(contact.getByRole('link', { name: settings.supportEmail })).toHaveAttribute(
        'href',
        `mailto:${settings.supportEmail}`,
      )
      await expect(contact.getByRole('link', { name: settings.phone })).toHaveAttribute(
        'href',
        telHref(settings.phone),
      )
    })
  })
}

// The one Spanish legal text checked word for word (the parity test only sees that the keys match).
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  test.describe(`legal pages (${lang})`, () => {
    test('privacy says children under 13 are not collected', async ({ page }) => {
      await visit(page, localized(lang, '/privacy'))
      const children = page
        .getByTestId('legal-section')
        .filter({ hasText: lang === 'en' ? 'under 13' : 'menores de 13' })
      await expect(children).toHaveCount(1)
      await expect(children).toContainText(
        lang === 'en'
          ? 'we do not knowingly collect personal information from children under 13'
          : 'no recopilamos a sabiendas información personal de menores de 13 años',
      )
    })
  })
}
