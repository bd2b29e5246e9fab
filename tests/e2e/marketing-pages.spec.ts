import { expect, localized, messages, settings, test, visit, journeyLangs } from './fixtures'
import { stubExternalFrames } from './marketing-helpers'

// The marketing pages' texts, links, legal documents and help sections are read from the server's
// HTML (marketing-pages.http.spec.ts). The browser keeps what only it shows: the affiliate form's
// frame laid out 1600 px high and loaded once scrolled to (it is a lazy frame).
for (const lang of journeyLangs) {
  const t = messages[lang]

  test.describe(`Affiliate Program (${lang})`, () => {
    test('the registration form loads in a frame 1600 px high', async ({ page }) => {
      const external = await stubExternalFrames(page)
      await visit(page, localized(lang, '/affiliate'))
      const frame = page.getByTestId('affiliate-frame')
      await expect(frame).toHaveAttribute('title', t.affiliate.form.frameTitle)
      await frame.scrollIntoViewIfNeeded()
      expect((await frame.boundingBox())!.height).toBe(1600)
      await expect.poll(() => external).toContain(settings.affiliateFormUrl)
    })
  })
}
