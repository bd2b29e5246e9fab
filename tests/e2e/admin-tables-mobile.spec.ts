import type { Locator, Page } from '@playwright/test'
import { operators as seeded } from '../../app/.server/db/seed-data/operators'
import { admin } from './admin-helpers'
import { placeOrder, requestBooking, signInOverHttp } from './admin-http'
import { expect, localized, messages, test, waitForHydration, type Lang } from './fixtures'

/**
 * The admin at 390 px (issue #30 item 8): an order's status history broke the staff e-mail one
 * letter a line, and the order lines and bookings tables were cut off. Each table either fits or
 * scrolls sideways inside a labelled region a keyboard can reach, and nothing past the screen's
 * edge is out of reach.
 */
test.describe.configure({ timeout: 180_000 })

const rich = seeded.find((o) => o.areaServed === 'Delray Beach, FL')!

/** What is wrong with how `table` shows at this width (empty when it is readable). */
async function tableProblems(table: Locator): Promise<string[]> {
  return table.evaluate((el) => {
    const problems: string[] = []
    const viewport = document.documentElement.clientWidth
    // The nearest ancestor that scrolls sideways (or clips) decides what can be seen of the table.
    let box: HTMLElement | null = el.parentElement
    while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
    const scroller = box && box !== document.body && box !== document.documentElement ? box : null
    const tableRect = el.getBoundingClientRect()
    if (!scroller) {
      if (tableRect.right > viewport + 1)
        problems.push(`past the screen's edge by ${tableRect.right - viewport} px`)
      return problems
    }
    const style = getComputedStyle(scroller)
    if (el.scrollWidth > scroller.clientWidth + 1 || tableRect.width > scroller.clientWidth + 1) {
      if (style.overflowX !== 'auto' && style.overflowX !== 'scroll')
        problems.push('clipped without a scroll bar')
      if (scroller.tabIndex < 0) problems.push('scrolls but a keyboard cannot reach it')
      if (!scroller.getAttribute('aria-label') && !scroller.getAttribute('aria-labelledby'))
        problems.push('scrolling region without a name')
    }
    const scrollerRect = scroller.getBoundingClientRect()
    if (scrollerRect.right > viewport + 1)
      problems.push(`its scroll box passes the screen's edge by ${scrollerRect.right - viewport} px`)
    // Every cell can be brought into view: the scroll range covers the table.
    if (scroller.scrollWidth + 1 < el.scrollWidth) problems.push('cells beyond the scroll range')
    return problems
  })
}

/** The page scrolls sideways as a whole (something is wider than the phone). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]

  test(`an order's lines and history and the bookings list are readable at 390 px (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    // An order and a booking to show, posted as the checkout and the booking form post them (their
    // journeys: shop.spec.ts, operators.spec.ts); staff signed in through the form's action.
    const orderNumber = await placeOrder(request, baseURL!, {
      name: 'Olga Phone',
      email: `phone-buyer-${Date.now()}@example.com`,
    })
    await requestBooking(request, baseURL!, `/${rich.slug}`, {
      name: 'Ana Phone',
      phone: '(561) 555-0199',
      email: `phone-booking-${Date.now()}@example.com`,
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: 'Boca Raton, FL 33431',
    })
    await signInOverHttp(page.request, baseURL!, admin)

    await page.goto(localized(lang, '/admin/orders'))
    await waitForHydration(page)
    await page
      .getByTestId('order-row')
      .filter({ hasText: orderNumber })
      .getByRole('link', { name: t.adminOrders.view })
      .click()
    const detail = page.getByTestId('order-detail')
    await detail.getByTestId('order-set-paid').click()
    await expect(detail.getByTestId('order-detail-status')).toHaveText(t.adminOrders.status.paid)

    // The staff member's address in the history: on one line, not a letter a line.
    const by = detail.getByTestId('order-history-row').first().getByText(admin.email)
    await expect(by).toBeVisible()
    const lines = await by.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    })
    expect.soft(lines, 'lines the e-mail takes').toBe(1)

    expect.soft(await tableProblems(detail.getByTestId('order-lines'))).toEqual([])
    expect.soft(await tableProblems(detail.getByTestId('order-history'))).toEqual([])
    expect.soft(await pageOverflow(page)).toBeLessThanOrEqual(0)

    await page.goto(localized(lang, '/admin/bookings'))
    await waitForHydration(page)
    const bookings = page.getByTestId('bookings-table')
    await expect(bookings).toBeVisible()
    expect.soft(await tableProblems(bookings)).toEqual([])
    expect.soft(await pageOverflow(page)).toBeLessThanOrEqual(0)
  })
}
