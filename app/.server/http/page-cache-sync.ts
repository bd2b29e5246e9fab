import type { Logger } from 'pino'
import pg from 'pg'
import type { PageCache } from './page-cache'

/** The PostgreSQL channel every instance listens on for purges (ADR 027). */
export const PAGE_CACHE_CHANNEL = 'page_cache_purge'

/**
 * Several instances on one PostgreSQL database: a purge on one is sent with NOTIFY, and every
 * instance LISTENs on its own connection and purges its pages (not the sender: it already has).
 * While the listening connection is down, pages are not kept at all (a purge could be missed);
 * it reconnects with back-off and purges once back, for what it may have missed.
 */
export function startPageCacheSync(options: { url: string; cache: PageCache; logger: Logger }) {
  const { cache, logger } = options
  let client: pg.Client | null = null
  let stopped = false
  let retryMs = 500
  let timer: ReturnType<typeof setTimeout> | undefined
  // The cache keeps nothing until the first LISTEN is in place.
  let listening = false
  const keyFor = cache.keyFor
  cache.keyFor = (request) => (listening ? keyFor(request) : null)

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url })
    next.on('error', (error) => {
      logger.warn({ err: error }, 'page cache: the purge listener lost its connection')
      drop(next)
    })
    next.on('notification', (message) => {
      if (message.channel !== PAGE_CACHE_CHANNEL) return
      const payload = message.payload ?? ''
      const space = payload.indexOf(' ')
      const sender = space < 0 ? payload : payload.slice(0, space)
      if (sender === cache.instanceId) return
      cache.purgeLocal(`${space < 0 ? 'write' : payload.slice(space + 1)} (another instance)`)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${PAGE_CACHE_CHANNEL}`)
    } catch (error) {
      logger.warn({ err: error }, 'page cache: could not listen for purges; retrying')
      await next.end().catch(() => {})
      return retry()
    }
    if (stopped) return void (await next.end().catch(() => {}))
    client = next
    retryMs = 500
    // Whatever changed while nobody listened is forgotten here too.
    cache.purgeLocal('purge listener connected')
    listening = true
  }

  const drop = (which: pg.Client) => {
    if (client !== which) return
    client = null
    listening = false
    which.end().catch(() => {})
    retry()
  }

  const retry = () => {
    if (stopped) return
    timer = setTimeout(() => void connect(), retryMs)
    retryMs = Math.min(retryMs * 2, 30_000)
  }

  cache.broadcast = async (reason) => {
    const sender = client ?? new pg.Client({ connectionString: options.url })
    const ownConnection = sender !== client
    try {
      if (ownConnection) await sender.connect()
      await sender.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, `${cache.instanceId} ${reason}`])
    } finally {
      if (ownConnection) await sender.end().catch(() => {})
    }
  }

  const ready = connect()
  return {
    /** Resolves once the first attempt to listen is over (listening or retrying). */
    ready,
    async stop() {
      stopped = true
      clearTimeout(timer)
      listening = false
      const last = client
      client = null
      await last?.end().catch(() => {})
    },
  }
}
