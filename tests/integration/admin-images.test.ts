import { chain } from '../support/route-chain'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultContent } from '#app/domain/content/defaults'
import { MAX_UPLOAD_BYTES } from '#app/domain/images/upload'
import { imageVariants, products, videos } from '#app/.server/db/schema'
import { saveContentSection } from '#app/.server/services/content/content'
import { listStoredImages } from '#app/.server/services/content/images'
import { getHomePage } from '#app/.server/services/content/marketing-pages'
import { getCatalogue } from '#app/.server/services/shop/shop'
import { getBusinessVideos } from '#app/.server/services/content/videos'
import * as imagesModule from '#app/routes/admin/images'
import * as uploaded_imageModule from '#app/routes/resources/uploaded-image'
import { createStaff, ORIGIN, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const { action: imagesAction } = chain(imagesModule)
const { loader: imageLoader } = chain(uploaded_imageModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase({ seed: false })
  await createStaff(t.db, 'img@example.com')
  cookie = await signIn(t.db, 'img@example.com')
})
afterAll(async () => {
  await t?.drop()
})

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 194, g: 65, b: 12 } } })

async function upload(file: Blob, name: string, fields: Record<string, string> = {}) {
  const form = new FormData()
  form.set('intent', 'upload')
  form.set('file', file, name)
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  const request = new Request(`${ORIGIN}/admin/images`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  })
  const answer = await settle(() =>
    imagesAction({ request, context: testContext(t.db), params: {} } as never),
  )
  if (answer instanceof Response) throw new Error(`unexpected response ${answer.status}`)
  const a = answer as {
    notice?: { key: string }
    uploaded?: string
    data?: { notice: { key: string } }
    init?: ResponseInit
  }
  return a.data
    ? { status: a.init!.status!, key: a.data.notice.key }
    : { status: 200, key: a.notice!.key, id: a.uploaded! }
}

const blob = (bytes: Uint8Array | Buffer) => new Blob([new Uint8Array(bytes)])

/** A staff form POST to the Image Manager (alt text, delete). */
const send = (fields: Record<string, string>) =>
  settle(() =>
    imagesAction({
      request: new Request(`${ORIGIN}/admin/images`, {
        method: 'POST',
        headers: { Origin: ORIGIN, Cookie: cookie },
        body: new URLSearchParams(fields),
      }),
      context: testContext(t.db),
      params: {},
    } as never),
  )

async function serve(url: string) {
  return (await imageLoader({
    params: { file: url.split('/').pop()! },
    context: testContext(t.db),
  } as never)) as Response
}

describe('image upload', () => {
  it('re-encodes a PNG into WebP variants up to its own width (kept too), stored with both alt texts', async () => {
    const png = await solid(1000, 500).png().toBuffer()
    const result = await upload(blob(png), 'team photo.png', {
      altEn: ' Our  team ',
      altEs: 'Nuestro equipo',
    })
    expect(result).toMatchObject({ status: 200, key: 'admin.images.uploaded' })
    const [stored] = await listStoredImages(t.db)
    expect(stored).toMatchObject({
      fileName: 'team photo.png',
      width: 1000,
      height: 500,
      altEn: 'Our team',
      altEs: 'Nuestro equipo',
    })
    expect(stored!.variants.map((v) => v.width)).toEqual([320, 640, 1000])
    for (const v of stored!.variants) {
      const response = (await imageLoader({
        params: { file: v.url.split('/').pop()! },
        context: testContext(t.db),
      } as never)) as Response
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('image/webp')
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect(meta).toMatchObject({ format: 'webp', width: v.width, height: v.width / 2 })
    }
  })

  it('accepts JPEG and WebP, and strips their metadata', async () => {
    const jpeg = await solid(200, 100)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
      .toBuffer()
    expect((await upload(blob(jpeg), 'photo.jpg')).status).toBe(200)
    const webp = await solid(400, 400).webp().toBuffer()
    expect((await upload(blob(webp), 'square.webp')).status).toBe(200)
    const rows = await t.db.select({ data: imageVariants.data }).from(imageVariants)
    for (const row of rows) expect(Buffer.from(row.data).includes('secret-owner')).toBe(false)
  })

  it.each([
    [
      'a text file',
      () => blob(Buffer.from('just some text, not an image')),
      'notes.png',
      'admin.images.errors.notImage',
    ],
    [
      'an SVG with a script',
      () => blob(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
      'logo.svg',
      'admin.images.errors.svg',
    ],
    [
      'an SVG named .png',
      () => blob(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>')),
      'logo.png',
      'admin.images.errors.svg',
    ],
    [
      'an HTML page',
      () => blob(Buffer.from('<html><script>alert(1)</script></html>')),
      'page.jpg',
      'admin.images.errors.notImage',
    ],
    [
      'a path-like name',
      async () => blob(await solid(10, 10).png().toBuffer()),
      '../../etc/passwd.png',
      'admin.images.errors.pathName',
    ],
    [
      'a Windows path',
      async () => blob(await solid(10, 10).png().toBuffer()),
      'C:\\Users\\x\\a.png',
      'admin.images.errors.pathName',
    ],
    [
      'a PNG header on garbage',
      () =>
        blob(
          Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.alloc(200, 7),
          ]),
        ),
      'broken.png',
      'admin.images.errors.unreadable',
    ],
    ['an empty file', () => blob(Buffer.alloc(0)), 'empty.png', 'admin.images.errors.empty'],
  ])('refuses %s', async (_label, make, name, key) => {
    const before = (await listStoredImages(t.db)).length
    expect(await upload(await make(), name)).toEqual({ status: 400, key })
    expect(await listStoredImages(t.db)).toHaveLength(before)
  })

  it('refuses a file over the size limit (413) without storing it', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024)
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big)
    expect(await upload(blob(big), 'huge.png')).toEqual({ status: 413, key: 'admin.images.errors.tooLarge' })
  })

  it('refuses a decompression bomb (too many pixels)', async () => {
    // A small PNG whose header claims 10000 × 10000 pixels (100 megapixels).
    const bomb = Buffer.from(await solid(10, 10).png().toBuffer())
    bomb.writeUInt32BE(10_000, 16)
    bomb.writeUInt32BE(10_000, 20)
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29)
    expect(await upload(blob(bomb), 'bomb.png')).toEqual({
      status: 400,
      key: 'admin.images.errors.tooManyPixels',
    })
  })

  it('edits alt texts and deletes an image with its variants', async () => {
    const [first] = await listStoredImages(t.db)
    await send({ intent: 'alt', id: first!.id, altEn: 'New', altEs: 'Nuevo' })
    expect((await listStoredImages(t.db)).find((i) => i.id === first!.id)).toMatchObject({
      altEn: 'New',
      altEs: 'Nuevo',
    })
    await send({ intent: 'delete', id: first!.id })
    expect((await listStoredImages(t.db)).find((i) => i.id === first!.id)).toBeUndefined()
    expect((await serve(`${first!.id}-320.webp`)).status).toBe(404)
  })
})

