import { eq } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operators, seededSets } from '#app/.server/db/schema'
import { seedDatabase } from '#app/.server/db/seed'
import { operators as seedOperators, sparseOperators } from '#app/.server/db/seed-data/operators'
import * as operatorRouteModule from '#app/routes/operators/operator'
import { chain } from '../support/route-chain'
import { routeArgs, testContext } from './context'
import { serverRenderedHtml } from './server-render'
import { createTestDatabase, type TestDatabase } from './test-database'

const operatorRoute = chain(operatorRouteModule)

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})

/** /es/{slug} as the server renders it: the real loader on the seeded database, the Spanish texts. */
async function spanishPage(slug: string) {
  const url = `http://site.test/es/${slug}`
  const pageData = await operatorRoute.loader(routeArgs(new Request(url), testContext(t), { slug }))
  const html = await serverRenderedHtml(t.db, {
    lang: 'es',
    url,
    pageData,
    Component: operatorRouteModule.default as never,
  })
  const { document } = new JSDOM(html).window
  const jsonLd = document.querySelector('script[type="application/ld+json"]')
  const structuredData = jsonLd ? JSON.parse(jsonLd.textContent!) : null
  for (const script of document.querySelectorAll('script')) script.remove()
  const items = [...document.querySelectorAll('li')].map((li) => li.textContent!.replace(/^✓/, '').trim())
  return { text: document.body.textContent!.replace(/\s+/g, ' '), items, structuredData }
}

const demo = [...seedOperators, ...sparseOperators]
const compact = (s: string) => s.replace(/\s+/g, ' ')

describe('the demo operators read in Spanish on /es/{slug} (issue #45 item 6)', () => {
  it.each(demo.map((o) => [o.slug, o] as const))('%s', async (_slug, o) => {
    const page = await spanishPage(o.slug)
    // The operator's own texts: the Spanish present, the English nowhere (a name such as "Zelle" is both).
    const texts: Array<[string | null, string | null]> = [
      [o.tagline, o.taglineEs],
      [o.bio, o.bioEs],
      [o.territoryDescription, o.territoryDescriptionEs],
      [o.responseTimeGuarantee, o.responseTimeGuaranteeEs],
      [o.weightLimit, o.weightLimitEs],
      [o.sizeLimit, o.sizeLimitEs],
      ...o.testimonials.map((item, i) => [item.text, o.testimonialsEs[i]!.text] as [string, string]),
    ]
    for (const [en, es] of texts) {
      if (en === null) continue
      expect(page.text).toContain(compact(es!))
      expect(page.text).not.toContain(compact(en))
    }
    const lists = [
      [o.businessServices, o.businessServicesEs],
      [o.vehicleTypes, o.vehicleTypesEs],
      [o.paymentMethods, o.paymentMethodsEs],
      [o.certifications, o.certificationsEs],
    ]
    for (const [en, es] of lists)
      en!.forEach((item, i) => {
        expect(page.items).toContain(es![i])
        if (item !== es![i]) expect(page.items).not.toContain(item)
      })
    expect(page.text).toContain(`: ${o.languagesSpokenEs.join(', ')}`)
    for (const language of o.languagesSpoken) expect(page.text).not.toContain(language)
    // A sample operator reaches no structured data (issue #45 item 1); once staff give it real
    // contact details, what search engines read of the page is Spanish too.
    expect(page.structuredData).toBeNull()
    await t.db
      .update(operators)
      .set({ contactEmail: `dispatch@${o.slug}.com`, contactPhone: '(561) 276-4410' })
      .where(eq(operators.customSlug, o.slug))
    const real = await spanishPage(o.slug)
    await t.db
      .update(operators)
      .set({ contactEmail: o.contactEmail, contactPhone: o.contactPhone })
      .where(eq(operators.customSlug, o.slug))
    expect(real.structuredData.description).toBe(o.taglineEs ?? o.bioEs)
    expect(
      real.structuredData.hasOfferCatalog.itemListElement.map(
        (offer: { itemOffered: { name: string } }) => offer.itemOffered.name,
      ),
    ).toEqual(o.businessServicesEs)
  })
})

describe('a site seeded before the Spanish texts existed (issue #45 item 6)', () => {
  it('gets them once, beside the English texts still as seeded, never over what staff wrote', async () => {
    const [delray, miami] = seedOperators as [(typeof seedOperators)[0], (typeof seedOperators)[0]]
    const none = {
      taglineEs: null,
      bioEs: null,
      territoryDescriptionEs: null,
      languagesSpokenEs: null,
      responseTimeGuaranteeEs: null,
      weightLimitEs: null,
      sizeLimitEs: null,
      businessServicesEs: null,
      vehicleTypesEs: null,
      paymentMethodsEs: null,
      certificationsEs: null,
      testimonialsEs: null,
    }
    // As the seed left an install before: English only. Then staff edited one operator.
    await t.db.update(operators).set(none).where(eq(operators.customSlug, delray.slug))
    await t.db
      .update(operators)
      .set({ ...none, tagline: 'Our own tagline', bioEs: 'Nuestra propia biografía.' })
      .where(eq(operators.customSlug, miami.slug))
    await t.db.delete(seededSets).where(eq(seededSets.name, 'operator-spanish-texts'))

    await seedDatabase(t.db)

    const row = async (slug: string) =>
      (await t.db.select().from(operators).where(eq(operators.customSlug, slug)))[0]!
    const untouched = await row(delray.slug)
    expect(untouched).toMatchObject({
      taglineEs: delray.taglineEs,
      bioEs: delray.bioEs,
      businessServicesEs: delray.businessServicesEs,
      testimonialsEs: delray.testimonialsEs,
      sizeLimitEs: delray.sizeLimitEs,
      // The sample markers are left as they were.
      sampleReviews: true,
      contactEmail: delray.contactEmail,
    })
    const edited = await row(miami.slug)
    expect(edited.tagline).toBe('Our own tagline')
    expect(edited.taglineEs).toBeNull()
    expect(edited.bioEs).toBe('Nuestra propia biografía.')
    expect(edited.territoryDescriptionEs).toBe(miami.territoryDescriptionEs)

    // Once: a Spanish text staff empty afterwards stays empty on the next start.
    await t.db.update(operators).set({ bioEs: null }).where(eq(operators.customSlug, delray.slug))
    await seedDatabase(t.db)
    expect((await row(delray.slug)).bioEs).toBeNull()
  })
})
