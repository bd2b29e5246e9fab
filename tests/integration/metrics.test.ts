/**
 * The metrics' series on a real database (issue #32, ADR 040): the outbox's backlog by status, the
 * messages retrying, the age of the longest-waiting one, the last backup's age and size, the
 * requests by route kind and the page cache's hits and misses, all read back through Prometheus'
 * text format. The HTTP side (the token, 404 to the public) is tests/smoke/metrics.test.ts.
 */
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '#app/.server/db/client'
import { createPageCache } from '#app/.server/http/page-cache'
import { bearerMatches, createMetrics, type LastBackup } from '#app/.server/metrics/metrics'
import { insertOutboxRows, type NewOutboxRow } from '#app/.server/repos/outbox'
import { parsePrometheusText, samplesOf, valueOf } from '../support/prometheus-text'
import { createTestDatabase, type TestDatabase } from './test-database'

const TOKEN = 'metrics-test-token-0123456789abcdef0123'
const now = new Date('2031-03-04T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
const logger = pino({ level: 'silent' })
const SECRET = 'page-cache-test-secret-0123456789abcdef'

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase({ seed: false })
  const row = (status: NewOutboxRow['status'], fields: Partial<NewOutboxRow> = {}): NewOutboxRow => ({
    channel: 'email',
    category: 'test.metrics',
    payload: {},
    status,
    createdAt: ago(10),
    nextAttemptAt: ago(10),
    ...fields,
  })
  await insertOutboxRows(t.db, [
    // Due 40 s ago, never tried: it has waited 40 s.
    row('pending', { createdAt: ago(100), nextAttemptAt: ago(40) }),
    // Queued now for two hours from now (a booking escalation): not waiting yet.
    row('pending', { createdAt: ago(7200), nextAttemptAt: new Date(now.getTime() + 7_200_000) }),
    // Failed twice since it was queued 300 s ago; tried again in a minute: the longest wait.
    row('pending', { attempts: 2, createdAt: ago(300), nextAttemptAt: new Date(now.getTime() + 60_000) }),
    row('sending', { attempts: 1 }),
    row('held'),
    row('held'),
    row('failed', { attempts: 10 }),
    // History: not counted.
    row('sent', { attempts: 1, createdAt: ago(90_000) }),
    row('skipped', { createdAt: ago(90_000) }),
  ])
})
afterAll(async () => {
  await t?.drop()
})

function metricsFor(source: Database, lastBackup?: LastBackup | null) {
  const pageCache = createPageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000, logger, secret: SECRET })
  return createMetrics({ token: TOKEN, source: source.db, pageCache, logger, lastBackup, now: () => now })
}

async function scrape(metrics: ReturnType<typeof metricsFor>) {
  return parsePrometheusText(await metrics.scrape())
}

