import { testimonials as seedTestimonials } from '../../app/.server/db/seed-data/testimonials'
import { videos as seedVideos } from '../../app/.server/db/seed-data/videos'
import { videoEmbedUrl } from '../../app/domain/videos/video-source'
import { content, expect, localized, messages, settings, test, visit, journeyLangs } from './fixtures'
import { expectNewTabLink, jsonLd, stubExternalFrames, telHref } from './marketing-helpers'

const video = (id: number) => {
  const seeded = seedVideos.find((v) => v.id === id)!
  return { ...seeded, videoUrl: videoEmbedUrl({ provider: seeded.provider, id: seeded.providerVideoId }) }
}

for (const lang of journeyLangs) {
  const t = messages[lang]
  const c = content[lang].home
  const home = localized(lang, '/')

  test.describe(`home page (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await stubExternalFrames(page)
    })

    test('hero: texts, bullets, booking and course-site buttons, overview video', async ({ page }) => {
      await visit(page, home)
      const hero = page.getByTestId('hero')
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(c.hero.title)
      await expect(hero.getByTestId('hero-subtitle')).toHaveText(c.hero.subtitle)
      await expect(hero).toContainText(t.home.hero.description)
      await expect(hero.getByTestId('hero-bullets').getByRole('listitem')).toHaveText([
        t.home.hero.bullets.schedule,
        c.hero.earnings,
        t.home.hero.bullets.boss,
      ])
      await expectNewTabLink(
        hero.getByRole('link', { name: t.home.hero.bookConsultation }),
        settings.bookingUrl,
      )
      await expectNewTabLink(hero.getByRole('link', { name: t.home.hero.getStarted }), settings.courseSiteUrl)
      await expectNewTabLink(hero.getByRole('link', { name: t.home.hero.learnMore }), settings.courseSiteUrl)
      for (const name of [t.home.hero.bookConsultation, t.home.hero.getStarted, t.home.hero.learnMore]) {
        await expect(hero.getByRole('link', { name })).toContainText(t.common.opensInNewTab)
      }
      const overview = video(2)
      await expect(
        page
          .getByTestId('hero-video')
          .getByRole('button', { name: t.video.play.replace('{{title}}', overview.title[lang]) }),
      ).toBeVisible()
    })

    test('features: four cards, the why-join block and the how-to-get-started video', async ({ page }) => {
      await visit(page, home)
      const features = page.getByTestId('features')
      await expect(features.getByRole('heading', { level: 2, name: c.features.title })).toBeVisible()
      await expect(features).toContainText(c.features.description)
      const cards = features.getByTestId('feature-card')
      await expect(cards).toHaveCount(4)
      for (const [i, item] of c.features.items.entries()) {
        await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(item.title)
        await expect(cards.nth(i)).toContainText(item.description)
      }
      const why = page.getByTestId('why-join')
      await expect(why.getByRole('heading', { level: 2 })).toHaveText(t.home.whyJoin.title)
      for (const key of ['tech', 'revenue', 'support'] as const) {
        await expect(
          why.getByRole('heading', { level: 3, name: t.home.whyJoin.items[key].title }),
        ).toBeVisible()
        await expect(why).toContainText(t.home.whyJoin.items[key].text)
      }
      const getStarted = page.getByTestId('get-started-video')
      await expect(getStarted.getByRole('heading', { level: 3 })).toHaveText(t.home.whyJoin.videoTitle)
      await expect(
        getStarted.getByRole('button', { name: t.video.play.replace('{{title}}', video(3).title[lang]) }),
      ).toBeVisible()
    })

    test('testimonials: three five-star entries and the link to all reviews', async ({ page }) => {
      await visit(page, home)
      const section = page.getByTestId('testimonials')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(c.testimonials.title)
      const cards = section.getByTestId('testimonial-card')
      await expect(cards).toHaveCount(3)
      for (const [i, entry] of seedTestimonials.entries()) {
        const card = cards.nth(i)
        await expect(card).toContainText(entry.name)
        await expect(card).toContainText(entry.text[lang])
        await expect(card).toContainText(entry.date[lang])
        await expect(
          card.getByRole('img', { name: t.home.testimonials.rating.replace('{{rating}}', '5') }),
        ).toHaveCount(1)
        await expect(card.locator('svg')).toHaveCount(5)
      }
      await expectNewTabLink(
        section.getByRole('link', { name: t.home.testimonials.viewAll }),
        settings.reviewsUrl,
      )
    })

    test('call to action: its own phone number and two course-site buttons', async ({ page }) => {
      await visit(page, home)
      const cta = page.getByTestId('home-cta')
      await expect(cta.getByRole('heading', { level: 2 })).toHaveText(c.callToAction.title)
      await expect(cta).toContainText(c.callToAction.description)
      await expect(cta).toContainText(t.home.callToAction.questions)
      const phone = cta.getByTestId('home-cta-phone')
      await expect(phone).toHaveText(settings.ctaPhone)
      await expect(phone).toHaveAttribute('href', telHref(settings.ctaPhone))
      expect(settings.ctaPhone).not.toBe(settings.phone)
      await expectNewTabLink(
        cta.getByRole('link', { name: c.callToAction.buttonText }),
        settings.courseSiteUrl,
      )
      await expectNewTabLink(
        cta.getByRole('link', { name: t.home.callToAction.learnMore }),
        settings.courseSiteUrl,
      )
    })

    test('videos load their player only when played', async ({ page }) => {
      const external = await stubExternalFrames(page)
      await visit(page, home)
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(external).toEqual([])
      const overview = video(2)
      const heroVideo = page.getByTestId('hero-video')
      await expect(heroVideo.locator('img')).toHaveAttribute('src', overview.thumbnailUrl)
      await heroVideo.getByRole('button').click()
      const frame = heroVideo.getByTestId('video-frame')
      await expect(frame).toHaveAttribute('src', `${overview.videoUrl}?autoplay=1`)
      await expect(frame).toHaveAttribute('title', overview.title[lang])
      await expect(page.locator('iframe')).toHaveCount(1)
      await expect.poll(() => external).toEqual([`${overview.videoUrl}?autoplay=1`])
    })

    test('search-engine data: the organisation and the videos shown', async ({ page }) => {
      await visit(page, home)
      const blocks = await jsonLd(page)
      const org = blocks.find((b) => b['@type'] === 'Organization')
      expect(org).toMatchObject({
        '@context': 'https://schema.org',
        name: settings.businessName,
        knowsLanguage: ['English', 'Spanish'],
        makesOffer: { '@type': 'Offer', price: 1250, priceCurrency: 'USD' },
        contactPoint: { availableLanguage: ['English', 'Spanish'], telephone: settings.phone },
      })
      const shown = blocks.filter((b) => b['@type'] === 'VideoObject')
      expect(shown.map((v) => v.name)).toEqual([video(2).title[lang], video(3).title[lang]])
      expect(shown[0]).toMatchObject({ embedUrl: video(2).videoUrl, duration: 'PT1M48S', inLanguage: lang })
      expect(String(shown[0]!.thumbnailUrl)).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/images\/videos\/video-2\.svg$/,
      )
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
