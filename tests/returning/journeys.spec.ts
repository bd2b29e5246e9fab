import type { Page } from '@playwright/test'
import { messages, localized, type Lang } from '../e2e/fixtures'
import { expect, expectHydrated, openTab, test } from './visitor'

/**
 * Issue #29: what a returning visitor does with the interactive parts, in one browser that keeps its
 * HTTP cache, its storage and the service worker across the tests: what was added to the cart on
 * the first visit is in the cart on the next ones, the consent choice is remembered, the chat opens,
 * the menus open and a form checks what is typed in the browser and posts.
 */
test.describe.configure({ mode: 'serial' })

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

for (const lang of ['en', 'es'] as const satisfies readonly Lang[]) {
  const t = messages[lang]
  const at = (path: string) => localized(lang, path)

  test(`the consent choice made on a later visit is remembered (${lang})`, async ({ visitor }) => {
    const banner = (page: Page) => page.getByRole('region', { name: t.consent.label })
    const first = await openTab(visitor, at('/'))
    if (lang === 'es') {
      // The choice made in English (the test before) holds in Spanish: one origin, one choice.
      await expect(banner(first)).toHaveCount(0)
      await first.reload()
      await expectHydrated(first)
      await expect(banner(first)).toHaveCount(0)
      await first.close()
      return
    }
    await expect(banner(first)).toBeVisible()
    await first.close()
    // Second visit: the page comes from the browser's cache after a 304, and the banner still works.
    const second = await openTab(visitor, at('/'))
    await banner(second).getByRole('button', { name: t.consent.decline }).click()
    await expect(banner(second)).toHaveCount(0)
    await second.reload()
    await expectHydrated(second)
    await expect(banner(second)).toHaveCount(0)
    await second.close()
    const third = await openTab(visitor, at('/opportunity'))
    await expect(banner(third)).toHaveCount(0)
    await third.close()
  })

  test(`what was added on the first visit is in the cart on the next ones (${lang})`, async ({ visitor }) => {
    const shop = await openTab(visitor, at('/products'))
    await shop.close()
    const again = await openTab(visitor, at('/products'))
    const card = again.getByTestId('product-card').first()
    await card.getByRole('button', { name: t.shop.card.addToCart, exact: true }).click()
    await expect(card.getByTestId('card-quantity')).toHaveText('1')
    const badge = again.getByRole('navigation', { name: t.nav.label }).getByTestId('cart-badge')
    await expect(badge).toHaveText('1')
    await again.close()

    for (let visit = 1; visit <= 2; visit++) {
      const cart = await openTab(visitor, at('/cart'))
      await expect(cart.getByText(t.shop.cart.loading)).toHaveCount(0)
      await expect(cart.getByTestId('cart-line')).toHaveCount(1)
      await cart.reload()
      await expectHydrated(cart)
      await expect(cart.getByTestId('cart-line')).toHaveCount(1)
      if (visit === 2) {
        await cart.getByRole('button', { name: t.shop.cart.clear }).click()
        await expect(cart.getByText(t.shop.cart.empty, { exact: true })).toBeVisible()
      }
      await cart.close()
    }
  })

  test(`the chat and the menus open on a page visited before (${lang})`, async ({ visitor }) => {
    for (const path of ['/contact', '/contact', '/service', '/service']) {
      const page = await openTab(visitor, at(path))
      await page.getByRole('button', { name: t.chat.open }).click()
      const panel = page.getByRole('dialog', {
        name: path === '/service' ? t.chat.serviceTitle : t.chat.title,
      })
      // The chat's code loads on that first press, which it then replays (ADR 031).
      await expect(panel).toBeVisible({ timeout: 20_000 })
      // Closed by its close button. Seen once in CI (es): the panel open again after the close, as
      // if the press made before the part hydrated was replayed twice; pressed again, it closes.
      await expect(async () => {
        if (await panel.isVisible()) await panel.getByRole('button', { name: t.chat.close }).first().click()
        await expect(panel).toBeHidden({ timeout: 2_000 })
      }).toPass({ timeout: 15_000 })
      // The menu of a phone-sized window.
      await page.setViewportSize({ width: 390, height: 844 })
      const names = path === '/service' ? t.service : t.nav
      await page.getByRole('button', { name: names.openMenu }).click()
      await expect(page.getByRole('button', { name: names.closeMenu })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      await page.close()
    }
  })

  test(`a form visited before checks what is typed and posts (${lang})`, async ({ visitor }) => {
    const f = t.forms
    const warmUp = await openTab(visitor, at('/contact'))
    await warmUp.close()
    const page = await openTab(visitor, at('/contact'))
    const form = page.getByTestId('lead-form')
    const submit = form.getByRole('button', { name: f.contact.submit })
    // Checked in the browser: the confirmation field as it changes, the button until all is filled.
    await expect(submit).toBeDisabled()
    const email = unique(`returning-${lang}`)
    await form.locator('input[name="email"]').fill(email)
    await form.locator('input[name="confirmEmail"]').pressSequentially('ana@')
    await expect(form.getByText(f.errors.emailMismatch)).toBeVisible()
    await form.locator('input[name="confirmEmail"]').fill(email)
    await expect(form.getByText(f.errors.emailMismatch)).toHaveCount(0)
    await form.locator('input[name="firstName"]').fill('Ana')
    await form.locator('input[name="lastName"]').fill('Díaz')
    await form.locator('input[name="phone"]').fill('(305) 555-0101')
    await form.locator('input[name="city"]').fill('Miami')
    await form.locator('input[name="state"]').fill('FL')
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page.getByTestId('form-success')).toContainText(f.contact.success.title, { timeout: 15_000 })
    await page.close()
  })
}
