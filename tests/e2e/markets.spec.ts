import type { Page } from '@playwright/test'
import { expect, localized, MAP_TILE_HOSTS, messages, settings, test, visit, journeyLangs } from './fixtures'

/**
 * The Map Locator section of the home page (marketing-site.md §2, §4, §9): Leaflet loads lazily,
 * one orange circle marker per market from the database, popups, city cards, legend and links.
 */
const MAP_CHUNK = /\/assets\/markets-map-[\w-]+\.(js|css)$/
// The seeded counts are real (issue #19 item 4): one seeded operator near Chicago, none in New York
// or Los Angeles, which say "Recruiting operators" instead of a number.
const markets = [
  { id: 1, city: 'New York', state: 'NY', operators: 0, lat: 40.7128, lng: -74.006 },
  { id: 2, city: 'Los Angeles', state: 'CA', operators: 0, lat: 34.0522, lng: -118.2437 },
  { id: 3, city: 'Chicago', state: 'IL', operators: 1, lat: 41.8781, lng: -87.6298 },
]

/** A market's line on its card ('operators') or in its popup ('activeOperators'). */
function shownLine(t: Record<string, string>, operators: number, key: 'operators' | 'activeOperators') {
  if (operators === 0) return t.recruiting!
  return fill(t[`${key}_${operators === 1 ? 'one' : 'other'}`]!, { count: operators })
}

function fill(template: string, values: Record<string, string | number>) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]))
}

async function showMap(page: Page) {
  const section = page.getByTestId('markets-section')
  await section.getByTestId('markets-map').scrollIntoViewIfNeeded()
  const map = section.locator('.leaflet-container')
  await expect(map).toBeVisible({ timeout: 20_000 })
  return { section, map }
}

function center(value: string | null) {
  const [lat, lng] = (value ?? '').split(',').map(Number)
  return { lat: lat!, lng: lng! }
}

