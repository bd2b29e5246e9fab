import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { test as base } from '@playwright/test'
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
 * The route inventory of this run, written once by the 'audits-inventory' project
 * (inventory.setup.ts) that the audit projects depend on: its samples come from a migrated and seeded
 * in-memory database, which takes a while, so no worker repeats it. Test results are cleared at the
 * start of every run, so a run without that project (`--no-deps`) builds it itself.
 */
export const INVENTORY_FILE = path.resolve(import.meta.dirname, '../../test-results/audit-inventory.json')

export async function writeInventory(): Promise<InventoryPage[]> {
  const inventory = await loadInventory()
  mkdirSync(path.dirname(INVENTORY_FILE), { recursive: true })
  writeFileSync(INVENTORY_FILE, JSON.stringify(inventory))
  return inventory
}

export async function readInventory(): Promise<InventoryPage[]> {
  if (existsSync(INVENTORY_FILE)) return JSON.parse(readFileSync(INVENTORY_FILE, 'utf8')) as InventoryPage[]
  return loadInventory()
}

type InventoryFixture = { inventory: InventoryPage[] }

/**
 * The audits that load pages in the browser run with the end-to-end guards (console errors,
 * security headers of every document). Axe is run by the accessibility audit itself, so the guard
 * that repeats it at the end of a test is off here.
 */
export const test = e2e.extend<object, InventoryFixture>({
  axeAfterTest: false,
  inventory: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring.
    async ({}, use) => use(await readInventory()),
    { scope: 'worker', timeout: 180_000 },
  ],
})

/** The audits that only make HTTP requests (headers, HTML validity): no browser page to open. */
export const requestTest = base.extend<object, InventoryFixture>({
  inventory: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring.
    async ({}, use) => use(await readInventory()),
    { scope: 'worker', timeout: 180_000 },
  ],
})

/** The page kinds and languages, known when the tests are listed (samples come later). */
export const pagesToAudit = publicPageKinds().flatMap((kind) => languages.map((lang) => ({ kind, lang })))

export function find(inventory: InventoryPage[], id: string, lang: Lang): InventoryPage {
  const page = inventory.find((p) => p.id === id && p.lang === lang)
  if (!page) throw new Error(`the inventory has no ${lang} page '${id}'`)
  return page
}
