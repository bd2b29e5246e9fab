/**
 * Popups, modals and menus the accessibility audit opens before it runs axe again. A page's
 * interactions are listed under its id in app/pages.ts (`pageInteractions`) and are opened on that
 * page. Interactions of a shell (the newsletter popup, the consent banner, the mobile menu) are the
 * same component on every page of the shell, so they are opened once per shell, language and
 * viewport, on the first inventory page of the shell they apply to (`shellAudits`). The audit loads
 * the page fresh for each one, calls `open`, and checks the page with the thing open.
 *
 * `open` must leave the popup open and visible, and must fail (throw) when it cannot open it: an
 * interaction that silently does nothing would let a broken modal pass.
 */
import { expect, type Page } from '@playwright/test'
import { CONSENT_KEY } from '../../app/domain/analytics/consent'
import { popupAllowedFor } from '../../app/domain/newsletter/placement'
import { pages, type PageDef, type ShellKind } from '../../app/pages'
import { POPUP_CLOSED_AT_KEY, POPUP_CLOSED_KEY, POPUP_DELAY_MS } from '../../app/domain/newsletter/popup'
import en from '../../app/i18n/en'
import es from '../../app/i18n/es'
import { skipStoragePresets, waitForHydration } from '../e2e/fixtures'
import { publicPageKinds, type InventoryPage, type Lang } from '../support/inventory'

export type Viewport = 'desktop' | 'mobile'

export type Interaction = {
  /** What is opened, for the report: 'newsletter popup', 'video player'. */
  name: string
  /** Only at this viewport (the mobile menu); both when absent. */
  viewport?: Viewport
  open(page: Page, lang: Lang): Promise<void>
}

export type ShellInteraction = Interaction & {
  /** Whether a page (its registry entry) has the thing at all; every page of the shell when absent. */
  appliesTo?: (page: Pick<PageDef, 'shell' | 'audience'>) => boolean
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

/** Interactions of the shells, tried once per shell (see `shellAudits`). */
export const shellInteractions: ShellInteraction[] = [
  {
    name: 'mobile menu',
    viewport: 'mobile',
    // Only the main shell has this menu: the service shell brings its own header, and an
    // operator's landing page (/{slug}) has the standalone header (logo and language only).
    appliesTo: (page) => page.shell === 'main',
    async open(page, lang) {
      const menu = page.getByTestId('mobile-menu')
      if ((await menu.count()) === 0) throw new Error('no mobile menu on this page')
      await page.getByRole('button', { name: messages[lang].nav.openMenu }).click()
      await expect(menu).toBeVisible()
    },
  },
]

/**
 * The consent banner, and the newsletter popup (last: it installs a fake clock in the page). The
 * newsletter popup: the fixtures store "closed just now" before every load; this reload goes
 * without that, on a fake clock so the 5 s delay passes at once.
 */
shellInteractions.push(
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
  {
    name: 'newsletter popup',
    appliesTo: popupAllowedFor,
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
)

const atViewport = (viewport: Viewport) => (i: Interaction) => !i.viewport || i.viewport === viewport

/** What to open on a page at a viewport besides the shell's popups: its own modals and panels. */
export function interactionsFor(page: Pick<InventoryPage, 'id'>, viewport: Viewport): Interaction[] {
  return (pageInteractions[page.id] ?? []).filter(atViewport(viewport))
}

/** The registry entries of the inventory's pages (public pages), in registry order. */
function publicEntries(kinds: readonly { id: string }[]): PageDef[] {
  const ids = new Set(kinds.map((k) => k.id))
  return pages.filter((p) => ids.has(p.id))
}

export type ShellAudit = {
  shell: ShellKind
  /** Per page id (the first page of the shell each interaction applies to): what to open there. */
  pages: { id: string; interactions: Interaction[] }[]
}

/**
 * The shell interactions to audit at a viewport: for every shell of the public pages, each
 * interaction that applies to one of its pages, opened on the first such page (`kinds`: the
 * inventory's page kinds, in registry order). Shells with nothing to open are left out.
 */
export function shellAudits(kinds: readonly { id: string }[], viewport: Viewport): ShellAudit[] {
  const entries = publicEntries(kinds)
  const shells = [...new Set(entries.map((p) => p.shell))]
  return shells
    .map((shell) => {
      const ofShell = entries.filter((p) => p.shell === shell)
      const byPage = new Map<string, Interaction[]>()
      for (const interaction of shellInteractions.filter(atViewport(viewport))) {
        const first = ofShell.find((p) => !interaction.appliesTo || interaction.appliesTo(p))
        if (first) byPage.set(first.id, [...(byPage.get(first.id) ?? []), interaction])
      }
      return { shell, pages: [...byPage].map(([id, interactions]) => ({ id, interactions })) }
    })
    .filter((audit) => audit.pages.length > 0)
}

/**
 * The shell interactions opened on the page `id`, at either width (`shellAudits` of both), each
 * once: the page audit opens those meant for phones in its resized document and the others in a
 * load of their own, checked at both widths.
 */
export function shellAuditsByPage(id: string, kinds: readonly { id: string }[] = publicPageKindsOnce()) {
  const found: Interaction[] = []
  for (const viewport of ['desktop', 'mobile'] as const) {
    for (const audit of shellAudits(kinds, viewport)) {
      for (const entry of audit.pages) {
        if (entry.id !== id) continue
        for (const interaction of entry.interactions)
          if (!found.includes(interaction)) found.push(interaction)
      }
    }
  }
  return shellInteractions.filter((i) => found.includes(i))
}

let kindsCache: readonly { id: string }[] | undefined
function publicPageKindsOnce() {
  kindsCache ??= publicPageKinds()
  return kindsCache
}
