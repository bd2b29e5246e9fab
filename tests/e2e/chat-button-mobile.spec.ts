import type { Locator, Page } from '@playwright/test'
import { operators as seeded } from '../../app/.server/db/seed-data/operators'
import { expect, localized, messages, test, visit, type Lang } from './fixtures'

/**
 * The floating chat button at 390 px (issue #30 item 8): it covered an operator page's first call to
 * action ("Solicitar cotización de servicio") and the Quick Order text of /service. Wherever the
 * page is scrolled, nothing the page shows under the button is text or a control.
 */

const rich = seeded.find((o) => o.areaServed === 'Delray Beach, FL')!

/**
 * The text and controls the page shows under the chat button now: what is under a point is what
 * `elementFromPoint` finds there with the chat launcher hidden (a sticky header hides what it
 * scrolls over, the button does not).
 */
function coveredByChat(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('[data-chat-assistant]')
    const button = launcher?.querySelector('[data-testid="chat-toggle"]')
    if (!launcher || !button) return ['no chat button']
    const box = button.getBoundingClientRect()
    const overlap = (r: DOMRect) => {
      const left = Math.max(r.left, box.left)
      const right = Math.min(r.right, box.right)
      const top = Math.max(r.top, box.top)
      const bottom = Math.min(r.bottom, box.bottom)
      return right - left > 1 && bottom - top > 1 ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null
    }
    const shown = (el: Element, p: { x: number; y: number }) => {
      const hit = document.elementFromPoint(p.x, p.y)
      return hit !== null && (hit === el || el.contains(hit))
    }
    const found: string[] = []
    launcher.style.visibility = 'hidden'
    try {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim()
        const el = node.parentElement
        if (!text || !el || launcher.contains(el)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          const p = overlap(rect)
          if (p && shown(el, p)) {
            found.push(`text "${text.slice(0, 50)}"`)
            break
          }
        }
      }
      const controls = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
      )
      for (const el of controls) {
        if (launcher.contains(el)) continue
        const p = overlap(el.getBoundingClientRect())
        if (p && shown(el, p)) {
          const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 50)
          found.push(`${el.tagName.toLowerCase()} "${name}"`)
        }
      }
    } finally {
      launcher.style.visibility = ''
    }
    return found
  })
}

/** Scrolls from the top to the bottom in steps shorter than the button and lists what it covers. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const found = new Set<string>()
  const step = 40
  for (let y = 0; ; y += step) {
    const at = await page.evaluate((top) => {
      window.scrollTo({ top, behavior: 'instant' })
      return Math.round(window.scrollY)
    }, y)
    for (const what of await coveredByChat(page)) found.add(`${what} at scrollY ${at}`)
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    if (y >= end) break
  }
  return [...found]
}

/** Whether the chat button's box and `target`'s box intersect. */
async function overlapsButton(page: Page, target: Locator) {
  const a = await page.getByTestId('chat-toggle').boundingBox()
  const b = await target.boundingBox()
  if (!a || !b) throw new Error('no box')
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/**
 * Puts `target` at the bottom of the screen, then in the middle, checking the button misses it
 * (at the top a sticky header hides it: `coveredByChat` judges that).
 */
async function expectClearOf(page: Page, target: Locator) {
  for (const block of ['end', 'center'] as const) {
    await target.evaluate((el, b) => el.scrollIntoView({ block: b, behavior: 'instant' }), block)
    expect(await overlapsButton(page, target), `covered when scrolled to ${block}`).toBe(false)
  }
}

for (const lang of ['es', 'en'] as const satisfies Lang[]) {
  const t = messages[lang]

  test(`the chat button covers nothing on an operator page at 390 px (${lang})`, async ({ page }) => {
    await visit(page, localized(lang, `/${rich.slug}`))
    await expect(page.getByTestId('chat-toggle')).toBeVisible()
    // The first call to action, where the page opens and wherever it is scrolled to.
    const cta = page.getByRole('button', { name: t.operators.actions.requestQuote }).first()
    await expect(cta).toBeVisible()
    expect(await overlapsButton(page, cta)).toBe(false)
    await expectClearOf(page, cta)
    expect(await coveredWhileScrolling(page)).toEqual([])
  })

  test(`the chat button covers nothing on /service at 390 px (${lang})`, async ({ page }) => {
    await visit(page, localized(lang, '/service'))
    await expect(page.getByTestId('chat-toggle')).toBeVisible()
    const quickOrder = page.getByText(t.servicePages.home.quickOrder.title, { exact: true }).first()
    await expectClearOf(page, quickOrder)
    expect(await coveredWhileScrolling(page)).toEqual([])
  })
}
