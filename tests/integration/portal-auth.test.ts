/**
 * Operator accounts of the portal (issue #21 item 1): staff invite through the Operators tab, the
 * invitation goes to the outbox with its link, the operator sets a password and signs in; expired,
 * used, forged and revoked links are refused; "forgot password"; the sign-in limits; and the two
 * scopes: an operator session opens nothing of the admin, a staff session nothing of the portal.
 */
import path from 'node:path'
import { asc, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashSessionId } from '#app/.server/auth/session-cookie'
import {
  operatorAccountLinks,
  operatorAccounts,
  operators,
  operatorSessions,
  outbox,
} from '#app/.server/db/schema'
import { operatorRealm, staffRealm } from '#app/.server/auth/realms'
import { login as realmLogin } from '#app/.server/auth/sign-in'
import { pages } from '#app/pages'
import * as operatorsModule from '#app/routes/admin/operators'
import * as loginModule from '#app/routes/portal/login'
import * as setPasswordModule from '#app/routes/portal/set-password'
import * as forgotModule from '#app/routes/portal/forgot'
import * as logoutModule from '#app/routes/portal/logout'
import * as homeModule from '#app/routes/portal/home'
import * as secureVideosModule from '#app/routes/videos/secure-videos'
import { chain } from '../support/route-chain'
import { renderedRow } from '../support/outbox'
import {
  cookieValue,
  createStaff,
  get,
  post,
  settle,
  signIn,
  TEST_SECRET,
  testContext,
} from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

type Fn = (args: unknown) => unknown
const admin = chain(operatorsModule as never) as { loader: Fn; action: Fn }
const login = chain(loginModule as never) as { loader: Fn; action: Fn }
const setPassword = chain(setPasswordModule as never) as { loader: Fn; action: Fn }
const forgot = chain(forgotModule as never) as { loader: Fn; action: Fn }
const logout = chain(logoutModule as never) as { loader: Fn; action: Fn }
const home = chain(homeModule as never) as { loader: Fn }
const secureVideos = chain(secureVideosModule as never) as { loader: Fn }

let t: TestDatabase
let staffCookie = ''
let operatorIds: number[] = []
let ipCounter = 0
const ip = () => `192.0.2.${(++ipCounter % 250) + 1}`

beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'portal-staff@example.com')
  staffCookie = await signIn(t.db, 'portal-staff@example.com')
  operatorIds = (await t.db.select({ id: operators.id }).from(operators).orderBy(asc(operators.id))).map(
    (r) => r.id,
  )
})
afterAll(async () => {
  await t?.drop()
})

function call(fn: Fn, request: Request, clientIp = ip()) {
  return settle(() => fn({ request, context: testContext(t.db, { clientIp }), params: {} }))
}
const status = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } }).init?.status ?? 200)
const location = (answer: unknown) => (answer as Response).headers.get('Location')

async function invite(operatorId: number, email: string, lang = 'en') {
  const answer = await call(
    admin.action,
    post(
      '/admin/operators',
      { intent: 'portal-invite', id: String(operatorId), email, lang },
      { Cookie: staffCookie },
    ),
  )
  expect(status(answer)).toBe(302)
  const [mail] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1)
  const { html } = await renderedRow(t.db, mail!)
  const token = /set-password\?token=([\w-]{43})/.exec(html)![1]!
  return { mail: mail!, token }
}

async function setPw(token: string, password = 'operator-pass-1', lang: '' | '/es' = '') {
  return call(
    setPassword.action,
    post(`${lang}/portal/set-password`, { token, password, confirmPassword: password }),
  )
}

async function signInOperator(email: string, password = 'operator-pass-1') {
  const answer = await call(login.action, post('/portal', { email, password }))
  expect(status(answer), JSON.stringify((answer as { data?: unknown }).data ?? null)).toBe(302)
  return cookieValue((answer as Response).headers.get('Set-Cookie')!)
}

