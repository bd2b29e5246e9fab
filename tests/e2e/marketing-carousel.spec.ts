import type { Page } from '@playwright/test'
import { expect, messages, test, visit } from './fixtures'

/** Opens the home page at a width and waits for Embla to take over the testimonials. */
async function openCarousel(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await visit(page, '/')
  const carousel = page.getByTestId('testimonials-carousel')
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-enhanced', 'true')
  return carousel
}

/** The cards wholly inside the carousel's viewport, left to right. */
async function cardsInView(page: Page) {
  const viewport = (await page.getByTestId('testimonials-viewport').boundingBox())!
  const boxes = await Promise.all(
    (await page.getByTestId('testimonial-card').all()).map(async (card) => (await card.boundingBox())!),
  )
  return {
    viewport,
    inView: boxes
      .filter((b) => b.x >= viewport.x - 1 && b.x + b.width <= viewport.x + viewport.width + 1)
      .sort((a, b) => a.x - b.x),
  }
}

/** The index of the one card wholly in view (at one slide per view). */
async function cardInView(page: Page) {
  const { viewport } = await cardsInView(page)
  const boxes = await Promise.all(
    (await page.getByTestId('testimonial-card').all()).map(async (card) => (await card.boundingBox())!),
  )
  return boxes.findIndex((b) => b.x >= viewport.x - 1 && b.x + b.width <= viewport.x + viewport.width + 1)
}

test.describe('testimonials carousel', () => {
  for (const { width, perView, snaps } of [
    { width: 375, perView: 1, snaps: 3 },
    { width: 800, perView: 2, snaps: 2 },
    { width: 1200, perView: 3, snaps: 1 },
  ]) {
    test(`${perView} slide(s) per view at ${width} px, 30 px apart`, async ({ page }) => {
      await openCarousel(page, width)
      const { viewport, inView } = await cardsInView(page)
      expect(inView).toHaveLength(perView)
      // The cards and the 30 px gaps between them fill the viewport.
      const total = inView.reduce((sum, b) => sum + b.width, 0) + 30 * (perView - 1)
      expect(Math.abs(total - viewport.width)).toBeLessThanOrEqual(2)
      for (let i = 1; i < inView.length; i++) {
        expect(Math.round(inView[i]!.x - (inView[i - 1]!.x + inView[i - 1]!.width))).toBe(30)
      }
      // One pagination dot per position; none when everything is in view.
      const dots = page.getByTestId('testimonials-pagination').getByRole('button')
      await expect(dots).toHaveCount(snaps > 1 ? snaps : 0)
    })
  }

  test('autoplays every 5 s, wraps around, and keeps going after the pagination is used', async ({
    page,
  }) => {
    const t = messages.en.home.testimonials
    const dotName = (index: number) => t.goTo.replace('{{index}}', String(index))
    // Playwright's clock: each jump of 5 s moves the rotation on by one slide, however slow the machine.
    await page.clock.install()
    await openCarousel(page, 375)
    const dots = page.getByTestId('testimonials-pagination').getByRole('button')
    await expect(dots).toHaveCount(3)
    for (let i = 0; i < 3; i++) await expect(dots.nth(i)).toHaveAccessibleName(dotName(i + 1))
    const current = page.getByTestId('testimonials-pagination').locator('[aria-current="true"]')
    await expect(current).toHaveAccessibleName(dotName(1))

    for (const next of [2, 3, 1]) {
      await page.clock.fastForward(5_000)
      await expect(current).toHaveAccessibleName(dotName(next))
    }
    // The shown slide follows the pagination: the first card is in view again.
    await expect.poll(() => cardInView(page)).toBe(0)

    // Clicking a dot moves there, and the rotation carries on from it, 5 s later.
    await dots.nth(2).click()
    await expect(current).toHaveAccessibleName(dotName(3))
    await expect.poll(() => cardInView(page)).toBe(2)
    await page.clock.fastForward(5_000)
    await expect(current).toHaveAccessibleName(dotName(1))
    await expect(page.getByTestId('testimonials-toggle')).toHaveText(t.pause)
  })

  test('the rotation can be paused and resumed', async ({ page }) => {
    const t = messages.en.home.testimonials
    await page.clock.install()
    await openCarousel(page, 375)
    const toggle = page.getByTestId('testimonials-toggle')
    await expect(toggle).toHaveText(t.pause)
    await toggle.click()
    await expect(toggle).toHaveText(t.play)
    const current = page.getByTestId('testimonials-pagination').locator('[aria-current="true"]')
    await page.clock.fastForward(12_000)
    await expect(current).toHaveAccessibleName(t.goTo.replace('{{index}}', '1'))
    await toggle.click()
    await expect(toggle).toHaveText(t.pause)
    await page.clock.fastForward(5_200)
    await expect(current).toHaveAccessibleName(t.goTo.replace('{{index}}', '2'))
  })
})
