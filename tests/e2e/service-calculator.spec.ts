import type { Page } from '@playwright/test'
import zipcodes from 'zipcodes'
import { formatCents } from '../../app/domain/money'
import { estimatedRoadMeters, quotedMiles } from '../../app/domain/quote/distance'
import { metersToMiles, priceForMiles } from '../../app/domain/quote/pricing'
import { expect, expectNoAxeViolations, localized, messages, test, visit, journeyLangs } from './fixtures'

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text)

/** What the server should charge between two ZIP codes: centroids × 1.2, one decimal, $12 + $2/mile. */
function expectedZipPrice(from: string, to: string) {
  const a = zipcodes.lookup(from)!
  const b = zipcodes.lookup(to)!
  const miles = quotedMiles(
    metersToMiles(
      estimatedRoadMeters({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude }),
    ),
  )
  return priceForMiles(miles)!
}

// Invalid ZIP answers are 4xx on purpose (the form's errors); Chromium logs the status of the request.
const expectedStatuses = [/Failed to load resource: the server responded with a status of 400/]

for (const lang of journeyLangs) {
  const t = messages[lang]
  const c = t.servicePages.calculator
  const path = localized(lang, '/service/calculator')
  const money = (cents: number) => formatCents(cents, lang)

  async function expectEstimate(page: Page, cents: { total: number; distance: number } | undefined) {
    const estimate = page.getByTestId('distance-estimate')
    if (!cents) {
      await expect(estimate).toHaveCount(0)
      await expect(page.getByTestId('distance-empty')).toHaveText(c.distance.empty)
      return
    }
    await expect(estimate).toBeVisible()
    await expect(page.getByTestId('distance-estimate-total')).toHaveText(money(cents.total))
    await expect(page.getByTestId('distance-estimate-base')).toHaveText(money(1200))
    await expect(page.getByTestId('distance-estimate-distance')).toHaveText(money(cents.distance))
    await expect(estimate.getByRole('link', { name: c.estimate.order })).toHaveAttribute(
      'href',
      localized(lang, '/service/order'),
    )
    await expect(page.getByTestId('distance-empty')).toHaveCount(0)
  }

  test.describe(`price calculator (${lang})`, () => {
    test('title, description, the distance field and its rule', async ({ page }) => {
      await visit(page, path)
      await expect(page).toHaveTitle(t.servicePages.meta.calculator.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        t.servicePages.meta.calculator.description,
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title)
      await expect(page.getByText(fill(c.intro, { base: money(1200), perMile: money(200) }))).toBeVisible()
      const miles = page.getByLabel(c.distance.label)
      await expect(miles).toHaveAttribute('type', 'number')
      await expect(miles).toHaveAttribute('min', '0')
      await expect(miles).toHaveAttribute('step', '0.1')
      await expectEstimate(page, undefined)
    })

    test('the estimate appears as you type, only for a distance above 0', async ({ page }) => {
      await visit(page, path)
      const miles = page.getByLabel(c.distance.label)
      await miles.fill('12.5')
      await expectEstimate(page, { total: 3700, distance: 2500 })
      await expect(page.getByTestId('distance-estimate')).toContainText(c.estimate.note)
      await expect(page.getByTestId('distance-estimate')).toContainText(
        fill(c.estimate.distance, { miles: '12.5', perMile: money(200) }),
      )
      await expectNoAxeViolations(page)
      await miles.fill('0')
      await expectEstimate(page, undefined)
      await miles.fill('0.1')
      await expectEstimate(page, { total: 1220, distance: 20 })
      await miles.fill('')
      await expectEstimate(page, undefined)
      await miles.fill('-1')
      await expectEstimate(page, undefined)
      await miles.fill('7')
      await expectEstimate(page, { total: 2600, distance: 1400 })
      // Text: a number field takes no letters, so typing them leaves it empty and shows no estimate.
      await miles.fill('')
      await miles.pressSequentially('abc')
      await expect(miles).toHaveValue('')
      await expectEstimate(page, undefined)
      // Typing character by character: "1", "12", "12.", "12.5".
      await miles.pressSequentially('12.5')
      await expectEstimate(page, { total: 3700, distance: 2500 })
    })

    test('the order link leads to How to Order', async ({ page }) => {
      await visit(page, `${path}?miles=3`)
      await expectEstimate(page, { total: 1800, distance: 600 })
      await page.getByTestId('distance-estimate').getByRole('link', { name: c.estimate.order }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/service/order')}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.servicePages.order.title)
    })

    test('price by ZIP code: priced on the server with the same formula', async ({ page }) => {
      await visit(page, path)
      const form = page.getByTestId('zip-form')
      await form.getByLabel(c.zip.from).fill('33444')
      await form.getByLabel(c.zip.to).fill('33131')
      await form.getByRole('button', { name: c.zip.submit }).click()
      const price = expectedZipPrice('33444', '33131')
      expect(price.miles).toBeGreaterThan(40)
      await expect(page.getByTestId('zip-estimate-total')).toHaveText(money(price.totalCents))
      await expect(page.getByTestId('zip-estimate-distance')).toHaveText(money(price.distanceCents))
      await expect(page.getByTestId('zip-distance')).toHaveText(
        fill(c.zip.distance, { miles: price.miles.toFixed(1) }),
      )
      await expect(page.getByTestId('zip-estimate')).toContainText(fill(c.zip.method, { factor: '1.2' }))
      await expect(page.getByTestId('zip-outside')).toHaveCount(0)
      await expect(
        page.getByTestId('zip-estimate').getByRole('link', { name: c.estimate.order }),
      ).toBeVisible()
      // The distance way is untouched.
      await expectEstimate(page, undefined)
      await expectNoAxeViolations(page)

      // ZIP+4 is accepted; outside the service areas there is no price (tests/e2e/unserved-zips.spec.ts).
      await form.getByLabel(c.zip.to).fill('33131-1234')
      await form.getByRole('button', { name: c.zip.submit }).click()
      await expect(page.getByTestId('zip-estimate-total')).toHaveText(money(price.totalCents))
    })

    test.describe('ZIP code errors', () => {
      test.use({ allowedConsoleErrors: expectedStatuses })

      test('required, format, unknown and same ZIP, next to the fields', async ({ page }) => {
        await visit(page, path)
        const form = page.getByTestId('zip-form')
        const from = form.getByLabel(c.zip.from)
        const to = form.getByLabel(c.zip.to)
        const submit = form.getByRole('button', { name: c.zip.submit })

        await submit.click()
        await expect(from).toHaveAccessibleDescription(c.zip.errors.required)
        await expect(to).toHaveAccessibleDescription(c.zip.errors.required)
        await expect(from).toHaveAttribute('aria-invalid', 'true')
        await expect(from).toBeFocused()
        await expectNoAxeViolations(page)

        await from.fill('3344')
        await to.fill('33131')
        await submit.click()
        await expect(from).toHaveAccessibleDescription(c.zip.errors.format)
        await expect(to).not.toHaveAttribute('aria-invalid')

        await from.fill('00000')
        await to.fill('99999')
        await submit.click()
        await expect(from).toHaveAccessibleDescription(fill(c.zip.errors.unknown, { zip: '00000' }))
        await expect(to).toHaveAccessibleDescription(fill(c.zip.errors.unknown, { zip: '99999' }))
        await expect(page.getByTestId('zip-estimate')).toHaveCount(0)

        await from.fill('33444')
        await to.fill('33444')
        await submit.click()
        await expect(page.getByTestId('zip-error')).toHaveText(c.zip.errors.tooClose)
        await expect(from).not.toHaveAttribute('aria-invalid')
        await expect(page.getByTestId('zip-estimate')).toHaveCount(0)
      })
    })
  })

  test.describe(`price calculator without JavaScript (${lang})`, () => {
    // axe cannot run in a page without JavaScript; the same pages are checked with it above.
    test.use({ javaScriptEnabled: false, allowedConsoleErrors: expectedStatuses })

    test('the distance form is a GET the server prices: 0, empty, negative, text, 0.1, 12.5', async ({
      page,
    }) => {
      const cases = [
        ['0', undefined],
        ['', undefined],
        ['-1', undefined],
        ['abc', undefined],
        ['0.1', { total: 1220, distance: 20 }],
        ['12.5', { total: 3700, distance: 2500 }],
      ] as const
      for (const [miles, cents] of cases) {
        await page.goto(`${path}?miles=${encodeURIComponent(miles)}`)
        await expectEstimate(page, cents)
      }

      await page.goto(path)
      await page.getByLabel(c.distance.label).fill('12.5')
      await page.getByRole('button', { name: c.distance.submit, exact: true }).click()
      await expect(page).toHaveURL(/\?miles=12\.5$/)
      await expectEstimate(page, { total: 3700, distance: 2500 })
    })

    test('the ZIP form posts and the page shows the answer', async ({ page }) => {
      await page.goto(path)
      const form = page.getByTestId('zip-form')
      await form.getByLabel(c.zip.from).fill('33444')
      await form.getByLabel(c.zip.to).fill('33431')
      await form.getByRole('button', { name: c.zip.submit }).click()
      const price = expectedZipPrice('33444', '33431')
      await expect(page.getByTestId('zip-estimate-total')).toHaveText(money(price.totalCents))
      await expect(form.getByLabel(c.zip.from)).toHaveValue('33444')

      await form.getByLabel(c.zip.to).fill('1')
      await form.getByRole('button', { name: c.zip.submit }).click()
      await expect(form.getByLabel(c.zip.to)).toHaveAccessibleDescription(c.zip.errors.format)
      await expect(page.getByTestId('zip-estimate')).toHaveCount(0)
    })
  })
}