describe('the image library on public pages (issue #19 item 6)', () => {
  let id: string
  beforeAll(async () => {
    const png = await solid(2400, 1200).png().toBuffer()
    const result = await upload(blob(png), 'wide hero.png', {
      altEn: 'A courier van',
      altEs: 'Una furgoneta',
    })
    id = (result as { id: string }).id
  })

  it('keeps variants up to 1920 px (never wider) and puts the 1920 px one in the home hero srcset', async () => {
    const stored = (await listStoredImages(t.db)).find((i) => i.id === id)!
    expect(stored.variants.map((v) => v.width)).toEqual([320, 640, 1280, 1920])

    const url = `/images/u/${id}-1920.webp`
    for (const lang of ['en', 'es'] as const) {
      const saved = await saveContentSection(t.db, {
        page: 'home',
        section: 'hero',
        lang,
        data: {
          ...defaultContent[lang].home.hero,
          title: 'Deliver with us',
          subtitle: 'Own routes',
          backgroundImage: url,
        },
        updatedBy: null,
      })
      expect(saved.ok).toBe(true)
    }
    const en = await getHomePage(t.db, 'en')
    expect(en.heroImage).toMatchObject({ sizes: '100vw', width: 2400, height: 1200, alt: 'A courier van' })
    expect(en.heroImage!.srcSet.split(', ')).toContain(`${url} 1920w`)
    expect(en.heroImage!.srcSet).not.toMatch(/2400w/)
    expect((await getHomePage(t.db, 'es')).heroImage!.alt).toBe('Una furgoneta')

    const response = await serve(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 960 })
  })

  it('lists where an image is used and refuses to delete it while it is, naming the uses', async () => {
    await t.db.insert(products).values({
      id: 901,
      slug: 'van-cap',
      name: { en: 'Van cap', es: 'Gorra' },
      description: { en: 'A cap', es: 'Una gorra' },
      priceCents: 1500,
      category: 'apparel',
      imageId: id,
    })
    const [video] = await t.db
      .insert(videos)
      .values({
        title: { en: 'Intro', es: 'Introducción' },
        description: { en: 'd', es: 'd' },
        provider: 'youtube',
        providerVideoId: 'abcdefghijk',
        thumbnailImageId: id,
        duration: '1:00',
        category: 'business',
      })
      .returning({ id: videos.id })
    // Products and video pictures offer every stored variant too, with the alt text in the page language.
    const product = (await getCatalogue(t.db, 'es')).find((p) => p.id === 901)!
    expect(product.image.webpSrcSet).toContain(`/images/u/${id}-1920.webp 1920w`)
    expect(product.image.alt).toBe('Una furgoneta')
    const [shown] = await getBusinessVideos(t.db, [video!.id], 'en')
    expect(shown!.thumbnailSrcSet).toContain(`/images/u/${id}-1920.webp 1920w`)

    const stored = (await listStoredImages(t.db)).find((i) => i.id === id)!
    expect(stored.uses).toMatchObject({
      content: [
        { page: 'home', section: 'hero', lang: 'en' },
        { page: 'home', section: 'hero', lang: 'es' },
      ],
      products: [{ name: { en: 'Van cap' } }],
      videos: [{ title: { en: 'Intro' } }],
    })

    const answer = (await send({ intent: 'delete', id })) as {
      data: { notice: { key: string; values: Record<string, string> } }
      init: ResponseInit
    }
    expect(answer.init.status).toBe(409)
    expect(answer.data.notice).toMatchObject({
      key: 'admin.images.errors.inUse',
      values: {
        content: 'home › hero (en), home › hero (es)',
        products: '“Van cap”',
        videos: '“Intro”',
      },
    })
    expect((await listStoredImages(t.db)).some((i) => i.id === id)).toBe(true)
    expect((await serve(`/images/u/${id}-320.webp`)).status).toBe(200)
  })
})
