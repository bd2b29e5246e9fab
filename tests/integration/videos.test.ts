import { chain } from '../support/route-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signSecureVideosAccess } from '#app/.server/security/secure-videos'
import { getVideoLibrary, getVideoPage, listPrivateVideos } from '#app/.server/services/content/videos'
import * as secureVideosRouteModule from '#app/routes/videos/secure-videos'
import * as videoRouteModule from '#app/routes/videos/video'
import * as videosRouteModule from '#app/routes/videos/videos'
import { routeArgs, testContext, testEnv } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

const secureVideosRoute = chain(secureVideosRouteModule)
const videoRoute = chain(videoRouteModule)
const videosRoute = chain(videosRouteModule)

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})

/** The seeded tutorials' player ids (seed-data/videos.ts): none may leak without the cookie. */
const tutorialPlayers = /PLACEHOLD(04|06|10)/

const env = testEnv()
const cookieFor = (now = new Date()) => `secure_videos_auth=${signSecureVideosAccess(env, now)}`

async function body(value: unknown) {
  if (value instanceof Response) return value.text()
  return JSON.stringify(value)
}

/** Runs a loader; a thrown Response (redirect, 404) is returned instead. */
async function run<T>(fn: () => Promise<T>): Promise<T | Response> {
  try {
    return await fn()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    if (thrown && typeof thrown === 'object' && 'init' in thrown) {
      const d = thrown as { data: unknown; init: ResponseInit | null }
      return new Response(JSON.stringify(d.data), d.init ?? undefined)
    }
    throw thrown
  }
}

function unwrap<T>(value: T): unknown {
  // data() results carry the payload in `.data`.
  return value && typeof value === 'object' && 'data' in value && 'init' in value
    ? (value as { data: unknown }).data
    : value
}

describe('the video library', () => {
  it('lists every video as a card without any player URL; the featured one is public', async () => {
    for (const lang of ['en', 'es'] as const) {
      const library = await getVideoLibrary(t.db, lang, null)
      expect(library.videos.map((v) => v.id)).toEqual([2, 3, 4, 6, 7, 8, 9, 10])
      expect(library.videos.filter((v) => v.secured).map((v) => v.id)).toEqual([4, 6, 10])
      expect(library.videos.every((v) => !('videoUrl' in v))).toBe(true)
      expect(library.featured?.id).toBe(2)
      expect(JSON.stringify(library)).not.toMatch(tutorialPlayers)
    }
  })
  it('filters by category; an unknown category is empty', async () => {
    expect((await getVideoLibrary(t.db, 'en', 'tutorial')).videos.map((v) => v.id)).toEqual([4, 6, 10])
    expect((await getVideoLibrary(t.db, 'en', 'business')).videos.map((v) => v.id)).toEqual([2, 3, 7, 8, 9])
    expect((await getVideoLibrary(t.db, 'en', 'webinars')).videos).toEqual([])
  })
  it('the /videos loader gives the same to a visitor with or without the cookie', async () => {
    for (const cookie of [undefined, cookieFor()]) {
      const request = new Request('http://x/es/videos?category=tutorial', {
        headers: cookie ? { cookie } : {},
      })
      const result = await videosRoute.loader(routeArgs(request, testContext(t)))
      expect(result.category).toBe('tutorial')
      expect(result.videos.map((v) => v.title)).toContain('Tutorial: cómo usar la aplicación del conductor')
      expect(JSON.stringify(result)).not.toMatch(tutorialPlayers)
    }
  })
})

