import { expect, localized, messages, test, visit, journeyLangs } from './fixtures'

const pages = [
  '/service',
  '/service/calculator',
  '/service/areas',
  '/service/order',
  '/service/become-operator',
]

// At 390 px: every service page fits the width (no sideways scrolling) and passes axe (visit runs it).
for (const lang of journeyLangs) {
  test(`service pages fit a phone screen (${lang})`, async ({ page }) => {
    for (const path of pages) {
      await visit(page, localized(lang, path))
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    }
    // The calculator is usable at this width.
    await visit(page, localized(lang, '/service/calculator'))
    await page.getByLabel(messages[lang].servicePages.calculator.distance.label).fill('12.5')
    await expect(page.getByTestId('distance-estimate')).toBeVisible()
  })
}