describe('the invitation journey', () => {
  it('invite → e-mail in the outbox with the link (in the chosen language) → set password → sign in → session', async () => {
    const id = operatorIds[0]!
    const { mail, token } = await invite(id, 'Owner.One@Example.com', 'es')
    expect(mail.recipient).toBe('owner.one@example.com')
    expect(mail.lang).toBe('es')
    expect(mail.category).toBe('portal.invite')
    expect(mail.subject).toBe('Su invitación al Portal de operadores')
    expect((await renderedRow(t.db, mail)).html).toContain('/es/portal/set-password?token=')
    // Only the hash of the token is stored.
    const links = await t.db.select().from(operatorAccountLinks)
    expect(links.some((l) => l.tokenHash.includes(token))).toBe(false)

    // The Operators tab shows the state.
    const listed = (await call(admin.loader, get('/admin/operators', { Cookie: staffCookie }))) as {
      data: { operators: { id: number; portal: { state: string; email: string } }[] }
    }
    expect(listed.data.operators.find((o) => o.id === id)!.portal).toMatchObject({
      state: 'invited',
      email: 'owner.one@example.com',
    })

    const form = (await call(setPassword.loader, get(`/es/portal/set-password?token=${token}`))) as {
      data: { state: string; email: string; purpose: string }
    }
    expect(form.data).toMatchObject({ state: 'form', email: 'owner.one@example.com', purpose: 'invite' })
    const done = await setPw(token, 'operator-pass-1', '/es')
    expect(status(done)).toBe(302)
    expect(location(done)).toBe('/es/portal?password-set')

    const cookie = await signInOperator('owner.one@example.com')
    expect(cookie).toMatch(/^operator_session=[\w-]{43}$/)
    const sessions = await t.db.select().from(operatorSessions)
    expect(sessions.map((s) => s.idHash)).toContain(hashSessionId(cookie.split('=')[1]!))
    const page = (await call(home.loader, get('/portal/home', { Cookie: cookie }))) as {
      data: { name: string; slug: string }
    }
    const [operator] = await t.db.select().from(operators).where(eq(operators.id, id))
    expect(page.data).toEqual({ name: operator!.name, slug: operator!.customSlug })
    // Signed in, /portal goes on to the dashboard.
    expect(location(await call(login.loader, get('/es/portal', { Cookie: cookie })))).toBe('/es/portal/home')

    // Sign out: the session is gone and the cookie cleared.
    const out = await call(logout.action, post('/portal/logout', {}, { Cookie: cookie }))
    expect((out as Response).headers.get('Set-Cookie')).toMatch(/^operator_session=;.*Max-Age=0/)
    expect(location(await call(home.loader, get('/portal/home', { Cookie: cookie })))).toBe('/portal')

    const listedAfter = (await call(admin.loader, get('/admin/operators', { Cookie: staffCookie }))) as {
      data: { operators: { id: number; portal: { state: string } }[] }
    }
    expect(listedAfter.data.operators.find((o) => o.id === id)!.portal.state).toBe('active')
  })

  it('refuses a used link: single use', async () => {
    const { token } = await invite(operatorIds[1]!, 'used@example.com')
    expect(status(await setPw(token))).toBe(302)
    const again = await call(setPassword.loader, get(`/portal/set-password?token=${token}`))
    expect(status(again)).toBe(410)
    expect((again as { data: { state: string; refused: string } }).data).toMatchObject({
      state: 'refused',
      refused: 'used',
    })
    const reuse = await setPw(token, 'another-pass-9')
    expect(status(reuse)).toBe(410)
    // The first password stands.
    await signInOperator('used@example.com')
    const refused = await call(
      login.action,
      post('/portal', { email: 'used@example.com', password: 'another-pass-9' }),
    )
    expect(status(refused)).toBe(401)
  })

  it('refuses an expired link (72 hours)', async () => {
    const { token } = await invite(operatorIds[2]!, 'expired@example.com')
    const [account] = await t.db
      .select()
      .from(operatorAccounts)
      .where(eq(operatorAccounts.email, 'expired@example.com'))
    const [link] = await t.db
      .select()
      .from(operatorAccountLinks)
      .where(eq(operatorAccountLinks.accountId, account!.id))
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeGreaterThan(72 * 3600_000 - 5000)
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeLessThan(72 * 3600_000 + 5000)
    await t.db
      .update(operatorAccountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorAccountLinks.id, link!.id))
    const page = await call(setPassword.loader, get(`/portal/set-password?token=${token}`))
    expect(status(page)).toBe(410)
    expect((page as { data: { refused: string } }).data.refused).toBe('expired')
    expect(status(await setPw(token))).toBe(410)
    const [after] = await t.db.select().from(operatorAccounts).where(eq(operatorAccounts.id, account!.id))
    expect(after!.passwordHash).toBeNull()
  })

  it('refuses a forged link (404, no form)', async () => {
    for (const token of ['', 'abc', 'A'.repeat(43), 'x'.repeat(200)]) {
      const page = await call(setPassword.loader, get(`/portal/set-password?token=${token}`))
      expect(status(page), token).toBe(404)
      expect((page as { data: { state: string } }).data.state).toBe('refused')
    }
    expect(status(await setPw('A'.repeat(43)))).toBe(404)
  })

  it('resend revokes the old link; revoke stops the newest; disable signs out', async () => {
    const id = operatorIds[3]!
    const first = await invite(id, 'resend@example.com')
    const second = await invite(id, 'resend@example.com')
    const old = await call(setPassword.loader, get(`/portal/set-password?token=${first.token}`))
    expect(status(old)).toBe(410)
    expect((old as { data: { refused: string } }).data.refused).toBe('revoked')
    expect(status(await call(setPassword.loader, get(`/portal/set-password?token=${second.token}`)))).toBe(
      200,
    )

    await call(
      admin.action,
      post('/admin/operators', { intent: 'portal-revoke', id: String(id) }, { Cookie: staffCookie }),
    )
    expect(status(await call(setPassword.loader, get(`/portal/set-password?token=${second.token}`)))).toBe(
      410,
    )

    const third = await invite(id, 'resend@example.com')
    await setPw(third.token)
    const cookie = await signInOperator('resend@example.com')
    await call(
      admin.action,
      post('/admin/operators', { intent: 'portal-disable', id: String(id) }, { Cookie: staffCookie }),
    )
    expect(location(await call(home.loader, get('/portal/home', { Cookie: cookie })))).toBe('/portal')
    expect(
      status(
        await call(
          login.action,
          post('/portal', { email: 'resend@example.com', password: 'operator-pass-1' }),
        ),
      ),
    ).toBe(401)
  })

  it('refuses an e-mail that is another operator’s portal e-mail, beside the field, keeping what was typed', async () => {
    const answer = (await call(
      admin.action,
      post(
        '/admin/operators',
        { intent: 'portal-invite', id: String(operatorIds[4]!), email: 'used@example.com', lang: 'en' },
        { Cookie: staffCookie },
      ),
    )) as { data: { portalRefused: unknown }; init: { status: number } }
    expect(answer.init.status).toBe(409)
    expect(answer.data.portalRefused).toEqual({
      id: operatorIds[4],
      key: 'portal.admin.emailTaken',
      email: 'used@example.com',
    })
    const bad = (await call(
      admin.action,
      post(
        '/admin/operators',
        { intent: 'portal-invite', id: String(operatorIds[4]!), email: 'not-an-email', lang: 'en' },
        { Cookie: staffCookie },
      ),
    )) as { data: { portalRefused: { key: string } } }
    expect(bad.data.portalRefused.key).toBe('portal.errors.emailInvalid')
  })
})

