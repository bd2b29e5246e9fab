import { videos as seedVideos } from '../../app/.server/db/seed-data/videos'
import { richTextPlain } from '../../app/domain/rich-text/render'
import { content, journeyLangs, localized, messages, settings } from './fixtures'
import { expect, fetchPage, jsonLdOf, test } from './http'
import { allByTestId, byRole, byTestId, expectNewTabLinkEl, headings, textOf, textsOf } from './html-queries'
import { telHref } from './marketing-helpers'

// The opportunity page as the server renders it (issue #41). marketing-opportunity.spec.ts keeps
// the browser's part: the player loads on play, the FAQ by keyboard.
for (const lang of journeyLangs) {
  const t = messages[lang]
  const c = content[lang].opportunity
  const path = localized(lang, '/opportunity')

  test.describe(`opportunity page (${lang})`, () => {
    test('video, how it works, earnings and requirements', async ({ request }) => {
      const { document } = await fetchPage(request, path)
      expect(document.title).toBe(t.opportunity.meta.title)
      const hero = byTestId(document, 'hero')
      expect(textsOf(headings(hero, 1))).toEqual([c.hero.title])
      expect(textOf(hero)).toContain(c.hero.description)
      const video = seedVideos.find((v) => v.id === c.hero.video)!
      const player = byTestId(document, 'opportunity-video')
      expect(player.querySelectorAll('iframe')).toHaveLength(0)
      byRole(player, 'button', t.video.play.replace('{{title}}', video.title[lang]))

      const how = byTestId(document, 'how-it-works')
      expect(textsOf(headings(how, 2))).toEqual([c.benefits.title])
      const steps = allByTestId(how, 'step')
      expect(steps).toHaveLength(3)
      for (const [i, step] of c.benefits.items.entries()) {
        expect(textOf(steps[i])).toContain(t.opportunity.stepLabel.replace('{{number}}', String(i + 1)))
        expect(textsOf(headings(steps[i]!, 3))).toEqual([step.title])
        expect(textOf(steps[i])).toContain(step.description)
        expect(textsOf(steps[i]!.querySelectorAll('li'))).toEqual(step.features)
      }

      const earnings = byTestId(document, 'earnings')
      expect(textsOf(headings(earnings, 2))).toEqual([c.earnings.title])
      const cards = allByTestId(earnings, 'earnings-card')
      expect(cards).toHaveLength(c.earnings.items.length)
      for (const [i, card] of c.earnings.items.entries()) {
        expect(textsOf(headings(cards[i]!, 3))).toEqual([card.title])
        expect(textOf(cards[i])).toContain(card.amount)
      }
      expect(textOf(byTestId(earnings, 'earnings-disclaimer'))).toBe(c.earnings.disclaimer)

      const requirements = byTestId(document, 'requirements')
      expect(textsOf(headings(requirements, 2))).toEqual([c.requirements.title])
      const items = allByTestId(requirements, 'requirement')
      expect(items).toHaveLength(3)
      for (const [i, item] of c.requirements.items.entries()) {
        expect(textsOf(headings(items[i]!, 3))).toEqual([item.title])
        expect(textsOf(items[i]!.querySelectorAll('li'))).toEqual(item.details)
      }
    })

    test('the FAQ: seven questions, each a closed <details> that works before any script runs', async ({
      request,
    }) => {
      const { document } = await fetchPage(request, path)
      expect(textsOf(headings(document.querySelector('main')!, 2))).toContain(c.faq.title)
      const faq = byTestId(document, 'faq')
      expect(faq.querySelectorAll('summary')).toHaveLength(7)
      expect(textsOf(headings(faq, 3))).toEqual(c.faq.items.map((i) => i.question))
      // A native disclosure: Enter or Space on its summary opens it without JavaScript; closed as sent.
      const items = allByTestId(faq, 'faq-item')
      expect(items).toHaveLength(7)
      for (const [i, item] of items.entries()) {
        expect(item.tagName).toBe('DETAILS')
        expect(item.hasAttribute('open'), `question ${i + 1} is closed`).toBe(false)
        expect(item.firstElementChild?.tagName).toBe('SUMMARY')
        expect(textOf(item)).toContain(richTextPlain(c.faq.items[i]!.answer))
        expect(textOf(item.querySelector('summary'))).not.toContain(richTextPlain(c.faq.items[i]!.answer))
      }
    })

    test('call to action with the main phone number, and FAQ search data', async ({ request }) => {
      const { document } = await fetchPage(request, path)
      const cta = byTestId(document, 'opportunity-cta')
      expect(textsOf(headings(cta, 2))).toEqual([t.opportunity.callToAction.title])
      expect(textOf(cta)).toContain(t.opportunity.callToAction.description)
      const phone = byTestId(cta, 'opportunity-cta-phone')
      expect(textOf(phone)).toBe(settings.phone)
      expect(phone.getAttribute('href')).toBe(telHref(settings.phone))
      expectNewTabLinkEl(byRole(cta, 'link', t.opportunity.callToAction.getStarted), settings.courseSiteUrl)
      expectNewTabLinkEl(byRole(cta, 'link', t.opportunity.callToAction.learnMore), settings.courseSiteUrl)

      const blocks = jsonLdOf(document)
      const faqPage = blocks.find((b) => b['@type'] === 'FAQPage')
      expect(faqPage).toEqual({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: c.faq.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: richTextPlain(item.answer) },
        })),
      })
      // The seeded video plays a placeholder id: not offered to search engines (issue #45).
      expect(blocks.filter((b) => b['@type'] === 'VideoObject')).toHaveLength(0)
    })
  })
}
