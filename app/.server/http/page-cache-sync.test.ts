import { randomBytes } from 'node:crypto'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageRequest } from '#app/domain/http/page-cache'
import { createPageCache, type PageCache } from './page-cache'
import {
  listenerName,
  PAGE_CACHE_ACK_CHANNEL,
  PAGE_CACHE_CHANNEL,
  startPageCacheSync,
} from './page-cache-sync'

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
  // A name of its own, so the test finds its listener among the server's connections (the listener
  // adds its mark and id to it: listenerName).
  const applicationName = `pcs-${randomBytes(4).toString('hex')}`
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
      expect(heard).toHaveLength(1)
      expect(heard[0]).toMatch(new RegExp(`^${cache.instanceId}/\\d+ settings saved$`))
    } finally {
      await other.end()
    }
  })

  it('keeps nothing while its listener is cut off, then listens again and forgets what it kept', async () => {
    const key = keepHome(cache)
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [listenerName(listenerUrl(), cache.instanceId)],
    )
    expect(rowCount).toBe(1)

    // Cut off: no page may be kept, since a purge could go unheard.
    await until(() => cache.keyFor(home) === null, 'the cache stopped keeping pages')

    // Back (after a 0.5 s back-off): listening again, and what was kept before is gone.
    await until(() => cache.keyFor(home) !== null, 'the listener reconnected')
    expect(cache.lookup(key)).toBeUndefined()
    const listeners = await admin.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
      [listenerName(listenerUrl(), cache.instanceId)],
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

  /** A listener of another instance, on a raw connection: it answers each purge after `delayMs`, or never. */
  async function peer(delayMs: number | null) {
    const id = randomBytes(8).toString('hex')
    const client = new pg.Client({ connectionString: url, application_name: listenerName(url!, id) })
    await client.connect()
    const answered: string[] = []
    client.on('notification', (message) => {
      const [purge] = (message.payload ?? '').split(' ')
      if (message.channel !== PAGE_CACHE_CHANNEL || !purge?.includes('/') || delayMs === null) return
      setTimeout(() => {
        answered.push(purge)
        void client.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_ACK_CHANNEL, `${purge} ${id}`])
      }, delayMs)
    })
    await client.query(`LISTEN ${PAGE_CACHE_CHANNEL}`)
    return { answered, end: () => client.end() }
  }

  it('is over only once the other instances answered that their pages are gone (a staff save waits for it)', async () => {
    // Other listeners of the test database (another test file's server) answer too; these two are slow.
    const slow = [await peer(300), await peer(400)]
    try {
      await cache.purge('content edited')
      // Both answered before the purge was over: neither can still serve a page as it was.
      expect(slow.map((p) => p.answered.length)).toEqual([1, 1])
    } finally {
      for (const p of slow) await p.end()
    }
  })

  it('goes on without an instance that does not answer, after the wait, and says so', async () => {
    const warnings: string[] = []
    const warned = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) })
    const mute = await peer(null)
    const answering = await peer(0)
    const own = createPageCache({ maxBytes: 0, maxAgeMs: 1, logger, secret: SECRET })
    const hurried = startPageCacheSync({ url: url!, cache: own, logger: warned, ackTimeoutMs: 300 })
    try {
      await hurried.ready
      await own.purge('settings saved')
      expect(answering.answered).toHaveLength(1)
      expect(warnings).toHaveLength(1)
      expect(JSON.parse(warnings[0]!)).toMatchObject({
        msg: 'page cache: not every instance answered a purge in time',
        reason: 'settings saved',
      })
      const { wanted, heard } = JSON.parse(warnings[0]!)
      expect(wanted - heard).toBeGreaterThanOrEqual(1)
    } finally {
      await mute.end()
      await answering.end()
      await hurried.stop()
    }
  })
})
