import { videos as seedVideos } from '../../app/.server/db/seed-data/videos'
import { richTextPlain } from '../../app/domain/rich-text/render'
import { videoEmbedUrl } from '../../app/domain/videos/video-source'
import { content, expect, localized, messages, settings, test, visit, journeyLangs } from './fixtures'
import { expectNewTabLink, jsonLd, stubExternalFrames, telHref } from './marketing-helpers'

for (const lang of journeyLangs) {
  const t = messages[lang]
  const c = content[lang].opportunity
  const path = localized(lang, '/opportunity')

  test.describe(`opportunity page (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await stubExternalFrames(page)
    })

    test('video, how it works, earnings and requirements', async ({ page }) => {
      await visit(page, path)
      await expect(page).toHaveTitle(t.opportunity.meta.title)
      const hero = page.getByTestId('hero')
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(c.hero.title)
      await expect(hero).toContainText(c.hero.description)
      const video = seedVideos.find((v) => v.id === c.hero.video)!
      const player = page.getByTestId('opportunity-video')
      await expect(player.locator('iframe')).toHaveCount(0)
      await player.getByRole('button', { name: t.video.play.replace('{{title}}', video.title[lang]) }).click()
      await expect(player.getByTestId('video-frame')).toHaveAttribute(
        'src',
        `${videoEmbedUrl({ provider: video.provider, id: video.providerVideoId })}?autoplay=1`,
      )

      const how = page.getByTestId('how-it-works')
      await expect(how.getByRole('heading', { level: 2 })).toHaveText(c.benefits.title)
      const steps = how.getByTestId('step')
      await expect(steps).toHaveCount(3)
      for (const [i, step] of c.benefits.items.entries()) {
        await expect(steps.nth(i)).toContainText(t.opportunity.stepLabel.replace('{{number}}', String(i + 1)))
        await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(step.title)
        await expect(steps.nth(i)).toContainText(step.description)
        await expect(steps.nth(i).getByRole('listitem')).toHaveText(step.features)
      }

      const earnings = page.getByTestId('earnings')
      await expect(earnings.getByRole('heading', { level: 2 })).toHaveText(c.earnings.title)
      const cards = earnings.getByTestId('earnings-card')
      await expect(cards).toHaveCount(c.earnings.items.length)
      for (const [i, card] of c.earnings.items.entries()) {
        await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(card.title)
        await expect(cards.nth(i)).toContainText(card.amount)
      }
      await expect(earnings.getByTestId('earnings-disclaimer')).toHaveText(c.earnings.disclaimer)

      const requirements = page.getByTestId('requirements')
      await expect(requirements.getByRole('heading', { level: 2 })).toHaveText(c.requirements.title)
      const items = requirements.getByTestId('requirement')
      await expect(items).toHaveCount(3)
      for (const [i, item] of c.requirements.items.entries()) {
        await expect(items.nth(i).getByRole('heading', { level: 3 })).toHaveText(item.title)
        await expect(items.nth(i).getByRole('listitem')).toHaveText(item.details)
      }
    })

    test('the FAQ opens and closes by keyboard', async ({ page }) => {
      await visit(page, path)
      await expect(page.getByRole('heading', { level: 2, name: c.faq.title })).toBeVisible()
      const faq = page.getByTestId('faq')
      const items = faq.getByTestId('faq-item')
      const questions = faq.locator('summary')
      await expect(questions).toHaveCount(7)
      await expect(faq.getByRole('heading', { level: 3 })).toHaveText(c.faq.items.map((i) => i.question))
      for (const item of c.faq.items) await expect(faq.getByText(richTextPlain(item.answer))).toBeHidden()

      const answer = (i: number) => faq.getByText(richTextPlain(c.faq.items[i]!.answer))
      // Reached with Tab like any control.
      await page.getByTestId('requirements').getByRole('heading', { level: 2 }).click()
      await page.keyboard.press('Tab')
      await expect(questions.first()).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(items.nth(0)).toHaveAttribute('open', '')
      await expect(answer(0)).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(items.nth(0)).not.toHaveAttribute('open')
      await expect(answer(0)).toBeHidden()
      await page.keyboard.press('Space')
      await expect(answer(0)).toBeVisible()

      // Arrow keys move between questions; opening one closes the other.
      await page.keyboard.press('ArrowDown')
      await expect(questions.nth(1)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(answer(1)).toBeVisible()
      await expect(answer(0)).toBeHidden()
      await page.keyboard.press('End')
      await expect(questions.nth(6)).toBeFocused()
      await page.keyboard.press('Space')
      await expect(answer(6)).toBeVisible()
      await expect(answer(1)).toBeHidden()
      await page.keyboard.press('ArrowDown')
      await expect(questions.nth(0)).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await expect(questions.nth(6)).toBeFocused()
      await page.keyboard.press('Home')
      await expect(questions.nth(0)).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(questions.nth(1)).toBeFocused()
    })

    test('the FAQ works before any script runs', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      try {
        await page.goto(path)
        const faq = page.getByTestId('faq')
        await expect(faq.getByText(richTextPlain(c.faq.items[2]!.answer))).toBeHidden()
        await faq.locator('summary').nth(2).focus()
        await page.keyboard.press('Enter')
        await expect(faq.getByText(richTextPlain(c.faq.items[2]!.answer))).toBeVisible()
      } finally {
        await context.close()
      }
    })

    test('call to action with the main phone number, and FAQ search data', async ({ page }) => {
      await visit(page, path)
      const cta = page.getByTestId('opportunity-cta')
      await expect(cta.getByRole('heading', { level: 2 })).toHaveText(t.opportunity.callToAction.title)
      await expect(cta).toContainText(t.opportunity.callToAction.description)
      await expect(cta.getByTestId('opportunity-cta-phone')).toHaveText(settings.phone)
      await expect(cta.getByTestId('opportunity-cta-phone')).toHaveAttribute('href', telHref(settings.phone))
      await expectNewTabLink(
        cta.getByRole('link', { name: t.opportunity.callToAction.getStarted }),
        settings.courseSiteUrl,
      )
      await expectNewTabLink(
        cta.getByRole('link', { name: t.opportunity.callToAction.learnMore }),
        settings.courseSiteUrl,
      )

      const blocks = await jsonLd(page)
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
      expect(blocks.filter((b) => b['@type'] === 'VideoObject')).toHaveLength(1)
    })
  })
}