describe('forgot password', () => {
  it('answers the same for any e-mail, and e-mails a one-hour reset link only to an active account', async () => {
    const { token } = await invite(operatorIds[5]!, 'forgetful@example.com')
    await setPw(token)
    const before = (await t.db.select().from(outbox)).length
    const unknown = (await call(
      forgot.action,
      post('/es/portal/forgot', { email: 'nobody@example.com' }),
    )) as {
      data: { sent: boolean }
    }
    expect(unknown.data.sent).toBe(true)
    expect((await t.db.select().from(outbox)).length).toBe(before)

    const known = (await call(
      forgot.action,
      post('/es/portal/forgot', { email: 'Forgetful@example.com' }),
    )) as {
      data: { sent: boolean }
    }
    expect(known.data).toEqual(unknown.data)
    const [mail] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1)
    expect(mail).toMatchObject({ recipient: 'forgetful@example.com', category: 'portal.reset', lang: 'es' })
    const reset = /set-password\?token=([\w-]{43})/.exec((await renderedRow(t.db, mail!)).html)![1]!
    const [link] = await t.db
      .select()
      .from(operatorAccountLinks)
      .orderBy(desc(operatorAccountLinks.id))
      .limit(1)
    expect(link!.purpose).toBe('reset')
    expect(Math.abs(link!.expiresAt.getTime() - link!.createdAt.getTime() - 3600_000)).toBeLessThan(5000)

    expect(status(await setPw(reset, 'brand-new-pass-2'))).toBe(302)
    await signInOperator('forgetful@example.com', 'brand-new-pass-2')
    expect(
      status(
        await call(
          login.action,
          post('/portal', { email: 'forgetful@example.com', password: 'operator-pass-1' }),
        ),
      ),
    ).toBe(401)
  })
})

