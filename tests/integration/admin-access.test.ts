/**
 * The access matrix: every staff page of app/routes.ts (in both languages), its loader and its
 * action, refuses a signed-out request, an expired session and a session ended by logout; with a
 * live session the same calls are not refused; a cross-site POST is refused even with one.
 * A new staff page joins this test by being added to `pages` with `audience: 'staff'`.
 */
import { chain, routeFilesFor } from '../support/route-chain'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashSessionId } from '#app/.server/auth/session-cookie'
import { staffSessions } from '#app/.server/db/schema'
import { pages } from '#app/pages'
import * as logoutModule from '#app/routes/admin/logout'
import { createStaff, get, ORIGIN, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const { action: logoutAction } = chain(logoutModule)

type RouteModule = {
  loader?: (args: unknown) => unknown
  action?: (args: unknown) => unknown
  default?: unknown
}

const staffPages = pages.filter((p) => p.audience === 'staff')
/** The login page: a signed-out visitor sees its form, and nothing else. */
const LOGIN_ID = 'admin'
/**
 * The staff pages a signed-out visitor may see: the sign-in and the pages of a lost or first
 * password (issue #45), outside the staff layout; each shows its own form and no staff data.
 */
const signedOutPages = new Set(staffPages.filter((p) => p.signIn).map((p) => p.id))
const signedOutViews: Record<string, unknown> = {
  admin: { redirectTo: '' },
  'admin-forgot': {},
  // No token: the refused link's page, no form and no account.
  'admin-set-password': { state: 'refused', refused: 'unknown', purpose: null, email: null, token: '' },
}

let t: TestDatabase
let modules: Map<string, RouteModule>
const cookies: Record<'live' | 'expired' | 'loggedOut', string> = { live: '', expired: '', loggedOut: '' }

beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'matrix@example.com')
  cookies.live = await signIn(t.db, 'matrix@example.com')
  cookies.expired = await signIn(t.db, 'matrix@example.com')
  await t.db
    .update(staffSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(staffSessions.idHash, hashSessionId(cookies.expired.split('=')[1]!)))
  cookies.loggedOut = await signIn(t.db, 'matrix@example.com')
  await logoutAction({
    request: post('/admin/logout', {}, { Cookie: cookies.loggedOut }),
    context: testContext(t.db),
    params: {},
  } as never).catch((r: unknown) => r)
  modules = new Map()
  for (const page of staffPages) {
    // Through the middleware of the page's place in the route tree, as the server runs it.
    modules.set(
      page.id,
      chain(
        (await import(path.resolve(import.meta.dirname, '../../app', page.file))) as RouteModule,
      ) as RouteModule,
    )
  }
})
afterAll(async () => {
  await t?.drop()
})

const urls = (pagePath: string | null) => [`/${pagePath ?? ''}`, `/es/${pagePath ?? ''}`]

function call(fn: (args: unknown) => unknown, request: Request) {
  return settle(() => fn({ request, context: testContext(t.db), params: {} }))
}

/** A redirect to the login page (in the URL's language), with no data. */
function expectLoginRedirect(answer: unknown, url: string) {
  expect(answer, `${url} answered with data`).toBeInstanceOf(Response)
  const response = answer as Response
  expect(response.status, url).toBe(302)
  const location = response.headers.get('Location')!
  expect(location, url).toMatch(url.startsWith('/es/') ? /^\/es\/admin(\?|$)/ : /^\/admin(\?|$)/)
}

/** Every (page, url) pair with its module's loader and action. */
function matrix() {
  return staffPages.flatMap((page) => urls(page.path).map((url) => ({ page, url })))
}

