import type { Page } from '@playwright/test'
import { seedFeatureLines } from '../../app/.server/db/seed-data/products'
import { mailbox } from './mailbox'
import {
  expect,
  localized,
  messages,
  test,
  visit,
  waitForHydration,
  type Lang,
  journeyLangs,
} from './fixtures'

/**
 * The shop (marketing-site.md §2 Products, Cart and checkout; issue #7), in both languages:
 * filter, zoom and details dialogs, card quantity controls, the cart page, its empty state, a cart
 * that survives a reload, and checkout to 'Order Complete!' with both e-mails delivered.
 */
const money = (lang: Lang, cents: number) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  )

for (const lang of journeyLangs) {
  const t = messages[lang].shop
  const path = (p: string) => localized(lang, p)
  const card = (page: Page, id: number) =>
    page.locator(`[data-testid="product-card"][data-product-id="${id}"]`)

  test.describe(`shop (${lang})`, () => {
    test('the category filter lives in the URL; an unknown category is empty', async ({ page }) => {
      await visit(page, path('/products'))
      await expect(page.getByTestId('product-card')).toHaveCount(8)
      const filter = page.getByRole('navigation', { name: t.filterLabel })
      await expect(filter.getByRole('link')).toHaveCount(4)
      await filter.getByRole('link').nth(3).click()
      await expect(page).toHaveURL(new RegExp(`${path('/products')}\\?category=equipment$`))
      await expect(page.getByTestId('product-card')).toHaveCount(2)
      await expect(filter.getByRole('link').nth(3)).toHaveAttribute('aria-current', 'true')
      await expect(card(page, 7).getByTestId('product-price')).toHaveText(money(lang, 49900))

      await visit(page, path('/products?category=apparel'))
      await expect(page.getByTestId('product-card')).toHaveCount(1)

      await visit(page, path('/products?category=nothing'))
      await expect(page.getByTestId('products-empty')).toContainText(t.empty)

      // Structured data: a Product with an Offer per product shown.
      await visit(page, path('/products'))
      const json = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
      )
      const products = json['@graph'] as Array<{
        name: string
        offers: { price: string; priceCurrency: string }
      }>
      expect(products).toHaveLength(8)
      expect(products[0]!.offers).toMatchObject({ price: '99.99', priceCurrency: 'USD' })
    })

    test('the zoom and details dialogs open, trap focus and close on Escape and backdrop', async ({
      page,
    }) => {
      await visit(page, path('/products'))
      const first = card(page, 1)
      const zoomButton = first.getByTestId('product-zoom')
      await zoomButton.click()
      const zoom = page.getByTestId('zoom-dialog')
      await expect(zoom).toBeVisible()
      await expect(zoom.locator('img')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(zoom).toHaveCount(0)
      await expect(zoomButton).toBeFocused()

      await zoomButton.click()
      await expect(zoom).toBeVisible()
      // A click on the backdrop, away from the picture.
      await page.mouse.click(5, 5)
      await expect(zoom).toHaveCount(0)

      const detailsButton = first.getByRole('button', { name: t.card.details, exact: true })
      await detailsButton.click()
      const details = page.getByRole('dialog')
      await expect(details).toBeVisible()
      // The seeded product's own feature lines (staff edit them in /admin/products).
      for (const line of seedFeatureLines) await expect(details).toContainText(line[lang])
      await expect(details).toContainText(t.details.shipping)
      await expect(details.getByTestId('details-price')).toContainText(money(lang, 9999))
      // Focus stays inside while tabbing.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab')
        expect(await details.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(details).toHaveCount(0)
      await expect(detailsButton).toBeFocused()
    })

    test('card quantity controls: add, plus, minus, minus at 1 removes, Remove', async ({ page }) => {
      await visit(page, path('/products'))
      const magnets = card(page, 3)
      const badge = page.getByRole('navigation', { name: messages[lang].nav.label }).getByTestId('cart-badge')
      await magnets.getByRole('button', { name: t.card.addToCart, exact: true }).click()
      await expect(magnets.getByTestId('card-quantity')).toHaveText('1')
      await expect(badge).toHaveText('1')
      await magnets.getByRole('button', { name: t.card.increase.replace('{{name}}', '') }).click()
      await expect(magnets.getByTestId('card-quantity')).toHaveText('2')
      await expect(badge).toHaveText('2')
      await magnets.getByRole('button', { name: t.card.decrease.replace('{{name}}', '') }).click()
      await expect(magnets.getByTestId('card-quantity')).toHaveText('1')
      await magnets.getByRole('button', { name: t.card.decrease.replace('{{name}}', '') }).click()
      await expect(magnets.getByTestId('card-quantity')).toHaveCount(0)
      await expect(magnets.getByRole('button', { name: t.card.addToCart, exact: true })).toBeVisible()
      await expect(badge).toHaveCount(0)

      await magnets.getByRole('button', { name: t.card.addToCart, exact: true }).click()
      await magnets.getByRole('button', { name: t.card.remove, exact: true }).click()
      await expect(magnets.getByRole('button', { name: t.card.addToCart, exact: true })).toBeVisible()
      await expect(page.evaluate(() => localStorage.getItem('cart:v1'))).resolves.toBe('[]')
    })

    test('the cart page: empty state, lines, totals, reload keeps the cart, Clear Cart', async ({ page }) => {
      await visit(page, path('/cart'))
      await expect(page.getByTestId('cart-empty')).toContainText(t.cart.empty)
      await expect(page.getByRole('link', { name: t.cart.viewProducts })).toHaveAttribute(
        'href',
        path('/products'),
      )

      await visit(page, path('/products'))
      await card(page, 1).getByRole('button', { name: t.card.addToCart, exact: true }).click()
      await card(page, 1)
        .getByRole('button', { name: t.card.increase.replace('{{name}}', '') })
        .click()
      await card(page, 8).getByRole('button', { name: t.card.addToCart, exact: true }).click()
      await page
        .getByRole('navigation', { name: messages[lang].nav.label })
        .getByRole('link', { name: messages[lang].nav.cart })
        .click()
      await expect(page).toHaveURL(new RegExp(`${path('/cart')}$`))
      await expect(page.getByTestId('cart-line')).toHaveCount(2)
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(lang, 2 * 9999 + 22500))
      await expect(page.getByTestId('cart-shipping')).toHaveText(money(lang, 999))
      await expect(page.getByTestId('cart-total')).toHaveText(money(lang, 2 * 9999 + 22500 + 999))

      const dropbox = page.locator('[data-testid="cart-line"][data-product-id="8"]')
      const minus = dropbox.getByRole('button', { name: t.card.decrease.replace('{{name}}', '') })
      await expect(minus).toBeDisabled()
      await dropbox.getByRole('button', { name: t.card.increase.replace('{{name}}', '') }).click()
      await expect(dropbox.getByTestId('line-quantity')).toHaveText('2')
      await expect(minus).toBeEnabled()
      await expect(page.getByTestId('cart-total')).toHaveText(money(lang, 2 * 9999 + 2 * 22500 + 999))

      // The cart survives a reload.
      await page.reload()
      await waitForHydration(page)
      await expect(page.getByTestId('cart-line')).toHaveCount(2)
      await expect(dropbox.getByTestId('line-quantity')).toHaveText('2')

      await dropbox.getByRole('button', { name: new RegExp(`^${t.card.remove}`) }).click()
      await expect(page.getByTestId('cart-line')).toHaveCount(1)
      await page.getByRole('button', { name: t.cart.clear }).click()
      await expect(page.getByTestId('cart-empty')).toContainText(t.cart.empty)
    })

    test('the cart is shared with another tab', async ({ page, context }) => {
      await visit(page, path('/cart'))
      const other = await context.newPage()
      await other.goto(path('/products'))
      await waitForHydration(other)
      await card(other, 6).getByRole('button', { name: t.card.addToCart, exact: true }).click()
      await expect(page.getByTestId('cart-line')).toHaveCount(1)
      await other.close()
    })

    test('checkout: errors beside the fields, then Order Complete! with both e-mails', async ({ page }) => {
      const email = `buyer-${lang}-${Date.now()}@example.com`
      await visit(page, path('/products'))
      await card(page, 2).getByRole('button', { name: t.card.addToCart, exact: true }).click()
      await card(page, 5).getByRole('button', { name: t.card.addToCart, exact: true }).click()
      await page.goto(path('/cart'))
      await waitForHydration(page)
      await expect(page.getByTestId('cart-line')).toHaveCount(2)

      const c = t.checkout
      await page.getByLabel(c.name).fill('Rosa Díaz')
      await page.getByLabel(c.email).fill(email)
      await page.getByLabel(c.phone).fill('713 555 0142')
      await page.getByLabel(c.line1).fill('500 Main Street')
      await page.getByLabel(c.city).fill('Houston')
      await page.getByLabel(c.state).selectOption('TX')
      await page.getByLabel(c.zip).fill('7700')
      await page.getByRole('button', { name: t.cart.checkout }).click()
      await expect(page.getByTestId('error-zip')).toHaveText(t.errors.zipInvalid)
      await expect(page.getByLabel(c.city)).toHaveValue('Houston')

      await page.getByLabel(c.zip).fill('77002')
      await page.getByRole('button', { name: t.cart.checkout }).click()
      const complete = page.getByTestId('order-complete')
      await expect(complete.getByRole('heading', { name: t.complete.title })).toBeVisible()
      await expect(complete).toContainText(t.complete.shipping)
      const numberText = await complete.getByTestId('order-number').textContent()
      const orderNumber = numberText?.match(/CN-[A-Z0-9]{6}/)?.[0]
      expect(orderNumber).toBeTruthy()
      await expect(page.evaluate(() => localStorage.getItem('cart:v1'))).resolves.toBe('[]')
      await expect(
        page.getByRole('navigation', { name: messages[lang].nav.label }).getByTestId('cart-badge'),
      ).toHaveCount(0)

      const toBuyer = await mailbox.waitFor((m) => m.to.includes(email))
      expect(toBuyer[0]!.subject).toContain(orderNumber!)
      expect(toBuyer[0]!.text).toContain(money(lang, 13400 + 18999 + 999))
      const toStaff = await mailbox.waitFor(
        (m) => m.to.includes('staff@example.com') && m.subject.includes(orderNumber!),
      )
      expect(toStaff[0]!.text).toContain('Rosa Díaz')
    })

    test('the checkout button shows Processing... while the order is placed', async ({ page }) => {
      await page.goto(path('/cart'))
      await page.evaluate(() => localStorage.setItem('cart:v1', '[{"productId":3,"quantity":1}]'))
      await page.reload()
      await waitForHydration(page)
      const c = t.checkout
      await page.getByLabel(c.name).fill('Sam Poe')
      await page.getByLabel(c.email).fill(`processing-${lang}@example.com`)
      await page.getByLabel(c.phone).fill('305-555-0100')
      await page.getByLabel(c.line1).fill('1 Ocean Dr')
      await page.getByLabel(c.city).fill('Miami')
      await page.getByLabel(c.state).selectOption('FL')
      await page.getByLabel(c.zip).fill('33139')
      // Slow the action down so the in-between state can be seen.
      await page.route('**/cart.data*', async (route) => {
        await new Promise((r) => setTimeout(r, 800))
        await route.continue()
      })
      await page.getByRole('button', { name: t.cart.checkout }).click()
      await expect(page.getByRole('button', { name: c.processing })).toBeDisabled()
      await expect(page.getByRole('heading', { name: t.complete.title })).toBeVisible()
    })
  })
}
