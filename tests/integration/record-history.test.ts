/**
 * History on every collection (issue #33, ADR 046), through the middleware of each screen's place
 * in the route tree: a video's, a product's and a market's title changed and an earlier version
 * restored shows the earlier title on the public page again (/videos, /products, the markets map);
 * each save keeps a version naming who saved it and what changed; a restore is checked like a save
 * (a picture deleted since: refused, nothing changed); hide and show are versions too. Operators,
 * with a workflow of their own, keep the same history on their edit view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as marketsAdminModule from '#app/routes/admin/collection'
import * as operatorsAdminModule from '#app/routes/admin/operators'
import * as productsAdminModule from '#app/routes/admin/products'
import * as videosAdminModule from '#app/routes/admin/collection'
import { deleteImage, insertImage } from '#app/.server/repos/images'
import { getVideoLibrary } from '#app/.server/services/content/videos'
import { recordHistory } from '#app/.server/services/history/record-history'
import { listMarkets } from '#app/.server/services/operators/markets'
import { getOperatorPage } from '#app/.server/services/operators/operators'
import {
  approvePageDraft,
  listPageChanges,
  saveMyPage,
} from '#app/.server/services/operators/operator-page-drafts'
import { publishedValues } from '#app/domain/portal/page-draft'
import { getProductsPage } from '#app/.server/services/shop/shop'
import type { HistoryEntry } from '#app/domain/admin/history'
import { chain } from '../support/route-chain'
import { createStaff, get, post, settle, signIn, testContext, testEnv } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

let t: TestDatabase
let cookie: string
let staffId: number
const EMAIL = 'history-staff@example.com'
beforeAll(async () => {
  t = await createTestDatabase()
  staffId = (await createStaff(t.db, EMAIL)).id
  cookie = await signIn(t.db, EMAIL)
})
afterAll(async () => {
  await t?.drop()
})

type Screen = {
  data: { editing: { id: number; values: Record<string, string>; history: HistoryEntry[] } | null }
}
type Reply = {
  data: { notice?: { tone: string; key: string; values?: Record<string, unknown>; detail?: string } | null }
  init?: { status?: number }
}

/** One admin collection's screen, as its route module answers. */
function collection(module: Parameters<typeof chain>[0], path: string) {
  const route = chain(module)
  const run = (fn: ((args: never) => unknown) | undefined, request: Request) =>
    settle(() => fn!({ request, context: testContext(t.db), params: {} } as never))
  const edit = async (id: number) =>
    ((await run(route.loader, get(`${path}?edit=${id}`, { Cookie: cookie }))) as Screen).data.editing!
  const send = async (id: number, fields: Record<string, string>) =>
    (await run(route.action, post(`${path}?edit=${id}`, fields, { Cookie: cookie }))) as Reply
  return {
    edit,
    send,
    /** Saves the row with its current values and `changes`. */
    save: async (id: number, changes: Record<string, string>) =>
      send(id, { intent: 'save', id: String(id), ...(await edit(id)).values, ...changes }),
    restore: (id: number, version: number) =>
      send(id, { intent: 'restore', id: String(id), version: String(version) }),
  }
}

const videosScreen = () => collection(videosAdminModule, '/admin/videos')
const videoTitle = async (id: number, lang: 'en' | 'es' = 'en') =>
  (await getVideoLibrary(t.db, lang, null)).videos.find((v) => v.id === id)?.title

