import { businessHours } from '../../app/domain/settings/site-settings'
import { cspNonce, expect, localized, messages, settings, test, visit, journeyLangs } from './fixtures'

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text)
const telOf = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`

for (const lang of journeyLangs) {
  const t = messages[lang]
  const s = t.servicePages

  test.describe(`service home (${lang})`, () => {
    test('hero, badges, the two calls to action and the quick order card', async ({ page }) => {
      await visit(page, localized(lang, '/service'))
      await expect(page).toHaveTitle(s.meta.home.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        s.meta.home.description,
      )
      const hero = page.getByTestId('service-hero')
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(s.home.hero.title)
      if (lang === 'en')
        await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Reliable Courier Services')
      await expect(hero.getByTestId('hero-badges').getByRole('listitem')).toHaveText([
        s.home.hero.badges.sameDay,
        s.home.hero.badges.secure,
        s.home.hero.badges.fleet,
      ])
      if (lang === 'en')
        await expect(hero.getByTestId('hero-badges').getByRole('listitem')).toHaveText([
          'Same-Day Delivery',
          'Secure & Insured',
          'Professional Fleet',
        ])
      await expect(hero.getByRole('link', { name: s.common.orderNow })).toHaveAttribute(
        'href',
        localized(lang, '/service/order'),
      )
      await expect(hero.getByRole('link', { name: s.common.calculatePrice })).toHaveAttribute(
        'href',
        localized(lang, '/service/calculator'),
      )

      const quick = page.getByTestId('quick-order')
      await expect(quick.getByRole('heading', { level: 2 })).toHaveText(s.home.quickOrder.title)
      await expect(quick.getByRole('heading', { level: 3 })).toHaveText([
        s.home.quickOrder.app.title,
        s.home.quickOrder.online.title,
        s.home.quickOrder.call.title,
      ])
      await expect(quick.getByRole('link', { name: s.home.quickOrder.app.iosLabel })).toHaveAttribute(
        'href',
        settings.appStoreUrl,
      )
      await expect(quick.getByRole('link', { name: s.home.quickOrder.app.androidLabel })).toHaveAttribute(
        'href',
        settings.playStoreUrl,
      )
      const online = quick.getByRole('link', { name: s.home.quickOrder.online.cta })
      await expect(online).toHaveAttribute('href', settings.serviceBookingUrl)
      await expect(online).toHaveAttribute('target', '_blank')
      await expect(quick.getByRole('link', { name: settings.servicePhone })).toHaveAttribute(
        'href',
        telOf(settings.servicePhone),
      )
    })

    test('industries and the stats', async ({ page }) => {
      await visit(page, localized(lang, '/service'))
      await expect(page.getByRole('heading', { level: 2, name: s.home.industries.title })).toBeVisible()
      await expect(page.getByTestId('industries').getByRole('heading', { level: 3 })).toHaveText([
        s.home.industries.professional.title,
        s.home.industries.healthcare.title,
        s.home.industries.design.title,
        s.home.industries.wholesale.title,
      ])
      const stats = page.getByTestId('stats')
      await expect(stats.locator('dd')).toHaveText(['5000+', '200+', '99%'])
      await expect(stats.locator('dt')).toHaveText([
        s.home.stats.deliveries,
        s.home.stats.clients,
        s.home.stats.onTime,
      ])
      await page.getByRole('link', { name: s.home.cta.areas }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/service/areas')}$`))
    })

    test('structured data for the courier service, with the nonce and from real data', async ({ page }) => {
      const response = await visit(page, localized(lang, '/service'))
      const script = page.locator('script[type="application/ld+json"]')
      await expect(script).toHaveCount(1)
      const html = await response.text()
      const nonce = cspNonce(await response.allHeaders())
      const tag = html.match(/<script type="application\/ld\+json"[^>]*>/)?.[0]
      expect(tag).toContain(`nonce="${nonce}"`)
      const data = JSON.parse((await script.textContent()) ?? '{}')
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: t.service.brand,
        priceRange: '$$',
        telephone: settings.servicePhone,
        email: settings.supportEmail,
      })
      // Every seeded rating is a sample nobody gave (issue #30 item 3): none is published.
      expect(data).not.toHaveProperty('aggregateRating')
      expect(data.url).toMatch(new RegExp(`${localized(lang, '/service')}$`))
      const circle = data.areaServed.find((a: { '@type': string }) => a['@type'] === 'GeoCircle')
      expect(circle.geoRadius).toBe(50000)
      expect(circle.geoMidpoint.latitude).toBeGreaterThan(25.5)
      expect(circle.geoMidpoint.latitude).toBeLessThan(27)
      expect(data.areaServed.filter((a: { '@type': string }) => a['@type'] === 'City')).toHaveLength(15)
    })
  })

  test.describe(`how to order (${lang})`, () => {
    test('three methods, business hours and the four steps', async ({ page }) => {
      await visit(page, localized(lang, '/service/order'))
      await expect(page).toHaveTitle(s.meta.order.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        s.meta.order.description,
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.order.title)
      const methods = page.getByTestId('order-methods')
      await expect(methods.getByRole('heading', { level: 3 })).toHaveText([
        s.order.methods.app.title,
        s.order.methods.online.title,
        s.order.methods.phone.title,
      ])
      await expect(methods.getByRole('link', { name: s.order.methods.app.ios })).toHaveAttribute(
        'href',
        settings.appStoreUrl,
      )
      await expect(methods.getByRole('link', { name: s.order.methods.app.android })).toHaveAttribute(
        'href',
        settings.playStoreUrl,
      )
      await expect(methods.getByRole('link', { name: s.order.methods.online.cta })).toHaveAttribute(
        'href',
        settings.serviceBookingUrl,
      )
      await expect(
        methods.getByRole('link', {
          name: fill(s.order.methods.phone.cta, { phone: settings.servicePhone }),
        }),
      ).toHaveAttribute('href', telOf(settings.servicePhone))

      const hours = page.getByTestId('order-hours')
      await expect(hours.getByRole('heading')).toHaveText(s.order.hours.title)
      await expect(hours.getByRole('listitem')).toHaveText(businessHours(settings, lang))
      if (lang === 'en')
        await expect(hours.getByRole('listitem')).toHaveText([
          'Mon-Fri 8AM-6PM',
          'Sat 9AM-4PM',
          'Sun 11AM-3PM',
        ])

      const steps = page.getByTestId('order-steps').getByRole('listitem')
      await expect(steps).toHaveCount(4)
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
        s.order.steps.choose.title,
        s.order.steps.details.title,
        s.order.steps.confirm.title,
        s.order.steps.track.title,
      ])
      await expect(page.getByRole('link', { name: s.common.registerBusiness })).toHaveAttribute(
        'href',
        localized(lang, '/service/business-registration'),
      )
    })
  })

  test.describe(`become an operator (${lang})`, () => {
    test('the 80% split, the package values and the course site', async ({ page }) => {
      await visit(page, localized(lang, '/service/become-operator'))
      await expect(page).toHaveTitle(s.meta.becomeOperator.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        s.meta.becomeOperator.description,
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.becomeOperator.hero.title)
      await expect(page.getByTestId('revenue-split')).toContainText('80%')
      await expect(page.getByTestId('revenue-split')).toContainText(
        fill(s.becomeOperator.split.text, { percent: '80%' }),
      )
      await expect(page.getByTestId('package-price')).toHaveText(
        fill(s.becomeOperator.package.price, { price: '$1,250' }),
      )
      await expect(page.getByTestId('package')).toContainText(s.becomeOperator.package.offer)
      await expect(page.getByTestId('package-value')).toHaveText(
        fill(s.becomeOperator.package.value, { value: '$10,500' }),
      )
      const parts = page.getByTestId('package-parts').getByRole('listitem')
      await expect(parts).toHaveCount(3)
      for (const [i, [key, value]] of (
        [
          ['legal', '$2,500'],
          ['technology', '$5,000'],
          ['marketing', '$3,000'],
        ] as const
      ).entries()) {
        await expect(parts.nth(i)).toContainText(fill(s.becomeOperator.package.partValue, { value }))
        await expect(parts.nth(i).getByRole('heading')).toHaveText(s.becomeOperator.package[key].title)
      }
      const course = page.getByRole('link', { name: s.becomeOperator.hero.course }).first()
      await expect(course).toHaveAttribute('href', settings.courseSiteUrl)
      await expect(course).toHaveAttribute('target', '_blank')
      await expect(course).toHaveAttribute('rel', /noopener/)
      await expect(page.getByRole('link', { name: s.becomeOperator.hero.apply }).first()).toHaveAttribute(
        'href',
        localized(lang, '/service/operator-application'),
      )
      await expect(page.getByRole('link', { name: s.becomeOperator.cta.opportunity })).toHaveAttribute(
        'href',
        localized(lang, '/opportunity'),
      )
    })
  })
}
