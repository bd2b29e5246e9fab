import { test as e2e } from '../e2e/fixtures'
import {
  languages,
  loadInventory,
  publicPageKinds,
  type InventoryPage,
  type Lang,
} from '../support/inventory'

export { expect } from '../e2e/fixtures'

/**
 * The audits run with the end-to-end guards (console errors, security headers of every document)
 * and the route inventory, loaded once per worker. Axe is run by the accessibility audit itself, so
 * the guard that repeats it at the end of a test is off here.
 */
export const test = e2e.extend<object, { inventory: InventoryPage[] }>({
  axeAfterTest: false,
  inventory: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring.
    async ({}, use) => {
      await use(await loadInventory())
    },
    { scope: 'worker' },
  ],
})

/** The page kinds and languages, known when the tests are listed (samples come later). */
export const pagesToAudit = publicPageKinds().flatMap((kind) => languages.map((lang) => ({ kind, lang })))

export function find(inventory: InventoryPage[], id: string, lang: Lang): InventoryPage {
  const page = inventory.find((p) => p.id === id && p.lang === lang)
  if (!page) throw new Error(`the inventory has no ${lang} page '${id}'`)
  return page
}
