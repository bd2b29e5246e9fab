import cluster from 'node:cluster'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Logger } from 'pino'
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { routeKindFor } from '#app/domain/http/request-edge'
import { dbOf, type DataSource } from '../db/source'
import type { PageCache } from '../http/page-cache'
import { outboxBacklog } from '../repos/outbox'

/**
 * What the site tells Prometheus (issue #32, ADR 040), in one registry of its own: the requests by
 * route kind (the page registry's ids, never URLs) and status with their latency, the page cache's
 * hits and misses, the outbox's backlog, the last backup's age, and prom-client's process metrics
 * (memory, CPU, event-loop lag, garbage collection). The outbox and the backup are read from the
 * database when a scrape asks, so they are right whichever process sends the mail or takes the
 * backups; the rest belongs to this process.
 */

/** The last backup of the data (app/.server/services/operations/backups.ts's `lastBackup`), or null: none yet. */
export type LastBackup = (source: DataSource) => Promise<{ at: Date; bytes: number } | null>

/** One answered request, as server/metrics.js sees it when the response closes. */
export type RequestObservation = {
  method: string
  /** The URL path, without the query string. */
  path: string
  /** The status sent, or 'aborted': the connection closed before the answer was complete. */
  status: number | 'aborted'
  seconds: number
  /** The X-Page-Cache header of the answer, if any (server/edge.js sets it). */
  pageCache: string | undefined
}

export type AppMetrics = {
  readonly contentType: string
  /** Does a request with this Authorization header carry the scrape token (METRICS_TOKEN)? */
  authorized(authorization: string | undefined): boolean
  observeRequest(request: RequestObservation): void
  /** The text of a scrape, in Prometheus' text format. */
  scrape(): Promise<string>
}

/**
 * Latency buckets, in seconds: a kept page answers in about a millisecond, a rendered page in tens,
 * a form POST in tens to hundreds (issue #32's goal: every form's p99 under 150 ms).
 */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10]

/** prom-client's default gauges named like counters, left out of the scrape. */
const NON_COUNTER_TOTALS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
]

const OUTBOX_STATUSES = ['pending', 'sending', 'held', 'failed'] as const

/** The methods the site answers keep their name; any other (refused with 405) is 'other'. */
const methodLabel = (method: string) =>
  method === 'GET' || method === 'HEAD' || method === 'POST' ? method : 'other'

/**
 * Gauges whose values come from one `read()` of stored data (the database), made when a scrape
 * asks: prom-client collects the series side by side, and they share that one read. A failed read
 * is logged and gives NaN, and the rest of the scrape still answers. The data is the same in every
 * process: a cluster keeps one value ('max'), not the sum.
 */
