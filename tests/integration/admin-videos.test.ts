/**
 * The Videos screen (issue #19 item 2), through the middleware of its place in the route tree:
 * staff add a video by its YouTube or Vimeo address and it is on /videos, its page and the sitemap
 * at once; a bad address is refused beside the field, keeps what was typed and stores nothing;
 * hide, show, move and delete change the public pages; seeding again brings no deleted video back;
 * signed-out and forged sessions are refused.
 */
import { chain } from '../support/route-chain'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as videosAdminModule from '#app/routes/admin/collection'
import { videos } from '#app/.server/db/schema'
import { seedDatabase } from '#app/.server/db/seed'
import { insertImage } from '#app/.server/repos/images'
import { getHomePage } from '#app/.server/services/content/marketing-pages'
import { getSitemapXml } from '#app/.server/services/content/sitemap'
import { getVideoLibrary, getVideoPage } from '#app/.server/services/content/videos'
import { createStaff, get, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const screenRoute = chain(videosAdminModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'videos-staff@example.com')
  cookie = await signIn(t.db, 'videos-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

type Row = {
  id: number
  title: { en: string; es: string }
  hidden: boolean
  provider: string
  thumbnailUrl: string
}
type Screen = {
  data: {
    rows: Row[]
    editing: { id: number; values: Record<string, string> } | null
    images: Array<{ id: string }>
    notice: { key: string } | null
  }
}
type Reply = {
  data: {
    notice?: { tone: string; key: string; values?: Record<string, unknown> } | null
    result?: { initialValue?: Record<string, string>; error?: Record<string, string[]> }
  }
  init?: { status?: number }
}

const run = (fn: ((args: never) => unknown) | undefined, request: Request) =>
  settle(() => fn!({ request, context: testContext(t.db), params: {} } as never))
const screen = async (path = '/admin/videos') =>
  (await run(screenRoute.loader, get(path, { Cookie: cookie }))) as Screen
const send = async (fields: Record<string, string>, headers: Record<string, string> = { Cookie: cookie }) =>
  (await run(screenRoute.action, post('/admin/videos', fields, headers))) as Reply
const storedCount = async () => (await t.db.select({ n: count() }).from(videos))[0]!.n
const publicIds = async (lang: 'en' | 'es' = 'en') =>
  (await getVideoLibrary(t.db, lang, null)).videos.map((v) => v.id)
const sitemap = () => getSitemapXml(t.db, 'https://couriers.test')

const youtubeVideo = {
  intent: 'save',
  titleEn: 'Your first week as an operator',
  titleEs: 'Su primera semana como operador',
  descriptionEn: 'What to expect in your first seven days.',
  descriptionEs: 'Qué esperar en sus primeros siete días.',
  address: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
  duration: '4:20',
  category: 'business',
}

describe('the videos screen', () => {
  it('lists every seeded video in the site’s order, with its provider and picture', async () => {
    const { data } = await screen()
    expect(data.rows.map((v) => v.id)).toEqual([2, 3, 4, 6, 7, 8, 9, 10])
    expect(data.rows.every((v) => v.provider === 'youtube' && !v.hidden)).toBe(true)
    expect(data.rows[0]!.thumbnailUrl).toBe('/images/videos/video-2.svg')
    expect(data.editing).toBeNull()
    expect((await screen('/es/admin/videos?edit=4')).data.editing).toMatchObject({
      id: 4,
      values: { address: 'https://www.youtube.com/watch?v=PLACEHOLD04', category: 'tutorial' },
    })
    // A video that is not there: the add form, and a notice that says so.
    const missing = (await screen('/admin/videos?edit=999999')).data
    expect([missing.editing, missing.notice?.key]).toEqual([null, 'adminVideos.notFound'])
  })

  it('adds a YouTube video: on /videos, its page (with its player) and the sitemap at once', async () => {
    const reply = await send(youtubeVideo)
    expect(reply.init?.status ?? 200).toBe(200)
    expect(reply.data.notice).toEqual({
      tone: 'success',
      key: 'adminVideos.added',
      values: { title: youtubeVideo.titleEn },
    })
    const added = (await screen()).data.rows.at(-1)!
    // Numbered after the seeded ids (the seeder moved the sequence past them).
    expect(added.id).toBeGreaterThan(10)
    expect(added.title).toEqual({ en: youtubeVideo.titleEn, es: youtubeVideo.titleEs })
    expect(await publicIds()).toEqual([2, 3, 4, 6, 7, 8, 9, 10, added.id])
    const card = (await getVideoLibrary(t.db, 'es', null)).videos.at(-1)!
    expect(card).toMatchObject({ title: youtubeVideo.titleEs, duration: '4:20', secured: false })
    expect(card.thumbnailUrl).toBe('/images/videos/video-default.svg')
    const page = await getVideoPage(t.db, String(added.id), 'en', false)
    expect(page.status === 'ok' && page.video.videoUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    const xml = await sitemap()
    expect(xml).toContain(`<loc>https://couriers.test/videos/${added.id}</loc>`)
    expect(xml).toContain(`<loc>https://couriers.test/es/videos/${added.id}</loc>`)
  })

  it('adds a private Vimeo tutorial with a picture from the library: kept out of the sitemap', async () => {
    const imageId = 'abcdef0123456789'
    await insertImage(
      t.db,
      { id: imageId, fileName: 'poster.png', sourceType: 'png', sourceBytes: 10, width: 1600, height: 900 },
      [320, 640, 1280].map((width) => ({ width, height: 1, bytes: 1, data: new Uint8Array([0]) })),
    )
    expect((await screen()).data.images.map((i) => i.id)).toContain(imageId)
    const reply = await send({
      ...youtubeVideo,
      titleEn: 'Tutorial: invoices',
      titleEs: 'Tutorial: facturas',
      address: 'https://vimeo.com/76979871/0a1b2c3d4e',
      category: 'tutorial',
      thumbnailImageId: imageId,
    })
    expect(reply.data.notice?.key).toBe('adminVideos.added')
    const added = (await screen()).data.rows.at(-1)!
    expect(added).toMatchObject({ provider: 'vimeo', thumbnailUrl: `/images/u/${imageId}-1280.webp` })
    const card = (await getVideoLibrary(t.db, 'en', 'tutorial')).videos.find((v) => v.id === added.id)
    expect(card).toMatchObject({ secured: true, thumbnailUrl: `/images/u/${imageId}-1280.webp` })
    expect(await getVideoPage(t.db, String(added.id), 'en', false)).toEqual({
      status: 'locked',
      id: added.id,
    })
    const unlocked = await getVideoPage(t.db, String(added.id), 'en', true)
    expect(unlocked.status === 'ok' && unlocked.video.videoUrl).toBe(
      'https://player.vimeo.com/video/76979871?h=0a1b2c3d4e&dnt=1',
    )
    expect(await sitemap()).not.toContain(`/videos/${added.id}<`)
  })

  it('refuses a bad address beside the field, keeps what was typed and stores nothing', async () => {
    const before = await storedCount()
    const typed = { ...youtubeVideo, address: 'https://example.com/my-video.mp4', titleEn: 'Kept title' }
    const reply = await send(typed)
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result?.error).toEqual({ address: ['adminVideos.errors.address.unknown'] })
    expect(reply.data.result?.initialValue).toMatchObject({
      address: 'https://example.com/my-video.mp4',
      titleEn: 'Kept title',
      descriptionEs: youtubeVideo.descriptionEs,
    })
    expect(await storedCount()).toBe(before)

    const several = await send({
      ...youtubeVideo,
      address: 'https://www.youtube.com/@channel',
      duration: 'long',
      titleEs: '',
    })
    expect(several.data.result?.error).toEqual({
      address: ['adminVideos.errors.address.youtubeId'],
      duration: ['adminVideos.errors.duration'],
      titleEs: ['adminVideos.errors.required'],
    })
    expect(await storedCount()).toBe(before)
  })

  it('refuses a picture that is not in the library, beside the field, storing nothing', async () => {
    const before = await storedCount()
    const reply = await send({ ...youtubeVideo, thumbnailImageId: 'ffffffffffffffff' })
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result?.error).toEqual({ thumbnailImageId: ['adminVideos.errors.imageMissing'] })
    expect(reply.data.result?.initialValue?.titleEn).toBe(youtubeVideo.titleEn)
    expect(await storedCount()).toBe(before)
  })

  it('edits a video: the public pages show the new title and player', async () => {
    const { data } = await screen('/admin/videos?edit=3')
    const values = data.editing!.values
    const reply = await send({
      intent: 'save',
      id: '3',
      ...values,
      titleEn: 'How to Get Started (2025)',
      address: 'youtu.be/a-B_c1D2e3F',
    })
    expect(reply.data.notice).toMatchObject({
      key: 'adminVideos.saved',
      values: { title: 'How to Get Started (2025)' },
    })
    const page = await getVideoPage(t.db, '3', 'en', false)
    expect(page.status === 'ok' && [page.video.title, page.video.videoUrl]).toEqual([
      'How to Get Started (2025)',
      'https://www.youtube-nocookie.com/embed/a-B_c1D2e3F',
    ])
    // The seeded picture stays when no library image is chosen.
    expect(page.status === 'ok' && page.video.thumbnailUrl).toBe('/images/videos/video-3.svg')
    const missing = await send({ ...youtubeVideo, id: '999999' })
    expect(missing.init?.status).toBe(404)
    expect(missing.data.notice?.key).toBe('adminVideos.notFound')
  })

  it('hides a video from every public page and the sitemap, and shows it again', async () => {
    expect((await send({ intent: 'hide', id: '7' })).data.notice?.key).toBe('adminVideos.hiddenDone')
    expect(await publicIds('es')).not.toContain(7)
    expect((await getVideoPage(t.db, '7', 'en', true)).status).toBe('not-found')
    expect(await sitemap()).not.toContain('/videos/7<')
    const home = await getHomePage(t.db, 'en')
    expect(home.videos.overview?.id).toBe(2)
    expect((await screen()).data.rows.find((v) => v.id === 7)?.hidden).toBe(true)

    // The home page's overview video, hidden, is left out of the home page too.
    await send({ intent: 'hide', id: '2' })
    expect((await getHomePage(t.db, 'en')).videos.overview).toBeNull()
    expect((await getVideoLibrary(t.db, 'en', null)).featured?.id).toBe(3)

    for (const id of ['7', '2'])
      expect((await send({ intent: 'show', id })).data.notice?.key).toBe('adminVideos.shownDone')
    expect(await publicIds()).toContain(7)
    expect(await sitemap()).toContain('/videos/7<')
    expect((await getHomePage(t.db, 'en')).videos.overview?.id).toBe(2)
  })

  it('moves videos up and down the list; the ends stay put', async () => {
    const order = async () => (await screen()).data.rows.map((v) => v.id)
    const start = await order()
    expect((await send({ intent: 'move', id: '3', direction: 'up' })).data.notice?.key).toBe(
      'adminVideos.moved',
    )
    expect((await order()).slice(0, 2)).toEqual([3, 2])
    expect((await publicIds()).slice(0, 2)).toEqual([3, 2])
    expect((await getVideoLibrary(t.db, 'en', null)).featured?.id).toBe(3)
    await send({ intent: 'move', id: '3', direction: 'up' })
    expect((await order()).slice(0, 2)).toEqual([3, 2])
    await send({ intent: 'move', id: '3', direction: 'down' })
    expect(await order()).toEqual(start)
    const lastId = start.at(-1)!
    await send({ intent: 'move', id: String(lastId), direction: 'down' })
    expect(await order()).toEqual(start)
    expect((await send({ intent: 'move', id: '999999', direction: 'up' })).init?.status).toBe(404)
  })

  it('deletes a video for good: seeding again does not bring a seeded one back', async () => {
    const reply = await send({ intent: 'delete', id: '9' })
    expect(reply.data.notice).toMatchObject({
      key: 'adminVideos.deleted',
      values: { title: 'Winning Local Business Clients' },
    })
    expect(await publicIds()).not.toContain(9)
    expect(await sitemap()).not.toContain('/videos/9<')
    expect((await getVideoPage(t.db, '9', 'en', false)).status).toBe('not-found')
    expect((await send({ intent: 'delete', id: '9' })).init?.status).toBe(404)
    const before = await storedCount()
    await seedDatabase(t.db)
    expect(await storedCount()).toBe(before)
    expect((await screen()).data.rows.map((v) => v.id)).not.toContain(9)
  })

  it('refuses signed-out and forged sessions, changing nothing', async () => {
    const before = (await screen()).data
    const name = cookie.split('=')[0]!
    for (const headers of [{}, { Cookie: `${name}=${'A'.repeat(43)}` }] as Array<Record<string, string>>) {
      const page = (await run(screenRoute.loader, get('/admin/videos', headers))) as Response
      expect(page).toBeInstanceOf(Response)
      expect(page.status).toBe(302)
      for (const fields of [youtubeVideo, { intent: 'delete', id: '2' }, { intent: 'hide', id: '3' }]) {
        const answer = (await run(screenRoute.action, post('/admin/videos', fields, headers))) as Response
        expect(answer).toBeInstanceOf(Response)
        expect(answer.status).toBe(302)
      }
    }
    expect((await screen()).data).toEqual(before)
  })

  it('refuses a cross-site post even with a live session', async () => {
    const before = await storedCount()
    const answer = (await run(
      screenRoute.action,
      post('/admin/videos', youtubeVideo, {
        Cookie: cookie,
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      }),
    )) as Response
    expect(answer.status).toBe(403)
    expect(await storedCount()).toBe(before)
  })
})
