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
import en from '../../app/i18n/en'
import es from '../../app/i18n/es'
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
export const pageInteractions: Record<string, Interaction[]> = {}

/** Interactions of the shells, tried on every page they apply to. */
export const shellInteractions: Interaction[] = [
  {
    name: 'mobile menu',
    viewport: 'mobile',
    // The service shell brings its own header: extend this when it gets a menu of its own.
    appliesTo: (page) => !page.pattern.startsWith('/service'),
    async open(page, lang) {
      const menu = page.getByTestId('mobile-menu')
      if ((await menu.count()) === 0) throw new Error('no mobile menu on this page')
      await page.getByRole('button', { name: messages[lang].nav.openMenu }).click()
      await expect(menu).toBeVisible()
    },
  },
]

/** Everything to open on a page at a viewport, shell first. */
export function interactionsFor(page: InventoryPage, viewport: Viewport): Interaction[] {
  return [...shellInteractions, ...(pageInteractions[page.id] ?? [])].filter(
    (i) => (!i.viewport || i.viewport === viewport) && (!i.appliesTo || i.appliesTo(page)),
  )
}
