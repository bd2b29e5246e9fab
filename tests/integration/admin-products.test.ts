/**
 * The Products screen (issue #19 item 3), through the middleware of its place in the route tree: a
 * new price shows in the shop at once while an order placed before keeps the name and price it was
 * placed with; a bad price is refused beside its field with what was typed kept and nothing
 * stored; hidden products leave the shop; products move up and down; a new product gets a unique
 * slug from its English name; signed-out and forged sessions are refused.
 */
import { chain } from '../support/route-chain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { images, orders, products } from '#app/.server/db/schema'
import { orderDetail } from '#app/.server/services/shop/orders-admin'
import { getCatalogue, placeOrder } from '#app/.server/services/shop/shop'
import * as productsModule from '#app/routes/admin/products'
import {
  createStaff,
  get,
  insertLibraryImage,
  post,
  runRoute,
  signIn,
  testEnv,
  type ActionReply,
} from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const screenRoute = chain(productsModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'products-staff@example.com')
  cookie = await signIn(t.db, 'products-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

type Row = { id: number; slug: string; name: string; priceCents: number; active: boolean }
type Screen = {
  data: {
    rows: Row[]
    editing: { id: number; values: Record<string, string>; picture: string } | null
    notice: { key: string; values?: Record<string, unknown> } | null
  }
}

const run = (fn: ((args: never) => unknown) | undefined, request: Request) => runRoute(t.db, fn, request)
const screen = async (path = '/admin/products') =>
  (await run(screenRoute.loader, get(path, { Cookie: cookie }))) as Screen
const send = async (
  fields: Record<string, string>,
  path = '/admin/products',
  headers: Record<string, string> = { Cookie: cookie },
) => (await run(screenRoute.action, post(path, fields, headers))) as ActionReply | Response
/** The edit form of a product as the page posts it, with some fields changed. */
const saveWith = async (id: number, changes: Record<string, string>) => {
  const { data } = await screen(`/admin/products?edit=${id}`)
  return send(
    { intent: 'save', id: String(id), ...data.editing!.values, ...changes },
    `/admin/products?edit=${id}`,
  )
}
const shopPrices = async () => new Map((await getCatalogue(t.db, 'en')).map((p) => [p.id, p.priceCents]))
const storedProducts = () => t.db.select().from(products).orderBy(products.id)

const newProduct = {
  nameEn: 'Yard Signs',
  nameEs: 'Letreros de jardín',
  descriptionEn: 'Ten corrugated yard signs with your number.',
  descriptionEs: 'Diez letreros de plástico con su número.',
  price: '59.50',
  category: 'marketing',
  imageId: '',
  feature1En: 'Weatherproof',
  feature1Es: 'Resisten la intemperie',
  feature2En: 'Stakes included',
  feature2Es: 'Estacas incluidas',
  feature3En: 'Ships flat',
  feature3Es: 'Se envían planos',
  active: 'on',
}

async function placeOrderOf(productId: number, quantity: number) {
  const placed = await placeOrder(
    { db: t.db, env: testEnv(), origin: 'http://127.0.0.1:4709' },
    {
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '(305) 555-0100',
      line1: '100 Main St',
      line2: undefined,
      city: 'Miami',
      state: 'FL',
      zip: '33101',
      lines: [{ productId, quantity }],
      idempotencyKey: `products-test-${productId}-${quantity}-key`,
    },
    'en',
  )
  if (!placed.ok) throw new Error(`order refused: ${placed.reason}`)
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.order.orderNumber))
  return row!.id
}

