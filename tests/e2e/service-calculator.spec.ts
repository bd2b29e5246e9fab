import type { Page } from '@playwright/test'
import { expectedZipPrice } from './zip-price'
import { formatCents } from '../../app/domain/money'
import { expect, expectNoAxeViolations, localized, messages, test, visit, journeyLangs } from './fixtures'

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text)

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
      localized(lang, '/service/order/new'),
    )
    await expect(page.getByTestId('distance-empty')).toHaveCount(0)
  }

  // The page as the server renders it (title, the field's rule, the GET and POST answers without
  // JavaScript, every ZIP error) is read over HTTP: service-http.spec.ts. Here: what the hydrated page does.
  test.describe(`price calculator (${lang})`, () => {
    test('the estimate appears as you type, only for a distance above 0; its order link leads to the order form', async ({
      page,
    }) => {
      await visit(page, path)
      const miles = page.getByLabel(c.distance.label)
      await expectEstimate(page, undefined)
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

      await page.getByTestId('distance-estimate').getByRole('link', { name: c.estimate.order }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, '/service/order/new')}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.servicePages.orderForm.title)
    })

    test.describe('by ZIP code', () => {
      test.use({ allowedConsoleErrors: expectedStatuses })

      test('the errors beside the fields take the focus; then a price from the server with the same formula', async ({
        page,
      }) => {
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

        await from.fill('33444')
        await to.fill('33131')
        await submit.click()
        const price = expectedZipPrice('33444', '33131')
        expect(price.miles).toBeGreaterThan(40)
        await expect(page.getByTestId('zip-estimate-total')).toHaveText(money(price.totalCents))
        await expect(page.getByTestId('zip-estimate-distance')).toHaveText(money(price.distanceCents))
        await expect(page.getByTestId('zip-distance')).toHaveText(
          fill(c.zip.distance, { miles: price.miles.toFixed(1) }),
        )
        await expect(from).not.toHaveAttribute('aria-invalid')
        await expect(page.getByTestId('zip-outside')).toHaveCount(0)
        await expect(
          page.getByTestId('zip-estimate').getByRole('link', { name: c.estimate.order }),
        ).toBeVisible()
        // The distance way is untouched.
        await expectEstimate(page, undefined)
        await expectNoAxeViolations(page)
      })
    })
  })
}