describe('admin access matrix', () => {
  it('covers every staff page of app/routes.ts, each with a loader', () => {
    expect(staffPages.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'admin',
        'admin/logout',
        'admin/content',
        'admin/images',
        'admin/videos',
        'admin/markets',
        'admin/submissions',
        'admin/submissions.csv',
        'admin/newsletters/subscribers',
        'admin/newsletters/subscribers.csv',
        'admin/orders',
        'admin/deliveries',
        'admin/deliveries/statement.csv',
        'admin/products',
        'admin/mail',
        'admin/database',
        'admin/staff',
        'launch-checklist',
        'verify-operators',
      ]),
    )
    for (const page of staffPages) expect(modules.get(page.id)!.loader, page.id).toBeTypeOf('function')
  })

  for (const state of ['signed out', 'expired session', 'logged-out session'] as const) {
    const cookie = (): Record<string, string> =>
      state === 'signed out'
        ? {}
        : { Cookie: state === 'expired session' ? cookies.expired : cookies.loggedOut }

    it(`every loader refuses a ${state}`, async () => {
      for (const { page, url } of matrix()) {
        const mod = modules.get(page.id)!
        const answer = await call(mod.loader!, get(url, cookie()))
        if (signedOutPages.has(page.id)) {
          // The login form: nothing but where to go after login; the others their own forms.
          expect(JSON.parse(JSON.stringify((answer as { data: unknown }).data)), url).toEqual(
            signedOutViews[page.id],
          )
          continue
        }
        expectLoginRedirect(answer, url)
      }
    })

    it(`every action refuses a ${state}`, async () => {
      let actions = 0
      for (const { page, url } of matrix()) {
        const mod = modules.get(page.id)!
        if (!mod.action || signedOutPages.has(page.id)) continue
        actions++
        // The layout's middleware refuses before an action reads its body, so the intent changes
        // nothing: one post that reads, one that writes and one that deletes stand for all of them
        // (fourteen intents per action took over 30 s on a loaded machine, issue #41).
        for (const intent of ['', 'save', 'delete']) {
          const answer = await call(
            mod.action,
            post(url, { intent, id: '1', slug: 'delray-beach-courier' }, cookie()),
          )
          expectLoginRedirect(answer, `${url} (${intent})`)
        }
      }
      expect(actions).toBeGreaterThanOrEqual(6)
    })
  }

  it('every staff page but the signed-out ones sits under the staff layout of the route tree', () => {
    expect([...signedOutPages].sort()).toEqual(Object.keys(signedOutViews).sort())
    for (const page of staffPages) {
      for (const url of urls(page.path)) {
        const files = routeFilesFor(url)
        expect(files.at(-1), url).toBe(page.file)
        expect(files.includes('routes/layouts/staff.tsx'), url).toBe(!signedOutPages.has(page.id))
      }
    }
  })

  it('a page with no check of its own is protected by the layout it sits under', async () => {
    // A new admin page whose loader and action check nothing, placed under the staff layout.
    const unguarded = chain({
      loader: () => ({ secret: 'staff only' }),
      action: () => ({ changed: true }),
    })
    for (const url of ['/admin/orders', '/es/verify-operators']) {
      expectLoginRedirect(await call(unguarded.loader, get(url)), url)
      expectLoginRedirect(await call(unguarded.action, post(url, { intent: 'x' })), url)
      expect(await call(unguarded.loader, get(url, { Cookie: cookies.live })), url).toEqual({
        secret: 'staff only',
      })
    }
  })

  it('with a live session, no loader redirects to the login page', async () => {
    for (const { page, url } of matrix()) {
      const answer = await call(modules.get(page.id)!.loader!, get(url, { Cookie: cookies.live }))
      // A resource route (the submissions CSV) answers with its file: not a redirect.
      if (answer instanceof Response && answer.status >= 300 && answer.status < 400) {
        // /admin and /admin/logout send a signed-in visitor on to the first tab.
        expect([LOGIN_ID, 'admin-logout'], url).toContain(page.id)
        expect(answer.headers.get('Location'), url).toMatch(/\/admin\/content$/)
      }
    }
  })

  it('a cross-site or non-POST state change is refused even with a live session', async () => {
    for (const { page, url } of matrix()) {
      const mod = modules.get(page.id)!
      if (!mod.action) continue
      const crossSite = await call(
        mod.action,
        post(
          url,
          { intent: 'run' },
          { Cookie: cookies.live, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        ),
      )
      expect((crossSite as Response).status, url).toBe(403)
      const noOrigin = new Request(`${ORIGIN}${url}`, {
        method: 'POST',
        headers: { Cookie: cookies.live },
        body: new URLSearchParams({ intent: 'run' }),
      })
      expect(((await call(mod.action, noOrigin)) as Response).status, url).toBe(403)
      const put = new Request(`${ORIGIN}${url}`, {
        method: 'PUT',
        headers: { Cookie: cookies.live, Origin: ORIGIN },
        body: new URLSearchParams({ intent: 'run' }),
      })
      expect(((await call(mod.action, put)) as Response).status, url).toBe(403)
    }
  })

  it('the session was live all along (the refusals are about the session, not the setup)', async () => {
    const answer = await call(
      modules.get('admin-database')!.action!,
      post('/admin/database', { intent: 'connection' }, { Cookie: cookies.live }),
    )
    expect((answer as { intent: string }).intent).toBe('connection')
  })
})