describe('the metrics of the outbox, the backups and the requests', () => {
  it('counts the outbox by status, the retrying ones, and the longest wait', async () => {
    const families = await scrape(metricsFor(t))
    expect(valueOf(families, 'courier_outbox_messages', { status: 'pending' })).toBe(3)
    expect(valueOf(families, 'courier_outbox_messages', { status: 'sending' })).toBe(1)
    expect(valueOf(families, 'courier_outbox_messages', { status: 'held' })).toBe(2)
    expect(valueOf(families, 'courier_outbox_messages', { status: 'failed' })).toBe(1)
    expect(samplesOf(families, 'courier_outbox_messages')).toHaveLength(4)
    expect(valueOf(families, 'courier_outbox_retrying_messages')).toBe(1)
    expect(valueOf(families, 'courier_outbox_oldest_waiting_seconds')).toBe(300)
    expect(families.get('courier_outbox_messages')?.type).toBe('gauge')
  })

  it('gives the last backup’s age and size, +Inf when there is none, no series when none is wired', async () => {
    const backedUp = await scrape(metricsFor(t, async () => ({ at: ago(3600), bytes: 12_345 })))
    expect(valueOf(backedUp, 'courier_backup_age_seconds')).toBe(3600)
    expect(valueOf(backedUp, 'courier_backup_size_bytes')).toBe(12_345)

    const never = await scrape(metricsFor(t, async () => null))
    expect(valueOf(never, 'courier_backup_age_seconds')).toBe(Number.POSITIVE_INFINITY)
    expect(valueOf(never, 'courier_backup_size_bytes')).toBe(0)

    const unreadable = await scrape(
      metricsFor(t, async () => {
        throw new Error('no backup folder')
      }),
    )
    expect(valueOf(unreadable, 'courier_backup_age_seconds')).toBeNaN()
    // The rest of the scrape still answers.
    expect(valueOf(unreadable, 'courier_outbox_messages', { status: 'held' })).toBe(2)

    expect(samplesOf(await scrape(metricsFor(t)), 'courier_backup_age_seconds')).toEqual([])
  })

  it('still answers the process metrics when the database does not', async () => {
    // A PostgreSQL server that refuses every connection (nothing listens on port 1).
    const down = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/down' })
    const families = await scrape(metricsFor(down)).finally(() => down.close())
    expect(valueOf(families, 'courier_outbox_messages', { status: 'pending' })).toBeNaN()
    expect(valueOf(families, 'courier_outbox_oldest_waiting_seconds')).toBeNaN()
    expect(valueOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000)
  })

  it('labels requests by route kind, method and status, and counts page cache hits and misses', async () => {
    const metrics = metricsFor(t)
    const seen = (method: string, path: string, status: number | 'aborted', pageCache?: string) =>
      metrics.observeRequest({ method, path, status, seconds: 0.004, pageCache })
    seen('GET', '/', 200, 'miss')
    seen('GET', '/', 200, 'hit')
    seen('GET', '/es', 304, 'hit')
    seen('GET', '/es/contact', 200, 'miss')
    seen('POST', '/contact.data', 200)
    seen('GET', '/delray-beach-courier', 404, 'miss')
    seen('PROPFIND', '/x/y/z', 405)
    seen('GET', '/videos', 'aborted')
    const families = await scrape(metrics)
    const count = (labels: Record<string, string>) =>
      valueOf(families, 'http_request_duration_seconds_count', labels)
    expect(count({ route: 'home', method: 'GET', status: '200' })).toBe(2)
    expect(count({ route: 'home', method: 'GET', status: '304' })).toBe(1)
    expect(count({ route: 'contact', method: 'POST', status: '200' })).toBe(1)
    expect(count({ route: 'operator', method: 'GET', status: '404' })).toBe(1)
    expect(count({ route: 'not-found', method: 'other', status: '405' })).toBe(1)
    expect(count({ route: 'videos', method: 'GET', status: 'aborted' })).toBe(1)
    // 4 ms: under the 5 ms bucket's bound, over the 2.5 ms one.
    const bucket = (le: string) =>
      valueOf(families, 'http_request_duration_seconds_bucket', { route: 'contact', method: 'POST', le })
    expect([bucket('0.0025'), bucket('0.005'), bucket('+Inf')]).toEqual([0, 1, 1])
    expect(families.get('http_request_duration_seconds')?.type).toBe('histogram')

    const cache = (route: string, result: string) =>
      valueOf(families, 'courier_page_cache_requests_total', { route, result })
    expect([cache('home', 'hit'), cache('home', 'miss'), cache('contact', 'miss')]).toEqual([2, 1, 1])
    expect(
      samplesOf(families, 'courier_page_cache_requests_total', { route: 'contact', result: 'hit' }),
    ).toEqual([])
    expect(valueOf(families, 'courier_page_cache_entries')).toBe(0)
  })

  it('has prom-client’s process metrics: memory, event-loop lag, CPU', async () => {
    const families = await scrape(metricsFor(t))
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
    ]) {
      expect(samplesOf(families, name).length, name).toBeGreaterThan(0)
    }
    expect(valueOf(families, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(samplesOf(families, 'nodejs_active_handles').length).toBeGreaterThan(0)
  })

  it('names no family but a counter with a counter’s _total suffix (promtool check metrics refuses it)', async () => {
    const families = await scrape(metricsFor(t))
    const misnamed = [...families.values()]
      .filter((family) => family.name.endsWith('_total') && family.type !== 'counter')
      .map((family) => `${family.name} (${family.type})`)
    expect(misnamed).toEqual([])
  })
})

describe('the scrape token', () => {
  it.each([
    [`Bearer ${TOKEN}`, true],
    [`bearer ${TOKEN}`, true],
    [`Bearer ${TOKEN}x`, false],
    [`Bearer ${TOKEN.slice(1)}`, false],
    [`Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, false],
    [TOKEN, false],
    ['Bearer ', false],
    [undefined, false],
  ])('%s → %s', (authorization, allowed) => expect(bearerMatches(authorization, TOKEN)).toBe(allowed))
})
