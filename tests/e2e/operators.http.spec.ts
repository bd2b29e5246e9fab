import { operators as seeded, sparseOperators } from '../../app/.server/db/seed-data/operators'
import { journeyLangs, localized, messages } from './fixtures'
import { expect, fetchPage, metaContent, test } from './http'
import { allByTestId, byRole, byTestId, headings, textOf, textsOf } from './html-queries'

// Operator pages and the directory as the server renders them (issue #41). operators.spec.ts keeps
// the dialogs, the instant quote, the booking, the map and the search form in the browser.
const rich = seeded.find((o) => o.areaServed === 'Delray Beach, FL')!
const sparse = sparseOperators[0]!

for (const lang of journeyLangs) {
  const t = messages[lang].operators

  test.describe(`operator page (${lang})`, () => {
    test('a sparse operator hides the empty sections', async ({ request }) => {
      const { document } = await fetchPage(request, localized(lang, `/${sparse.slug}`))
      expect(textsOf(headings(document, 1))).toEqual([sparse.name])
      const h2 = textsOf(headings(document, 2))
      for (const title of [t.fleet.title, t.testimonials.title, t.payment.title, t.certifications.title]) {
        expect(h2).not.toContain(title)
      }
      expect(allByTestId(document, 'badge-rush')).toHaveLength(0)
      expect(allByTestId(document, 'operator-rating')).toHaveLength(0)
      expect(allByTestId(document, 'operator-tagline')).toHaveLength(0)
      expect(h2).toContain(t.contact.title)
      expect(byTestId(document, 'profile-image').getAttribute('src')).toBe('/images/operators/fallback.svg')
    })

    for (const slug of ['no-such-operator', 'api']) {
      test(`/${slug} answers 404 with Operator not found`, async ({ request }) => {
        const { document } = await fetchPage(request, localized(lang, `/${slug}`), { status: 404 })
        const notFound = byTestId(document, 'operator-not-found')
        expect(textsOf(headings(notFound, 1))).toEqual([t.notFound.title])
        expect(textOf(notFound)).toContain(t.notFound.text)
        expect(byRole(notFound, 'link', t.notFound.back).getAttribute('href')).toBe(
          localized(lang, '/operators'),
        )
        expect(metaContent(document, 'name="robots"')).toMatch(/noindex/)
      })
    }
  })

  test.describe(`operators directory (${lang})`, () => {
    const d = t.directory
    test('the state filter and the ZIP search live in the URL', async ({ request }) => {
      const ga = await fetchPage(request, localized(lang, '/operators?state=GA'))
      const select = ga.document.querySelector('select[name="state"]') as HTMLSelectElement | null
      expect(select, d.stateLabel).not.toBeNull()
      expect(select!.value).toBe('GA')
      expect(allByTestId(ga.document, 'operator-card').map((c) => c.getAttribute('data-slug'))).toEqual([
        'peachtree-courier',
      ])

      const zip = await fetchPage(request, localized(lang, '/operators?zip=33444'))
      const slugs = allByTestId(zip.document, 'operator-card').map((c) => c.getAttribute('data-slug'))
      expect(slugs[0]).toBe(rich.slug)
      expect(slugs).not.toContain('windy-city-courier')
    })
  })
}
