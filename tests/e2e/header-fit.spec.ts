import type { Page } from '@playwright/test'
import { CART_STORAGE_KEY } from '../../app/components/cart/cart-store'
import { expect, localized, test, visit, type Lang } from './fixtures'

/**
 * Issue #20 item 6: from 1024 px up the headers keep every item on one line, in both languages,
 * with a cart count of 99 (below 1024 the menu button takes over). What is measured is the header's
 * height, and for each item of it the number of lines its text takes.
 */
const widths = [1024, 1280, 1440] as const
const langs: Lang[] = ['en', 'es']

/** The height of the banner and, for every visible link or button in it, how many lines its text takes. */
async function measureHeader(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const items = [...header.querySelectorAll<HTMLElement>('a, button')].filter(
      (el) => el.offsetParent !== null,
    )
    const wrapped = items
      .map((el) => {
        // A line break shows as text boxes whose tops differ by more than half a line. Text that
        // only screen readers get (a 1 px clipped box) is left out.
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20
        const tops: number[] = []
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1)
            continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top)
        }
        const lines = tops.length ? 1 + Math.round((Math.max(...tops) - Math.min(...tops)) / lineHeight) : 1
        return { text: (el.textContent ?? '').trim() || el.getAttribute('aria-label'), lines }
      })
      .filter((i) => i.lines > 1)
    // Kept on one line by squeezing past the edge is no better than wrapping.
    const overflowing = items
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((el) => (el.textContent ?? '').trim() || el.getAttribute('aria-label'))
    return { height: header.getBoundingClientRect().height, wrapped, overflowing }
  })
}

for (const lang of langs) {
  for (const shell of [
    { name: 'main', path: '/' },
    { name: 'service', path: '/service' },
  ]) {
    test(`the ${shell.name} header stays one line from 1024 px up (${lang}, cart of 99)`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key!, value!),
        [
          CART_STORAGE_KEY,
          JSON.stringify([
            { productId: 1, quantity: 50 },
            { productId: 2, quantity: 49 },
          ]),
        ],
      )
      const heights: number[] = []
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        await visit(page, localized(lang, shell.path))
        if (shell.name === 'main') await expect(page.getByTestId('cart-badge').first()).toHaveText('99')
        const { height, wrapped, overflowing } = await measureHeader(page)
        expect(wrapped, `items on more than one line at ${width} px`).toEqual([])
        expect(overflowing, `items past the right edge at ${width} px`).toEqual([])
        if (process.env.HEADER_SHOTS)
          await page
            .getByRole('banner')
            .screenshot({ path: `/tmp/header-${shell.name}-${lang}-${width}.png` })
        // The desktop navigation, not the menu button, from 1024 px.
        await expect(page.getByRole('banner').getByRole('button', { expanded: false })).toBeHidden()
        heights.push(height)
      }
      // One row: the same height at every width, no taller than the logo's row.
      expect(
        Math.max(...heights) - Math.min(...heights),
        `heights ${heights.join(', ')}`,
      ).toBeLessThanOrEqual(1)
      expect(heights[0]).toBeLessThanOrEqual(72)
    })
  }
}
