import { expect, localized, messages, test, visit, journeyLangs } from './fixtures'

/**
 * /videos and /videos/{id} (marketing-site.md §2 Videos and Video detail) in the browser: the
 * players load on play, the filter and a related video are followed, the page scrolls to the top,
 * nothing downloaded carries a tutorial's player. What the server renders (the grid, the filters,
 * a video's page, the 404s, the pages without JavaScript, the raw responses) is read over HTTP in
 * videos.http.spec.ts. The seeded library: ids 2, 3, 4, 6, 7, 8, 9, 10; tutorials 4, 6, 10.
 */
/** A tutorial's player id in a response means the private-video gate leaked. */
const tutorialPlayer = /PLACEHOLD(04|06|10)/

for (const lang of journeyLangs) {
  const t = messages[lang].videos
  const path = (p: string) => localized(lang, p)

  test.describe(`videos (${lang})`, () => {
    test('the featured presentation plays on demand; the tutorial filter leads to /secure-videos', async ({
      page,
    }) => {
      await visit(page, path('/videos'))
      // The player is a facade: the frame loads only on play.
      const featured = page.getByTestId('featured-video')
      await expect(featured.getByTestId('video-frame')).toHaveCount(0)
      await featured.getByTestId('video-play').click()
      await expect(featured.getByTestId('video-frame')).toHaveAttribute('src', /PLACEHOLD02/)

      await page
        .getByRole('navigation', { name: t.filter.label })
        .getByRole('link', { name: t.filter.tutorial })
        .click()
      await expect(page).toHaveURL(new RegExp(`${path('/videos')}\\?category=tutorial$`))
      await expect(
        page.getByTestId('secured-notice').getByRole('heading', { name: t.secured.title }),
      ).toBeVisible()
      const cards = page.getByTestId('video-card')
      await expect(cards).toHaveCount(3)
      await cards.first().getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${path('/secure-videos')}$`))
      await expect(page.getByTestId('secure-videos-locked')).toBeVisible()
    })

    test("a video page's player plays on demand; a related video opens at the top of the page", async ({
      page,
    }) => {
      await visit(page, path('/videos/2'))
      const detail = page.getByTestId('video-detail')
      await detail.getByTestId('video-play').click()
      await expect(detail.getByTestId('video-frame')).toHaveAttribute('src', /PLACEHOLD02/)
      const related = page.getByTestId('related-videos')
      await related.scrollIntoViewIfNeeded()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
      await related.getByTestId('video-card').first().getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${path('/videos/3')}$`))
      await expect(page.getByTestId('video-detail')).toHaveAttribute('data-video-id', '3')
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      const ids = await page
        .getByTestId('related-videos')
        .getByTestId('video-card')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-video-id')))
      expect(ids).toEqual(['2', '7', '8'])
    })
  })
}

test.describe('tutorial player URLs never reach a visitor without the cookie', () => {
  test('not in anything the browser downloads while browsing the videos', async ({ page }) => {
    const leaks: string[] = []
    page.on('response', async (response) => {
      const type = response.request().resourceType()
      if (type !== 'document' && type !== 'fetch') return
      const body = await response.text().catch(() => '')
      if (tutorialPlayer.test(body)) leaks.push(response.url())
    })
    await visit(page, '/videos')
    await page.getByRole('link', { name: messages.en.videos.filter.tutorial }).click()
    await expect(page.getByTestId('video-card')).toHaveCount(3)
    await page.getByTestId('video-card').first().getByRole('link').click()
    await expect(page.getByTestId('secure-videos-locked')).toBeVisible()
    // A client-side navigation to a tutorial's page (a `.data` request) lands on the password form.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/videos/6'),
    )
    await expect(page).toHaveURL(/\/secure-videos\?video=6$/)
    await expect(page.getByTestId('secure-videos-locked')).toBeVisible()
    await page.getByRole('link', { name: messages.en.nav.videos }).first().click()
    await expect(page.getByTestId('video-card')).toHaveCount(8)
    expect(leaks).toEqual([])
  })
})
