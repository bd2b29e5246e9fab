import { getQueriesForElement } from '@testing-library/dom'
import { expectedZipPrice } from './zip-price'
import { serviceAreas } from '../../app/.server/db/seed-data/service-areas'
import { formatCents } from '../../app/domain/money'
import { businessHours } from '../../app/domain/settings/site-settings'
import { cspNonce, journeyLangs, localized, messages, settings } from './fixtures'
import { expect, fetchPage, jsonLdOf, metaContent, test } from './http'
import { postPage, textOf, descriptionOf } from './http-forms'

/**
 * The service section as the server renders it (issue #41): the service home, How to Order and
 * Become an Operator, the areas list and its GET forms, the calculator's GET and POST answers
 * (what a visitor without JavaScript gets),. Read
 * over HTTP, no browser; the browser keeps what only it shows (service-areas.spec.ts,
 * service-calculator.spec.ts: typing, clicks, focus, axe on the states a click reaches).
 */

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text)
const telOf = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`
const texts = (nodes: Iterable<Element>) => [...nodes].map(textOf)
/** Links by accessible name, matched as Playwright's getByRole matches it (a part of it, any case). */
const linkNamed = (root: Element | Document, name: string) =>
  getQueriesForElement(
    ('documentElement' in root ? root.documentElement : root) as HTMLElement,
  ).queryAllByRole('link', { name: (accessible) => accessible.toLowerCase().includes(name.toLowerCase()) })
const hrefOf = (root: Element | Document, name: string) => linkNamed(root, name)[0]?.getAttribute('href')
const q = (root: ParentNode, testId: string) => root.querySelector(`[data-testid="${testId}"]`)
const qa = (root: ParentNode, testId: string) => [...root.querySelectorAll(`[data-testid="${testId}"]`)]

for (const lang of journeyLangs) {
  const t = messages[lang]
  const s = t.servicePages

  test.describe(`service pages over HTTP (${lang})`, () => {
    test('service home: hero, badges, the two calls to action, the quick order card, industries, stats', async ({
      request,
    }) => {
      const { document } = await fetchPage(request, localized(lang, '/service'))
      expect(document.title).toBe(s.meta.home.title)
      expect(metaContent(document, 'name="description"')).toBe(s.meta.home.description)
      const hero = q(document, 'service-hero')!
      expect(textOf(hero.querySelector('h1')!)).toBe(s.home.hero.title)
      if (lang === 'en') expect(textOf(hero.querySelector('h1')!)).toBe('Reliable Courier Services')
      const badges = texts(q(hero, 'hero-badges')!.querySelectorAll('li'))
      expect(badges).toEqual([
        s.home.hero.badges.sameDay,
        s.home.hero.badges.secure,
        s.home.hero.badges.fleet,
      ])
      if (lang === 'en')
        expect(badges).toEqual(['Same-Day Delivery', 'Secure & Insured', 'Professional Fleet'])
      expect(hrefOf(hero, s.common.orderNow)).toBe(localized(lang, '/service/order'))
      expect(hrefOf(hero, s.common.calculatePrice)).toBe(localized(lang, '/service/calculator'))

      const quick = q(document, 'quick-order')!
      expect(texts(quick.querySelectorAll('h2'))).toEqual([s.home.quickOrder.title])
      expect(texts(quick.querySelectorAll('h3'))).toEqual([
        s.home.quickOrder.app.title,
        s.home.quickOrder.online.title,
        s.home.quickOrder.call.title,
      ])
      const byLabel = (label: string) => linkNamed(quick, label)[0]
      expect(byLabel(s.home.quickOrder.app.iosLabel)?.getAttribute('href')).toBe(settings.appStoreUrl)
      expect(byLabel(s.home.quickOrder.app.androidLabel)?.getAttribute('href')).toBe(settings.playStoreUrl)
      const online = byLabel(s.home.quickOrder.online.cta)!
      // The on-site order form (issue #44, ADR 066), in the page's language, not an external page.
      expect(online.getAttribute('href')).toBe(localized(lang, '/service/order/new'))
      expect(online.getAttribute('target')).toBeNull()
      expect(byLabel(settings.servicePhone)?.getAttribute('href')).toBe(telOf(settings.servicePhone))

      // Industries and the stats.
      expect(texts(document.querySelectorAll('main h2'))).toContain(s.home.industries.title)
      expect(texts(q(document, 'industries')!.querySelectorAll('h3'))).toEqual([
        s.home.industries.professional.title,
        s.home.industries.healthcare.title,
        s.home.industries.design.title,
        s.home.industries.wholesale.title,
      ])
      const stats = q(document, 'stats')!
      expect(texts(stats.querySelectorAll('dd'))).toEqual(['5000+', '200+', '99%'])
      expect(texts(stats.querySelectorAll('dt'))).toEqual([
        s.home.stats.deliveries,
        s.home.stats.clients,
        s.home.stats.onTime,
      ])
      expect(hrefOf(document.querySelector('main')!, s.home.cta.areas)).toBe(
        localized(lang, '/service/areas'),
      )
    })

    test('service home: structured data for the courier service, with the nonce and from real data', async ({
      request,
    }) => {
      const { document, headers } = await fetchPage(request, localized(lang, '/service'))
      const scripts = document.querySelectorAll('script[type="application/ld+json"]')
      expect(scripts).toHaveLength(1)
      expect(scripts[0]!.getAttribute('nonce')).toBe(cspNonce(headers))
      const data = jsonLdOf(document)[0] as Record<string, unknown> & {
        url: string
        areaServed: Array<{ '@type': string; geoRadius?: number; geoMidpoint?: { latitude: number } }>
      }
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: t.service.brand,
        priceRange: '$$',
      })
      // The seeded service phone and support e-mail are placeholders (issue #45): left out.
      expect(data).not.toHaveProperty('telephone')
      expect(data).not.toHaveProperty('email')
      // Every seeded rating is a sample nobody gave (issue #30 item 3): none is published.
      expect(data).not.toHaveProperty('aggregateRating')
      expect(data.url).toMatch(new RegExp(`${localized(lang, '/service')}$`))
      const circle = data.areaServed.find((a) => a['@type'] === 'GeoCircle')!
      expect(circle.geoRadius).toBe(50000)
      expect(circle.geoMidpoint!.latitude).toBeGreaterThan(25.5)
      expect(circle.geoMidpoint!.latitude).toBeLessThan(27)
      expect(data.areaServed.filter((a) => a['@type'] === 'City')).toHaveLength(15)
    })

    test('how to order: three methods, business hours and the four steps', async ({ request }) => {
      const { document } = await fetchPage(request, localized(lang, '/service/order'))
      expect(document.title).toBe(s.meta.order.title)
      expect(metaContent(document, 'name="description"')).toBe(s.meta.order.description)
      expect(texts(document.querySelectorAll('h1'))).toEqual([s.order.title])
      const methods = q(document, 'order-methods')!
      expect(texts(methods.querySelectorAll('h3'))).toEqual([
        s.order.methods.app.title,
        s.order.methods.online.title,
        s.order.methods.phone.title,
      ])
      const link = (name: string) => linkNamed(methods, name)[0]
      expect(link(s.order.methods.app.ios)?.getAttribute('href')).toBe(settings.appStoreUrl)
      expect(link(s.order.methods.app.android)?.getAttribute('href')).toBe(settings.playStoreUrl)
      expect(link(s.order.methods.online.cta)?.getAttribute('href')).toBe(
        localized(lang, '/service/order/new'),
      )
      expect(
        link(fill(s.order.methods.phone.cta, { phone: settings.servicePhone }))?.getAttribute('href'),
      ).toBe(telOf(settings.servicePhone))

      const hours = q(document, 'order-hours')!
      expect(textOf(hours.querySelector('h2, h3')!)).toBe(s.order.hours.title)
      expect(texts(hours.querySelectorAll('li'))).toEqual(businessHours(settings, lang))
      if (lang === 'en')
        expect(texts(hours.querySelectorAll('li'))).toEqual([
          'Mon-Fri 8AM-6PM',
          'Sat 9AM-4PM',
          'Sun 11AM-3PM',
        ])

      const steps = q(document, 'order-steps')!.querySelectorAll(':scope li')
      expect(steps).toHaveLength(4)
      expect(texts(q(document, 'order-steps')!.querySelectorAll('h3'))).toEqual([
        s.order.steps.choose.title,
        s.order.steps.details.title,
        s.order.steps.confirm.title,
        s.order.steps.track.title,
      ])
      expect(hrefOf(document, s.common.registerBusiness)).toBe(
        localized(lang, '/service/business-registration'),
      )
    })

    test('become an operator: the 80% split, the package values and the course site', async ({ request }) => {
      const { document } = await fetchPage(request, localized(lang, '/service/become-operator'))
      const b = s.becomeOperator
      expect(document.title).toBe(s.meta.becomeOperator.title)
      expect(metaContent(document, 'name="description"')).toBe(s.meta.becomeOperator.description)
      expect(texts(document.querySelectorAll('h1'))).toEqual([b.hero.title])
      expect(textOf(q(document, 'revenue-split')!)).toContain('80%')
      expect(textOf(q(document, 'revenue-split')!)).toContain(fill(b.split.text, { percent: '80%' }))
      expect(textOf(q(document, 'package-price')!)).toBe(fill(b.package.price, { price: '$1,250' }))
      expect(textOf(q(document, 'package')!)).toContain(b.package.offer)
      expect(textOf(q(document, 'package-value')!)).toBe(fill(b.package.value, { value: '$10,500' }))
      const parts = [...q(document, 'package-parts')!.querySelectorAll(':scope > li, :scope li')]
      expect(parts).toHaveLength(3)
      for (const [i, [key, value]] of (
        [
          ['legal', '$2,500'],
          ['technology', '$5,000'],
          ['marketing', '$3,000'],
        ] as const
      ).entries()) {
        expect(textOf(parts[i]!)).toContain(fill(b.package.partValue, { value }))
        expect(textOf(parts[i]!.querySelector('h2, h3, h4')!)).toBe(b.package[key].title)
      }
      const course = linkNamed(document, b.hero.course)[0]!
      expect(course.getAttribute('href')).toBe(settings.courseSiteUrl)
      expect(course.getAttribute('target')).toBe('_blank')
      expect(course.getAttribute('rel')).toMatch(/noopener/)
      expect(linkNamed(document, b.hero.apply)[0]!.getAttribute('href')).toBe(
        localized(lang, '/service/operator-application'),
      )
      expect(hrefOf(document, b.cta.opportunity)).toBe(localized(lang, '/opportunity'))
    })
  })

  const a = s.areas
  const areasPath = localized(lang, '/service/areas')
  const zipCount = (n: number) => fill(n === 1 ? a.zipCount_one : a.zipCount_other, { count: n })
  const results = (n: number) => fill(n === 1 ? a.results_one : a.results_other, { count: n })
  const cardOf = (document: Document, city: string) =>
    qa(document, 'area-card').find((c) => textOf(c.querySelector('button')!).includes(`${city}, FL`))!
  const citiesOf = (document: Document) =>
    qa(document, 'area-card').map((c) => textOf(c.querySelector('button span span')!))
  const zipsShown = (card: Element) => texts(q(card, 'zip-list')!.querySelectorAll('li'))
  const isOpen = (card: Element) => card.querySelector('button')!.getAttribute('aria-expanded') === 'true'
  const area = (city: string) => serviceAreas.find((x) => x.city === city)!

  test.describe(`service areas over HTTP (${lang})`, () => {
    test('lists the 15 cities from the database with their ZIP counts, every card closed', async ({
      request,
    }) => {
      const { document } = await fetchPage(request, areasPath)
      expect(document.title).toBe(s.meta.areas.title)
      expect(metaContent(document, 'name="description"')).toBe(s.meta.areas.description)
      expect(texts(document.querySelectorAll('h1'))).toEqual([a.title])
      expect(citiesOf(document)).toEqual(serviceAreas.map((x) => `${x.city}, FL`))
      expect(textOf(q(document, 'area-results')!)).toBe(results(15))
      for (const x of serviceAreas) {
        const card = cardOf(document, x.city)
        expect(textOf(q(card, 'zip-count')!)).toBe(zipCount(x.zipCodes.length))
        expect(isOpen(card)).toBe(false)
        expect(q(card, 'zip-list')!.closest('[hidden]')).not.toBeNull()
      }
    })

    test('without JavaScript the search and the toggles are GET forms the server answers', async ({
      request,
    }) => {
      // The search form: a GET of ?q=.
      const plain = await fetchPage(request, areasPath)
      const search = plain.document.querySelector('form[role="search"]')!
      expect(search.getAttribute('method')).toBe('get')
      expect(search.querySelector('input[type="search"]')!.getAttribute('name')).toBe('q')
      expect([...search.querySelectorAll('button')].map((b) => [b.getAttribute('type'), textOf(b)])).toEqual([
        ['submit', a.search.submit],
      ])

      // A ZIP code highlights the area serving it.
      const zip = await fetchPage(request, `${areasPath}?q=33444`)
      expect(citiesOf(zip.document)).toEqual(['Delray Beach, FL'])
      const delray = cardOf(zip.document, 'Delray Beach')
      expect(delray.getAttribute('data-highlighted')).toBe('true')
      expect(textOf(delray)).toContain(fill(a.zipServed, { zip: '33444' }))
      // Part of a ZIP code narrows the list without highlighting.
      const partial = await fetchPage(request, `${areasPath}?q=334`)
      expect(partial.document.querySelectorAll('[data-highlighted="true"]')).toHaveLength(0)
      expect(qa(partial.document, 'area-card')).toHaveLength(
        serviceAreas.filter((x) => x.zipCodes.some((z) => z.startsWith('334'))).length,
      )
      // A ZIP code beyond Miami's first 12 still finds and highlights Miami.
      const late = area('Miami').zipCodes.at(-1)!
      const lateZip = await fetchPage(request, `${areasPath}?q=${late}`)
      expect(cardOf(lateZip.document, 'Miami').getAttribute('data-highlighted')).toBe('true')
      expect(textOf(cardOf(lateZip.document, 'Miami'))).toContain(fill(a.zipServed, { zip: late }))
      // Case does not matter; a city's words match.
      const beach = await fetchPage(request, `${areasPath}?q=beach`)
      expect(citiesOf(beach.document)).toEqual([
        'West Palm Beach, FL',
        'Pompano Beach, FL',
        'Deerfield Beach, FL',
        'Delray Beach, FL',
        'Boynton Beach, FL',
      ])
      expect(textOf(q(beach.document, 'area-results')!)).toBe(results(5))
      const fort = await fetchPage(request, `${areasPath}?q=${encodeURIComponent('FORT lauderdale')}`)
      expect(citiesOf(fort.document)).toEqual(['Fort Lauderdale, FL'])
      expect(textOf(q(fort.document, 'area-results')!)).toBe(results(1))
      expect(
        (await fetchPage(request, `${areasPath}?q=Boca`)).document
          .querySelector('input[name="q"]')!
          .getAttribute('value'),
      ).toBe('Boca')
      expect(citiesOf((await fetchPage(request, `${areasPath}?q=Boca`)).document)).toEqual(['Boca Raton, FL'])
      // Nothing matching: No areas found, and a way to clear the search.
      for (const nothing of ['zzz', 'Orlando', '90210']) {
        const none = await fetchPage(request, `${areasPath}?q=${nothing}`)
        expect(qa(none.document, 'area-card')).toHaveLength(0)
        expect(textOf(q(none.document, 'areas-empty')!)).toContain(a.empty)
        expect(hrefOf(none.document, a.search.clear)).toBe(areasPath)
      }
      if (lang === 'en')
        expect(
          textOf(q((await fetchPage(request, `${areasPath}?q=zzz`)).document, 'areas-empty')!),
        ).toContain('No areas found')

      // Each card's button submits a GET form that opens it (#area-N keeps the place), keeping the search.
      const miami = cardOf(plain.document, 'Miami')
      const miamiId = miami.id.replace('area-', '')
      const form = miami.querySelector('form')!
      expect(form.getAttribute('method')).toBe('get')
      expect(form.getAttribute('action')).toBe(`#area-${miamiId}`)
      expect(
        [...form.querySelectorAll('input[type="hidden"]')].map((i) => [
          i.getAttribute('name'),
          i.getAttribute('value'),
        ]),
      ).toEqual([['open', miamiId]])
      expect(
        cardOf(zip.document, 'Delray Beach').querySelector('input[name="q"]')!.getAttribute('value'),
      ).toBe('33444')

      // Opened: up to 12 ZIP codes, then +N more; an area with few shows them all; 12 exactly: no more.
      const ids = ['Miami', 'Plantation', 'West Palm Beach'].map((c) =>
        cardOf(plain.document, c).id.replace('area-', ''),
      )
      const opened = await fetchPage(request, `${areasPath}?${ids.map((id) => `open=${id}`).join('&')}`)
      const open = (city: string) => cardOf(opened.document, city)
      const zips = area('Miami').zipCodes
      expect(zips.length).toBeGreaterThan(12)
      expect(isOpen(open('Miami'))).toBe(true)
      expect(open('Miami').getAttribute('data-selected')).toBe('true')
      expect(q(open('Miami'), 'zip-list')!.closest('[hidden]')).toBeNull()
      expect(q(open('Miami'), 'zip-list')!.getAttribute('aria-label')).toBe(
        fill(a.zipListLabel, { city: 'Miami' }),
      )
      expect(zipsShown(open('Miami'))).toEqual(zips.slice(0, 12))
      expect(textOf(q(open('Miami'), 'zip-more')!)).toBe(fill(a.more, { count: zips.length - 12 }))
      expect(zipsShown(open('Plantation'))).toEqual(area('Plantation').zipCodes)
      expect(q(open('Plantation'), 'zip-more')).toBeNull()
      expect(area('West Palm Beach').zipCodes).toHaveLength(12)
      expect(zipsShown(open('West Palm Beach'))).toHaveLength(12)
      expect(q(open('West Palm Beach'), 'zip-more')).toBeNull()
      expect(isOpen(open('Delray Beach'))).toBe(false)
      // Its button now closes it: the form without its id.
      expect(
        [...open('Miami').querySelectorAll('form input[name="open"]')].map((i) => i.getAttribute('value')),
      ).toEqual(ids.filter((id) => id !== miamiId))
    })
  })

  const c = s.calculator
  const calcPath = localized(lang, '/service/calculator')
  const money = (cents: number) => formatCents(cents, lang)
  function expectEstimate(document: Document, cents: { total: number; distance: number } | undefined) {
    const estimate = q(document, 'distance-estimate')
    if (!cents) {
      expect(estimate).toBeNull()
      expect(textOf(q(document, 'distance-empty')!)).toBe(c.distance.empty)
      return
    }
    expect(estimate).not.toBeNull()
    expect(textOf(q(document, 'distance-estimate-total')!)).toBe(money(cents.total))
    expect(textOf(q(document, 'distance-estimate-base')!)).toBe(money(1200))
    expect(textOf(q(document, 'distance-estimate-distance')!)).toBe(money(cents.distance))
    expect(hrefOf(estimate!, c.estimate.order)).toBe(localized(lang, '/service/order/new'))
    expect(q(document, 'distance-empty')).toBeNull()
  }

  test.describe(`price calculator over HTTP (${lang})`, () => {
    test('title, description, the distance field and its rule; the distance form is a GET the server prices', async ({
      request,
    }) => {
      const { document } = await fetchPage(request, calcPath)
      expect(document.title).toBe(s.meta.calculator.title)
      expect(metaContent(document, 'name="description"')).toBe(s.meta.calculator.description)
      expect(texts(document.querySelectorAll('h1'))).toEqual([c.title])
      expect(textOf(document.querySelector('main')!)).toContain(
        fill(c.intro, { base: money(1200), perMile: money(200) }),
      )
      const miles = q(document, 'miles-input')!
      expect(miles.getAttribute('type')).toBe('number')
      expect(miles.getAttribute('min')).toBe('0')
      expect(miles.getAttribute('step')).toBe('0.1')
      expect(miles.getAttribute('name')).toBe('miles')
      const form = miles.closest('form')!
      expect(form.getAttribute('method')).toBe('get')
      expect(
        [...form.querySelectorAll('button')].some(
          (b) => textOf(b) === c.distance.submit && b.getAttribute('type') !== 'button',
        ),
      ).toBe(true)
      expect(miles.id).toBeTruthy()
      expect(textOf(document.querySelector(`label[for="${miles.id}"]`)!)).toBe(c.distance.label)
      expectEstimate(document, undefined)

      const cases = [
        ['0', undefined],
        ['', undefined],
        ['-1', undefined],
        ['abc', undefined],
        ['0.1', { total: 1220, distance: 20 }],
        ['3', { total: 1800, distance: 600 }],
        ['7', { total: 2600, distance: 1400 }],
        ['12.5', { total: 3700, distance: 2500 }],
      ] as const
      for (const [value, cents] of cases) {
        const page = await fetchPage(request, `${calcPath}?miles=${encodeURIComponent(value)}`)
        expectEstimate(page.document, cents)
      }
      const priced = (await fetchPage(request, `${calcPath}?miles=12.5`)).document
      expect(textOf(q(priced, 'distance-estimate')!)).toContain(c.estimate.note)
      expect(textOf(q(priced, 'distance-estimate')!)).toContain(
        fill(c.estimate.distance, { miles: '12.5', perMile: money(200) }),
      )
    })

    test('the ZIP form posts and the page shows the answer: a price, field errors, too close', async ({
      request,
      baseURL,
    }) => {
      const post = (from: string, to: string, status: number) =>
        postPage(
          request,
          baseURL!,
          calcPath,
          { from, to },
          { status, ip: `198.18.${lang === 'en' ? 1 : 2}.7` },
        )
      const price = expectedZipPrice('33444', '33431')
      const ok = (await post('33444', '33431', 200)).document
      expect(textOf(q(ok, 'zip-estimate-total')!)).toBe(money(price.totalCents))
      expect(textOf(q(ok, 'zip-estimate-distance')!)).toBe(money(price.distanceCents))
      expect(textOf(q(ok, 'zip-distance')!)).toBe(fill(c.zip.distance, { miles: price.miles.toFixed(1) }))
      expect(textOf(q(ok, 'zip-estimate')!)).toContain(fill(c.zip.method, { factor: '1.2' }))
      // The order link carries the calculator's ZIP codes to the order form (ADR 066).
      expect(hrefOf(q(ok, 'zip-estimate')!, c.estimate.order)).toBe(
        localized(lang, '/service/order/new?from=33444&to=33431'),
      )
      expect(q(ok, 'zip-outside')).toBeNull()
      const zipForm = q(ok, 'zip-form')!
      expect(zipForm.querySelector<HTMLInputElement>('input[name="from"]')!.getAttribute('value')).toBe(
        '33444',
      )
      // ZIP+4 is accepted; the distance way is untouched.
      const plus4 = (await post('33444', '33431-1234', 200)).document
      expect(textOf(q(plus4, 'zip-estimate-total')!)).toBe(money(price.totalCents))
      expectEstimate(plus4, undefined)

      const field = (document: Document, name: string) =>
        q(document, 'zip-form')!.querySelector(`input[name="${name}"]`)!
      const empty = (await post('', '', 400)).document
      for (const name of ['from', 'to']) {
        expect(descriptionOf(empty, field(empty, name))).toBe(c.zip.errors.required)
        expect(field(empty, name).getAttribute('aria-invalid')).toBe('true')
      }
      const format = (await post('33444', '1', 400)).document
      expect(descriptionOf(format, field(format, 'to'))).toBe(c.zip.errors.format)
      expect(field(format, 'from').getAttribute('aria-invalid')).toBeNull()
      expect(q(format, 'zip-estimate')).toBeNull()
      const short = (await post('3344', '33131', 400)).document
      expect(descriptionOf(short, field(short, 'from'))).toBe(c.zip.errors.format)
      expect(field(short, 'to').getAttribute('aria-invalid')).toBeNull()
      const unknown = (await post('00000', '99999', 400)).document
      expect(descriptionOf(unknown, field(unknown, 'from'))).toBe(
        fill(c.zip.errors.unknown, { zip: '00000' }),
      )
      expect(descriptionOf(unknown, field(unknown, 'to'))).toBe(fill(c.zip.errors.unknown, { zip: '99999' }))
      expect(q(unknown, 'zip-estimate')).toBeNull()
      const same = (await post('33444', '33444', 400)).document
      expect(textOf(q(same, 'zip-error')!)).toBe(c.zip.errors.tooClose)
      expect(field(same, 'from').getAttribute('aria-invalid')).toBeNull()
      expect(q(same, 'zip-estimate')).toBeNull()
    })
  })
}