describe('forgot password: the limits of both realms (ADR 058)', () => {
  it('three links an hour per address, any address; then 429 with Retry-After and how long to wait', async () => {
    for (let i = 0; i < 3; i++)
      expect(status(await call(forgot.action, post('/portal/forgot', { email: 'often@example.com' })))).toBe(
        200,
      )
    const refused = (await call(forgot.action, post('/portal/forgot', { email: 'often@example.com' }))) as {
      data: { result: { error: Record<string, string[]> }; minutes: number }
      init: ResponseInit
    }
    expect(status(refused)).toBe(429)
    expect(refused.data.result.error['']).toEqual(['portal.forgot.rateLimited'])
    // The page's headers pass the action's Retry-After on.
    const headers = (forgotModule.headers as unknown as (args: Record<string, Headers>) => Headers)({
      actionHeaders: new Headers(refused.init.headers),
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
    })
    const retryAfter = Number(headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(refused.data.minutes).toBe(Math.ceil(retryAfter / 60))
  })
})

describe('sign-in limits', () => {
  it('limits attempts per IP', async () => {
    const answers: number[] = []
    for (let i = 0; i < 12; i++) {
      const r = await realmLogin(operatorRealm, t.db, {
        email: `guess${i}@example.com`,
        password: 'nope-nope',
        clientIp: '198.18.0.1',
        request: post('/portal', {}),
        secret: TEST_SECRET,
        secureCookie: false,
      })
      answers.push(r.ok ? 200 : r.reason === 'invalid' ? 401 : 429)
    }
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(answers.slice(10)).toEqual([429, 429])
  })

  it('limits attempts per account from new addresses, and a refused sign-in says to wait (429)', async () => {
    const { token } = await invite(operatorIds[6]!, 'target@example.com')
    await setPw(token)
    const answers: number[] = []
    for (let i = 0; i < 12; i++) {
      const r = await realmLogin(operatorRealm, t.db, {
        email: 'target@example.com',
        password: `guess-${i}`,
        clientIp: `198.18.1.${i + 1}`,
        request: post('/portal', {}),
        secret: TEST_SECRET,
        secureCookie: false,
      })
      answers.push(r.ok ? 200 : r.reason === 'invalid' ? 401 : 429)
    }
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(answers.slice(10)).toEqual([429, 429])
    const page = await call(
      login.action,
      post('/portal', { email: 'target@example.com', password: 'x-guess' }),
      '198.18.2.1',
    )
    expect(status(page)).toBe(429)
    expect((page as { data: { result: { error: Record<string, string[]> } } }).data.result.error['']).toEqual(
      ['portal.login.rateLimited'],
    )
  })

  it('the staff login limits are not used up by portal attempts (their own buckets)', async () => {
    // The IP that is locked out of the portal above can still sign in to the admin.
    const r = await realmLogin(staffRealm, t.db, {
      email: 'portal-staff@example.com',
      password: 'staff-password-1',
      clientIp: '198.18.0.1',
      request: post('/admin', {}),
      secret: TEST_SECRET,
      secureCookie: false,
    })
    expect(r.ok).toBe(true)
  })
})

describe('the two scopes', () => {
  let operatorCookie = ''
  beforeAll(async () => {
    // The account of the first journey (operator one, active).
    operatorCookie = await signInOperator('owner.one@example.com')
  })

  const load = async (file: string) =>
    chain((await import(path.resolve(import.meta.dirname, '../../app', file))) as never) as {
      loader?: Fn
      action?: Fn
    }
  const urls = (p: string | null) => [`/${p ?? ''}`, `/es/${p ?? ''}`]

  it('an operator session is refused on every admin route: loaders and actions', async () => {
    const staffPages = pages.filter((p) => p.audience === 'staff')
    expect(staffPages.length).toBeGreaterThan(15)
    for (const page of staffPages) {
      const mod = await load(page.file)
      for (const url of urls(page.path)) {
        const answer = await call(mod.loader!, get(url, { Cookie: operatorCookie }))
        if (page.id === 'admin') {
          // The staff sign-in form, nothing else.
          expect(JSON.parse(JSON.stringify((answer as { data: unknown }).data)), url).toEqual({
            redirectTo: '',
          })
        } else if (page.signIn) {
          // A lost password's pages (forgot, set password): their own forms, the session unused.
          expect(status(answer), url).not.toBe(302)
        } else {
          expect(status(answer), url).toBe(302)
          expect(location(answer), url).toMatch(/^(\/es)?\/admin(\?|$)/)
        }
        if (mod.action && !page.signIn) {
          const posted = await call(
            mod.action,
            post(url, { intent: 'save', id: '1' }, { Cookie: operatorCookie }),
          )
          expect(status(posted), url).toBe(302)
          expect(location(posted), url).toMatch(/^(\/es)?\/admin(\?|$)/)
        }
      }
    }
  })

  it('a staff session is refused on every portal route behind the sign-in', async () => {
    const portalPages = pages.filter((p) => p.audience === 'operator' && !p.signIn)
    expect(portalPages.map((p) => p.id)).toContain('portal-home')
    for (const page of portalPages) {
      const mod = await load(page.file)
      for (const url of urls(page.path)) {
        for (const cookie of [staffCookie, '']) {
          const answer = await call(mod.loader!, get(url, cookie ? { Cookie: cookie } : {}))
          expect(status(answer), url).toBe(302)
          expect(location(answer), url).toMatch(/^(\/es)?\/portal$/)
          if (mod.action) {
            const posted = await call(mod.action, post(url, {}, { Cookie: cookie }))
            expect(location(posted), url).toMatch(/^(\/es)?\/portal$/)
          }
        }
        // The operator's own session passes the gate: the page, or, for a page of one record
        // (`/portal/jobs/:id`), the 404 of a record that is not theirs (their own job opens in
        // tests/integration/delivery-jobs.test.ts).
        const own = status(await call(mod.loader!, get(url, { Cookie: operatorCookie })))
        expect(own, url).toBe(page.path?.includes(':') ? 404 : 200)
      }
    }
  })

  it('a staff session opens nothing on the public portal pages either: sign-in form, no session', async () => {
    const page = (await call(login.loader, get('/portal', { Cookie: staffCookie }))) as { data: unknown }
    expect(status(page)).toBe(200)
    // Logging out of the portal with a staff cookie leaves the staff session alone.
    const out = await call(logout.action, post('/portal/logout', {}, { Cookie: staffCookie }))
    expect((out as Response).headers.get('Set-Cookie')).toMatch(/^operator_session=;/)
    const still = await call(admin.loader, get('/admin/operators', { Cookie: staffCookie }))
    expect(status(still)).toBe(200)
  })

  it('a signed-in operator sees the private videos without the shared password', async () => {
    const anonymous = (await call(secureVideos.loader, get('/secure-videos'))) as {
      data: { unlocked: boolean }
    }
    expect(anonymous.data.unlocked).toBe(false)
    const staff = (await call(secureVideos.loader, get('/secure-videos', { Cookie: staffCookie }))) as {
      data: { unlocked: boolean }
    }
    expect(staff.data.unlocked).toBe(false)
    const operator = (await call(
      secureVideos.loader,
      get('/es/secure-videos', { Cookie: operatorCookie }),
    )) as {
      data: { unlocked: boolean }
    }
    expect(operator.data.unlocked).toBe(true)
  })
})
