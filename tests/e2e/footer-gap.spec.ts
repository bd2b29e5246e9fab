import { expect, localized, test, visit, type Lang } from './fixtures'

/**
 * Issue #30 item 12: a 64 px white strip sat between the last section of every marketing page and
 * the footer. Measured in the browser (layout is what jsdom does not have): from the bottom of the
 * page's last section to the top of the footer, in both languages at phone and desktop width.
 */
const pages = ['/', '/opportunity', '/what-you-get', '/affiliate', '/contact'] as const
const langs: Lang[] = ['en', 'es']
const widths = [390, 1440] as const

for (const lang of langs) {
  for (const width of widths) {
    test(`no strip between the last section and the footer (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of pages) {
        await visit(page, localized(lang, path))
        // The home page's lower sections load on scroll: bring the footer in.
        await page.getByTestId('main-footer').scrollIntoViewIfNeeded()
        await expect(page.getByTestId('main-footer')).toBeVisible()
        const gap = await page.evaluate(() => {
          const main = document.getElementById('main')!
          const footer = document.querySelector('[data-testid="main-footer"]')!
          let last = main.lastElementChild
          // Down to the page's last visible section (the page may wrap its sections in a fragment's div).
          while (last && last.getBoundingClientRect().height === 0) last = last.previousElementSibling
          return footer.getBoundingClientRect().top - last!.getBoundingClientRect().bottom
        })
        expect(gap, `${localized(lang, path)}: px between the last section and the footer`).toBeLessThan(1)
      }
    })
  }
}
