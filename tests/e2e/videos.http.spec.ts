import { journeyLangs, localized, messages } from './fixtures'
import { expect, fetchPage, jsonLdOf, metaContent, test } from './http'
import { allByRole, allByTestId, byRole, byTestId, headings, textOf, textsOf } from './html-queries'

/**
 * /videos and /videos/{id} as the server renders them (issue #41). videos.spec.ts keeps what needs
 * a browser: the players load on play, the filter and a related video are followed, the scroll.
 * The seeded library: ids 2, 3, 4, 6, 7, 8, 9, 10; tutorials 4, 6, 10; player ids PLACEHOLDnn.
 */
const businessIds = ['2', '3', '7', '8', '9']
const tutorialIds = ['4', '6', '10']
const tutorialPlayer = /PLACEHOLD(04|06|10)/
const ids = (root: ParentNode) => allByTestId(root, 'video-card').map((c) => c.getAttribute('data-video-id'))

for (const lang of journeyLangs) {
  const t = messages[lang].videos
  const path = (p: string) => localized(lang, p)

  test.describe(`videos (${lang})`, () => {
    test('hero, featured presentation, filter and the grid of all videos', async ({ request }) => {
      const { document } = await fetchPage(request, path('/videos'))
      const main = document.querySelector('main')!
      expect(textsOf(headings(main, 1))).toContain(t.hero.title)
      const featured = byTestId(document, 'featured-video')
      expect(textOf(featured)).toContain(t.featured.label)
      // The player is a facade: the frame loads only on play.
      expect(allByTestId(featured, 'video-frame')).toHaveLength(0)
      byTestId(featured, 'video-play')

      const filter = byRole(document, 'navigation', t.filter.label, { exact: true })
      const links = allByRole(filter, 'link')
      expect(textsOf(links)).toEqual([t.filter.all, t.filter.business, t.filter.tutorial])
      expect(links.map((l) => l.getAttribute('href'))).toEqual([
        path('/videos'),
        path('/videos?category=business'),
        path('/videos?category=tutorial'),
      ])
      expect(links[0]!.getAttribute('aria-current')).toBe('true')

      expect(allByTestId(document, 'video-card')).toHaveLength(8)
      expect(allByTestId(document, 'secured-notice')).toHaveLength(0)
    })

    test('the tutorial filter shows the Secured Content notice and secured cards leading to /secure-videos', async ({
      request,
    }) => {
      const { document } = await fetchPage(request, path('/videos?category=tutorial'))
      const notice = byTestId(document, 'secured-notice')
      expect(textOf(notice)).toContain(t.secured.title)
      expect(textOf(notice)).toContain(t.secured.text)
      const cards = allByTestId(document, 'video-card')
      expect(ids(document)).toEqual(tutorialIds)
      for (const card of cards) {
        expect(textOf(byTestId(card, 'secured-badge'))).toBe(t.secured.badge)
        expect(allByRole(card, 'link').map((l) => l.getAttribute('href'))).toEqual([path('/secure-videos')])
      }
    })

    test('the business filter lists the business videos, each leading to its page', async ({ request }) => {
      const { document } = await fetchPage(request, path('/videos?category=business'))
      const cards = allByTestId(document, 'video-card')
      expect(ids(document)).toEqual(businessIds)
      for (const [i, id] of businessIds.entries()) {
        expect(allByRole(cards[i]!, 'link').map((l) => l.getAttribute('href'))).toEqual([
          path(`/videos/${id}`),
        ])
        expect(allByTestId(cards[i]!, 'secured-badge')).toHaveLength(0)
      }
      const filter = byRole(document, 'navigation', t.filter.label, { exact: true })
      expect(byRole(filter, 'link', t.filter.business).getAttribute('aria-current')).toBe('true')
    })

    test('a category without videos says so, with a link to all videos', async ({ request }) => {
      const { document } = await fetchPage(request, path('/videos?category=webinars'))
      expect(textOf(byTestId(document, 'videos-empty'))).toContain(t.empty)
      expect(allByTestId(document, 'video-card')).toHaveLength(0)
      expect(byRole(document.querySelector('main')!, 'link', t.showAll).getAttribute('href')).toBe(
        path('/videos'),
      )
    })

    test('a video page: title, duration, category, player, description, call to action, related videos', async ({
      request,
    }) => {
      const { document } = await fetchPage(request, path('/videos/2'))
      const detail = byTestId(document, 'video-detail')
      expect(textsOf(headings(detail, 1))).toEqual([
        lang === 'en'
          ? 'Business Overview: Your Courier Business in a Box'
          : 'Presentación: su negocio de mensajería llave en mano',
      ])
      const dd = detail.querySelectorAll('dd')
      expect(textOf(dd[0])).toBe('1:48')
      expect(textOf(dd[1])).toBe(t.category.business)
      byTestId(detail, 'video-play')
      const interest = byTestId(document, 'video-interest')
      expect(textOf(interest)).toContain(t.detail.interest.title)
      expect(byRole(interest, 'link', t.detail.interest.contact).getAttribute('href')).toBe(path('/contact'))
      const related = byTestId(document, 'related-videos')
      expect(textOf(related)).toContain(t.detail.related)
      expect(ids(related)).toEqual(['3', '7', '8'])
      // Search engines get a VideoObject for a public video, never for one that plays a
      // placeholder id, as the seeded ones do (issue #45; a real one: tests/integration/admin-videos.test.ts).
      expect(jsonLdOf(document)).toEqual([])
    })

    for (const bad of ['999', 'abc', '04']) {
      test(`an unknown id (${bad}) answers 404 with Video Not Found and a way back`, async ({ request }) => {
        const { document } = await fetchPage(request, path(`/videos/${bad}`), { status: 404 })
        const notFound = byTestId(document, 'video-not-found')
        expect(textsOf(headings(notFound, 1))).toEqual([t.notFound.title])
        expect(textOf(notFound)).toContain(t.notFound.text)
        expect(metaContent(document, 'name="robots"')).toBe('noindex')
        expect(byRole(notFound, 'link', t.notFound.back).getAttribute('href')).toBe(path('/videos'))
      })
    }
  })
}

