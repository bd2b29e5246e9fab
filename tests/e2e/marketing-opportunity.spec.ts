import { videos as seedVideos } from '../../app/.server/db/seed-data/videos'
import { richTextPlain } from '../../app/domain/rich-text/render'
import { videoEmbedUrl } from '../../app/domain/videos/video-source'
import { content, expect, localized, messages, test, visit, journeyLangs } from './fixtures'
import { stubExternalFrames } from './marketing-helpers'

// The page's sections, the FAQ's markup (a native <details> that works before any script runs)
// and its search data are read from the server's HTML (marketing-opportunity.http.spec.ts). The
// browser proves what needs one: the player loads on play, the FAQ by keyboard.
for (const lang of journeyLangs) {
  const t = messages[lang]
  const c = content[lang].opportunity
  const path = localized(lang, '/opportunity')

  test.describe(`opportunity page (${lang})`, () => {
    test('the video plays on demand; the FAQ opens and closes by keyboard', async ({ page }) => {
      await stubExternalFrames(page)
      await visit(page, path)
      const video = seedVideos.find((v) => v.id === c.hero.video)!
      const player = page.getByTestId('opportunity-video')
      await expect(player.locator('iframe')).toHaveCount(0)
      await player.getByRole('button', { name: t.video.play.replace('{{title}}', video.title[lang]) }).click()
      await expect(player.getByTestId('video-frame')).toHaveAttribute(
        'src',
        `${videoEmbedUrl({ provider: video.provider, id: video.providerVideoId })}?autoplay=1`,
      )

      const faq = page.getByTestId('faq')
      const items = faq.getByTestId('faq-item')
      const questions = faq.locator('summary')
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
  })
}