describe('history of a video', () => {
  it('a changed title restored is the earlier title on /videos again, as a new version', async () => {
    const videos = videosScreen()
    const before = (await videos.edit(2)).values.titleEn!
    expect(await videoTitle(2)).toBe(before)
    expect((await videos.edit(2)).history).toEqual([])

    const saved = await videos.save(2, { titleEn: 'A title staff regret' })
    expect(saved.data.notice?.key).toBe('adminVideos.saved')
    expect(await videoTitle(2)).toBe('A title staff regret')
    // The video as it was is kept first (saved by nobody), then the save, with what it changed.
    const afterSave = (await videos.edit(2)).history
    expect(afterSave.map((v) => [v.version, v.savedByEmail, v.changed, v.first])).toEqual([
      [2, EMAIL, ['titleEn'], false],
      [1, null, [], true],
    ])

    const restored = await videos.restore(2, 1)
    expect(restored.data.notice).toMatchObject({
      tone: 'success',
      key: 'admin.history.restored',
      values: { version: 1, name: before },
    })
    expect(await videoTitle(2)).toBe(before)
    const history = (await videos.edit(2)).history
    expect(history[0]).toMatchObject({
      version: 3,
      restoredFrom: 1,
      changed: ['titleEn'],
      savedByEmail: EMAIL,
    })
    expect(history.map((v) => v.version)).toEqual([3, 2, 1])
  })

  it('a save that changes nothing keeps no version; hide and show are versions of their own', async () => {
    const videos = videosScreen()
    await videos.save(3, { titleEs: 'Un título nuevo' })
    await videos.save(3, {})
    expect((await videos.edit(3)).history.map((v) => v.version)).toEqual([2, 1])
    await videos.send(3, { intent: 'hide', id: '3' })
    expect(await videoTitle(3)).toBeUndefined()
    expect((await videos.edit(3)).history[0]).toMatchObject({ version: 3, changed: ['hidden'] })
    // Restoring the version before the hide shows the video again, with that version's fields.
    await videos.restore(3, 2)
    expect(await videoTitle(3, 'es')).toBe('Un título nuevo')
    expect((await videos.edit(3)).history[0]).toMatchObject({
      version: 4,
      changed: ['hidden'],
      restoredFrom: 2,
    })
  })

  it('a version whose picture was deleted since is refused with the reason, and nothing changes', async () => {
    const videos = videosScreen()
    const imageId = 'fedcba9876543210'
    await insertImage(
      t.db,
      { id: imageId, fileName: 'poster.png', sourceType: 'png', sourceBytes: 10, width: 1600, height: 900 },
      [320, 640, 1280].map((width) => ({ width, height: 1, bytes: 1, data: new Uint8Array([0]) })),
    )
    await videos.save(4, { titleEn: 'With a poster', thumbnailImageId: imageId })
    await videos.save(4, { titleEn: 'Poster kept, new title' })
    await deleteImage(t.db, imageId)
    const history = (await videos.edit(4)).history
    const withPoster = history.find((v) => v.changed.includes('thumbnailImageId'))!
    const refused = await videos.restore(4, withPoster.version)
    expect(refused.init?.status).toBe(400)
    expect(refused.data.notice).toMatchObject({
      tone: 'error',
      key: 'admin.history.refused',
      detail: 'adminVideos.errors.imageMissing',
    })
    expect(await videoTitle(4)).toBe('Poster kept, new title')
    expect((await videos.edit(4)).history).toHaveLength(history.length)
  })

  it('an unknown version, or a version of another video, is not found', async () => {
    const videos = videosScreen()
    const reply = await videos.restore(2, 99)
    expect(reply.init?.status).toBe(404)
    expect(reply.data.notice).toMatchObject({ key: 'admin.history.notFound', values: { version: 99 } })
    expect((await videos.restore(6, 1)).init?.status).toBe(404)
  })

  it('an added video starts its history with the add; a deleted one keeps it', async () => {
    const videos = videosScreen()
    const added = await videos.send(0, {
      intent: 'save',
      titleEn: 'Fresh video',
      titleEs: 'Video nuevo',
      descriptionEn: 'New.',
      descriptionEs: 'Nuevo.',
      address: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      duration: '1:00',
      category: 'business',
    })
    expect(added.data.notice?.key).toBe('adminVideos.added')
    const id = (await getVideoLibrary(t.db, 'en', null)).videos.find((v) => v.title === 'Fresh video')!.id
    expect((await videos.edit(id)).history).toMatchObject([{ version: 1, first: true, savedByEmail: EMAIL }])
    expect((await videos.send(id, { intent: 'delete', id: String(id) })).data.notice?.key).toBe(
      'adminVideos.deleted',
    )
    expect(await recordHistory(t.db, 'videos', id)).toHaveLength(1)
  })
})

describe('history of a product', () => {
  it('a changed name restored is the earlier name on /products again', async () => {
    const products = collection(productsAdminModule, '/admin/products')
    const names = async () => (await getProductsPage(t.db, 'en', null)).products.map((p) => p.name)
    const before = (await products.edit(1)).values.nameEn!
    expect(await names()).toContain(before)
    expect((await products.save(1, { nameEn: 'Renamed product', price: '12.34' })).data.notice?.key).toBe(
      'adminProducts.saved',
    )
    expect(await names()).toContain('Renamed product')
    const history = (await products.edit(1)).history
    expect(history[0]).toMatchObject({ version: 2, changed: ['price', 'nameEn'] })
    expect((await products.restore(1, 1)).data.notice?.key).toBe('admin.history.restored')
    expect(await names()).toContain(before)
    expect(await names()).not.toContain('Renamed product')
    expect((await products.edit(1)).history[0]).toMatchObject({ version: 3, restoredFrom: 1 })
  })
})

