import { chain } from '../support/route-chain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashSessionId } from '#app/.server/auth/session-cookie'
import { ensureStaffAccess } from '#app/.server/services/operations/first-account'
import { staffAccounts, staffSessions } from '#app/.server/db/schema'
import { staffRealm } from '#app/.server/auth/realms'
import { login as realmLogin, sessionFromRequest, type LoginInput } from '#app/.server/auth/sign-in'
import type { DataSource } from '#app/.server/db/source'
import { changeOwnPassword, setStaffAccountDisabled } from '#app/.server/services/operations/staff-auth'
import * as loginModule from '#app/routes/admin/login'
import * as logoutModule from '#app/routes/admin/logout'
import {
  createStaff,
  get,
  nextIp,
  post,
  settle,
  signIn,
  TEST_SECRET,
  testContext,
  testEnv,
  testServices,
} from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const { action: loginAction } = chain(loginModule)
const { ip: LOGIN_IP_RULE, pair: LOGIN_PAIR_RULE } = staffRealm.rules
const login = (db: DataSource, input: LoginInput) => realmLogin(staffRealm, db, input)
const staffFromRequest = (db: DataSource, request: Request) => sessionFromRequest(staffRealm, db, request)
const { action: logoutAction } = chain(logoutModule)

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase({ seed: false })
  await createStaff(t.db, 'ana@example.com', 'ana-password-1')
})
afterAll(async () => {
  await t?.drop()
})

type Args = Parameters<typeof loginAction>[0]
const loginArgs = (request: Request, context = testContext(t.db)) =>
  ({ request, context, params: {} }) as unknown as Args

async function loginWith(
  email: string,
  password: string,
  options: { ip?: string; production?: boolean } = {},
) {
  const context = testContext(t.db, {
    clientIp: options.ip ?? nextIp(),
    env: testEnv({ NODE_ENV: options.production ? 'production' : 'test' }),
  })
  return (await settle(() => loginAction(loginArgs(post('/admin', { email, password }), context)))) as
    | Response
    | {
        type: 'DataWithResponseInit'
        data: { result: { error: Record<string, string[]> } }
        init: ResponseInit
      }
}

const formErrors = (answer: unknown) =>
  (answer as { data: { result: { error: Record<string, string[]> } } }).data.result.error[''] ?? []

describe('login', () => {
  it('signs in with the right password: a redirect with a new session cookie', async () => {
    const answer = await loginWith('ANA@example.com ', 'ana-password-1')
    expect(answer).toBeInstanceOf(Response)
    const response = answer as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/admin/content')
    const cookie = response.headers.get('Set-Cookie')!
    expect(cookie).toMatch(/^staff_session=[\w-]{43}; /)
    const staff = await staffFromRequest(t.db, get('/admin', { Cookie: cookie.split(';')[0]! }))
    expect(staff?.email).toBe('ana@example.com')
  })

  it('says the same thing for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await loginWith('ana@example.com', 'not-her-password')
    const unknownEmail = await loginWith('nobody@example.com', 'ana-password-1')
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer).not.toBeInstanceOf(Response)
      expect((answer as { init: ResponseInit }).init.status).toBe(401)
      expect(formErrors(answer)).toEqual(['admin.login.invalid'])
    }
  })

  it('keeps the session only in the database, hashed, for one day', async () => {
    const cookie = await signIn(t.db, 'ana@example.com', 'ana-password-1')
    const id = cookie.split('=')[1]!
    const [row] = await t.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.idHash, hashSessionId(id)))
    expect(row).toBeDefined()
    expect(row!.idHash).not.toContain(id)
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(86_400_000 - 5_000)
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000)
    // 256 random bits: 43 base64url characters.
    expect(id).toMatch(/^[\w-]{43}$/)
  })

  it('gives a new session id at every login and ends the one the browser held', async () => {
    const first = await signIn(t.db, 'ana@example.com', 'ana-password-1')
    const result = await login(t.db, {
      email: 'ana@example.com',
      password: 'ana-password-1',
      clientIp: nextIp(),
      request: post('/admin', {}, { Cookie: first }),
      secret: TEST_SECRET,
      secureCookie: false,
    })
    expect(result.ok).toBe(true)
    const second = (result as { setCookie: string }).setCookie.split(';')[0]!
    expect(second).not.toBe(first)
    expect(await staffFromRequest(t.db, get('/admin', { Cookie: first }))).toBeNull()
    expect(await staffFromRequest(t.db, get('/admin', { Cookie: second }))).not.toBeNull()
  })

  it('logout deletes the session on the server and clears the cookie', async () => {
    const cookie = await signIn(t.db, 'ana@example.com', 'ana-password-1')
    const answer = (await settle(() =>
      logoutAction({
        request: post('/admin/logout', {}, { Cookie: cookie }),
        context: testContext(t.db),
        params: {},
      } as never),
    )) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/admin')
    expect(answer.headers.get('Set-Cookie')).toMatch(/^staff_session=; .*Max-Age=0/)
    const id = cookie.split('=')[1]!
    expect(
      await t.db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.idHash, hashSessionId(id))),
    ).toEqual([])
    expect(await staffFromRequest(t.db, get('/admin', { Cookie: cookie }))).toBeNull()
  })

  it('refuses a cross-site login post', async () => {
    const request = post(
      '/admin',
      { email: 'ana@example.com', password: 'ana-password-1' },
      {
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
    )
    const answer = (await settle(() => loginAction(loginArgs(request)))) as Response
    expect(answer.status).toBe(403)
    expect(answer.headers.get('Set-Cookie')).toBeNull()
  })
})

