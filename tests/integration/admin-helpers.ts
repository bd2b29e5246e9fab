import type { RouterContextProvider } from 'react-router'
import pino from 'pino'
import { createRequestContext, type AppContext } from '#app/.server/context'
import { setHashingCostForTests } from '#app/.server/auth/password'
import { parseEnv, type Env } from '#app/.server/env'
import type { Db } from '#app/.server/db/client'
import { images, imageVariants } from '#app/.server/db/schema'
import { staffRealm } from '#app/.server/auth/realms'
import { login } from '#app/.server/auth/sign-in'
import { createStaffAccount } from '#app/.server/services/operations/staff-auth'
import { hashSessionId, newSessionId } from '#app/.server/auth/session-cookie'
import { upsertOperatorAccount } from '#app/.server/repos/operator-accounts'
import { insertSession } from '#app/.server/repos/sessions'

// These suites sign in many times: cheap hashes here (the real cost is tested in password.test.ts).
setHashingCostForTests({ log2N: 10 })

export const ORIGIN = 'http://127.0.0.1:4709'
/** The SESSION_SECRET of the test requests (it signs the trusted-device cookie, ADR 055). */
export const TEST_SECRET = 'x'.repeat(32)

export function testEnv(overrides: Record<string, string> = {}): Env {
  return {
    // Links in e-mails come from the configured site origin, never the request (ADR 024): the one
    // these suites send their requests to.
    ...parseEnv({ NODE_ENV: 'test', PUBLIC_SITE_URL: ORIGIN, ...overrides }),
    SESSION_SECRET: TEST_SECRET,
    DATA_DIR: '/nonexistent',
    BACKUP_DIR: null,
  }
}

/** What server/app.js hands a loader or action. */
export function testContext(db: Db, overrides: Partial<AppContext> = {}): RouterContextProvider {
  return createRequestContext(testServices(db, overrides))
}

/** The services of a test request (appContext). */
export function testServices(db: Db, overrides: Partial<AppContext> = {}): AppContext {
  return {
    db,
    dbKind: 'pglite',
    env: testEnv(),
    logger: pino({ level: 'silent' }),
    outbox: { nudge() {} },
    cspNonce: 'nonce',
    requestId: 'test',
    clientIp: '198.51.100.1',
    ...overrides,
  }
}

export function cookieValue(setCookie: string): string {
  return setCookie.split(';')[0]!
}

let ipCounter = 0
/** A fresh client IP per call, so the per-IP login limit does not interfere between tests. */
export function nextIp() {
  ipCounter++
  return `203.0.113.${ipCounter % 250}`
}

export async function createStaff(db: Db, email: string, password = 'staff-password-1') {
  const created = await createStaffAccount(db, { email, password, createdBy: null })
  if (!created.ok) throw new Error(`could not create ${email}: ${created.reason}`)
  return created.account
}

/**
 * An operator's signed-in session, stored directly (an account for `email`, a session of an hour):
 * the `Cookie` header value. For suites about what a session opens, not about signing in.
 */
export async function operatorCookie(db: Db, operatorId: number, email: string) {
  const account = await upsertOperatorAccount(db, operatorId, email)
  if (!account) throw new Error(`no account for operator ${operatorId}`)
  const sid = newSessionId()
  await insertSession(db, 'operator', {
    idHash: hashSessionId(sid),
    accountId: account.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  })
  return `operator_session=${sid}`
}

/** Signs in through the login service and returns the `Cookie` header value. */
export async function signIn(db: Db, email: string, password = 'staff-password-1') {
  const result = await login(staffRealm, db, {
    email,
    password,
    clientIp: nextIp(),
    request: new Request(`${ORIGIN}/admin`, { method: 'POST' }),
    secret: TEST_SECRET,
    secureCookie: false,
  })
  if (!result.ok) throw new Error(`could not sign in as ${email}: ${result.reason}`)
  return cookieValue(result.setCookie)
}

/** A same-origin POST of a form, as a browser page of the site sends it. */
export function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', ...headers },
    body: new URLSearchParams(fields),
  })
}

export function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, { headers })
}

/** An admin action's answer as the suites read it: its notice, or the guarded edge's reply. */
export type ActionReply = {
  data: {
    notice?: { key: string; values?: Record<string, unknown> }
    result?: { initialValue?: Record<string, string>; error?: Record<string, string[]> }
  }
  init?: { status?: number }
}

/** Runs a loader or action as the server would, on `db`, and returns what it returned or threw. */
export function runRoute(db: Db, fn: ((args: never) => unknown) | undefined, request: Request) {
  return settle(() => fn!({ request, context: testContext(db), params: {} } as never))
}

/** Runs a loader or action and returns what it returned or threw (React Router treats both as answers). */
export async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run()
  } catch (thrown) {
    return thrown
  }
}

/** A picture in the Image Manager (tiny stand-in bytes), with a variant at each of `widths`. */
export async function insertLibraryImage(
  db: Db,
  image: { id: string; fileName: string; width: number; height: number },
  widths: number[],
) {
  await db.insert(images).values({ ...image, sourceType: 'jpeg', sourceBytes: 1000 })
  await db.insert(imageVariants).values(
    widths.map((width) => ({
      imageId: image.id,
      width,
      height: Math.round((width * image.height) / image.width),
      bytes: 4,
      data: new Uint8Array([1, 2, 3, 4]),
    })),
  )
}