describe('history of a market', () => {
  it('a changed city restored is the earlier city on the markets map again', async () => {
    const markets = collection(marketsAdminModule, '/admin/markets')
    const cities = async () => (await listMarkets(t.db)).map((m) => m.city)
    const before = (await markets.edit(7)).values.city!
    expect(await cities()).toContain(before)
    await markets.save(7, { city: 'Renamed City' })
    expect(await cities()).toContain('Renamed City')
    expect((await markets.edit(7)).history[0]).toMatchObject({ version: 2, changed: ['city'] })
    expect((await markets.restore(7, 1)).data.notice?.key).toBe('admin.history.restored')
    expect(await cities()).toContain(before)
    expect(await cities()).not.toContain('Renamed City')
  })
})

describe('history of an operator', () => {
  const route = chain(operatorsAdminModule)
  const run = (fn: ((args: never) => unknown) | undefined, request: Request) =>
    settle(() => fn!({ request, context: testContext(t.db), params: {} } as never))
  const send = (fields: Record<string, string>) =>
    run(route.action, post('/admin/operators', fields, { Cookie: cookie })) as Promise<Reply | Response>
  const edit = async (id: number) =>
    (
      (await run(route.loader, get(`/admin/operators?edit=${id}`, { Cookie: cookie }))) as {
        data: { history: HistoryEntry[]; notice: Reply['data']['notice'] }
      }
    ).data
  const operator = {
    intent: 'save',
    name: 'Vero Couriers',
    customSlug: 'vero-couriers',
    areaServed: 'Vero Beach, FL',
  }

  it('a changed name restored is the earlier name on the operator’s page; a slug taken since is refused', async () => {
    expect(await send(operator)).toBeInstanceOf(Response)
    const id = (await getOperatorPage(t.db, 'vero-couriers'))!.id
    await send({ ...operator, id: String(id), name: 'Vero Couriers Renamed' })
    expect((await getOperatorPage(t.db, 'vero-couriers'))?.name).toBe('Vero Couriers Renamed')
    expect((await edit(id)).history.map((v) => [v.version, v.changed, v.savedByEmail])).toEqual([
      [2, ['name'], EMAIL],
      [1, [], EMAIL],
    ])
    const restored = await send({ intent: 'restore', id: String(id), version: '1' })
    expect(restored).toBeInstanceOf(Response)
    expect((restored as Response).headers.get('Location')).toBe(`/admin/operators?edit=${id}&restored=1`)
    expect((await getOperatorPage(t.db, 'vero-couriers'))?.name).toBe('Vero Couriers')
    const after = await edit(id)
    expect(after.history[0]).toMatchObject({ version: 3, restoredFrom: 1, changed: ['name'] })

    // Its slug changed, and another operator takes the old one: version 1 can no longer be restored.
    await send({ ...operator, id: String(id), customSlug: 'vero-couriers-2' })
    await send({ ...operator, name: 'Another Vero' })
    const refused = (await send({ intent: 'restore', id: String(id), version: '1' })) as Reply
    expect(refused.init?.status).toBe(400)
    expect(refused.data.notice).toMatchObject({
      key: 'admin.history.refused',
      detail: 'operators.admin.errors.slug.taken',
    })
    expect((await getOperatorPage(t.db, 'vero-couriers'))?.name).toBe('Another Vero')
    expect(((await send({ intent: 'restore', id: String(id), version: '42' })) as Reply).init?.status).toBe(
      404,
    )
  })

  it('a page change the operator made in the portal, approved by staff, is a version staff can undo', async () => {
    const id = (await getOperatorPage(t.db, 'vero-couriers-2'))!.id
    const before = (await getOperatorPage(t.db, 'vero-couriers-2'))!.tagline
    const { profileImageUrl: _photo, ...values } = publishedValues(
      (await getOperatorPage(t.db, 'vero-couriers-2'))!,
    )
    const saved = await saveMyPage(t.db, id, {
      values: { ...values, tagline: 'Same-day, every day' },
      photo: null,
      submit: true,
      lang: 'en',
      env: testEnv(),
    })
    expect(saved).toMatchObject({ ok: true, status: 'submitted' })
    const waiting = (await listPageChanges(t.db)).find((draft) => draft.operatorId === id)!
    const approved = await approvePageDraft(t.db, testEnv(), {
      draftId: waiting.id,
      staff: { id: staffId, email: EMAIL },
    })
    expect(approved.ok).toBe(true)
    expect((await getOperatorPage(t.db, 'vero-couriers-2'))?.tagline).toBe('Same-day, every day')
    const [newest, previous] = (await edit(id)).history
    expect(newest).toMatchObject({ changed: ['tagline'], savedByEmail: EMAIL })
    await send({ intent: 'restore', id: String(id), version: String(previous!.version) })
    expect((await getOperatorPage(t.db, 'vero-couriers-2'))?.tagline).toBe(before)
  })
})