function storedGauges<T>(registry: Registry, logger: Logger, what: string, read: () => Promise<T>) {
  let inFlight: Promise<T | null> | null = null
  const shared = () =>
    (inFlight ??= read()
      .catch((error: unknown) => {
        logger.warn({ err: error }, `metrics: ${what} could not be read`)
        return null
      })
      .finally(() => {
        inFlight = null
      }))
  /** A gauge of one value, or of one value per label value (`{ status: { pending: …, … } }`). */
  return (
    name: string,
    help: string,
    value: ((data: T) => number) | Record<string, Record<string, (data: T) => number>>,
  ) => {
    const [label, values] = typeof value === 'function' ? [null, { '': value }] : Object.entries(value)[0]!
    new Gauge({
      name,
      help,
      labelNames: label ? [label] : [],
      aggregator: 'max',
      registers: [registry],
      async collect() {
        const data = await shared()
        for (const [labelValue, of] of Object.entries(values)) {
          const n = data === null ? Number.NaN : of(data)
          if (label) this.set({ [label]: labelValue }, n)
          else this.set(n)
        }
      },
    })
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Compares in constant time (of the digests: the token's length shows nothing either), so the
 * answer's timing tells a guesser nothing.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '')
  return !!match && timingSafeEqual(digest(match[1]!), digest(token))
}

export function createMetrics(options: {
  /** METRICS_TOKEN: what a scrape must send as its bearer token. */
  token: string
  source: DataSource
  pageCache: Pick<PageCache, 'stats'>
  logger: Logger
  /** Unset until a backup service is wired: then no backup series is exported. */
  lastBackup?: LastBackup | null
  now?: () => Date
}): AppMetrics {
  const now = options.now ?? (() => new Date())
  const secondsSince = (date: Date) => (now().getTime() - date.getTime()) / 1000
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  // Three of prom-client's gauges carry a counter's `_total` suffix, which `promtool check metrics`
  // rejects (issue #46); each is the sum of the gauge beside it, by type (`sum(nodejs_active_handles)`).
  for (const name of NON_COUNTER_TOTALS) registry.removeSingleMetric(name)

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route kind (page registry id), method and status; _count counts the requests.',
    labelNames: ['route', 'method', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const pageCacheRequests = new Counter({
    name: 'courier_page_cache_requests_total',
    help: 'Requests the rendered-page cache could answer, by route kind and result (hit: answered from the cache; miss: rendered).',
    labelNames: ['route', 'result'],
    registers: [registry],
  })
  new Gauge({
    name: 'courier_page_cache_entries',
    help: 'Pages kept in this process’s rendered-page cache.',
    registers: [registry],
    collect() {
      this.set(options.pageCache.stats().entries)
    },
  })
  new Gauge({
    name: 'courier_page_cache_bytes',
    help: 'Bytes of the pages kept in this process’s rendered-page cache.',
    registers: [registry],
    collect() {
      this.set(options.pageCache.stats().bytes)
    },
  })

  const outboxGauge = storedGauges(registry, options.logger, 'the outbox', () =>
    outboxBacklog(dbOf(options.source), now()),
  )
  outboxGauge(
    'courier_outbox_messages',
    'Outbox messages (e-mails and jobs) still to go out, held for want of SMTP_URL, or failed for good, by status.',
    { status: Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, (backlog) => backlog[status]])) },
  )
  outboxGauge(
    'courier_outbox_retrying_messages',
    'Pending outbox messages whose last attempt failed (waiting to be tried again).',
    (backlog) => backlog.retrying,
  )
  outboxGauge(
    'courier_outbox_oldest_waiting_seconds',
    'How long the longest-waiting outbox message due to go out has waited; 0 when none waits.',
    ({ waitingSince }) => (waitingSince ? Math.max(0, secondsSince(waitingSince)) : 0),
  )

  const lastBackup = options.lastBackup
  if (lastBackup) {
    const backupGauge = storedGauges(registry, options.logger, 'the last backup', async () => ({
      last: await lastBackup(options.source),
    }))
    backupGauge(
      'courier_backup_age_seconds',
      'Seconds since the last backup was written; +Inf when there is none.',
      ({ last }) => (last ? secondsSince(last.at) : Number.POSITIVE_INFINITY),
    )
    backupGauge(
      'courier_backup_size_bytes',
      'Size of the last backup file; 0 when there is none.',
      ({ last }) => last?.bytes ?? 0,
    )
  }

  // Several processes under node:cluster (ADR 040, ADR 038): each answers its primary's requests for
  // this registry, which the primary adds up (AggregatorRegistry.clusterMetrics()); the web process
  // a scrape reaches asks the primary for that sum (server/index.js).
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([registry])
    new AggregatorRegistry()
  }

  return {
    contentType: registry.contentType,
    authorized: (authorization) => bearerMatches(authorization, options.token),
    observeRequest({ method, path, status, seconds, pageCache }) {
      const route = routeKindFor(path)
      requests.observe({ route, method: methodLabel(method), status: String(status) }, seconds)
      if (pageCache === 'hit' || pageCache === 'miss') pageCacheRequests.inc({ route, result: pageCache })
    },
    scrape: cluster.isWorker && process.send ? () => scrapeThroughPrimary() : () => registry.metrics(),
  }
}

/** How long a web process waits for its primary's sum of every process's metrics. */
const CLUSTER_SCRAPE_TIMEOUT_MS = 10_000
let scrapes = 0

/**
 * Under node:cluster, the metrics of every process of the primary, summed by it: asked over IPC
 * (`{ courier: 'metrics-request', id }`, answered `{ courier: 'metrics', id, text | error }`).
 */
function scrapeThroughPrimary(): Promise<string> {
  const id = ++scrapes
  return new Promise((resolve, reject) => {
    const onMessage = (message: { courier?: string; id?: number; text?: string; error?: string }) => {
      if (message?.courier !== 'metrics' || message.id !== id) return
      done()
      if (typeof message.text === 'string') resolve(message.text)
      else reject(new Error(`the primary could not add up the metrics: ${message.error ?? 'no answer'}`))
    }
    const timer = setTimeout(() => {
      done()
      reject(new Error('the primary did not answer the metrics request'))
    }, CLUSTER_SCRAPE_TIMEOUT_MS)
    const done = () => {
      clearTimeout(timer)
      process.off('message', onMessage)
    }
    process.on('message', onMessage)
    process.send!({ courier: 'metrics-request', id })
  })
}
