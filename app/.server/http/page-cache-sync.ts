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
export function startPageCacheSync(options: {
  url: string
  cache: PageCache
  logger: Logger
  /**
   * More channels heard on the same connection, each with what to do on a notification (the outbox
   * worker's wake-up, ADR 038). Called too when the listener (re)connects: one may have been missed.
   */
  listen?: Record<string, () => void>
}) {
  const { cache, logger } = options
  const also = options.listen ?? {}
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
      if (message.channel !== PAGE_CACHE_CHANNEL) return also[message.channel]?.()
      const payload = message.payload ?? ''
      const space = payload.indexOf(' ')
      const sender = space < 0 ? payload : payload.slice(0, space)
      if (sender === cache.instanceId) return
      cache.purgeLocal(`${space < 0 ? 'write' : payload.slice(space + 1)} (another instance)`)
    })
    try {
      await next.connect()
      for (const channel of [PAGE_CACHE_CHANNEL, ...Object.keys(also)]) await next.query(`LISTEN ${channel}`)
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
    for (const heard of Object.values(also)) heard()
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

  /** NOTIFY on the listening connection, or on one of its own while that one is down. */
  const notify = async (channel: string, payload: string) => {
    const sender = client ?? new pg.Client({ connectionString: options.url })
    const ownConnection = sender !== client
    try {
      if (ownConnection) await sender.connect()
      await sender.query('SELECT pg_notify($1, $2)', [channel, payload])
    } finally {
      if (ownConnection) await sender.end().catch(() => {})
    }
  }
  cache.broadcast = (reason) => notify(PAGE_CACHE_CHANNEL, `${cache.instanceId} ${reason}`)

  const ready = connect()
  return {
    /** Resolves once the first attempt to listen is over (listening or retrying). */
    ready,
    notify,
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
