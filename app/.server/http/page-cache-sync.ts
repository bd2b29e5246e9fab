import type { Logger } from 'pino'
import pg from 'pg'
import type { PageCache } from './page-cache'

/** The PostgreSQL channel every instance listens on for purges (ADR 027). */
export const PAGE_CACHE_CHANNEL = 'page_cache_purge'
/** The channel a listener answers a purge on, once its pages are gone (ADR 027's amendment). */
export const PAGE_CACHE_ACK_CHANNEL = 'page_cache_purged'
/** What a listening connection's application_name carries, so a sender can count its peers. */
const LISTENER_MARK = 'page-cache '
/** How long a purge waits for the other listeners' answers before it goes on without them. */
const ACK_TIMEOUT_MS = 2_000

function withName(url: string, name: string) {
  const named = new URL(url)
  named.searchParams.set('application_name', name)
  return named.toString()
}

/** The listener's application_name: the configured one (if any) and the mark with this instance's id. */
export function listenerName(url: string, instanceId: string) {
  const base = new URL(url).searchParams.get('application_name')
  // PostgreSQL keeps 63 bytes of it; the mark and the id (a UUID) fit in 47.
  return `${base ? `${base.slice(0, 15)} ` : ''}${LISTENER_MARK}${instanceId}`
}

/**
 * Several instances on one PostgreSQL database: a purge on one is sent with NOTIFY, and every
 * instance LISTENs on its own connection and purges its pages (not the sender: it already has).
 * While the listening connection is down, pages are not kept at all (a purge could be missed);
 * it reconnects with back-off and purges once back, for what it may have missed.
 *
 * A purge is over only when every other listener has answered that its pages are gone (or after
 * ACK_TIMEOUT_MS, for one that died meanwhile): a staff member's save, which awaits the purge, is
 * answered after no instance can still serve the page as it was. Without the answers, an instance
 * busy with other requests could serve a kept page in the moment before it read the notification.
 * The peers are counted by their listening connections' application_name.
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
  /** How long a purge waits for the other listeners (ACK_TIMEOUT_MS unless told). */
  ackTimeoutMs?: number
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
  const ackTimeoutMs = options.ackTimeoutMs ?? ACK_TIMEOUT_MS
  const listenerUrl = withName(options.url, listenerName(options.url, cache.instanceId))
  // The purges of this instance still waiting for answers: purge id -> who answered, and the count wanted.
  const waiting = new Map<string, { from: Set<string>; wanted: number; done: () => void }>()
  let purges = 0

  const heardAck = (payload: string) => {
    const [id, from] = payload.split(' ')
    const purge = waiting.get(id ?? '')
    if (!purge || !from) return
    purge.from.add(from)
    if (purge.from.size >= purge.wanted) purge.done()
  }

  const connect = async () => {
    const next = new pg.Client({ connectionString: listenerUrl })
    next.on('error', (error) => {
      logger.warn({ err: error }, 'page cache: the purge listener lost its connection')
      drop(next)
    })
    next.on('notification', (message) => {
      if (message.channel === PAGE_CACHE_ACK_CHANNEL) return heardAck(message.payload ?? '')
      if (message.channel !== PAGE_CACHE_CHANNEL) return also[message.channel]?.()
      const payload = message.payload ?? ''
      const space = payload.indexOf(' ')
      const sender = space < 0 ? payload : payload.slice(0, space)
      if (sender === cache.instanceId) return
      // "<instance>/<n> <reason>" from a sender that waits for the answer; "<instance> <reason>" otherwise.
      const slash = sender.indexOf('/')
      if (slash >= 0 && sender.slice(0, slash) === cache.instanceId) return
      cache.purgeLocal(`${space < 0 ? 'write' : payload.slice(space + 1)} (another instance)`)
      if (slash >= 0) {
        next
          .query('SELECT pg_notify($1, $2)', [PAGE_CACHE_ACK_CHANNEL, `${sender} ${cache.instanceId}`])
          .catch((error: unknown) => logger.warn({ err: error }, 'page cache: could not answer a purge'))
      }
    })
    try {
      await next.connect()
      for (const channel of [PAGE_CACHE_CHANNEL, PAGE_CACHE_ACK_CHANNEL, ...Object.keys(also)]) {
        await next.query(`LISTEN ${channel}`)
      }
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
  cache.broadcast = async (reason) => {
    const listener = client
    // Cut off from the others' answers: told, but not waited for (its own pages are not kept meanwhile).
    if (!listener) return notify(PAGE_CACHE_CHANNEL, `${cache.instanceId} ${reason}`)
    const id = `${cache.instanceId}/${++purges}`
    const { rows } = await listener.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE $1`,
      [`%${LISTENER_MARK}%`],
    )
    const wanted = rows[0]?.n ?? 0
    if (wanted === 0) return notify(PAGE_CACHE_CHANNEL, `${id} ${reason}`)
    let timer: ReturnType<typeof setTimeout> | undefined
    const answered = new Promise<boolean>((resolve) => {
      waiting.set(id, { from: new Set(), wanted, done: () => resolve(true) })
      timer = setTimeout(() => resolve(false), ackTimeoutMs)
    })
    try {
      await notify(PAGE_CACHE_CHANNEL, `${id} ${reason}`)
      if (!(await answered)) {
        const heard = waiting.get(id)?.from.size ?? 0
        logger.warn({ reason, wanted, heard }, 'page cache: not every instance answered a purge in time')
      }
    } finally {
      clearTimeout(timer)
      waiting.delete(id)
    }
  }

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