describe('a video page', () => {
  it.each([
    ['abc', 'not-found'],
    ['5', 'not-found'],
    ['04', 'not-found'],
    ['2', 'ok'],
    ['4', 'locked'],
  ])('id %s without the cookie → %s', async (id, status) => {
    const page = await getVideoPage(t.db, id, 'en', false)
    expect(page.status).toBe(status)
    expect(JSON.stringify(page)).not.toMatch(tutorialPlayers)
  })
  it('gives a tutorial with its player and up to 3 related tutorials once unlocked', async () => {
    const page = await getVideoPage(t.db, '6', 'en', true)
    expect(page.status).toBe('ok')
    if (page.status !== 'ok') return
    expect(page.video.videoUrl).toContain('PLACEHOLD06')
    expect(page.related.map((v) => v.id)).toEqual([4, 10])
  })
  it('a public video has up to 3 related videos of its category, not itself', async () => {
    const page = await getVideoPage(t.db, '2', 'en', false)
    if (page.status !== 'ok') throw new Error(page.status)
    expect(page.related.map((v) => v.id)).toEqual([3, 7, 8])
  })
  it('the loader answers 404 for an unknown id and redirects a locked tutorial to /secure-videos', async () => {
    const ctx = testContext(t)
    const unknown = await run(() =>
      videoRoute.loader(routeArgs(new Request('http://x/videos/999'), ctx, { id: '999' })),
    )
    expect(unknown).toBeInstanceOf(Response)
    expect((unknown as Response).status).toBe(404)

    const locked = (await run(() =>
      videoRoute.loader(routeArgs(new Request('http://x/es/videos/4'), ctx, { id: '4' })),
    )) as Response
    expect(locked.status).toBe(302)
    expect(locked.headers.get('location')).toBe('/es/secure-videos?video=4')
    expect(await body(locked)).not.toMatch(tutorialPlayers)
  })
  it('a forged or expired cookie does not unlock; a valid one does', async () => {
    const ctx = testContext(t)
    const request = (cookie: string) =>
      new Request('http://x/videos/4', { headers: { cookie: `secure_videos_auth=${cookie}` } })
    const expired = signSecureVideosAccess(env, new Date(Date.now() - 2 * 86_400_000))
    const otherSecret = signSecureVideosAccess(testEnv({ SESSION_SECRET: 'z'.repeat(40) }), new Date())
    for (const forged of [
      'true',
      expired,
      otherSecret,
      `${expired.split('.')[0]}9.${expired.split('.')[1]}`,
    ]) {
      const result = (await run(() =>
        videoRoute.loader(routeArgs(request(forged), ctx, { id: '4' })),
      )) as Response
      expect(result.status, forged).toBe(302)
    }
    const valid = unwrap(
      await videoRoute.loader(routeArgs(request(signSecureVideosAccess(env, new Date())), ctx, { id: '4' })),
    ) as { video: { videoUrl: string } }
    expect(valid.video.videoUrl).toContain('PLACEHOLD04')
  })
})

