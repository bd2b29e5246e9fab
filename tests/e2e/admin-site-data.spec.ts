import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { adminSession, openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, messages, test, visit, waitForHydration } from './fixtures'

/**
 * Staff run the site from the admin (issue #19, "Done when"): a video added with a YouTube address
 * shows on /videos and in the sitemap; a product's new price shows in the shop while an order
 * placed before keeps the old one; an uploaded 2400 px image gets a 1920 px variant in the page's
 * srcset; an operator's Spanish bio shows on /es/{slug}. These journeys change what every visitor sees, so they run in the 'content-editing'
 * project, after the others, and put things back as they were.
 */
test.use({ storageState: adminSession })
test.describe.configure({ timeout: 240_000 })

const t = messages.en
const v = t.adminVideos
const p = t.adminProducts
const shop = t.shop

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

async function saveMagnets(page: Page, fields: { price?: string; imageId?: string }) {
  await editMagnets(page)
  if (fields.price !== undefined) await page.getByLabel(p.fields.price).fill(fields.price)
  if (fields.imageId !== undefined) await page.getByLabel(p.fields.imageId).selectOption(fields.imageId)
  await page.getByRole('button', { name: p.save }).click()
  await expect(page.getByRole('status')).toHaveText(p.saved.replace('{{name}}', 'Vehicle Magnets'))
}

test('staff add a YouTube video: it shows on /videos and in the sitemap, then it is deleted', async ({
  page,
}) => {
  const title = `Route planning ${Date.now()}`
  await openAdmin(page, { path: '/admin/videos' })
  // A bad address: the message beside the field, what was typed kept, nothing added.
  await page.getByLabel(v.form.titleEn).fill(title)
  await page.getByLabel(v.form.titleEs).fill(`Planificación de rutas ${title.slice(-4)}`)
  await page.getByLabel(v.form.descriptionEn).fill('How operators plan a day of deliveries.')
  await page.getByLabel(v.form.descriptionEs).fill('Cómo planifican los operadores un día de entregas.')
  await page.getByLabel(v.form.address).fill('https://example.com/not-a-video')
  await page.getByLabel(v.form.duration).fill('2:30')
  await page.getByLabel(v.form.category).selectOption('business')
  await page.getByRole('button', { name: v.form.add }).click()
  await expect(page.getByText(v.errors.address.unknown)).toBeVisible()
  await expect(page.getByLabel(v.form.titleEn)).toHaveValue(title)

  await page.getByLabel(v.form.address).fill('https://www.youtube.com/watch?v=M7lc1UVf-VE')
  await page.getByRole('button', { name: v.form.add }).click()
  const edit = page.getByRole('link', { name: v.list.editLabel.replace('{{title}}', title) })
  await expect(edit).toBeVisible()
  const id = new URL(await edit.evaluate((a: HTMLAnchorElement) => a.href)).searchParams.get('edit')
  expect(id).toMatch(/^\d+$/)

  try {
    await visit(page, '/videos')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/videos/${id}</loc>`)
  } finally {
    await openAdmin(page, { path: '/admin/videos' })
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: v.list.deleteLabel.replace('{{title}}', title) }).click()
    await expect(page.getByRole('link', { name: v.list.editLabel.replace('{{title}}', title) })).toHaveCount(
      0,
    )
  }
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/videos/${id}</loc>`)
})

test("a product's new price shows in the shop; an order placed before keeps the old price", async ({
  page,
}) => {
  // A visitor's order of one Vehicle Magnets at today's price ($42.99 in the seed).
  await visit(page, '/products')
  const before = (await magnetsCard(page).getByTestId('product-price').textContent())!.trim()
  await magnetsCard(page).getByRole('button', { name: shop.card.addToCart, exact: true }).click()
  await page.goto('/cart')
  await waitForHydration(page)
  const c = shop.checkout
  await page.getByLabel(c.name).fill('Price Keeper')
  await page.getByLabel(c.email).fill(`price-${Date.now()}@example.com`)
  await page.getByLabel(c.phone).fill('713 555 0142')
  await page.getByLabel(c.line1).fill('500 Main Street')
  await page.getByLabel(c.city).fill('Houston')
  await page.getByLabel(c.state).selectOption('TX')
  await page.getByLabel(c.zip).fill('77002')
  await page.getByRole('button', { name: shop.cart.checkout }).click()
  const number = (await page.getByTestId('order-number').textContent())?.match(/CN-[A-Z0-9]{6}/)?.[0]
  expect(number).toBeTruthy()

  try {
    // A bad price: the message beside the field, nothing saved.
    await editMagnets(page)
    await page.getByLabel(p.fields.price).fill('12.345')
    await page.getByRole('button', { name: p.save }).click()
    await expect(page.getByText(p.errors.priceDecimals)).toBeVisible()
    await expect(page.getByLabel(p.fields.price)).toHaveValue('12.345')

    await saveMagnets(page, { price: '47.50' })
    await visit(page, '/products')
    await expect(magnetsCard(page).getByTestId('product-price')).toHaveText('$47.50')

    // The earlier order still shows the price it was placed with.
    await openAdmin(page, { path: '/admin/orders' })
    await page.getByRole('row').filter({ hasText: number! }).getByRole('link').first().click()
    await expect(page.getByTestId('order-lines')).toContainText('Vehicle Magnets')
    await expect(page.getByTestId('order-lines')).toContainText(before)
    await expect(page.getByTestId('order-lines')).not.toContainText('$47.50')
  } finally {
    await saveMagnets(page, { price: before.replace('$', '') })
  }
})

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

test("staff fill an operator's Spanish bio: /es/{slug} shows it, /{slug} keeps the English one", async ({
  page,
}) => {
  const o = t.operators.admin
  const bio = `Entregamos en todo Delray Beach el mismo día (${Date.now()}).`
  const editDelray = async () => {
    await openAdmin(page, { path: '/admin/operators' })
    await page.getByRole('link', { name: new RegExp(`^${o.edit}\\W+Delray Beach Courier$`) }).click()
    await expect(page.getByLabel(o.fields.bioEs, { exact: true })).toBeVisible()
  }
  const save = async () => {
    await page.getByRole('button', { name: o.save, exact: true }).click()
    await expect(page.getByRole('status')).toHaveText(o.saved.replace('{{slug}}', 'delray-beach-courier'))
  }
  await editDelray()
  await page.getByLabel(o.fields.bioEs, { exact: true }).fill(bio)
  await save()
  try {
    await visit(page, '/es/delray-beach-courier')
    await expect(page.getByText(bio)).toBeVisible()
    await visit(page, '/delray-beach-courier')
    await expect(page.getByText(bio)).toHaveCount(0)
  } finally {
    await editDelray()
    await page.getByLabel(o.fields.bioEs, { exact: true }).fill('')
    await save()
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
