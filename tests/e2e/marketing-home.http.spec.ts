import { testimonials as seedTestimonials } from '../../app/.server/db/seed-data/testimonials'
import { videos as seedVideos } from '../../app/.server/db/seed-data/videos'
import { videoEmbedUrl } from '../../app/domain/videos/video-source'
import { content, journeyLangs, localized, messages, settings } from './fixtures'
import { expect, fetchPage, jsonLdOf, test } from './http'
import {
  allByRole,
  allByTestId,
  byRole,
  byTestId,
  expectNewTabLinkEl,
  headings,
  textOf,
  textsOf,
} from './html-queries'
import { telHref } from './marketing-helpers'

// The home page as the server renders it (issue #41): its sections, links and structured data.
// marketing-home.spec.ts keeps the browser's part: a video's player loads only when played.
const video = (id: number) => {
  const seeded = seedVideos.find((v) => v.id === id)!
  return { ...seeded, videoUrl: videoEmbedUrl({ provider: seeded.provider, id: seeded.providerVideoId }) }
}

for (const lang of journeyLangs) {
  const t = messages[lang]
  const c = content[lang].home
  const home = localized(lang, '/')

  test.describe(`home page (${lang})`, () => {
    test('hero: texts, bullets, booking and course-site buttons, overview video', async ({ request }) => {
      const { document } = await fetchPage(request, home)
      const hero = byTestId(document, 'hero')
      expect(textsOf(headings(hero, 1))).toEqual([c.hero.title])
      expect(textOf(byTestId(hero, 'hero-subtitle'))).toBe(c.hero.subtitle)
      expect(textOf(hero)).toContain(t.home.hero.description)
      expect(textsOf(byTestId(hero, 'hero-bullets').querySelectorAll('li'))).toEqual([
        t.home.hero.bullets.schedule,
        c.hero.earnings,
        t.home.hero.bullets.boss,
      ])
      expectNewTabLinkEl(byRole(hero, 'link', t.home.hero.bookConsultation), settings.bookingUrl)
      expectNewTabLinkEl(byRole(hero, 'link', t.home.hero.getStarted), settings.courseSiteUrl)
      expectNewTabLinkEl(byRole(hero, 'link', t.home.hero.learnMore), settings.courseSiteUrl)
      for (const name of [t.home.hero.bookConsultation, t.home.hero.getStarted, t.home.hero.learnMore]) {
        expect(textOf(byRole(hero, 'link', name))).toContain(t.common.opensInNewTab)
      }
      const overview = video(2)
      byRole(
        byTestId(document, 'hero-video'),
        'button',
        t.video.play.replace('{{title}}', overview.title[lang]),
      )
    })

    test('features: four cards, the why-join block and the how-to-get-started video', async ({ request }) => {
      const { document } = await fetchPage(request, home)
      const features = byTestId(document, 'features')
      expect(textsOf(headings(features, 2))).toContain(c.features.title)
      expect(textOf(features)).toContain(c.features.description)
      const cards = allByTestId(features, 'feature-card')
      expect(cards).toHaveLength(4)
      for (const [i, item] of c.features.items.entries()) {
        expect(textsOf(headings(cards[i]!, 3))).toEqual([item.title])
        expect(textOf(cards[i])).toContain(item.description)
      }
      const why = byTestId(document, 'why-join')
      expect(textsOf(headings(why, 2))).toEqual([t.home.whyJoin.title])
      for (const key of ['tech', 'revenue', 'support'] as const) {
        expect(textsOf(headings(why, 3))).toContain(t.home.whyJoin.items[key].title)
        expect(textOf(why)).toContain(t.home.whyJoin.items[key].text)
      }
      const getStarted = byTestId(document, 'get-started-video')
      expect(textsOf(headings(getStarted, 3))).toEqual([t.home.whyJoin.videoTitle])
      byRole(getStarted, 'button', t.video.play.replace('{{title}}', video(3).title[lang]))
    })

    test('testimonials: three five-star entries and the link to all reviews', async ({ request }) => {
      const { document } = await fetchPage(request, home)
      const section = byTestId(document, 'testimonials')
      expect(textsOf(headings(section, 2))).toEqual([c.testimonials.title])
      const cards = allByTestId(section, 'testimonial-card')
      expect(cards).toHaveLength(3)
      for (const [i, entry] of seedTestimonials.entries()) {
        const card = cards[i]!
        expect(textOf(card)).toContain(entry.name)
        expect(textOf(card)).toContain(entry.text[lang])
        expect(textOf(card)).toContain(entry.date[lang])
        expect(
          allByRole(card, 'img', t.home.testimonials.rating.replace('{{rating}}', '5'), { exact: true }),
        ).toHaveLength(1)
        expect(card.querySelectorAll('svg')).toHaveLength(5)
      }
      expectNewTabLinkEl(byRole(section, 'link', t.home.testimonials.viewAll), settings.reviewsUrl)
    })

    test('call to action: its own phone number and two course-site buttons', async ({ request }) => {
      const { document } = await fetchPage(request, home)
      const cta = byTestId(document, 'home-cta')
      expect(textsOf(headings(cta, 2))).toEqual([c.callToAction.title])
      expect(textOf(cta)).toContain(c.callToAction.description)
      expect(textOf(cta)).toContain(t.home.callToAction.questions)
      const phone = byTestId(cta, 'home-cta-phone')
      expect(textOf(phone)).toBe(settings.ctaPhone)
      expect(phone.getAttribute('href')).toBe(telHref(settings.ctaPhone))
      expect(settings.ctaPhone).not.toBe(settings.phone)
      expectNewTabLinkEl(byRole(cta, 'link', c.callToAction.buttonText), settings.courseSiteUrl)
      expectNewTabLinkEl(byRole(cta, 'link', t.home.callToAction.learnMore), settings.courseSiteUrl)
    })

    test('no video player is in the page before one is played', async ({ request }) => {
      const { document } = await fetchPage(request, home)
      expect(document.querySelectorAll('iframe')).toHaveLength(0)
      const overview = video(2)
      expect(byTestId(document, 'hero-video').querySelector('img')?.getAttribute('src')).toBe(
        overview.thumbnailUrl,
      )
    })

    test('search-engine data: the organisation, and no placeholder (issue #45)', async ({ request }) => {
      const blocks = jsonLdOf((await fetchPage(request, home)).document)
      const org = blocks.find((b) => b['@type'] === 'Organization')
      expect(org).toMatchObject({
        '@context': 'https://schema.org',
        name: settings.businessName,
        knowsLanguage: ['English', 'Spanish'],
        makesOffer: { '@type': 'Offer', price: 1250, priceCurrency: 'USD' },
      })
      // The seeded phone (555-01xx), e-mail (an example domain) and address are placeholders, and
      // the two videos play placeholder ids: none is offered to search engines.
      expect(org).not.toHaveProperty('telephone')
      expect(org).not.toHaveProperty('contactPoint')
      expect(org).not.toHaveProperty('address')
      expect(blocks.filter((b) => b['@type'] === 'VideoObject')).toEqual([])
      expect(video(2).videoUrl).toContain('PLACEHOLD')
    })
  })
}

test('the home page renders every testimonial on the server, before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html.match(/data-testid="testimonial-slide"/g)).toHaveLength(3)
  for (const entry of seedTestimonials) expect(html).toContain(entry.name)
  // The carousel library is not part of the page's first load.
  expect(html).not.toMatch(/testimonials-embla/)
})
