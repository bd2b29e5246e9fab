/**
 * Issue #45 item 4: a lost staff password no longer needs a developer. "Forgot password?" at
 * /admin e-mails a single-use, expiring link (the same answer for any address, limited like the
 * sign-in, every 429 with Retry-After); a staff member sends another one a reset link from Staff
 * Accounts; adding a staff member e-mails an invitation whose link lets them choose their own
 * password. Using a link sets the password, ends the account's other sessions and signs this
 * browser in. The e-mails go through the outbox to the SMTP peer (tests/support/mail-sink.js).
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashSessionId } from '#app/.server/auth/session-cookie'
import { outbox, staffAccountLinks, staffAccounts, staffSessions } from '#app/.server/db/schema'
import * as forgotModule from '#app/routes/admin/forgot'
import * as loginModule from '#app/routes/admin/login'
import * as setPasswordModule from '#app/routes/admin/set-password'
import * as staffModule from '#app/routes/admin/staff'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { chain } from '../support/route-chain'
import { cookieValue, createStaff, get, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

type Fn = (args: unknown) => unknown
type HeadersFn = (args: Record<string, Headers>) => Headers
type Reply = {
  data: Record<string, unknown> & {
    result?: { error?: Record<string, string[]> }
    notice?: { key: string; values?: Record<string, unknown> } | null
  }
  init?: ResponseInit
}
const forgot = chain(forgotModule as never) as { loader: Fn; action: Fn }
const login = chain(loginModule as never) as { action: Fn }
const setPassword = chain(setPasswordModule as never) as { loader: Fn; action: Fn }
const staffScreen = chain(staffModule as never) as { loader: Fn; action: Fn }

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
let ipCounter = 0
const freshIp = () => `198.51.100.${(++ipCounter % 250) + 1}`

beforeAll(async () => {
  ;[t, sink] = await Promise.all([createTestDatabase(), startMailSink()])
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})
afterEach(() => {
  vi.useRealTimers()
})

const call = (fn: Fn, request: Request, clientIp = freshIp()) =>
  settle(() => fn({ request, context: testContext(t.db, { clientIp }), params: {} }))
const status = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as Reply).init?.status ?? 200)
const location = (answer: unknown) => (answer as Response).headers.get('Location')
/** The headers a page answers with: its `headers` export over what its loader or action set. */
const pageHeaders = (mod: { headers: unknown }, answer: Reply, from: 'loaderHeaders' | 'actionHeaders') =>
  (mod.headers as HeadersFn)({
    loaderHeaders: new Headers(),
    actionHeaders: new Headers(),
    parentHeaders: new Headers(),
    [from]: new Headers(answer.init?.headers),
  })

/** Sends what the outbox holds to the SMTP peer; the messages it received for `to`. */
async function mailTo(to: string) {
  sink.clear()
  await deliverOutbox(t.db, { smtpUrl: sink.url })
  return sink.messages.filter((m) => m.to.includes(to))
}
const linkIn = (text: string) => {
  const url = /https?:\/\/\S+\/admin\/set-password\?token=[\w-]{43}/.exec(text)
  expect(url, text).not.toBeNull()
  return new URL(url![0])
}

const askForReset = (email: string, lang: '' | '/es' = '', clientIp = freshIp()) =>
  call(forgot.action, post(`${lang}/admin/forgot`, { email }), clientIp) as Promise<Reply>
const setNewPassword = (link: URL, password: string, cookie?: string) =>
  call(
    setPassword.action,
    post(
      link.pathname,
      { token: link.searchParams.get('token')!, password, confirmPassword: password },
      {
        ...(cookie ? { Cookie: cookie } : {}),
      },
    ),
  )
const signInAnswer = (email: string, password: string) =>
  call(login.action, post('/admin', { email, password, redirectTo: '' }))
/** The session cookie (name=value) a redirect set. */
const sessionOf = (answer: unknown) =>
  cookieValue((answer as Response).headers.getSetCookie().find((c) => c.startsWith('staff_session='))!)
const staffPage = (cookie: string) => call(staffScreen.loader, get('/admin/staff', { Cookie: cookie }))
const isSignedOut = async (cookie: string) =>
  status(await staffPage(cookie)) === 302 && location(await staffPage(cookie))!.startsWith('/admin')

