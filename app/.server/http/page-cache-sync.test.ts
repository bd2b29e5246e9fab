import { randomBytes } from 'node:crypto'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageRequest } from '#app/domain/http/page-cache'
import { createPageCache, type PageCache } from './page-cache'
import { PAGE_CACHE_CHANNEL, startPageCacheSync } from './page-cache-sync'

/**
 * The purge listener of ADR 027 on a real PostgreSQL server (TEST_DATABASE_URL; skipped on PGlite,
 * which has no other process to tell): a purge heard from another instance empties the cache, and
 * when the listening connection is cut the cache keeps nothing until it listens again, then forgets
 * what it kept before (a purge may have been missed meanwhile). The two-process journey is in
 * tests/smoke/page-cache.test.ts; this is the part a server run does not reach: the connection lost.
 */
const url = process.env.TEST_DATABASE_URL
const logger = pino({ level: 'silent' })
const SECRET = 'page-cache-test-secret-0123456789abcdef'
const home: PageRequest = { method: 'GET', pathname: '/', search: '', host: 'localhost', cookie: undefined }

/** Keeps a small page under the home page's key; returns the key. */
function keepHome(cache: PageCache) {
  const key = cache.keyFor(home)
  if (!key) throw new Error('the cache would not keep the home page')
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' })
  const kept = cache.keep(key, cache.begin(), { status: 200, headers, body: Buffer.from('<p>home</p>') }, '')
  expect(kept).not.toBeNull()
  return key
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.skipIf(!url)('page cache purges across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  // A name of its own, so the test finds its listener among the server's connections.
  const applicationName = `page-cache-sync-test-${randomBytes(4).toString('hex')}`
  const listenerUrl = () => {
    const withName = new URL(url!)
    withName.searchParams.set('application_name', applicationName)
    return withName.toString()
  }
  let admin: pg.Client
  let cache: PageCache
  let sync: ReturnType<typeof startPageCacheSync>

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    cache = createPageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, logger, secret: SECRET })
    sync = startPageCacheSync({ url: listenerUrl(), cache, logger })
    await sync.ready
  })

  afterAll(async () => {
    await sync?.stop()
    await admin?.end()
  })

  it('empties the cache when another instance purges, and ignores its own purges', async () => {
    const key = keepHome(cache)
    await admin.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, `${cache.instanceId} its own`])
    // Its own notice comes back too: nothing happens (the sender purged already).
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(cache.lookup(key)).toBeDefined()

    await admin.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, 'another-instance content edited'])
    await until(() => cache.lookup(key) === undefined, 'the purge was heard')
  })

  it('tells the other instances when it purges', async () => {
    const heard: string[] = []
    const other = new pg.Client({ connectionString: url })
    await other.connect()
    try {
      other.on('notification', (message) => heard.push(message.payload ?? ''))
      await other.query(`LISTEN ${PAGE_CACHE_CHANNEL}`)
      await cache.purge('settings saved')
      await until(() => heard.length > 0, 'the other instance heard the purge')
      expect(heard).toEqual([`${cache.instanceId} settings saved`])
    } finally {
      await other.end()
    }
  })

  it('keeps nothing while its listener is cut off, then listens again and forgets what it kept', async () => {
    const key = keepHome(cache)
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    )
    expect(rowCount).toBe(1)

    // Cut off: no page may be kept, since a purge could go unheard.
    await until(() => cache.keyFor(home) === null, 'the cache stopped keeping pages')

    // Back (after a 0.5 s back-off): listening again, and what was kept before is gone.
    await until(() => cache.keyFor(home) !== null, 'the listener reconnected')
    expect(cache.lookup(key)).toBeUndefined()
    const listeners = await admin.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    )
    expect(listeners.rows[0].n).toBe(1)

    // And it hears purges on its new connection.
    const again = keepHome(cache)
    await admin.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, 'another-instance video added'])
    await until(() => cache.lookup(again) === undefined, 'the purge was heard after reconnecting')
  })

  it("hears the outbox worker's wake-ups on the same connection, and sends them with notify() (ADR 038)", async () => {
    const other = createPageCache({ maxBytes: 0, maxAgeMs: 60_000, logger, secret: SECRET })
    let wakes = 0
    const worker = startPageCacheSync({
      url: url!,
      cache: other,
      logger,
      listen: { outbox_wake: () => wakes++ },
    })
    try {
      await worker.ready
      // Once as it starts listening: a wake-up may have been missed before.
      expect(wakes).toBe(1)
      await sync.notify('outbox_wake', '')
      await until(() => wakes === 2, 'the wake-up was heard')
      // A purge is not a wake-up.
      await admin.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, 'another-instance saved'])
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(wakes).toBe(2)
    } finally {
      await worker.stop()
    }
  })
})