for (const lang of journeyLangs) {
  const t = messages[lang].markets
  const home = localized(lang, '/')

  test.describe(`markets map (${lang})`, () => {
    test('a grey pulsing placeholder 500 px high until the map code is in, then the map', async ({
      page,
    }) => {
      let release!: () => void
      const gate = new Promise<void>((resolve) => (release = resolve))
      await page.route(MAP_CHUNK, async (route) => {
        await gate
        await route.continue()
      })
      const tiles: string[] = []
      page.on('request', (r) => {
        if (MAP_TILE_HOSTS.test(r.url())) tiles.push(r.url())
      })
      await visit(page, home)
      const section = page.getByTestId('markets-section')
      await expect(section.getByRole('heading', { level: 2, name: t.title })).toBeVisible()
      await section.getByTestId('markets-map').scrollIntoViewIfNeeded()
      const placeholder = section.getByTestId('map-placeholder')
      await expect(placeholder).toBeVisible()
      await expect(placeholder).toHaveClass(/bg-slate-200/)
      await expect(placeholder).toHaveClass(/animate-pulse/)
      // Measured again until it holds: hydration may swap the server's placeholder for its own copy.
      await expect.poll(async () => (await placeholder.boundingBox())?.height).toBe(500)
      await expect(placeholder).toHaveText(t.loading)

      release()
      const map = section.locator('.leaflet-container')
      await expect(map).toBeVisible()
      await expect(placeholder).toHaveCount(0)
      expect((await map.boundingBox())!.height).toBe(500)
      await expect(map).toHaveAttribute('data-zoom', '4')
      await expect(map).toHaveAttribute('data-center', '39.83,-98.58')
      await expect(map.locator('path.market-marker')).toHaveCount(10)
      await expect(map.locator('path.market-marker').first()).toHaveAttribute('stroke', '#c2410c')
      await expect(map.locator('path.market-marker').first()).toHaveAttribute('fill', '#f97316')
      await expect(map.getByRole('button', { name: t.zoomIn })).toBeVisible()
      await expect(map.getByRole('button', { name: t.zoomOut })).toBeVisible()
      // Tiles come from the configured tile server (OpenStreetMap by default).
      await expect.poll(() => tiles.length).toBeGreaterThan(0)
      expect(settings.mapTileUrl).toContain('tile.openstreetmap.org')
      await expect(map).toContainText('OpenStreetMap')
    })

    test('clicking a marker opens its popup and selects its card; closing clears it', async ({ page }) => {
      await visit(page, home)
      const { section, map } = await showMap(page)
      const cards = section.getByTestId('market-cards').getByRole('button')
      await map.locator('path.market-marker-1').click()
      const popup = map.getByTestId('market-popup')
      await expect(popup).toHaveCount(1)
      await expect(popup).toContainText('New York, NY')
      await expect(popup).toContainText(t.recruiting)
      await expect(section.locator('[data-market-id="1"][aria-pressed="true"]')).toHaveCount(1)
      await expect(section.locator('button[aria-pressed="true"]')).toHaveCount(1)

      await map.getByRole('button', { name: t.closePopup }).click()
      await expect(popup).toHaveCount(0)
      await expect(section.locator('button[aria-pressed="true"]')).toHaveCount(0)
      await expect(cards).toHaveCount(10)
    })

    test('a city card opens the right popup, pans to the city and zooms to 8', async ({ page }) => {
      await visit(page, home)
      const { section, map } = await showMap(page)
      const cards = section.getByTestId('market-cards')
      for (const market of [markets[1]!, markets[2]!]) {
        const card = cards.getByRole('button', { name: new RegExp(`^${market.city}, ${market.state}`) })
        await expect(card).toContainText(shownLine(t, market.operators, 'operators'))
        await card.click()
        const popup = map.getByTestId('market-popup')
        await expect(popup).toHaveCount(1)
        await expect(popup).toHaveAttribute('data-market-id', String(market.id))
        await expect(popup).toContainText(`${market.city}, ${market.state}`)
        await expect(popup).toContainText(shownLine(t, market.operators, 'activeOperators'))
        await expect(map).toHaveAttribute('data-zoom', '8')
        await expect
          .poll(async () => {
            const c = center(await map.getAttribute('data-center'))
            return Math.abs(c.lat - market.lat) < 0.5 && Math.abs(c.lng - market.lng) < 0.5
          })
          .toBe(true)
        await expect(card).toHaveAttribute('aria-pressed', 'true')
        await expect(section.locator('button[aria-pressed="true"]')).toHaveCount(1)
      }
      await expect(page.getByTestId('markets-map')).toBeInViewport()
    })

    test('legend, larger map link, zoom controls and scroll-wheel zoom, Check Availability', async ({
      page,
    }) => {
      await visit(page, home)
      const { section, map } = await showMap(page)
      await expect(section.getByTestId('map-legend')).toHaveText(t.legend)
      const larger = section.getByRole('link', { name: new RegExp(`^${t.viewLarger}`) })
      await expect(larger).toHaveAttribute(
        'href',
        `${settings.mapsSiteUrl}/@?api=1&map_action=map&center=39.83,-98.58&zoom=5`,
      )
      await expect(larger).toHaveAttribute('target', '_blank')
      await expect(larger).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(section.getByRole('link', { name: t.checkAvailability })).toHaveAttribute(
        'href',
        localized(lang, '/contact'),
      )

      await map.getByRole('button', { name: t.zoomIn }).click()
      await expect(map).toHaveAttribute('data-zoom', '5')
      await map.getByRole('button', { name: t.zoomOut }).click()
      await expect(map).toHaveAttribute('data-zoom', '4')
      const box = (await map.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.wheel(0, -400)
      await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(4)
    })
  })
}

test('the map code is not loaded before the section nears the viewport', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (r) => {
    if (MAP_CHUNK.test(r.url())) requested.push(r.url())
  })
  await page.setViewportSize({ width: 1280, height: 200 })
  await visit(page, '/')
  // The page itself does not preload it either.
  expect(await page.locator('link[href*="markets-map"]').count()).toBe(0)
  // Two frames after hydration: the section's observer has had its first look, and found it far.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
  expect(requested).toEqual([])
  await expect(page.getByTestId('map-placeholder')).toHaveCount(1)
  await showMap(page)
  expect(requested.some((url) => url.endsWith('.js'))).toBe(true)
})

test.describe('when things fail', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

  test('without the map code, a note says the map is unavailable and the cards still work', async ({
    page,
  }) => {
    await page.route(MAP_CHUNK, (route) => route.abort())
    await visit(page, '/es')
    const section = page.getByTestId('markets-section')
    await section.getByTestId('markets-map').scrollIntoViewIfNeeded()
    await expect(section.getByTestId('map-unavailable')).toHaveText(messages.es.markets.unavailable, {
      timeout: 20_000,
    })
    await expect(section.getByTestId('map-placeholder')).toHaveCount(0)
    const card = section.getByRole('button', { name: /^Miami, FL/ })
    await card.click()
    await expect(card).toHaveAttribute('aria-pressed', 'true')
    await expect(section.getByTestId('market-cards').getByRole('button')).toHaveCount(10)
  })

  test('without tiles (no network), markers, popups and cards still work', async ({ page }) => {
    await page.route(MAP_TILE_HOSTS, (route) => route.abort())
    await visit(page, '/')
    const { section, map } = await showMap(page)
    await expect(map.locator('path.market-marker')).toHaveCount(10)
    await map.locator('path.market-marker-5').click()
    await expect(map.getByTestId('market-popup')).toContainText('Miami, FL')
    await section.getByRole('button', { name: /^Richmond, VA/ }).click()
    // Without tiles the closing popup of Miami can stay in the DOM while the map flies: look for
    // Richmond's own popup.
    const richmond = map.getByTestId('market-popup').filter({ hasText: 'Richmond, VA' })
    await expect(richmond).toContainText('Recruiting operators')
    await expect(map).toHaveAttribute('data-zoom', '8')
  })
})
