import type { Locator, Page } from '@playwright/test'
import { serviceAreas } from '../../app/.server/db/seed-data/service-areas'
import {
  expect,
  expectNoAxeViolations,
  journeyLangs,
  localized,
  messages,
  test,
  visit,
  waitForHydration,
} from './fixtures'

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text)

const area = (city: string) => serviceAreas.find((a) => a.city === city)!

for (const lang of journeyLangs) {
  const t = messages[lang]
  const a = t.servicePages.areas
  const path = localized(lang, '/service/areas')
  const results = (n: number) => fill(n === 1 ? a.results_one : a.results_other, { count: n })

  const cards = (page: Page) => page.getByTestId('area-card')
  const card = (page: Page, city: string) => cards(page).filter({ hasText: `${city}, FL` })
  const toggle = (c: Locator) => c.getByRole('button')
  const cities = (page: Page) =>
    cards(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.querySelector('span span')?.textContent ?? ''))

  // What the server renders (the list, the counts, the GET forms without JavaScript, an open card's
  // ZIP codes and +N more) is read over HTTP: service-http.spec.ts. Here: what the hydrated page does.
  test.describe(`service areas (${lang})`, () => {
    test('a click and the keyboard toggle a card; another card opens on its own', async ({ page }) => {
      await visit(page, path)
      const miami = card(page, 'Miami')
      const zips = area('Miami').zipCodes
      await toggle(miami).click()
      await expect(toggle(miami)).toHaveAttribute('aria-expanded', 'true')
      await expect(miami).toHaveAttribute('data-selected', 'true')
      // Opened in the page: the URL stays as it was (no ?open= navigation).
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      const list = miami.getByRole('list', { name: fill(a.zipListLabel, { city: 'Miami' }) })
      await expect(list).toBeVisible()
      await expect(list.getByRole('listitem')).toHaveText(zips.slice(0, 12))
      await expect(miami.getByTestId('zip-more')).toHaveText(fill(a.more, { count: zips.length - 12 }))
      await expectNoAxeViolations(page)

      // Another card opens on its own.
      const plantation = card(page, 'Plantation')
      await toggle(plantation).click()
      await expect(plantation.getByTestId('zip-list')).toBeVisible()
      await expect(toggle(miami)).toHaveAttribute('aria-expanded', 'true')

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

    test('the search filters as you type and highlights a ZIP code; the submitted search is in the URL and survives a reload', async ({
      page,
    }) => {
      await visit(page, path)
      const search = page.getByRole('searchbox', { name: a.search.label })
      await search.fill('beach')
      await expect(cards(page)).toHaveCount(5)
      expect(await cities(page)).toEqual([
        'West Palm Beach, FL',
        'Pompano Beach, FL',
        'Deerfield Beach, FL',
        'Delray Beach, FL',
        'Boynton Beach, FL',
      ])
      await expect(page.getByTestId('area-results')).toHaveText(results(5))
      // As you type: the URL keeps what was last submitted.
      await expect(page).toHaveURL(new RegExp(`${path}$`))

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

      await search.fill('Orlando')
      await expect(cards(page)).toHaveCount(0)
      await expect(page.getByTestId('areas-empty')).toContainText(a.empty)
      await expectNoAxeViolations(page)
      await search.fill('')
      await expect(cards(page)).toHaveCount(15)
      await expect(page.getByTestId('areas-empty')).toHaveCount(0)

      await search.fill('miami')
      await search.press('Enter')
      await expect(page).toHaveURL(/\?q=miami$/)
      await page.reload()
      await waitForHydration(page)
      await expect(search).toHaveValue('miami')
      expect(await cities(page)).toEqual(['Miami, FL'])
      await page.getByRole('link', { name: a.search.clear }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(search).toHaveValue('')
      await expect(cards(page)).toHaveCount(15)
    })
  })
}