describe('"Forgot password?" at /admin', () => {
  it('e-mails a reset link that sets the password, ends every other session and signs this browser in', async () => {
    await createStaff(t.db, 'forgetful@example.com', 'old-password-1')
    const laptop = await signIn(t.db, 'forgetful@example.com', 'old-password-1')
    const phone = await signIn(t.db, 'forgetful@example.com', 'old-password-1')

    const sent = await askForReset('Forgetful@Example.com', '/es')
    expect(status(sent)).toBe(200)
    expect(sent.data.sent).toBe(true)
    // Nothing changed yet: the password and the sessions stay until the link is used.
    expect(await isSignedOut(laptop)).toBe(false)

    const [mail, ...more] = await mailTo('forgetful@example.com')
    expect(more).toEqual([])
    expect(mail!.subject).toBe('Restablezca su contraseña del personal')
    expect(mail!.text).toContain('vence en una hora')
    const link = linkIn(mail!.text)
    expect(link.pathname).toBe('/es/admin/set-password')
    // Only the token's SHA-256 is stored.
    const links = await t.db.select().from(staffAccountLinks)
    expect(links.some((l) => l.tokenHash.includes(link.searchParams.get('token')!))).toBe(false)

    const form = (await call(setPassword.loader, get(link.pathname + link.search))) as Reply
    expect(form.data).toMatchObject({ state: 'form', purpose: 'reset', email: 'forgetful@example.com' })
    // No Referer leaves the page, while its own form still sends its Origin (works without JavaScript).
    expect(pageHeaders(setPasswordModule, form, 'loaderHeaders').get('Referrer-Policy')).toBe('same-origin')

    const done = await setNewPassword(link, 'brand-new-pass-2')
    expect(status(done)).toBe(302)
    expect(location(done)).toBe('/es/admin/staff?password-set')
    const cookies = (done as Response).headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith('staff_device_'))).toBe(true)
    const here = sessionOf(done)

    // Signed in here; signed out everywhere else.
    const page = (await call(staffScreen.loader, get(location(done)!, { Cookie: here }))) as Reply
    expect(page.data.notice).toEqual({ tone: 'success', key: 'admin.staff.passwordSet' })
    expect(await isSignedOut(laptop)).toBe(true)
    expect(await isSignedOut(phone)).toBe(true)
    const [account] = await t.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'forgetful@example.com'))
    const sessions = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, account!.id))
    expect(sessions.map((s) => s.idHash)).toEqual([hashSessionId(here.split('=')[1]!)])

    // The new password signs in, the old one no more.
    expect(status(await signInAnswer('forgetful@example.com', 'old-password-1'))).toBe(401)
    expect(status(await signInAnswer('forgetful@example.com', 'brand-new-pass-2'))).toBe(302)
  })

  it('a link works once: used, it is refused with a way to ask for a new one', async () => {
    await createStaff(t.db, 'once@example.com', 'once-password-1')
    await askForReset('once@example.com')
    const link = linkIn((await mailTo('once@example.com'))[0]!.text)
    expect(link.pathname).toBe('/admin/set-password')
    expect(status(await setNewPassword(link, 'first-new-pass-1'))).toBe(302)

    const again = (await call(setPassword.loader, get(link.pathname + link.search))) as Reply
    expect(status(again)).toBe(410)
    expect(again.data).toMatchObject({ state: 'refused', refused: 'used' })
    expect(pageHeaders(setPasswordModule, again, 'loaderHeaders').get('Referrer-Policy')).toBe('same-origin')
    const reused = (await setNewPassword(link, 'second-new-pass-2')) as Reply
    expect(status(reused)).toBe(410)
    expect(reused.data).toMatchObject({ state: 'refused', refused: 'used' })
    // The first new password stands.
    expect(status(await signInAnswer('once@example.com', 'second-new-pass-2'))).toBe(401)
    expect(status(await signInAnswer('once@example.com', 'first-new-pass-1'))).toBe(302)
  })

  it('a link expires after one hour (controlled clock), and a newer link replaces an older one', async () => {
    await createStaff(t.db, 'late@example.com', 'late-password-1')
    const start = new Date('2031-03-01T10:00:00Z')
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    await askForReset('late@example.com')
    const first = linkIn((await mailTo('late@example.com'))[0]!.text)

    vi.setSystemTime(new Date(start.getTime() + 59 * 60_000))
    const open = (await call(setPassword.loader, get(first.pathname + first.search))) as Reply
    expect(open.data).toMatchObject({ state: 'form', purpose: 'reset' })

    vi.setSystemTime(new Date(start.getTime() + 60 * 60_000))
    const expired = (await call(setPassword.loader, get(first.pathname + first.search))) as Reply
    expect(status(expired)).toBe(410)
    expect(expired.data.refused).toBe('expired')
    expect(status(await setNewPassword(first, 'too-late-pass-1'))).toBe(410)

    // A new request: its link works, and the one before it is revoked.
    await askForReset('late@example.com')
    const second = linkIn((await mailTo('late@example.com'))[0]!.text)
    await askForReset('late@example.com')
    const third = linkIn((await mailTo('late@example.com'))[0]!.text)
    const replaced = (await call(setPassword.loader, get(second.pathname + second.search))) as Reply
    expect(replaced.data.refused).toBe('revoked')
    expect(status(await setNewPassword(third, 'in-time-pass-1'))).toBe(302)
    vi.useRealTimers()
    expect(status(await signInAnswer('late@example.com', 'late-password-1'))).toBe(401)
  })

  it('answers an unknown or disabled address the same, and e-mails nothing', async () => {
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    sink.clear()
    const rows = async () => (await t.db.select().from(outbox)).length
    const before = await rows()
    const unknown = await askForReset('nobody@example.com')
    await createStaff(t.db, 'known@example.com')
    const known = await askForReset('known@example.com')
    expect(status(unknown)).toBe(200)
    expect(unknown.data).toEqual(known.data)
    expect(await rows()).toBe(before + 1)
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    expect(sink.messages.map((m) => m.to)).toEqual([['known@example.com']])
    const link = linkIn(sink.messages[0]!.text)

    // A disabled account: the same answer, no mail; its open link stops working.
    const admin = await createStaff(t.db, 'disabler@example.com')
    const adminCookie = await signIn(t.db, 'disabler@example.com')
    const [target] = await t.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'known@example.com'))
    const disabled = await call(
      staffScreen.action,
      post(
        '/admin/staff',
        { intent: 'disable', id: String(target!.id), email: 'known@example.com' },
        {
          Cookie: adminCookie,
        },
      ),
    )
    expect((disabled as Reply).data.notice?.key).toBe('admin.staff.disabledDone')
    expect(admin.id).not.toBe(target!.id)
    expect((await askForReset('known@example.com')).data).toEqual(unknown.data)
    expect(await mailTo('known@example.com')).toEqual([])
    const refused = (await call(setPassword.loader, get(link.pathname + link.search))) as Reply
    expect(status(refused)).toBe(410)
  })

  it('limits requests per address (any address) and per IP: 429 with Retry-After and how long to wait', async () => {
    // Per address: three links an hour, the fourth request refused, for an account and not.
    await createStaff(t.db, 'flooded@example.com')
    for (const email of ['flooded@example.com', 'no-account@example.com']) {
      for (let i = 0; i < 3; i++) expect(status(await askForReset(email)), `${email} ${i}`).toBe(200)
      const refused = await askForReset(email)
      expect(status(refused), email).toBe(429)
      expect(refused.data.result!.error!['']).toEqual(['admin.forgot.rateLimited'])
      const retryAfter = Number(pageHeaders(forgotModule, refused, 'actionHeaders').get('Retry-After'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(20 * 60)
      expect(refused.data.minutes).toBe(Math.ceil(retryAfter / 60))
      expect(typeof refused.data.retryAt).toBe('string')
    }
    // Only the three links went out; the newest works.
    const mails = await mailTo('flooded@example.com')
    expect(mails).toHaveLength(3)

    // Per IP: five posts in 15 minutes, whatever the addresses.
    const ip = '203.0.113.77'
    for (let i = 0; i < 5; i++) expect(status(await askForReset(`ip-${i}@example.com`, '', ip))).toBe(200)
    const refused = await askForReset('ip-5@example.com', '/es', ip)
    expect(status(refused)).toBe(429)
    expect(refused.data.result!.error!['']).toEqual(['admin.forgot.rateLimited'])
    expect(Number(pageHeaders(forgotModule, refused, 'actionHeaders').get('Retry-After'))).toBeGreaterThan(0)
    expect(refused.data.minutes).toBeGreaterThanOrEqual(1)
  })
})

