import type { RouterContextProvider } from 'react-router'
import pino from 'pino'
import { createRequestContext, type AppContext } from '#app/.server/context'
import { parseEnv, type Env } from '#app/.server/env'
import type { TestDatabase } from './test-database'

export const TEST_SESSION_SECRET = 'integration-session-secret-0123456789abcdef'
export const TEST_SECURE_VIDEOS_PASSWORD = 'tutorials for operators'

/** The environment a test server would have: defaults, plus a fixed secret and videos password. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    // Links in e-mails come from the configured site origin, never the request (ADR 024): the one
    // the suites send their requests to.
    ...parseEnv({ PUBLIC_SITE_URL: 'http://localhost' }),
    DATA_DIR: '/nonexistent',
    BACKUP_DIR: null,
    SESSION_SECRET: TEST_SESSION_SECRET,
    SECURE_VIDEOS_PASSWORD: TEST_SECURE_VIDEOS_PASSWORD,
    ...overrides,
  }
}

/** What server/app.js hands loaders and actions, on a test database. */
export function testContext(
  t: TestDatabase,
  options: { clientIp?: string; env?: Partial<Env>; services?: Partial<AppContext> } = {},
): RouterContextProvider {
  return createRequestContext({ ...testServices(t, options), ...options.services })
}

/** The services of a test request (appContext), on a test database. */
export function testServices(
  t: TestDatabase,
  options: { clientIp?: string; env?: Partial<Env> } = {},
): AppContext {
  return {
    db: t.db,
    dbKind: t.kind,
    env: testEnv(options.env),
    logger: pino({ level: 'silent' }),
    // Tests deliver with deliverOutbox() (tests/support/outbox.ts) when they want the e-mails.
    outbox: { nudge() {} },
    cspNonce: 'test-nonce',
    requestId: 'test-request',
    clientIp: options.clientIp ?? '198.51.100.1',
  }
}

/** A route module's loader/action arguments (the fields our routes read). */
export function routeArgs<T>(
  request: Request,
  context: RouterContextProvider,
  params: Record<string, string> = {},
): T {
  return { request, context, params, unstable_pattern: '' } as unknown as T
}
