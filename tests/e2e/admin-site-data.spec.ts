import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { adminSession, openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, messages, test, visit, waitForHydration } from './fixtures'

/**
 * Staff run the site from the admin (issue #19, "Done when"): an uploaded 2400 px image gets a
 * 1920 px variant in the shop card's srcset; a market placed with a click on the map; a video's
 * title restored from its History. These journeys change what every visitor sees, so they run in
 * the 'content-editing' project, after the others, and put things back as they were. What staff
 * save and what the public pages then show (a video added, a price changed, a Spanish bio) is
 * proven below the browser (tests/integration/admin-videos.test.ts, admin-products.test.ts,
 * admin-operators-spanish.test.ts; tests/e2e/COVERAGE.md).
 */
test.use({ storageState: adminSession })
test.describe.configure({ timeout: 240_000 })

const t = messages.en
const v = t.adminVideos
const p = t.adminProducts

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .png()
    .toBuffer()

/** The shop card of Vehicle Magnets (product 3 of the seed). */
const MAGNETS_ID = 3
const magnetsCard = (page: Page) =>
  page.locator(`[data-testid="product-card"][data-product-id="${MAGNETS_ID}"]`)

async function editMagnets(page: Page) {
  await openAdmin(page, { path: '/admin/products' })
  await page.getByRole('link', { name: p.table.editLabel.replace('{{name}}', 'Vehicle Magnets') }).click()
  await expect(page.getByLabel(p.fields.price)).toBeVisible()
}

async function saveMagnets(page: Page, fields: { imageId?: string }) {
  await editMagnets(page)
  if (fields.imageId !== undefined) await page.getByLabel(p.fields.imageId).selectOption(fields.imageId)
  await page.getByRole('button', { name: p.save }).click()
  await expect(page.getByRole('status')).toHaveText(p.saved.replace('{{name}}', 'Vehicle Magnets'))
}

test('an uploaded 2400 px picture is offered at 1920 px in the shop’s srcset', async ({ page }) => {
  const name = `wide-${Date.now()}.png`
  await openAdmin(page, { path: '/admin/images' })
  await page
    .getByLabel(t.admin.images.file)
    .setInputFiles({ name, mimeType: 'image/png', buffer: await png(2400, 1600) })
  await page.getByLabel(t.admin.images.altEn).first().fill('Magnets on a van door')
  await page.getByLabel(t.admin.images.altEs).first().fill('Imanes en la puerta de una furgoneta')
  await page.getByRole('button', { name: t.admin.images.upload, exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(t.admin.images.uploaded.replace('{{name}}', name))

  await editMagnets(page)
  const option = page.getByLabel(p.fields.imageId).getByRole('option', { name })
  const imageId = await option.getAttribute('value')
  try {
    await saveMagnets(page, { imageId: imageId! })
    await visit(page, '/products')
    // The card's <picture> offers every stored WebP variant; the browser picks the width it needs.
    const picture = magnetsCard(page).locator('picture source[type="image/webp"]').first()
    await expect(picture).toHaveAttribute('srcset', new RegExp(`/images/u/${imageId}-1920\\.webp 1920w`))
    const response = await page.request.get(`/images/u/${imageId}-1920.webp`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/webp')
    expect((await sharp(await response.body()).metadata()).width).toBe(1920)
  } finally {
    await saveMagnets(page, { imageId: '' })
  }
})

test('staff place a new market with a click on the map, then delete it', async ({ page }) => {
  const m = t.adminMarkets
  await openAdmin(page, { path: '/admin/markets' })
  await waitForHydration(page)
  await page.getByLabel(m.form.city).fill('Wichita')
  await page.getByLabel(m.form.state).fill('KS')
  await expect(page.getByLabel(m.form.lat)).toHaveValue('')
  // The map opens on the whole country; its centre is Kansas.
  const map = page.getByTestId('market-position-map')
  await expect(map).toBeVisible()
  await map.click()
  const lat = Number(await page.getByLabel(m.form.lat).inputValue())
  const lng = Number(await page.getByLabel(m.form.lng).inputValue())
  expect(lat).toBeGreaterThan(35)
  expect(lat).toBeLessThan(45)
  expect(lng).toBeGreaterThan(-105)
  expect(lng).toBeLessThan(-92)
  await expect(page.getByLabel(m.form.zip)).toHaveValue('')
  await page.getByRole('button', { name: m.form.add }).click()
  await expect(page.getByRole('status')).toHaveText(m.added.replace('{{market}}', 'Wichita, KS'))
  const row = page.getByRole('row').filter({ hasText: 'Wichita, KS' })
  await expect(row).toContainText(`${lat.toFixed(4)}, ${lng.toFixed(4)}`)

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: m.list.deleteLabel.replace('{{market}}', 'Wichita, KS') }).click()
  await expect(page.getByRole('status')).toHaveText(m.deleted.replace('{{market}}', 'Wichita, KS'))
})

test("a video's title changed and restored from its History: /videos shows the earlier title again", async ({
  page,
}) => {
  // Issue #33: the restore puts the seeded title back, so the journey leaves the site as it was.
  const h = t.admin.history
  await openAdmin(page, { path: '/admin/videos?edit=2' })
  const titleField = page.getByLabel(v.form.titleEn)
  const before = await titleField.inputValue()
  const changed = `${before} (changed ${Date.now()})`
  await titleField.fill(changed)
  await page.getByRole('button', { name: v.form.save }).click()
  await expect(page.getByRole('status')).toHaveText(v.saved.replace('{{title}}', changed))
  await visit(page, '/videos')
  await expect(page.getByRole('heading', { name: changed })).toBeVisible()

  await openAdmin(page, { path: '/admin/videos?edit=2' })
  const history = page.getByRole('region', { name: h.title })
  const versions = history.getByTestId('record-history-version')
  await expect(versions.first()).toContainText(v.form.titleEn)
  await expect(versions.first()).toContainText(h.current)
  const earlier = (await versions.nth(1).getByRole('rowheader').textContent())!.trim()
  page.once('dialog', (dialog) => void dialog.accept())
  await history.getByRole('button', { name: h.restore.replace('{{version}}', earlier) }).click()
  await expect(page.getByRole('status')).toHaveText(
    h.restored.replace('{{name}}', before).replace('{{version}}', earlier),
  )
  await expect(versions.first()).toContainText(h.restoredFrom.replace('{{version}}', earlier))
  await expect(page.getByLabel(v.form.titleEn)).toHaveValue(before)
  // The edit view with its History table and the restore's notice.
  await expectNoAxeViolations(page)

  await visit(page, '/videos')
  await expect(page.getByRole('heading', { name: before, exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: changed })).toHaveCount(0)
})
