import sharp from 'sharp'
import { adminSession, openAdmin } from './admin-helpers'
import { within } from '@testing-library/dom'
import { expect, messages, test, expectNoAxeViolations } from './fixtures'
import { fetchPage } from './http'

// Signed in once, by the setup project (admin-session.setup.ts).
test.use({ storageState: adminSession })

// Signing in costs a password hash: slow on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 })

const t = messages.en
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 12, g: 74, b: 110 } } })
    .png()
    .toBuffer()

test.describe('Image Manager', () => {
  // Refused uploads answer 400/413 on purpose; Chromium logs those statuses.
  test.use({ allowedConsoleErrors: [/status of (400|413)/] })

  test('upload a PNG with alt texts: preview, stored WebP sizes at long-cached URLs, then delete', async ({
    page,
  }) => {
    await openAdmin(page, { path: '/admin/images' })
    await expectNoAxeViolations(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.admin.shell.tabs.images)
    const name = `harbor-${Date.now()}.png`
    await page
      .getByLabel(t.admin.images.file)
      .setInputFiles({ name, mimeType: 'image/png', buffer: await png(900, 600) })
    await expect(page.getByRole('img', { name: t.admin.images.preview })).toBeVisible()
    await page.getByLabel(t.admin.images.altEn).first().fill('Boats in the harbor')
    await page.getByLabel(t.admin.images.altEs).first().fill('Barcos en el puerto')
    await page.getByRole('button', { name: t.admin.images.upload, exact: true }).click()
    await expect(page.getByRole('status')).toHaveText(t.admin.images.uploaded.replace('{{name}}', name))

    const card = page.getByRole('article', { name })
    await expect(card).toBeVisible()
    await expect(card).toContainText('900 × 600 px')
    const image = card.getByRole('img', { name: 'Boats in the harbor' })
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
    // The standard widths below the picture's own, and its own width (never upscaled).
    await expect(card.getByRole('link', { name: /px$/ })).toHaveText(['320 px', '640 px', '900 px'])
    const url = await card.getByTestId('image-url').textContent()
    expect(url).toMatch(/^\/images\/u\/[0-9a-f]{16}-900\.webp$/)
    const response = await page.request.get(url!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/webp')
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

    // Alt texts can be edited; the Spanish page shows the Spanish one.
    await card.getByLabel(t.admin.images.altEs).fill('Barcos en la bahía')
    await card.getByRole('button', { name: t.admin.images.saveAlt }).click()
    await expect(page.getByRole('status')).toHaveText(t.admin.images.altSaved)
    const spanish = await fetchPage(page.request, '/es/admin/images')
    const stored = spanish.main.getByRole('article', { name })
    expect(within(stored).getByRole('img', { name: 'Barcos en la bahía' })).toBeTruthy()

    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: t.admin.images.delete.replace('{{name}}', name) }).click()
    await expect(page.getByRole('status')).toHaveText(t.admin.images.deleted.replace('{{name}}', name))
    await expect(page.getByRole('article', { name })).toHaveCount(0)
    expect((await page.request.get(url!)).status()).toBe(404)
  })

  test('refuses a file that is not an image, an SVG with a script, an oversized file and a path-like name', async ({
    page,
    baseURL,
  }) => {
    await openAdmin(page, { path: '/admin/images' })
    const input = page.getByLabel(t.admin.images.file)
    const upload = page.getByRole('button', { name: t.admin.images.upload, exact: true })
    const cases = [
      {
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('plain text pretending to be a PNG'),
        error: t.admin.images.errors.notImage,
      },
      {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
        ),
        error: t.admin.images.errors.svg,
      },
    ]
    for (const c of cases) {
      await input.setInputFiles({ name: c.name, mimeType: c.mimeType, buffer: c.buffer })
      await upload.click()
      await expect(page.getByRole('alert')).toHaveText(c.error)
    }

    // Oversized: the browser says so at once, without sending it…
    const big = Buffer.alloc(9 * 1024 * 1024, 1)
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big })
    const tooLarge = t.admin.images.errors.tooLarge.replace('{{mb}}', '8')
    await expect(page.getByRole('alert').filter({ hasText: tooLarge })).toBeVisible()
    // …and the server refuses it too when sent anyway (413).
    const headers = { Origin: baseURL! }
    const direct = await page.request.post('/admin/images', {
      headers,
      multipart: { intent: 'upload', file: { name: 'huge.png', mimeType: 'image/png', buffer: big } },
    })
    expect(direct.status()).toBe(413)

    // A path-like name cannot come from a file picker: a crafted request.
    const crafted = await page.request.post('/admin/images', {
      headers,
      multipart: {
        intent: 'upload',
        file: { name: '../../etc/passwd.png', mimeType: 'image/png', buffer: await png(20, 20) },
      },
    })
    expect(crafted.status()).toBe(400)
    expect(await crafted.text()).toContain(t.admin.images.errors.pathName)

    // Nothing of all that was stored.
    const { main } = await fetchPage(page.request, '/admin/images')
    for (const name of ['notes.png', 'logo.svg', 'huge.png', 'passwd.png']) {
      expect(main.queryByRole('article', { name })).toBeNull()
    }
  })
})
