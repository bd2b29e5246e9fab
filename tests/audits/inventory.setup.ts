import { expect, test } from '@playwright/test'
import { writeInventory } from './fixtures'

// Once per run, before the audits: the route inventory with its samples (see fixtures.ts).
test('route inventory', async () => {
  test.setTimeout(180_000)
  const inventory = await writeInventory()
  expect(inventory.length).toBeGreaterThan(0)
})
