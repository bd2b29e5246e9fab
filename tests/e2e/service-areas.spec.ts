import type { Locator, Page } from '@playwright/test'
import { serviceAreas } from '../../app/.server/db/seed-data/service-areas'
import { expect, expectNoAxeViolations, localized, messages, test, visit, journeyLangs } from './fixtures'

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text)

const area = (city: string) => serviceAreas.find((a) => a.city === city)!

for (const lang of journeyLangs) {
  const t = messages[lang]
  const a = t.servicePages.areas
  const path = localized(lang, '/service/areas')
  const zipCount = (n: number) => fill(n === 1 ? a.zipCount_one : a.zipCount_other, { count: n })
  const results = (n: number) => fill(n === 1 ? a.results_one : a.results_other, { count: n })

  const cards = (page: Page) => page.getByTestId('area-card')
  const card = (page: Page, city: string) => cards(page).filter({ hasText: `${city}, FL` })
  const toggle = (c: Locator) => c.getByRole('button')
  const cities = (page: Page) =>
    cards(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.querySelector('span span')?.textContent ?? ''))

  test.describe(`service areas (${lang})`, () => {
    test('lists the 15 cities from the database with their ZIP counts', async ({ page }) => {
      await visit(page, path)
      await expect(page).toHaveTitle(t.servicePages.meta.areas.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        t.servicePages.meta.areas.description,
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title)
      await expect(cards(page)).toHaveCount(15)
      expect(await cities(page)).toEqual(serviceAreas.map((s) => `${s.city}, FL`))
      await expect(page.getByTestId('area-results')).toHaveText(results(15))
      for (const s of serviceAreas) {
        const c = card(page, s.city)
        await expect(c.getByTestId('zip-count')).toHaveText(zipCount(s.zipCodes.length))
        await expect(toggle(c)).toHaveAttribute('aria-expanded', 'false')
        await expect(c.getByTestId('zip-list')).toBeHidden()
      }
    })

    test('a click toggles a card: up to 12 ZIP codes, then +N more', async ({ page }) => {
      await visit(page, path)
      const miami = card(page, 'Miami')
      const zips = area('Miami').zipCodes
      expect(zips.length).toBeGreaterThan(12)
      await toggle(miami).click()
      await expect(toggle(miami)).toHaveAttribute('aria-expanded', 'true')
      await expect(miami).toHaveAttribute('data-selected', 'true')
      const list = miami.getByRole('list', { name: fill(a.zipListLabel, { city: 'Miami' }) })
      await expect(list).toBeVisible()
      await expect(list.getByRole('listitem')).toHaveText(zips.slice(0, 12))
      await expect(miami.getByTestId('zip-more')).toHaveText(fill(a.more, { count: zips.length - 12 }))
      await expectNoAxeViolations(page)

      // Another card opens on its own; an area with few ZIP codes shows them all and no "+N more".
      const plantation = card(page, 'Plantation')
      await toggle(plantation).click()
      await expect(plantation.getByTestId('zip-list').getByRole('listitem')).toHaveText(
        area('Plantation').zipCodes,
      )
      await expect(plantation.getByTestId('zip-more')).toHaveCount(0)
      await expect(toggle(miami)).toHaveAttribute('aria-expanded', 'true')
      // West Palm Beach has exactly 12: all shown, nothing more.
      const wpb = card(page, 'West Palm Beach')
      await toggle(wpb).click()
      await expect(wpb.getByTestId('zip-list').getByRole('listitem')).toHaveCount(12)
      await expect(wpb.getByTestId('zip-more')).toHaveCount(0)

      await toggle(miami).click()
      await expect(toggle(miami)).toHaveAttribute('aria-expanded', 'false')
      await expect(miami).toHaveAttribute('data-selected', 'false')
      await expect(list).toBeHidden()
      // The keyboard works too.
      await toggle(miami).focus()
      await page.keyboard.press('Enter')
      await expect(toggle(miami)).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Space')
      await expect(toggle(miami)).toHaveAttribute('aria-expanded', 'false')
    })

    test('search by city filters as you type; nothing matching shows No areas found', async ({ page }) => {
      await visit(page, path)
      const search = page.getByRole('searchbox', { name: a.search.label })
      await search.fill('beach')
      expect(await cities(page)).toEqual([
        'West Palm Beach, FL',
        'Pompano Beach, FL',
        'Deerfield Beach, FL',
        'Delray Beach, FL',
        'Boynton Beach, FL',
      ])
      await expect(page.getByTestId('area-results')).toHaveText(results(5))
      await search.fill('FORT lauderdale')
      expect(await cities(page)).toEqual(['Fort Lauderdale, FL'])
      await expect(page.getByTestId('area-results')).toHaveText(results(1))

      await search.fill('Orlando')
      await expect(cards(page)).toHaveCount(0)
      await expect(page.getByTestId('areas-empty')).toContainText(a.empty)
      if (lang === 'en') await expect(page.getByText('No areas found', { exact: true })).toBeVisible()
      await expectNoAxeViolations(page)

      await search.fill('')
      await expect(cards(page)).toHaveCount(15)
      await expect(page.getByTestId('areas-empty')).toHaveCount(0)
    })

    test('a ZIP code typed in the search highlights the area that serves it', async ({ page }) => {
      await visit(page, path)
      const search = page.getByRole('searchbox', { name: a.search.label })
      await search.fill('334')
      // Part of a ZIP code narrows the list without highlighting.
      await expect(page.locator('[data-highlighted="true"]')).toHaveCount(0)
      const partial = serviceAreas.filter((s) => s.zipCodes.some((z) => z.startsWith('334'))).length
      await expect(cards(page)).toHaveCount(partial)

      await search.fill('33444')
      const delray = card(page, 'Delray Beach')
      await expect(cards(page)).toHaveCount(1)
      await expect(delray).toHaveAttribute('data-highlighted', 'true')
      await expect(delray).toContainText(fill(a.zipServed, { zip: '33444' }))
      await toggle(delray).click()
      await expect(delray.getByTestId('zip-list').getByRole('listitem')).toHaveText(
        area('Delray Beach').zipCodes,
      )
      await expectNoAxeViolations(page)

      // A ZIP code beyond Miami's first 12 still finds and highlights Miami.
      const late = area('Miami').zipCodes.at(-1)!
      await search.fill(late)
      await expect(card(page, 'Miami')).toHaveAttribute('data-highlighted', 'true')
      await expect(card(page, 'Miami')).toContainText(fill(a.zipServed, { zip: late }))

      await search.fill('90210')
      await expect(page.getByTestId('areas-empty')).toContainText(a.empty)
    })

    test('the submitted search is in the URL and survives a reload', async ({ page }) => {
      await visit(page, path)
      const search = page.getByRole('searchbox', { name: a.search.label })
      await search.fill('miami')
      await search.press('Enter')
      await expect(page).toHaveURL(/\?q=miami$/)
      await page.reload()
      await expect(search).toHaveValue('miami')
      expect(await cities(page)).toEqual(['Miami, FL'])
      await page.getByRole('link', { name: a.search.clear }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(search).toHaveValue('')
      await expect(cards(page)).toHaveCount(15)
    })
  })

  test.describe(`service areas without JavaScript (${lang})`, () => {
    // axe cannot run in a page without JavaScript; the same pages are checked with it above.
    test.use({ javaScriptEnabled: false })

    test('search and toggle work as plain GET forms', async ({ page }) => {
      await page.goto(`${path}?q=33444`)
      await expect(cards(page)).toHaveCount(1)
      await expect(card(page, 'Delray Beach')).toHaveAttribute('data-highlighted', 'true')

      await page.goto(`${path}?q=zzz`)
      await expect(page.getByTestId('areas-empty')).toContainText(a.empty)

      await page.goto(path)
      await page.getByRole('searchbox', { name: a.search.label }).fill('Boca')
      await page.getByRole('button', { name: a.search.submit }).click()
      await expect(page).toHaveURL(/\?q=Boca$/)
      // The URL changes when the new document starts; its cards come with it: asked until they are.
      await expect.poll(() => cities(page)).toEqual(['Boca Raton, FL'])

      await page.goto(path)
      const miami = card(page, 'Miami')
      await toggle(miami).click()
      await expect(page).toHaveURL(/\?open=1#area-1$/)
      await expect(toggle(miami)).toHaveAttribute('aria-expanded', 'true')
      await expect(miami.getByTestId('zip-more')).toHaveText(
        fill(a.more, { count: area('Miami').zipCodes.length - 12 }),
      )
      await toggle(miami).click()
      await expect(toggle(miami)).toHaveAttribute('aria-expanded', 'false')
    })
  })
}
