/**
 * Issue #46 item 5 (ADR 055): nobody can lock the owner out of their account. Ten wrong passwords
 * for an account from ten addresses used to refuse the right one from anywhere new, 429 without a
 * Retry-After, until the window passed. Now the account's limit holds back only browsers that
 * never signed in to it: one that did (its trusted-device cookie) signs in, from any address; a new
 * browser is refused with 429, a Retry-After and the time to come back; staff see the pause on
 * Staff Accounts (the Operators tab for a portal account) and clear it, and the new browser signs
 * in. The same for both realms: one sign-in stack (ADR 044).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '#app/.server/auth/password'
import { operatorRealm, staffRealm } from '#app/.server/auth/realms'
import { login } from '#app/.server/auth/sign-in'
import { operators } from '#app/.server/db/schema'
import { setOperatorPassword, upsertOperatorAccount } from '#app/.server/repos/operator-accounts'
import * as adminLoginModule from '#app/routes/admin/login'
import * as adminOperatorsModule from '#app/routes/admin/operators'
import * as adminStaffModule from '#app/routes/admin/staff'
import * as portalLoginModule from '#app/routes/portal/login'
import { chain } from '../support/route-chain'
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
type Refusal = {
  type: 'DataWithResponseInit'
  data: { result: { error: Record<string, string[]> }; minutes: number; retryAt: string | null }
  init: ResponseInit
}
type Answer = Response | Refusal
type HeadersFn = (args: Record<string, Headers | undefined>) => Headers
type SignInState = { failures: number; pausedUntil: string | null } | null

const staffScreen = chain(adminStaffModule as never) as { loader: Fn; action: Fn }
const operatorsScreen = chain(adminOperatorsModule as never) as { loader: Fn; action: Fn }

let t: TestDatabase
let staffCookie = ''
let ipCounter = 0
const freshIp = () => `192.0.2.${(++ipCounter % 250) + 1}`
let operatorIds: number[] = []
let accounts = 0

beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'colleague@example.com', 'colleague-pass-1')
  staffCookie = await signIn(t.db, 'colleague@example.com', 'colleague-pass-1')
  operatorIds = (await t.db.select({ id: operators.id }).from(operators)).map((o) => o.id)
})
afterAll(async () => {
  await t?.drop()
})

function call(fn: Fn, request: Request, clientIp = freshIp()) {
  return settle(() => fn({ request, context: testContext(t.db, { clientIp }), params: {} }))
}

/** An account of a realm: what signs in, and the row staff clear (a staff account, an operator). */
type Account = { email: string; password: string; id: number }

/** The realms as their pages serve them: the sign-in route, and where staff see and clear its limits. */
const realms = [
  {
    name: 'staff',
    path: '/admin',
    page: chain(adminLoginModule as never) as { action: Fn },
    headers: adminLoginModule.headers as unknown as HeadersFn,
    deviceCookie: 'staff_device_',
    refusal: 'admin.login.rateLimited',
    async newAccount(): Promise<Account> {
      const account = { email: `owner-${++accounts}@example.com`, password: 'owner-password-1' }
      return { ...account, id: (await createStaff(t.db, account.email, account.password)).id }
    },
    async state(account: Account): Promise<SignInState> {
      const answer = (await call(staffScreen.loader, get('/admin/staff', { Cookie: staffCookie }))) as {
        data: { accounts: Array<{ id: number; signIn: SignInState }> }
      }
      return answer.data.accounts.find((a) => a.id === account.id)!.signIn
    },
    async clear(account: Account) {
      const answer = (await call(
        staffScreen.action,
        post('/admin/staff', { intent: 'clear-sign-in', id: String(account.id) }, { Cookie: staffCookie }),
      )) as { data: { notice: { key: string; values: { email: string } } } }
      expect(answer.data.notice).toEqual({
        tone: 'success',
        key: 'admin.signInLimits.cleared',
        values: { email: account.email },
      })
    },
  },
  {
    name: 'operator',
    path: '/portal',
    page: chain(portalLoginModule as never) as { action: Fn },
    headers: portalLoginModule.headers as unknown as HeadersFn,
    deviceCookie: 'operator_device_',
    refusal: 'portal.login.rateLimited',
    async newAccount(): Promise<Account> {
      const operatorId = operatorIds[accounts++]!
      const email = `operator-${operatorId}@example.com`
      const row = await upsertOperatorAccount(t.db, operatorId, email)
      await setOperatorPassword(t.db, row!.id, await hashPassword('operator-pass-1'), new Date())
      return { email, password: 'operator-pass-1', id: operatorId }
    },
    async state(account: Account): Promise<SignInState> {
      const answer = (await call(
        operatorsScreen.loader,
        get('/admin/operators', { Cookie: staffCookie }),
      )) as { data: { operators: Array<{ id: number; portal: { signIn: SignInState } }> } }
      return answer.data.operators.find((o) => o.id === account.id)!.portal.signIn
    },
    async clear(account: Account) {
      const answer = (await call(
        operatorsScreen.action,
        post(
          '/admin/operators',
          { intent: 'portal-clear-sign-in', id: String(account.id) },
          { Cookie: staffCookie },
        ),
      )) as Response
      expect(answer.headers.get('Location')).toBe('/admin/operators?portal=sign-in-cleared')
    },
  },
] as const
type RealmCase = (typeof realms)[number]

