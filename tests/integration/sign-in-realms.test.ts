/**
 * One sign-in stack for two realms (issue #31 item 3, ADR 044): the staff's admin and the
 * operators' portal sign in through the same login, session and sign-out code, each with its own
 * cookie, session table and rate-limit buckets. A session of one realm opens nothing of the other,
 * guesses at one do not use up the other's limits, and signing out of one leaves the other signed in.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword, needsRehash } from '#app/.server/auth/password'
import { operatorRealm, staffRealm } from '#app/.server/auth/realms'
import { login, sessionFromRequest, type Realm } from '#app/.server/auth/sign-in'
import { hashSessionId } from '#app/.server/auth/session-cookie'
import {
  operatorAccounts,
  operators,
  operatorSessions,
  staffAccounts,
  staffSessions,
} from '#app/.server/db/schema'
import { setOperatorPassword, upsertOperatorAccount } from '#app/.server/repos/operator-accounts'
import * as adminContentModule from '#app/routes/admin/content'
import * as adminLogoutModule from '#app/routes/admin/logout'
import * as portalHomeModule from '#app/routes/portal/home'
import * as portalLogoutModule from '#app/routes/portal/logout'
import { chain } from '../support/route-chain'
import { cookieValue, createStaff, get, post, settle, TEST_SECRET, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

type Fn = (args: unknown) => unknown
const adminContent = chain(adminContentModule as never) as { loader: Fn }
const portalHome = chain(portalHomeModule as never) as { loader: Fn }
const adminLogout = chain(adminLogoutModule as never) as { action: Fn }
const portalLogout = chain(portalLogoutModule as never) as { action: Fn }

const STAFF = { email: 'realm-staff@example.com', password: 'staff-password-1' }
const OPERATOR = { email: 'realm-operator@example.com', password: 'operator-pass-1' }

let t: TestDatabase
let ipCounter = 0
const freshIp = () => `198.51.100.${(++ipCounter % 250) + 1}`

beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, STAFF.email, STAFF.password)
  const [operator] = await t.db.select({ id: operators.id }).from(operators).limit(1)
  const account = await upsertOperatorAccount(t.db, operator!.id, OPERATOR.email)
  await setOperatorPassword(t.db, account!.id, await hashPassword(OPERATOR.password), new Date())
})
afterAll(async () => {
  await t?.drop()
})

type AnyRealm = Realm<{ sessionIdHash: string }>
const realms: [string, AnyRealm, typeof STAFF, string][] = [
  ['staff', staffRealm, STAFF, 'staff_session'],
  ['operator', operatorRealm, OPERATOR, 'operator_session'],
]

async function signInTo(realm: AnyRealm, who: { email: string; password: string }, clientIp = freshIp()) {
  const result = await login(realm, t.db, {
    ...who,
    clientIp,
    request: post('/', {}),
    secret: TEST_SECRET,
    secureCookie: false,
  })
  if (!result.ok) throw new Error(`could not sign in to ${realm.name}: ${result.reason}`)
  return cookieValue(result.setCookie)
}

function call(fn: Fn, request: Request) {
  return settle(() => fn({ request, context: testContext(t.db, { clientIp: freshIp() }), params: {} }))
}
const location = (answer: unknown) => (answer instanceof Response ? answer.headers.get('Location') : null)

describe('one stack, two realms', () => {
  it.each(realms)(
    '%s: login sets the realm cookie, a session in its own table',
    async (_, realm, who, name) => {
      const cookie = await signInTo(realm, who)
      expect(cookie).toMatch(new RegExp(`^${name}=[\\w-]{43}$`))
      const idHash = hashSessionId(cookie.split('=')[1]!)
      const inStaff = await t.db.select().from(staffSessions).where(eq(staffSessions.idHash, idHash))
      const inOperator = await t.db.select().from(operatorSessions).where(eq(operatorSessions.idHash, idHash))
      expect([inStaff.length, inOperator.length]).toEqual(realm === staffRealm ? [1, 0] : [0, 1])
      expect(await sessionFromRequest(realm, t.db, get('/', { Cookie: cookie }))).not.toBeNull()
    },
  )

  it('a staff session is refused by the portal, and its id under the operator cookie opens nothing', async () => {
    const staffCookie = await signInTo(staffRealm, STAFF)
    expect(
      await sessionFromRequest(operatorRealm, t.db, get('/portal/home', { Cookie: staffCookie })),
    ).toBeNull()
    const answer = await call(portalHome.loader, get('/portal/home', { Cookie: staffCookie }))
    expect(location(answer)).toBe('/portal')
    const swapped = staffCookie.replace('staff_session=', 'operator_session=')
    expect(await sessionFromRequest(operatorRealm, t.db, get('/portal/home', { Cookie: swapped }))).toBeNull()
  })

  it('an operator session is refused by the admin, and its id under the staff cookie opens nothing', async () => {
    const operatorCookie = await signInTo(operatorRealm, OPERATOR)
    expect(
      await sessionFromRequest(staffRealm, t.db, get('/admin/content', { Cookie: operatorCookie })),
    ).toBeNull()
    const answer = await call(adminContent.loader, get('/admin/content', { Cookie: operatorCookie }))
    expect(location(answer)).toBe(`/admin?redirectTo=${encodeURIComponent('/admin/content')}`)
    const swapped = operatorCookie.replace('operator_session=', 'staff_session=')
    expect(await sessionFromRequest(staffRealm, t.db, get('/admin/content', { Cookie: swapped }))).toBeNull()
  })

  it('the realms have their own buckets, with the same limits', () => {
    expect(staffRealm.rules.ip.bucket).toBe('login:ip')
    expect(operatorRealm.rules.ip.bucket).toBe('portal-login:ip')
    const limits = (realm: AnyRealm) =>
      [realm.rules.ip, realm.rules.account, realm.rules.pair].map(({ limit, burst, windowMs }) => ({
        limit,
        burst,
        windowMs,
      }))
    expect(limits(operatorRealm)).toEqual(limits(staffRealm))
  })

  it.each([
    ['staff', staffRealm, operatorRealm, OPERATOR],
    ['operator', operatorRealm, staffRealm, STAFF],
  ] as const)(
    'an IP locked out of the %s sign-in can still sign in to the other realm',
    async (_, locked, other, otherAccount) => {
      const clientIp = freshIp()
      const answers: string[] = []
      for (let i = 0; i <= locked.rules.ip.burst!; i++) {
        const r = await login(locked as AnyRealm, t.db, {
          email: `nobody-${i}@example.com`,
          password: 'wrong-password',
          clientIp,
          request: post('/', {}),
          secret: TEST_SECRET,
          secureCookie: false,
        })
        answers.push(r.ok ? 'ok' : r.reason)
      }
      expect(answers).toEqual([...Array(locked.rules.ip.burst).fill('invalid'), 'rateLimited'])
      await expect(signInTo(other as AnyRealm, otherAccount, clientIp)).resolves.toMatch(/_session=/)
    },
  )
})

describe('the same rules in both realms', () => {
  const storedHash = async (realm: AnyRealm, email: string) => {
    const table = realm === staffRealm ? staffAccounts : operatorAccounts
    const [row] = await t.db
      .select({ hash: table.passwordHash, changedAt: table.passwordChangedAt })
      .from(table)
      .where(eq(table.email, email))
    return row!
  }
  const setStoredHash = async (realm: AnyRealm, email: string, hash: string) => {
    const table = realm === staffRealm ? staffAccounts : operatorAccounts
    await t.db.update(table).set({ passwordHash: hash }).where(eq(table.email, email))
  }

  it.each(realms)('%s: a hash made with older parameters is re-hashed at sign-in', async (_, realm, who) => {
    await setStoredHash(realm, who.email, await hashPassword(who.password, { log2N: 4, r: 8, p: 1 }))
    const before = await storedHash(realm, who.email)
    expect(needsRehash(before.hash!)).toBe(true)
    await signInTo(realm, who)
    const after = await storedHash(realm, who.email)
    expect(after.hash).not.toBe(before.hash)
    expect(needsRehash(after.hash!)).toBe(false)
    // Staff: the same password, so not a password change (the operators' has always moved it).
    if (realm === staffRealm) expect(after.changedAt).toEqual(before.changedAt)
  })

  it.each(realms)('%s: a session ends after a day', async (_, realm, who) => {
    const cookie = await signInTo(realm, who)
    const request = get('/', { Cookie: cookie })
    const later = (ms: number) => new Date(Date.now() + ms)
    expect(await sessionFromRequest(realm, t.db, request, later(realm.sessionTtlMs - 60_000))).not.toBeNull()
    expect(await sessionFromRequest(realm, t.db, request, later(realm.sessionTtlMs + 60_000))).toBeNull()
    expect(realm.sessionTtlMs).toBe(86_400_000)
  })
})

describe('signing out of one realm', () => {
  async function bothSignedIn() {
    const staffCookie = await signInTo(staffRealm, STAFF)
    const operatorCookie = await signInTo(operatorRealm, OPERATOR)
    return { staffCookie, operatorCookie, both: `${staffCookie}; ${operatorCookie}` }
  }

  it('the portal sign-out ends the operator session only', async () => {
    const { staffCookie, operatorCookie, both } = await bothSignedIn()
    const answer = (await call(portalLogout.action, post('/portal/logout', {}, { Cookie: both }))) as Response
    expect(answer.headers.get('Set-Cookie')).toMatch(/^operator_session=;.*Max-Age=0/)
    expect(await sessionFromRequest(operatorRealm, t.db, get('/', { Cookie: operatorCookie }))).toBeNull()
    expect(await sessionFromRequest(staffRealm, t.db, get('/', { Cookie: staffCookie }))).not.toBeNull()
  })

  it('the admin sign-out ends the staff session only', async () => {
    const { staffCookie, operatorCookie, both } = await bothSignedIn()
    const answer = (await call(adminLogout.action, post('/admin/logout', {}, { Cookie: both }))) as Response
    expect(answer.headers.get('Set-Cookie')).toMatch(/^staff_session=;.*Max-Age=0/)
    expect(await sessionFromRequest(staffRealm, t.db, get('/', { Cookie: staffCookie }))).toBeNull()
    expect(await sessionFromRequest(operatorRealm, t.db, get('/', { Cookie: operatorCookie }))).not.toBeNull()
  })
})
