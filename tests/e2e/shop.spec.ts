import type { Page } from '@playwright/test'
import { seedFeatureLines } from '../../app/.server/db/seed-data/products'
import { mailbox } from './mailbox'
import {
  expect,
  expectNoAxeViolations,
  localized,
  messages,
  test,
  visit,
  waitForHydration,
  type Lang,
  journeyLangs,
} from './fixtures'

/**
 * The shop (marketing-site.md §2 Products, Cart and checkout; issue #7) in the browser (issue #41):
 * the zoom and details dialogs, the cart's client state (card controls, the badge, localStorage
 * across a reload and another tab), and checkout to 'Order Complete!' with both e-mails delivered.
 * The catalogue, its filter and structured data as the server renders them: visitor-http.spec.ts;
 * the cart page's lines and totals: app/routes/shop/cart.test.tsx; orders and their e-mails:
 * tests/integration/shop.test.ts.
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

    test('the cart in the browser: card controls and the badge, the cart page, a reload keeps it, another tab shares it, Clear Cart', async ({
      page,
      context,
    }) => {
      await visit(page, path('/products'))
      const nav = page.getByRole('navigation', { name: messages[lang].nav.label })
      const badge = nav.getByTestId('cart-badge')
      await expect(badge).toHaveCount(0)
      const magnets = card(page, 3)
      const add = (c: ReturnType<typeof card>) =>
        c.getByRole('button', { name: t.card.addToCart, exact: true })
      const plus = (c: ReturnType<typeof card>) =>
        c.getByRole('button', { name: t.card.increase.replace('{{name}}', '') })
      const minus = (c: ReturnType<typeof card>) =>
        c.getByRole('button', { name: t.card.decrease.replace('{{name}}', '') })
      await add(magnets).click()
      await expect(magnets.getByTestId('card-quantity')).toHaveText('1')
      await expect(badge).toHaveText('1')
      await plus(magnets).click()
      await expect(magnets.getByTestId('card-quantity')).toHaveText('2')
      await expect(badge).toHaveText('2')
      await minus(magnets).click()
      await expect(magnets.getByTestId('card-quantity')).toHaveText('1')
      await minus(magnets).click()
      await expect(magnets.getByTestId('card-quantity')).toHaveCount(0)
      await expect(add(magnets)).toBeVisible()
      await expect(badge).toHaveCount(0)
      await add(magnets).click()
      await magnets.getByRole('button', { name: t.card.remove, exact: true }).click()
      await expect(add(magnets)).toBeVisible()
      await expect(page.evaluate(() => localStorage.getItem('cart:v1'))).resolves.toBe('[]')

      await add(card(page, 1)).click()
      await plus(card(page, 1)).click()
      await add(card(page, 8)).click()
      await expect(badge).toHaveText('3')
      await nav.getByRole('link', { name: messages[lang].nav.cart }).click()
      await expect(page).toHaveURL(new RegExp(`${path('/cart')}$`))
      await expect(page.getByTestId('cart-line')).toHaveCount(2)
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(lang, 2 * 9999 + 22500))
      await expect(page.getByTestId('cart-shipping')).toHaveText(money(lang, 999))
      await expect(page.getByTestId('cart-total')).toHaveText(money(lang, 2 * 9999 + 22500 + 999))

      // The stored cart comes back with a reload, on the page and in the badge. (Quantities, line
      // totals, Remove and the empty state: app/routes/shop/cart.test.tsx.)
      await page.reload()
      await waitForHydration(page)
      await expect(page.getByTestId('cart-line')).toHaveCount(2)
      await expect(badge).toHaveText('3')
      await expect(nav.getByRole('link', { name: messages[lang].nav.cart })).toHaveAttribute(
        'href',
        path('/cart'),
      )
      await expect(nav.getByRole('link', { name: messages[lang].nav.cart })).toContainText('3')
      await expectNoAxeViolations(page)

      // Another tab adding to the cart changes this page.
      const other = await context.newPage()
      await other.goto(path('/products'))
      await waitForHydration(other)
      await add(card(other, 6)).click()
      await expect(page.getByTestId('cart-line')).toHaveCount(3)
      await other.close()

      await page.getByRole('button', { name: t.cart.clear }).click()
      await expect(page.getByTestId('cart-empty')).toContainText(t.cart.empty)
      await expect(badge).toHaveCount(0)
    })

    test('checkout: an error beside its field, then Processing... while the order is placed, then Order Complete! with both e-mails', async ({
      page,
    }) => {
      const email = `buyer-${lang}-${Date.now()}@example.com`
      await visit(page, path('/products'))
      await card(page, 2).getByRole('button', { name: t.card.addToCart, exact: true }).click()
      await card(page, 5).getByRole('button', { name: t.card.addToCart, exact: true }).click()
      await page
        .getByRole('navigation', { name: messages[lang].nav.label })
        .getByRole('link', { name: messages[lang].nav.cart })
        .click()
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
      // The answer is held until the in-between state has been seen.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/cart.data*', async (route) => {
        await held
        await route.continue()
      })
      await page.getByRole('button', { name: t.cart.checkout }).click()
      await expect(page.getByRole('button', { name: c.processing })).toBeDisabled()
      release()
      const complete = page.getByTestId('order-complete')
      await expect(complete.getByRole('heading', { name: t.complete.title })).toBeVisible()
      await page.unroute('**/cart.data*')
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
  })
}