/** A sign-in posted to the realm's page from `ip` (a new one by default), with the browser's cookies. */
function signInAt(
  realm: RealmCase,
  account: Account,
  password: string,
  options: { ip?: string; cookie?: string } = {},
) {
  const request = post(
    realm.path,
    { email: account.email, password },
    options.cookie ? { Cookie: options.cookie } : {},
  )
  return call(realm.page.action, request, options.ip) as Promise<Answer>
}
const status = (answer: Answer) => (answer instanceof Response ? answer.status : answer.init.status!)
/** The trusted-device cookie a sign-in gave the browser (name=value). */
const deviceOf = (realm: RealmCase, answer: Answer) => {
  const setCookie = (answer as Response).headers.getSetCookie().find((c) => c.startsWith(realm.deviceCookie))
  expect(setCookie, `no ${realm.deviceCookie} cookie`).toBeDefined()
  return cookieValue(setCookie!)
}
/** The headers the page answers with: its `headers` export over what the action set (as React Router does). */
const pageHeaders = (realm: RealmCase, answer: Refusal) =>
  realm.headers({
    actionHeaders: new Headers(answer.init.headers),
    loaderHeaders: new Headers(),
    parentHeaders: new Headers(),
  })

describe.each(realms)('the $name sign-in cannot be turned against the account holder', (realm) => {
  it('a browser that signed in before still signs in after ten guesses from ten addresses; a new one waits until staff clear it', async () => {
    const owner = await realm.newAccount()
    // The owner signed in once, on their laptop: the answer trusts that browser for the account.
    const first = (await signInAt(realm, owner, owner.password)) as Response
    expect(first.status).toBe(302)
    const device = first.headers.getSetCookie().find((c) => c.startsWith(realm.deviceCookie))
    expect(device).toMatch(/; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax$/)
    const laptop = cookieValue(device!)

    // Ten wrong passwords from ten other addresses, none of them signed in before.
    const guesses: number[] = []
    for (let i = 0; i < 10; i++) guesses.push(status(await signInAt(realm, owner, `guess-${i}-password`)))
    expect(guesses).toEqual(Array(10).fill(401))

    // The laptop, on a network it never used, signs in: the guesses did not count against it.
    expect(status(await signInAt(realm, owner, owner.password, { cookie: laptop }))).toBe(302)

    // A new browser is refused, even with the right password: 429, when to come back, Retry-After.
    const refused = (await signInAt(realm, owner, owner.password)) as Refusal
    expect(status(refused)).toBe(429)
    expect(refused.data.result.error['']).toEqual([realm.refusal])
    const retryAfter = Number(pageHeaders(realm, refused).get('Retry-After'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(refused.data.minutes).toBe(Math.ceil(retryAfter / 60))
    expect(Date.parse(refused.data.retryAt!) - Date.now()).toBeGreaterThan((retryAfter - 5) * 1000)

    // Staff see the pause and its failures, and clear it; the new browser signs in.
    const state = await realm.state(owner)
    expect(state).toMatchObject({ failures: 10 })
    expect(Date.parse(state!.pausedUntil!)).toBeGreaterThan(Date.now())
    await realm.clear(owner)
    expect(await realm.state(owner)).toBeNull()
    expect(status(await signInAt(realm, owner, owner.password))).toBe(302)
  })

  it("a trusted browser's own wrong passwords lock that browser alone", async () => {
    const owner = await realm.newAccount()
    const device = deviceOf(realm, await signInAt(realm, owner, owner.password))
    const answers: number[] = []
    for (let i = 0; i < 6; i++)
      answers.push(status(await signInAt(realm, owner, `typo-${i}-password`, { cookie: device })))
    expect(answers).toEqual([401, 401, 401, 401, 401, 429])
    expect(status(await signInAt(realm, owner, owner.password, { cookie: device }))).toBe(429)
    // Not the account: another browser signs in.
    expect(status(await signInAt(realm, owner, owner.password))).toBe(302)
  })

  it('a cookie of another account, another realm or with a forged signature trusts nothing', async () => {
    const owner = await realm.newAccount()
    const [name, value] = deviceOf(realm, await signInAt(realm, owner, owner.password)).split('=') as [
      string,
      string,
    ]
    const own = realm.name === 'staff' ? staffRealm : operatorRealm
    const other = realm.name === 'staff' ? operatorRealm : staffRealm
    const accountId = Number(name.slice(realm.deviceCookie.length))
    const [deviceId] = value.split('.')
    const request = (cookie: string) => post(realm.path, {}, { Cookie: cookie })
    expect(own.device.read(request(`${name}=${value}`), accountId, TEST_SECRET)).toBe(deviceId)
    const next = `${realm.deviceCookie}${accountId + 1}=${value}`
    expect(own.device.read(request(next), accountId + 1, TEST_SECRET)).toBeNull()
    const forged = `${name}=${deviceId}.${'A'.repeat(43)}`
    expect(own.device.read(request(forged), accountId, TEST_SECRET)).toBeNull()
    expect(own.device.read(request(`${name}=${value}`), accountId, 'y'.repeat(32))).toBeNull()
    const otherName = `${other.device.name}_${accountId}=${value}`
    expect(other.device.read(request(otherName), accountId, TEST_SECRET)).toBeNull()
  })
})

describe('login() keeps the guess limits', () => {
  it('refuses an eleventh guess from a new browser at once, then pauses new browsers longer each time', async () => {
    const email = 'paused-twice@example.com'
    await createStaff(t.db, email, 'paused-password-1')
    const start = Date.parse('2031-05-01T10:00:00Z')
    const attempt = (password: string, seconds: number) =>
      login(staffRealm, t.db, {
        email,
        password,
        clientIp: freshIp(),
        request: post('/admin', {}),
        secret: TEST_SECRET,
        secureCookie: false,
        now: new Date(start + seconds * 1000),
      })
    for (let i = 0; i < 10; i++)
      expect(await attempt(`wrong-${i}`, 0)).toEqual({ ok: false, reason: 'invalid' })
    expect(await attempt('paused-password-1', 1)).toEqual({
      ok: false,
      reason: 'rateLimited',
      retryAfterSeconds: 59,
    })
    // After the first pause the allowance has regained one guess (10 per 15 minutes): one more
    // failure pauses new browsers for 2 minutes.
    expect(await attempt('wrong-again', 91)).toEqual({ ok: false, reason: 'invalid' })
    expect(await attempt('paused-password-1', 92)).toEqual({
      ok: false,
      reason: 'rateLimited',
      retryAfterSeconds: 119,
    })
  })
})