describe('the products screen', () => {
  it('lists every product in the shop’s order, with prices in cents and the edit form in dollars', async () => {
    const { data } = await screen()
    expect(data.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(data.rows[0]).toMatchObject({ name: 'Starter Kit 1', priceCents: 9999, active: true })
    expect((await screen('/es/admin/products')).data.rows[0]!.name).toBe('Kit de inicio 1')
    const edit = (await screen('/admin/products?edit=3')).data
    expect(edit.editing?.values).toMatchObject({
      nameEn: 'Vehicle Magnets',
      nameEs: 'Imanes para vehículo',
      price: '42.99',
      category: 'marketing',
      feature1En: 'Professional design with your courier brand',
      active: 'on',
    })
    expect(edit.editing?.picture).toBe('/images/products/vehicle-magnets.svg')
    expect((await screen('/admin/products?edit=999')).data.notice?.key).toBe('adminProducts.notFound')
  })

  it('changes a price: the shop shows the new one, an earlier order keeps its name and price', async () => {
    const orderId = await placeOrderOf(3, 2)
    // Saved, the page stays on the edit form (?edit=3) with the notice.
    const answer = (await saveWith(3, { price: '45.00', nameEn: 'Vehicle Magnets (pair)' })) as ActionReply
    expect(answer.init?.status ?? 200).toBe(200)
    expect(answer.data.notice).toEqual({
      tone: 'success',
      key: 'adminProducts.saved',
      values: { name: 'Vehicle Magnets (pair)' },
    })

    expect((await shopPrices()).get(3)).toBe(4500)
    const card = (await getCatalogue(t.db, 'en')).find((p) => p.id === 3)!
    expect(card.name).toBe('Vehicle Magnets (pair)')

    const earlier = (await orderDetail(t.db, orderId))!
    expect(earlier.lines).toEqual([
      expect.objectContaining({
        productName: 'Vehicle Magnets',
        unitPriceCents: 4299,
        quantity: 2,
        lineTotalCents: 8598,
      }),
    ])
    expect(earlier.subtotalCents).toBe(8598)
    // An order placed now is priced from the new catalogue.
    const later = (await orderDetail(t.db, await placeOrderOf(3, 1)))!
    expect(later.lines[0]).toMatchObject({ productName: 'Vehicle Magnets (pair)', unitPriceCents: 4500 })
  })

  it('refuses a bad price beside its field, keeps what was typed and stores nothing', async () => {
    const before = await storedProducts()
    for (const [price, message] of [
      ['-5', 'priceNegative'],
      ['12.345', 'priceDecimals'],
      ['1000000', 'priceTooLarge'],
      ['12,50', 'priceFormat'],
      ['', 'priceRequired'],
    ]) {
      const reply = (await saveWith(1, { price: price!, nameEn: 'Renamed Kit' })) as ActionReply
      expect(reply.init?.status, price).toBe(400)
      expect(reply.data.result?.error).toEqual({ price: [`adminProducts.errors.${message}`] })
      // (An empty field is left out of the reply: the form shows it empty.)
      expect(reply.data.result?.initialValue).toMatchObject({
        ...(price ? { price } : {}),
        nameEn: 'Renamed Kit',
        intent: 'save',
      })
    }
    const refusedAdd = (await send(
      { intent: 'save', ...newProduct, price: 'abc', nameEs: '' },
      '/admin/products?new',
    )) as ActionReply
    expect(refusedAdd.init?.status).toBe(400)
    expect(refusedAdd.data.result?.error).toEqual({
      price: ['adminProducts.errors.priceFormat'],
      nameEs: ['adminProducts.errors.required'],
    })
    expect(refusedAdd.data.result?.initialValue).toMatchObject({ nameEn: 'Yard Signs', price: 'abc' })
    expect(await storedProducts()).toEqual(before)
    expect((await shopPrices()).get(1)).toBe(9999)
  })

  it('refuses a picture that is not in the Image Manager, saving nothing', async () => {
    const before = await storedProducts()
    const reply = (await saveWith(2, { imageId: 'abcdefabcdef0123', price: '1.00' })) as ActionReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result?.error).toEqual({ imageId: ['adminProducts.errors.imageNotFound'] })
    expect(await storedProducts()).toEqual(before)
  })

  it('adds a product at the end, with a unique slug from its English name, shown in both languages', async () => {
    const first = (await send({ intent: 'save', ...newProduct }, '/admin/products?new')) as ActionReply
    expect(first.data.notice).toEqual({
      tone: 'success',
      key: 'adminProducts.created',
      values: { name: 'Yard Signs' },
    })
    const second = (await send(
      { intent: 'save', ...newProduct, active: '' },
      '/admin/products?new',
    )) as ActionReply
    expect(second.data.notice?.key).toBe('adminProducts.created')
    const added = (await storedProducts()).filter((p) => p.name.en === 'Yard Signs')
    expect(added.map((p) => [p.id, p.slug, p.priceCents, p.active, p.image, p.imageId])).toEqual([
      [9, 'yard-signs', 5950, true, null, null],
      [10, 'yard-signs-2', 5950, false, null, null],
    ])
    expect((await screen()).data.rows.slice(-2).map((r) => r.id)).toEqual([9, 10])
    const card = (await getCatalogue(t.db, 'es')).find((p) => p.id === 9)!
    expect(card).toMatchObject({
      name: 'Letreros de jardín',
      features: ['Resisten la intemperie', 'Estacas incluidas', 'Se envían planos'],
      image: { src: '/images/products/placeholder.svg', webpSrcSet: null },
    })
    // Unticked: added hidden.
    expect((await getCatalogue(t.db, 'en')).some((p) => p.id === 10)).toBe(false)
  })

  it('shows a picture chosen from the Image Manager in the shop', async () => {
    await insertLibraryImage(
      t.db,
      { id: '00112233445566ff', fileName: 'magnets.jpg', width: 1600, height: 1200 },
      [320, 640, 1280],
    )
    const form = (await screen('/admin/products?edit=3')).data as Screen['data'] & {
      images: Array<{ id: string; fileName: string }>
    }
    expect(form.images).toEqual([
      expect.objectContaining({ id: '00112233445566ff', fileName: 'magnets.jpg' }),
    ])
    const answer = (await saveWith(3, { imageId: '00112233445566ff' })) as ActionReply
    expect(answer.data.notice?.key).toBe('adminProducts.saved')
    const card = (await getCatalogue(t.db, 'en')).find((p) => p.id === 3)!
    expect(card.image.src).toBe('/images/u/00112233445566ff-640.webp')
    expect((await screen('/admin/products?edit=3')).data.editing?.picture).toBe(card.image.src)
    // Deleted from the library: the built-in illustration again.
    await t.db.delete(images).where(eq(images.id, '00112233445566ff'))
    const after = (await getCatalogue(t.db, 'en')).find((p) => p.id === 3)!
    expect(after.image.src).toBe('/images/products/vehicle-magnets.svg')
  })

  it('hides a product from the shop and shows it again; orders cannot buy a hidden one', async () => {
    const hidden = (await send({ intent: 'hide', id: '4' })) as ActionReply
    expect(hidden.data.notice).toEqual({
      tone: 'success',
      key: 'adminProducts.hidden',
      values: { name: 'Branded Hats and Shirts' },
    })
    expect((await getCatalogue(t.db, 'en')).map((p) => p.id)).not.toContain(4)
    expect((await screen()).data.rows.find((r) => r.id === 4)?.active).toBe(false)
    await expect(placeOrderOf(4, 1)).rejects.toThrow('unknown-product')
    await send({ intent: 'show', id: '4' })
    expect((await getCatalogue(t.db, 'en')).map((p) => p.id)).toContain(4)
  })

  it('moves products up and down in the shop’s order, hidden ones keeping their place', async () => {
    const ids = async () => (await getCatalogue(t.db, 'en')).map((p) => p.id)
    expect((await ids()).slice(0, 3)).toEqual([1, 2, 3])
    const up = (await send({ intent: 'move', id: '2', direction: 'up' })) as ActionReply
    expect(up.data.notice?.key).toBe('adminProducts.moved')
    expect((await ids()).slice(0, 3)).toEqual([2, 1, 3])
    await send({ intent: 'move', id: '2', direction: 'down' })
    await send({ intent: 'move', id: '2', direction: 'down' })
    expect((await ids()).slice(0, 3)).toEqual([1, 3, 2])
    const top = (await send({ intent: 'move', id: '1', direction: 'up' })) as ActionReply
    expect(top.data.notice?.key).toBe('adminProducts.notMoved')
    // The staff list numbers every product 1, 2, 3… (hidden product 10 stays last).
    const rows = await t.db.select({ id: products.id, sortOrder: products.sortOrder }).from(products)
    expect(new Set(rows.map((r) => r.sortOrder)).size).toBe(rows.length)
    expect((await screen()).data.rows.map((r) => r.id)).toEqual([1, 3, 2, 4, 5, 6, 7, 8, 9, 10])
  })

  it('answers an unknown product with a message and changes nothing', async () => {
    const before = await storedProducts()
    const posts: Array<Record<string, string>> = [
      { intent: 'hide', id: '999' },
      { intent: 'move', id: '999', direction: 'up' },
      { intent: 'save', id: '999', ...newProduct },
    ]
    for (const fields of posts) {
      const reply = (await send(fields)) as ActionReply
      expect(reply.init?.status, fields.intent).toBe(404)
      expect(reply.data.notice?.key).toBe('adminProducts.notFound')
    }
    expect(await storedProducts()).toEqual(before)
  })

  it('refuses signed-out and forged sessions, saving nothing', async () => {
    const before = await storedProducts()
    const name = cookie.split('=')[0]!
    for (const headers of [{}, { Cookie: `${name}=${'A'.repeat(43)}` }] as Array<Record<string, string>>) {
      const page = (await run(screenRoute.loader, get('/admin/products', headers))) as Response
      expect(page).toBeInstanceOf(Response)
      expect(page.status).toBe(302)
      expect(page.headers.get('Location')).toMatch(/^\/admin(\?|$)/)
      const posts: Array<Record<string, string>> = [
        { intent: 'save', ...newProduct },
        { intent: 'save', id: '1', ...newProduct, price: '0.01' },
        { intent: 'hide', id: '1' },
        { intent: 'move', id: '5', direction: 'up' },
      ]
      for (const fields of posts) {
        const answer = await send(fields, '/admin/products', headers)
        expect(answer).toBeInstanceOf(Response)
        expect((answer as Response).status).toBe(302)
      }
    }
    expect(await storedProducts()).toEqual(before)
  })

  it('refuses a cross-site post even with a live session', async () => {
    const before = await storedProducts()
    const answer = await send({ intent: 'hide', id: '1' }, '/admin/products', {
      Cookie: cookie,
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    })
    expect((answer as Response).status).toBe(403)
    expect(await storedProducts()).toEqual(before)
  })
})
