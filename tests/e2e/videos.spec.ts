import { expect, localized, messages, test, visit, journeyLangs } from './fixtures'

/**
 * /videos and /videos/{id} (marketing-site.md §2 Videos and Video detail), in both languages.
 * The seeded library: ids 2, 3, 4, 6, 7, 8, 9, 10; tutorials 4, 6, 10; player ids PLACEHOLDnn.
 */
const businessIds = ['2', '3', '7', '8', '9']
const tutorialIds = ['4', '6', '10']
/** A tutorial's player id in a response means the private-video gate leaked. */
const tutorialPlayer = /PLACEHOLD(04|06|10)/

for (const lang of journeyLangs) {
  const t = messages[lang].videos
  const path = (p: string) => localized(lang, p)

  test.describe(`videos (${lang})`, () => {
    test('hero, featured presentation, filter and the grid of all videos', async ({ page }) => {
      await visit(page, path('/videos'))
      await expect(page.getByRole('heading', { level: 1, name: t.hero.title })).toBeVisible()
      const featured = page.getByTestId('featured-video')
      await expect(featured.getByRole('heading', { name: t.featured.label })).toBeVisible()
      // The player is a facade: the frame loads only on play.
      await expect(featured.getByTestId('video-frame')).toHaveCount(0)
      await featured.getByTestId('video-play').click()
      await expect(featured.getByTestId('video-frame')).toHaveAttribute('src', /PLACEHOLD02/)

      const filter = page.getByRole('navigation', { name: t.filter.label })
      const links = filter.getByRole('link')
      await expect(links).toHaveText([t.filter.all, t.filter.business, t.filter.tutorial])
      await expect(links.nth(0)).toHaveAttribute('href', path('/videos'))
      await expect(links.nth(1)).toHaveAttribute('href', path('/videos?category=business'))
      await expect(links.nth(2)).toHaveAttribute('href', path('/videos?category=tutorial'))
      await expect(links.nth(0)).toHaveAttribute('aria-current', 'true')

      const cards = page.getByTestId('video-card')
      await expect(cards).toHaveCount(8)
      await expect(page.getByTestId('secured-notice')).toHaveCount(0)
    })

    test('the tutorial filter shows the Secured Content notice and secured cards leading to /secure-videos', async ({
      page,
    }) => {
      await visit(page, path('/videos'))
      await page
        .getByRole('navigation', { name: t.filter.label })
        .getByRole('link', { name: t.filter.tutorial })
        .click()
      await expect(page).toHaveURL(new RegExp(`${path('/videos')}\\?category=tutorial$`))
      const notice = page.getByTestId('secured-notice')
      await expect(notice.getByRole('heading', { name: t.secured.title })).toBeVisible()
      await expect(notice).toContainText(t.secured.text)
      const cards = page.getByTestId('video-card')
      await expect(cards).toHaveCount(3)
      for (const [i, id] of tutorialIds.entries()) {
        const card = cards.nth(i)
        await expect(card).toHaveAttribute('data-video-id', id)
        await expect(card.getByTestId('secured-badge')).toHaveText(t.secured.badge)
        await expect(card.getByRole('link')).toHaveAttribute('href', path('/secure-videos'))
      }
      await cards.first().getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${path('/secure-videos')}$`))
      await expect(page.getByTestId('secure-videos-locked')).toBeVisible()
    })

    test('the business filter lists the business videos, each leading to its page', async ({ page }) => {
      await visit(page, path('/videos?category=business'))
      const cards = page.getByTestId('video-card')
      await expect(cards).toHaveCount(5)
      for (const [i, id] of businessIds.entries()) {
        await expect(cards.nth(i)).toHaveAttribute('data-video-id', id)
        await expect(cards.nth(i).getByRole('link')).toHaveAttribute('href', path(`/videos/${id}`))
        await expect(cards.nth(i).getByTestId('secured-badge')).toHaveCount(0)
      }
      await expect(
        page.getByRole('navigation', { name: t.filter.label }).getByRole('link', { name: t.filter.business }),
      ).toHaveAttribute('aria-current', 'true')
    })

    test('a category without videos says so', async ({ page }) => {
      await visit(page, path('/videos?category=webinars'))
      await expect(page.getByTestId('videos-empty')).toContainText(t.empty)
      await expect(page.getByTestId('video-card')).toHaveCount(0)
      await page.getByRole('link', { name: t.showAll }).click()
      await expect(page.getByTestId('video-card')).toHaveCount(8)
    })

    test('a video page: title, duration, category, player, description, call to action, related videos', async ({
      page,
    }) => {
      await visit(page, path('/videos/2'))
      const detail = page.getByTestId('video-detail')
      await expect(detail.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en'
          ? 'Business Overview: Your Courier Business in a Box'
          : 'Presentación: su negocio de mensajería llave en mano',
      )
      await expect(detail.locator('dd').first()).toHaveText('1:48')
      await expect(detail.locator('dd').nth(1)).toHaveText(t.category.business)
      await detail.getByTestId('video-play').click()
      await expect(detail.getByTestId('video-frame')).toHaveAttribute('src', /PLACEHOLD02/)
      const interest = page.getByTestId('video-interest')
      await expect(interest.getByRole('heading', { name: t.detail.interest.title })).toBeVisible()
      await expect(interest.getByRole('link', { name: t.detail.interest.contact })).toHaveAttribute(
        'href',
        path('/contact'),
      )
      const related = page.getByTestId('related-videos')
      await expect(related.getByRole('heading', { name: t.detail.related })).toBeVisible()
      await expect(related.getByTestId('video-card')).toHaveCount(3)
      const ids = await related
        .getByTestId('video-card')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-video-id')))
      expect(ids).toEqual(['3', '7', '8'])
      // Search engines get a VideoObject for a public video.
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
      expect(jsonLd).toMatchObject({ '@type': 'VideoObject', duration: 'PT1M48S' })
      expect(jsonLd.embedUrl).toContain('PLACEHOLD02')
    })

    test('a related video opens at the top of the page', async ({ page }) => {
      await visit(page, path('/videos/2'))
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

    for (const bad of ['999', 'abc', '04']) {
      test(`an unknown id (${bad}) answers 404 with Video Not Found and a way back`, async ({ page }) => {
        await visit(page, path(`/videos/${bad}`), { status: 404 })
        const notFound = page.getByTestId('video-not-found')
        await expect(notFound.getByRole('heading', { level: 1, name: t.notFound.title })).toBeVisible()
        await expect(notFound).toContainText(t.notFound.text)
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
        await notFound.getByRole('link', { name: t.notFound.back }).click()
        await expect(page).toHaveURL(new RegExp(`${path('/videos')}$`))
        await expect(page.getByTestId('video-card')).toHaveCount(8)
      })
    }
  })
}

test('a video page in Spanish shows the Spanish title of the video', async ({ page }) => {
  await visit(page, '/es/videos/2')
  await expect(page.getByTestId('video-detail').getByRole('heading', { level: 1 })).toHaveText(
    'Presentación: su negocio de mensajería llave en mano',
  )
})

test.describe('the filter without JavaScript', () => {
  // axe needs JavaScript in the page; the same pages are checked with JavaScript above.
  test.use({ javaScriptEnabled: false })

  test('is a plain link: the filtered list is server-rendered and shareable', async ({ page }) => {
    const response = await page.goto('/es/videos?category=tutorial')
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('secured-notice')).toContainText(messages.es.videos.secured.text)
    await expect(page.getByTestId('video-card')).toHaveCount(3)
    await page.getByRole('link', { name: messages.es.videos.filter.business }).click()
    await expect(page).toHaveURL(/\/es\/videos\?category=business$/)
    await expect(page.getByTestId('video-card')).toHaveCount(5)
  })
})

test.describe('tutorial player URLs never reach a visitor without the cookie', () => {
  test('not in pages, data requests, redirects or JSON-LD', async ({ request }) => {
    const raw = async (url: string) => {
      const response = await request.get(url, { maxRedirects: 0 })
      return { status: response.status(), text: await response.text(), headers: response.headers() }
    }
    // A tutorial's page: a redirect to the password form, nothing of the video.
    for (const lang of journeyLangs) {
      for (const id of tutorialIds) {
        const page = await raw(localized(lang, `/videos/${id}`))
        expect(page.status).toBe(302)
        expect(page.headers.location).toBe(localized(lang, `/secure-videos?video=${id}`))
        expect(page.text).not.toMatch(tutorialPlayer)
        // The same page as React Router's client navigation asks for it.
        const data = await raw(`${localized(lang, `/videos/${id}`)}.data`)
        expect(data.text).not.toMatch(tutorialPlayer)
        expect(data.text).toContain('secure-videos')
      }
    }
    for (const url of [
      '/videos',
      '/videos?category=tutorial',
      '/videos.data',
      '/videos.data?category=tutorial',
      '/es/videos.data?category=tutorial',
      '/secure-videos',
      '/secure-videos.data',
      '/es/secure-videos.data',
      '/videos/2',
      '/videos/2.data',
      '/',
    ]) {
      const response = await raw(url)
      expect(response.status, url).toBe(200)
      expect(response.text, url).not.toMatch(tutorialPlayer)
    }
    // The public list does carry the public player (the featured presentation): the check can see URLs.
    expect((await raw('/videos')).text).toContain('PLACEHOLD02')
    // A sitemap, where there is one, lists no player either.
    const sitemap = await raw('/sitemap.xml')
    if (sitemap.status === 200) expect(sitemap.text).not.toMatch(tutorialPlayer)
  })

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
