import type { Page } from '@playwright/test'
import { expect, localized, messages, visit, waitForHydration, type Lang } from './fixtures'

/** The first staff account the e2e server starts with (scripts/e2e-server.js). */
export const admin = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' }

let ipCounter = 0
/**
 * Every test signs in from its own client address (X-Forwarded-For, trusted from loopback), so the
 * per-IP login limit of one test never spills into another.
 */
export async function giveOwnClientIp(page: Page) {
  ipCounter++
  const ip = `198.18.${Math.floor(ipCounter / 250) + (process.pid % 200)}.${(ipCounter % 250) + 1}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
  return ip
}

/** Signs in through the 'Admin Access' form and lands on the Content Editor tab. */
export async function signIn(page: Page, options: { lang?: Lang; email?: string; password?: string } = {}) {
  const lang = options.lang ?? 'en'
  const t = messages[lang]
  await giveOwnClientIp(page)
  await page.goto(localized(lang, '/admin'))
  await waitForHydration(page)
  await page.getByLabel(t.admin.login.email).fill(options.email ?? admin.email)
  await page.getByLabel(t.admin.login.password, { exact: true }).fill(options.password ?? admin.password)
  await page.getByRole('button', { name: t.admin.login.submit }).click()
  // A login costs one scrypt hash (~0.3 s alone, several seconds on a busy 2-core machine).
  await expect(page.getByTestId('admin-title')).toHaveText(t.admin.shell.title, { timeout: SLOW })
}

/**
 * Where the setup project (admin-session.setup.ts) saves the signed-in admin's cookies. The admin
 * specs start signed in from it (`test.use({ storageState: adminSession })`) instead of paying
 * for a password hash in every test; admin-login.spec.ts still signs in through the form.
 */
export const adminSession = 'test-results/.auth/admin.json'

/** Opens the admin (signed in through `adminSession`) and waits for its shell. */
export async function openAdmin(page: Page, options: { lang?: Lang; path?: string } = {}) {
  const lang = options.lang ?? 'en'
  await page.goto(localized(lang, options.path ?? '/admin'))
  await waitForHydration(page)
  await expect(page.getByTestId('admin-title')).toHaveText(messages[lang].admin.shell.title)
}

/** For answers that wait on password hashing. */
export const SLOW = 30_000

/** The admin pages, as the tabs and tools link to them. */
export const adminTabs = [
  { path: '/admin/content', key: 'content' },
  { path: '/admin/images', key: 'images' },
  { path: '/admin/videos', key: 'videos' },
  { path: '/admin/markets', key: 'markets' },
  { path: '/admin/success-stories', key: 'successStories' },
  { path: '/admin/blog', key: 'blog' },
  { path: '/admin/earnings-claims', key: 'earningsClaims' },
  { path: '/admin/newsletters', key: 'newsletters' },
  { path: '/admin/people', key: 'people' },
  { path: '/admin/pipeline', key: 'pipeline' },
  { path: '/admin/funnel', key: 'funnel' },
  { path: '/admin/submissions', key: 'submissions' },
  { path: '/admin/chat-questions', key: 'chatQuestions' },
  { path: '/admin/chat-topics', key: 'chatTopics' },
  { path: '/admin/coverage-gaps', key: 'coverageGaps' },
  { path: '/admin/orders', key: 'orders' },
  { path: '/admin/bookings', key: 'bookings' },
  { path: '/admin/deliveries', key: 'deliveries' },
  { path: '/admin/products', key: 'products' },
  { path: '/admin/operators', key: 'operators' },
  { path: '/admin/mail', key: 'mail' },
  { path: '/admin/database', key: 'database' },
] as const

/** Buys one product through the shop's checkout (in English) and returns the order number. */
export async function placeShopOrder(page: Page, buyer: { name: string; email: string }) {
  const shop = messages.en.shop
  await visit(page, '/products')
  await page
    .locator('[data-testid="product-card"][data-product-id="2"]')
    .getByRole('button', { name: shop.card.addToCart, exact: true })
    .click()
  await page.goto('/cart')
  await waitForHydration(page)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  const c = shop.checkout
  await page.getByLabel(c.name).fill(buyer.name)
  await page.getByLabel(c.email).fill(buyer.email)
  await page.getByLabel(c.phone).fill('713 555 0143')
  await page.getByLabel(c.line1).fill('600 Main Street')
  await page.getByLabel(c.city).fill('Houston')
  await page.getByLabel(c.state).selectOption('TX')
  await page.getByLabel(c.zip).fill('77002')
  await page.getByRole('button', { name: shop.cart.checkout }).click()
  const complete = page.getByTestId('order-complete')
  await expect(complete.getByRole('heading', { name: shop.complete.title })).toBeVisible({ timeout: SLOW })
  const orderNumber = (await complete.getByTestId('order-number').textContent())?.match(/CN-[A-Z0-9]{6}/)?.[0]
  expect(orderNumber).toBeTruthy()
  return orderNumber!
}