describe('/secure-videos', () => {
  const post = (
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    path = '/secure-videos',
  ) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Origin: 'http://localhost', ...headers },
    })

  it('lists nothing without the cookie and the tutorials with it', async () => {
    expect(await listPrivateVideos(t.db, 'en', false)).toEqual([])
    const ctx = testContext(t)
    const locked = unwrap(
      await secureVideosRoute.loader(routeArgs(new Request('http://x/secure-videos?video=6'), ctx)),
    ) as { unlocked: boolean; videos: unknown[]; returnTo: number | null }
    expect(locked).toEqual({ unlocked: false, videos: [], returnTo: 6 })
    const open = unwrap(
      await secureVideosRoute.loader(
        routeArgs(new Request('http://x/secure-videos', { headers: { cookie: cookieFor() } }), ctx),
      ),
    ) as { unlocked: boolean; videos: Array<{ id: number; videoUrl: string }> }
    expect(open.unlocked).toBe(true)
    expect(open.videos.map((v) => v.id)).toEqual([4, 6, 10])
    expect(open.videos[0]!.videoUrl).toContain('PLACEHOLD04')
  })

  it('a wrong password answers 401 with no cookie; the right one sets the signed cookie', async () => {
    const ctx = testContext(t, { clientIp: '198.51.100.10' })
    const wrong = (await secureVideosRoute.action(
      routeArgs(post({ intent: 'unlock', password: 'nope' }), ctx),
    )) as unknown as { init: ResponseInit; data: unknown }
    expect(wrong.init.status).toBe(401)
    expect(wrong.data).toEqual({ error: 'incorrect' })

    const right = (await run(() =>
      secureVideosRoute.action(
        routeArgs(
          post(
            { intent: 'unlock', password: 'tutorials for operators', video: '10' },
            {},
            '/es/secure-videos',
          ),
          ctx,
        ),
      ),
    )) as Response
    expect(right.status).toBe(302)
    expect(right.headers.get('location')).toBe('/es/videos/10')
    const setCookie = right.headers.get('set-cookie')!
    expect(setCookie).toMatch(
      /^secure_videos_auth=\d+\.[\w-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/,
    )
    const value = setCookie.split(';')[0]!
    const unlocked = unwrap(
      await secureVideosRoute.loader(
        routeArgs(new Request('http://x/secure-videos', { headers: { cookie: value } }), ctx),
      ),
    ) as { unlocked: boolean }
    expect(unlocked.unlocked).toBe(true)
  })

  it('Logout clears the cookie', async () => {
    const result = (await run(() =>
      secureVideosRoute.action(
        routeArgs(post({ intent: 'logout' }, { cookie: cookieFor() }), testContext(t)),
      ),
    )) as Response
    expect(result.status).toBe(302)
    expect(result.headers.get('location')).toBe('/secure-videos')
    expect(result.headers.get('set-cookie')).toMatch(/^secure_videos_auth=; Path=\/; Max-Age=0;/)
  })

  it('limits attempts per IP: the 11th within 15 minutes is refused, even with the right password', async () => {
    const ctx = testContext(t, { clientIp: '198.51.100.77' })
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const r = (await secureVideosRoute.action(
        routeArgs(post({ intent: 'unlock', password: `guess ${i}` }), ctx),
      )) as unknown as { init: ResponseInit }
      statuses.push(r.init.status!)
    }
    expect(statuses).toEqual(Array(10).fill(401))
    const blocked = (await secureVideosRoute.action(
      routeArgs(post({ intent: 'unlock', password: 'tutorials for operators' }), ctx),
    )) as unknown as {
      init: ResponseInit & { headers: Record<string, string> }
      data: { error: string; retryAfterMinutes: number }
    }
    expect(blocked.init.status).toBe(429)
    expect(blocked.data.error).toBe('rate-limited')
    expect(blocked.data.retryAfterMinutes).toBeGreaterThanOrEqual(1)
    expect(blocked.data.retryAfterMinutes).toBeLessThanOrEqual(15)
    expect(Number(blocked.init.headers['Retry-After'])).toBeGreaterThan(0)
    // Another visitor is not affected.
    const other = (await run(() =>
      secureVideosRoute.action(
        routeArgs(
          post({ intent: 'unlock', password: 'tutorials for operators' }),
          testContext(t, { clientIp: '198.51.100.78' }),
        ),
      ),
    )) as Response
    expect(other.status).toBe(302)
  })

  it('refuses a cross-site form post', async () => {
    const result = await run(() =>
      secureVideosRoute.action(
        routeArgs(
          post({ intent: 'unlock', password: 'tutorials for operators' }, { origin: 'https://evil.example' }),
          testContext(t),
        ),
      ),
    )
    expect((result as Response).status).toBe(403)
  })

  it('with no SECURE_VIDEOS_PASSWORD configured, nothing unlocks', async () => {
    const ctx = testContext(t, { clientIp: '198.51.100.90', env: { SECURE_VIDEOS_PASSWORD: undefined } })
    for (const password of ['tutorials for operators', 'x']) {
      const r = (await secureVideosRoute.action(
        routeArgs(post({ intent: 'unlock', password }), ctx),
      )) as unknown as { init: ResponseInit }
      expect(r.init.status).toBe(401)
    }
    const noEnv = testContext(t, { env: { SECURE_VIDEOS_PASSWORD: undefined } })
    const page = unwrap(
      await secureVideosRoute.loader(
        routeArgs(new Request('http://x/secure-videos', { headers: { cookie: cookieFor() } }), noEnv),
      ),
    ) as { unlocked: boolean }
    expect(page.unlocked).toBe(false)
  })
})
