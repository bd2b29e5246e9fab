/**
 * Popups, modals and menus the accessibility audit opens before it runs axe again. A page's
 * interactions are listed under its id in app/routes.ts (`pageInteractions`); interactions of the
 * shell every page shares are in `shellInteractions`. The audit loads the page fresh for each one,
 * calls `open`, and checks the page with the thing open.
 *
 * `open` must leave the popup open and visible, and must fail (throw) when it cannot open it: an
 * interaction that silently does nothing would let a broken modal pass.
 */
import { expect, type Page } from '@playwright/test'
import { CONSENT_KEY } from '../../app/domain/analytics/consent'
import { popupAllowedFor } from '../../app/domain/newsletter/placement'
import { pageAt } from '../../app/i18n/namespaces'
import { POPUP_CLOSED_AT_KEY, POPUP_CLOSED_KEY, POPUP_DELAY_MS } from '../../app/domain/newsletter/popup'
import en from '../../app/i18n/en'
import es from '../../app/i18n/es'
import { skipStoragePresets, waitForHydration } from '../e2e/fixtures'
import type { InventoryPage, Lang } from '../support/inventory'

export type Viewport = 'desktop' | 'mobile'

export type Interaction = {
  /** What is opened, for the report: 'newsletter popup', 'video player'. */
  name: string
  /** Only at this viewport (the mobile menu); both when absent. */
  viewport?: Viewport
  /** For shell interactions: whether the page has the thing at all. */
  appliesTo?: (page: InventoryPage) => boolean
  open(page: Page, lang: Lang): Promise<void>
}

const messages = { en, es }

/** Per page id of app/routes.ts. The inventory test checks every key is a public page. */
export const pageInteractions: Record<string, Interaction[]> = {
  products: [
    {
      name: 'product picture zoom',
      async open(page, lang) {
        const name = messages[lang].shop.card.zoom.replace('{{name}}', '')
        await page.getByRole('button', { name }).first().click()
        // The dialogs' code loads on first use: allow a slow machine.
        await expect(page.getByTestId('zoom-dialog')).toBeVisible({ timeout: 15_000 })
      },
    },
    {
      name: 'product details',
      async open(page, lang) {
        await page
          .getByRole('button', { name: messages[lang].shop.card.details, exact: true })
          .first()
          .click()
        await expect(page.getByTestId('details-dialog')).toBeVisible({ timeout: 15_000 })
      },
    },
  ],
  cart: [
    {
      name: 'cart with items and the checkout form',
      async open(page) {
        await page.evaluate(() =>
          window.localStorage.setItem(
            'cart:v1',
            '[{"productId":1,"quantity":2},{"productId":7,"quantity":1}]',
          ),
        )
        await page.reload()
        await expect(page.getByTestId('cart-line').first()).toBeVisible()
      },
    },
  ],
  operator: [
    {
      name: 'Request Service modal',
      async open(page, lang) {
        const t = messages[lang].operators
        await page.getByRole('button', { name: t.actions.requestQuote, exact: true }).click()
        await expect(page.getByRole('dialog', { name: t.requestModal.title })).toBeVisible()
      },
    },
    {
      name: 'Contact via Email modal',
      async open(page, lang) {
        const t = messages[lang].operators
        await page.getByRole('button', { name: t.book.sendEmail, exact: true }).click()
        await expect(page.getByRole('dialog', { name: t.emailModal.title })).toBeVisible()
      },
    },
    {
      name: 'instant quote panel',
      async open(page, lang) {
        const t = messages[lang].operators
        await page.getByRole('button', { name: t.actions.instantQuote, exact: true }).click()
        await expect(page.getByRole('heading', { name: t.quote.title })).toBeVisible()
      },
    },
  ],
}

/** Interactions of the shells, tried on every page they apply to. */
export const shellInteractions: Interaction[] = [
  {
    name: 'mobile menu',
    viewport: 'mobile',
    // Only the main shell has this menu: the service shell brings its own header, and an
    // operator's landing page (/{slug}) has the standalone header (logo and language only).
    appliesTo: (page) => pageAt(page.path)?.shell === 'main',
    async open(page, lang) {
      const menu = page.getByTestId('mobile-menu')
      if ((await menu.count()) === 0) throw new Error('no mobile menu on this page')
      await page.getByRole('button', { name: messages[lang].nav.openMenu }).click()
      await expect(menu).toBeVisible()
    },
  },
]

/**
 * The newsletter popup: the fixtures store "closed just now" before every load; this reload goes
 * without that, on a fake clock so the 5 s delay passes at once.
 */
shellInteractions.push(
  {
    name: 'newsletter popup',
    appliesTo: (page) => popupAllowedFor(pageAt(page.path)),
    async open(page, lang) {
      await page.evaluate(
        (keys) => {
          localStorage.removeItem(keys.closed)
          localStorage.removeItem(keys.closedAt)
          localStorage.setItem(keys.consent, `denied:${Date.now()}`)
        },
        { closed: POPUP_CLOSED_KEY, closedAt: POPUP_CLOSED_AT_KEY, consent: CONSENT_KEY },
      )
      await skipStoragePresets(page)
      await page.clock.install()
      await page.reload()
      await waitForHydration(page)
      await page.clock.fastForward(POPUP_DELAY_MS + 100)
      await expect(page.getByRole('dialog', { name: messages[lang].newsletter.popup.title })).toBeVisible()
    },
  },
  {
    name: 'consent banner',
    async open(page, lang) {
      await page.evaluate((key) => localStorage.removeItem(key), CONSENT_KEY)
      await skipStoragePresets(page)
      await page.evaluate(
        (keys) => {
          // Keep the popup closed: this state is about the banner.
          localStorage.setItem(keys.closed, 'true')
          localStorage.setItem(keys.closedAt, String(Date.now()))
        },
        { closed: POPUP_CLOSED_KEY, closedAt: POPUP_CLOSED_AT_KEY },
      )
      await page.reload()
      await waitForHydration(page)
      await expect(page.getByRole('region', { name: messages[lang].consent.label })).toBeVisible()
    },
  },
)

/** Everything to open on a page at a viewport, shell first. */
export function interactionsFor(page: InventoryPage, viewport: Viewport): Interaction[] {
  return [...shellInteractions, ...(pageInteractions[page.id] ?? [])].filter(
    (i) => (!i.viewport || i.viewport === viewport) && (!i.appliesTo || i.appliesTo(page)),
  )
}