describe('Staff Accounts', () => {
  let adminCookie = ''
  beforeAll(async () => {
    await createStaff(t.db, 'lead@example.com', 'lead-password-1')
    adminCookie = await signIn(t.db, 'lead@example.com', 'lead-password-1')
  })
  const staffPost = (fields: Record<string, string>) =>
    call(staffScreen.action, post('/admin/staff', fields, { Cookie: adminCookie })) as Promise<Reply>
  const idOf = async (email: string) =>
    (await t.db.select().from(staffAccounts).where(eq(staffAccounts.email, email)))[0]!.id
  const listed = async (email: string) => {
    const page = (await staffPage(adminCookie)) as { data: { accounts: { email: string; state: string }[] } }
    return page.data.accounts.find((a) => a.email === email)
  }

  it('a staff member sends another one a reset link that works; the password stays until it is used', async () => {
    await createStaff(t.db, 'colleague@example.com', 'colleague-pass-1')
    await t.db
      .update(staffAccounts)
      .set({ lang: 'es' })
      .where(eq(staffAccounts.email, 'colleague@example.com'))
    const theirs = await signIn(t.db, 'colleague@example.com', 'colleague-pass-1')
    const sent = await staffPost({ intent: 'send-link', id: String(await idOf('colleague@example.com')) })
    expect(sent.data.notice).toEqual({
      tone: 'success',
      key: 'admin.staff.resetSent',
      values: { email: 'colleague@example.com' },
    })
    expect(status(await signInAnswer('colleague@example.com', 'colleague-pass-1'))).toBe(302)
    expect(await isSignedOut(theirs)).toBe(false)

    // In the account's language.
    const [mail] = await mailTo('colleague@example.com')
    expect(mail!.subject).toBe('Restablezca su contraseña del personal')
    const link = linkIn(mail!.text)
    expect(status(await setNewPassword(link, 'colleague-new-2'))).toBe(302)
    expect(await isSignedOut(theirs)).toBe(true)
    expect(status(await signInAnswer('colleague@example.com', 'colleague-new-2'))).toBe(302)

    // Not to oneself (Change your password is for that), nor to an account that does not exist.
    const self = await staffPost({ intent: 'send-link', id: String(await idOf('lead@example.com')) })
    expect(status(self)).toBe(400)
    expect(self.data.notice?.key).toBe('admin.staff.errors.self')
    expect((await staffPost({ intent: 'send-link', id: '999999' })).data.notice?.key).toBe(
      'admin.staff.errors.notFound',
    )
  })

  it('adding a staff member e-mails an invitation in their language whose link sets their password; then they sign in', async () => {
    const added = await staffPost({ intent: 'add', email: 'Newcomer@Example.com', lang: 'es', password: '' })
    expect(added.data.notice).toEqual({
      tone: 'success',
      key: 'admin.staff.invited',
      values: { email: 'newcomer@example.com' },
    })
    expect(await listed('newcomer@example.com')).toMatchObject({ state: 'invited' })
    // No password yet: nothing signs in.
    expect(status(await signInAnswer('newcomer@example.com', ''))).toBe(400)
    expect(status(await signInAnswer('newcomer@example.com', 'any-password-1'))).toBe(401)

    const [mail, ...more] = await mailTo('newcomer@example.com')
    expect(more).toEqual([])
    expect(mail!.subject).toBe('Su cuenta del personal: elija su contraseña')
    expect(mail!.text).toContain('72 horas')
    const link = linkIn(mail!.text)
    expect(link.pathname).toBe('/es/admin/set-password')
    const form = (await call(setPassword.loader, get(link.pathname + link.search))) as Reply
    expect(form.data).toMatchObject({ state: 'form', purpose: 'invite', email: 'newcomer@example.com' })

    // Refused beside the field when the passwords differ, the link still usable.
    const mismatch = (await call(
      setPassword.action,
      post(link.pathname, {
        token: link.searchParams.get('token')!,
        password: 'newcomer-pass-1',
        confirmPassword: 'newcomer-pass-2',
      }),
    )) as Reply
    expect(status(mismatch)).toBe(400)
    expect(mismatch.data.result!.error!.confirmPassword).toEqual(['admin.errors.passwordMismatch'])

    const done = await setNewPassword(link, 'newcomer-pass-1')
    expect(status(done)).toBe(302)
    expect(status(await staffPage(sessionOf(done)))).toBe(200)
    expect(await listed('newcomer@example.com')).toMatchObject({ state: 'active' })
    expect(status(await signInAnswer('newcomer@example.com', 'newcomer-pass-1'))).toBe(302)
  })

  it('an invitation in English by default; resent, the older link stops working', async () => {
    await staffPost({ intent: 'add', email: 'later@example.com' })
    const first = linkIn((await mailTo('later@example.com'))[0]!.text)
    expect(first.pathname).toBe('/admin/set-password')
    const resent = await staffPost({ intent: 'send-link', id: String(await idOf('later@example.com')) })
    expect(resent.data.notice?.key).toBe('admin.staff.inviteSent')
    const [mail] = await mailTo('later@example.com')
    expect(mail!.subject).toBe('Your staff account: choose your password')
    const second = linkIn(mail!.text)
    expect(((await call(setPassword.loader, get(first.pathname + first.search))) as Reply).data.refused).toBe(
      'revoked',
    )
    expect(status(await setNewPassword(second, 'later-pass-1'))).toBe(302)
  })

  it('an initial password instead: the account is active at once and no e-mail is sent', async () => {
    const added = await staffPost({ intent: 'add', email: 'direct@example.com', password: 'direct-pass-1' })
    expect(added.data.notice?.key).toBe('admin.staff.added')
    expect(await mailTo('direct@example.com')).toEqual([])
    expect(status(await signInAnswer('direct@example.com', 'direct-pass-1'))).toBe(302)
    // A taken address is refused beside the field.
    const taken = await staffPost({ intent: 'add', email: 'direct@example.com' })
    expect(status(taken)).toBe(409)
    expect(taken.data.result!.error!.email).toEqual(['admin.staff.errors.taken'])
    const [last] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1)
    expect(last?.recipient).not.toBe('direct@example.com')
  })
})