test('a video page in Spanish shows the Spanish title of the video', async ({ request }) => {
  const { document } = await fetchPage(request, '/es/videos/2')
  expect(textsOf(headings(byTestId(document, 'video-detail'), 1))).toEqual([
    'Presentación: su negocio de mensajería llave en mano',
  ])
})

test.describe('the filter without JavaScript', () => {
  test('is a plain link: the filtered list is server-rendered and shareable', async ({ request }) => {
    const tutorial = await fetchPage(request, '/es/videos?category=tutorial')
    expect(textOf(byTestId(tutorial.document, 'secured-notice'))).toContain(messages.es.videos.secured.text)
    expect(allByTestId(tutorial.document, 'video-card')).toHaveLength(3)
    const business = byRole(
      tutorial.document.querySelector('main')!,
      'link',
      messages.es.videos.filter.business,
    )
    expect(business.getAttribute('href')).toBe('/es/videos?category=business')
    const { document } = await fetchPage(request, business.getAttribute('href')!)
    expect(allByTestId(document, 'video-card')).toHaveLength(5)
  })
})

test.describe('tutorial player URLs never reach a visitor without the cookie', () => {
  test('not in pages, data requests, redirects or JSON-LD', async ({ request }) => {
    const raw = async (url: string) => {
      const response = await request.get(url, { maxRedirects: 0 })
      return { status: response.status(), text: await response.text(), headers: response.headers() }
    }
    // A tutorial's page: a redirect to the password form, nothing of the video.
    for (const lang of journeyLangs) {
      for (const id of tutorialIds) {
        const page = await raw(localized(lang, `/videos/${id}`))
        expect(page.status).toBe(302)
        expect(page.headers.location).toBe(localized(lang, `/secure-videos?video=${id}`))
        expect(page.text).not.toMatch(tutorialPlayer)
        // The same page as React Router's client navigation asks for it.
        const data = await raw(`${localized(lang, `/videos/${id}`)}.data`)
        expect(data.text).not.toMatch(tutorialPlayer)
        expect(data.text).toContain('secure-videos')
      }
    }
    for (const url of [
      '/videos',
      '/videos?category=tutorial',
      '/videos.data',
      '/videos.data?category=tutorial',
      '/es/videos.data?category=tutorial',
      '/secure-videos',
      '/secure-videos.data',
      '/es/secure-videos.data',
      '/videos/2',
      '/videos/2.data',
      '/',
    ]) {
      const response = await raw(url)
      expect(response.status, url).toBe(200)
      expect(response.text, url).not.toMatch(tutorialPlayer)
    }
    // The public list does carry the public player (the featured presentation): the check can see URLs.
    expect((await raw('/videos')).text).toContain('PLACEHOLD02')
    // A sitemap, where there is one, lists no player either.
    const sitemap = await raw('/sitemap.xml')
    if (sitemap.status === 200) expect(sitemap.text).not.toMatch(tutorialPlayer)
  })
})