describe('session cookie flags', () => {
  const attributes = (r: Response, name: string) =>
    r.headers
      .getSetCookie()
      .find((c) => c.startsWith(name))!
      .split(';')
      .slice(1)
      .map((a) => a.trim())

  it('HttpOnly, SameSite=Lax, Path=/, one day; Secure in production only', async () => {
    const production = (await loginWith('ana@example.com', 'ana-password-1', {
      production: true,
    })) as Response
    const development = (await loginWith('ana@example.com', 'ana-password-1')) as Response
    expect(attributes(production, 'staff_session=')).toEqual([
      'Path=/',
      'Max-Age=86400',
      'HttpOnly',
      'SameSite=Lax',
      'Secure',
    ])
    expect(attributes(development, 'staff_session=')).toEqual([
      'Path=/',
      'Max-Age=86400',
      'HttpOnly',
      'SameSite=Lax',
    ])
  })

  it('the trusted-device cookie (ADR 055): the same flags, six months', async () => {
    const production = (await loginWith('ana@example.com', 'ana-password-1', {
      production: true,
    })) as Response
    const development = (await loginWith('ana@example.com', 'ana-password-1')) as Response
    expect(production.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([
      'staff_session',
      expect.stringMatching(/^staff_device_\d+$/),
    ])
    expect(attributes(production, 'staff_device_')).toEqual([
      'Path=/',
      'Max-Age=15552000',
      'HttpOnly',
      'SameSite=Lax',
      'Secure',
    ])
    expect(attributes(development, 'staff_device_')).toEqual([
      'Path=/',
      'Max-Age=15552000',
      'HttpOnly',
      'SameSite=Lax',
    ])
  })
})

describe('login lockout (issue #17 item 3)', () => {
  const status = (answer: unknown) =>
    answer instanceof Response ? answer.status : (answer as { init: ResponseInit }).init.status!

  it(`refuses one IP after ${LOGIN_IP_RULE.burst} quick attempts, whatever the e-mails`, async () => {
    const ip = '192.0.2.77'
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_IP_RULE.burst!; i++) {
      statuses.push(status(await loginWith(`someone${i}@example.com`, 'wrong-password', { ip })))
    }
    expect(new Set(statuses)).toEqual(new Set([401]))
    // Even the right password is refused from that IP now; other IPs are not affected.
    const locked = await loginWith('ana@example.com', 'ana-password-1', { ip })
    expect(status(locked)).toBe(429)
    expect(formErrors(locked)).toEqual(['admin.login.rateLimited'])
    expect(await loginWith('ana@example.com', 'ana-password-1', { ip: '192.0.2.78' })).toBeInstanceOf(
      Response,
    )
  })

  it(`locks the (account, IP) pair after ${LOGIN_PAIR_RULE.burst} failures, even for the right password`, async () => {
    await createStaff(t.db, 'ben@example.com', 'ben-password-1')
    const ip = '192.0.2.90'
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_PAIR_RULE.burst! + 1; i++) {
      statuses.push(status(await loginWith('ben@example.com', `wrong-${i}-password`, { ip })))
    }
    expect(statuses).toEqual([...Array(LOGIN_PAIR_RULE.burst).fill(401), 429])
    expect(status(await loginWith('ben@example.com', 'ben-password-1', { ip }))).toBe(429)
    // The account itself is not locked: the owner elsewhere signs in.
    expect(await loginWith('ben@example.com', 'ben-password-1', { ip: '192.0.2.91' })).toBeInstanceOf(
      Response,
    )
    const [row] = await t.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'ben@example.com'))
    expect(row!.lockedUntil).toBeNull()
  })

  it('guesses from anywhere never lock the owner out of the address they sign in from (the finding)', async () => {
    await createStaff(t.db, 'owner@example.com', 'owner-password-1')
    const home = '192.0.2.100'
    expect(await loginWith('owner@example.com', 'owner-password-1', { ip: home })).toBeInstanceOf(Response)
    // 60 wrong guesses from 12 other addresses, then the owner comes back home.
    const answers = new Set<number>()
    for (let i = 0; i < 60; i++) {
      answers.add(
        status(
          await loginWith('owner@example.com', `guess-${i}-password`, { ip: `198.51.100.${10 + (i % 12)}` }),
        ),
      )
    }
    expect(answers).toEqual(new Set([401, 429]))
    expect(await loginWith('owner@example.com', 'owner-password-1', { ip: home })).toBeInstanceOf(Response)
  })

  it('an unknown e-mail gets the same answers as an account (no account enumeration)', async () => {
    await createStaff(t.db, 'real@example.com', 'real-password-1')
    const run = async (email: string, ip: string) => {
      const statuses: number[] = []
      for (let i = 0; i < LOGIN_PAIR_RULE.burst! + 2; i++)
        statuses.push(status(await loginWith(email, 'whatever-pass', { ip })))
      return statuses
    }
    expect(await run('ghost@example.com', '192.0.2.120')).toEqual(
      await run('real@example.com', '192.0.2.121'),
    )
  })

  it('the pair lock ends, and grows with each further lock', async () => {
    await createStaff(t.db, 'cy@example.com', 'cy-password-1')
    const start = new Date('2030-01-01T10:00:00Z')
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)
    const attempt = (password: string, now: Date) =>
      login(t.db, {
        email: 'cy@example.com',
        password,
        clientIp: '192.0.2.130',
        request: post('/admin', {}),
        secret: TEST_SECRET,
        secureCookie: false,
        now,
      })
    for (let i = 0; i < LOGIN_PAIR_RULE.burst!; i++)
      expect(await attempt('wrong-password', at(0))).toEqual({ ok: false, reason: 'invalid' })
    expect(await attempt('wrong-password', at(0))).toEqual({
      ok: false,
      reason: 'rateLimited',
      retryAfterSeconds: 60,
    })
    expect((await attempt('cy-password-1', at(30))).ok).toBe(false)
    // The second lock is twice as long.
    expect(await attempt('wrong-password', at(61))).toEqual({
      ok: false,
      reason: 'rateLimited',
      retryAfterSeconds: 120,
    })
    expect((await attempt('cy-password-1', at(182))).ok).toBe(true)
    // Signed in: the pair starts over.
    expect(await attempt('wrong-password', at(183))).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('staff accounts', () => {
  it('a disabled account cannot sign in and its sessions end; re-enabled it can', async () => {
    const dee = await createStaff(t.db, 'dee@example.com', 'dee-password-1')
    const ana = await staffFromRequest(
      t.db,
      get('/', { Cookie: await signIn(t.db, 'ana@example.com', 'ana-password-1') }),
    )
    const deeCookie = await signIn(t.db, 'dee@example.com', 'dee-password-1')
    expect(await setStaffAccountDisabled(t.db, ana!, dee.id, true)).toEqual({ ok: true })
    expect(await staffFromRequest(t.db, get('/', { Cookie: deeCookie }))).toBeNull()
    const refused = await loginWith('dee@example.com', 'dee-password-1')
    expect(formErrors(refused)).toEqual(['admin.login.invalid'])
    expect(await setStaffAccountDisabled(t.db, ana!, ana!.id, true)).toEqual({ ok: false, reason: 'self' })
    expect(await setStaffAccountDisabled(t.db, ana!, dee.id, false)).toEqual({ ok: true })
    expect(await loginWith('dee@example.com', 'dee-password-1')).toBeInstanceOf(Response)
  })

  it('changing the password needs the current one and signs out the other sessions', async () => {
    await createStaff(t.db, 'eve@example.com', 'eve-password-1')
    const here = await signIn(t.db, 'eve@example.com', 'eve-password-1')
    const elsewhere = await signIn(t.db, 'eve@example.com', 'eve-password-1')
    const eve = (await staffFromRequest(t.db, get('/', { Cookie: here })))!
    expect(
      await changeOwnPassword(t.db, eve, { currentPassword: 'nope-nope', newPassword: 'eve-password-2' }),
    ).toEqual({
      ok: false,
      reason: 'wrongCurrent',
    })
    expect(
      await changeOwnPassword(t.db, eve, {
        currentPassword: 'eve-password-1',
        newPassword: 'eve-password-2',
      }),
    ).toEqual({
      ok: true,
    })
    expect(await staffFromRequest(t.db, get('/', { Cookie: here }))).not.toBeNull()
    expect(await staffFromRequest(t.db, get('/', { Cookie: elsewhere }))).toBeNull()
    expect(formErrors(await loginWith('eve@example.com', 'eve-password-1'))).toEqual(['admin.login.invalid'])
    expect(await loginWith('eve@example.com', 'eve-password-2')).toBeInstanceOf(Response)
  })
})

describe('first staff account at start-up', () => {
  // Runs last in this file: starts from an empty accounts table.
  const fresh = async () => {
    await t.db.delete(staffAccounts)
    return t.db
  }
  const logger = testServices({} as never).logger

  it('from ADMIN_EMAIL and ADMIN_PASSWORD, only when there is no account', async () => {
    const db = await fresh()
    const printed: string[] = []
    const env = testEnv({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss-password-1' })
    expect(await ensureStaffAccess(db, env, logger, (s) => printed.push(s))).toEqual({
      created: true,
      email: 'boss@example.com',
      generatedPassword: null,
    })
    expect(printed).toEqual([])
    expect(await ensureStaffAccess(db, env, logger, (s) => printed.push(s))).toEqual({ created: false })
    expect(await db.select({ email: staffAccounts.email }).from(staffAccounts)).toEqual([
      { email: 'boss@example.com' },
    ])
  })

  it('with a random password printed once when they are not set', async () => {
    const db = await fresh()
    const printed: string[] = []
    const result = await ensureStaffAccess(db, testEnv(), logger, (s) => printed.push(s))
    expect(result.created).toBe(true)
    const password = (result as { generatedPassword: string }).generatedPassword
    expect(password).toMatch(/^[\w-]{24}$/)
    expect(printed.join('')).toContain(password)
    await ensureStaffAccess(db, testEnv(), logger, (s) => printed.push(s))
    expect(printed).toHaveLength(1)
    const answer = await login(db, {
      email: 'admin@example.com',
      password,
      clientIp: nextIp(),
      request: post('/admin', {}),
      secret: TEST_SECRET,
      secureCookie: false,
    })
    expect(answer.ok).toBe(true)
  })

  it('several instances starting together create one account', async () => {
    const db = await fresh()
    const results = await Promise.all([1, 2, 3].map(() => ensureStaffAccess(db, testEnv(), logger, () => {})))
    expect(results.filter((r) => r.created)).toHaveLength(1)
    expect(await db.select().from(staffAccounts)).toHaveLength(1)
  })
})
