/**
 * /metrics on the production build (issue #32, ADR 040): the public gets 404 whatever it sends; a
 * scrape with METRICS_TOKEN gets Prometheus' text format, by any host name, never cached, and after
 * a few requests its series say what happened: the requests by route kind and status, a page-cache
 * miss then hit, the lead POST's e-mails in the outbox, the process' memory and event-loop lag; and
 * Prometheus' own linter (`promtool check metrics`, issue #46) finds nothing to say about it.
 * Needs `npm run build` first, and promtool (Debian's `prometheus` package, which .ci/run installs).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parsePrometheusText, samplesOf, valueOf } from '../support/prometheus-text'
import { validFields } from '../support/form-fields'
import { start, stop, type Running } from './server-process'
import { createDatabase } from './staff-site'

const TOKEN = 'smoke-metrics-token-abcdefghijklmnopqrstuvwxyz'
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smoke-metrics-'))
let server: Running
let origin: string

// A first start on a new data directory takes ~5 s, but over a minute on a loaded shared machine.
beforeAll(async () => {
  server = await start(
    { NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', METRICS_TOKEN: TOKEN, SMTP_URL: '' },
    { timeoutMs: 170_000 },
  )
  origin = `http://127.0.0.1:${server.port}`
}, 180_000)
afterAll(async () => {
  if (server) await stop(server)
  rmSync(dataDir, { recursive: true, force: true })
})

/** A GET with any headers, the Host header included (fetch would not send another). */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: server.port, path: pathname, headers }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }))
      })
      req.on('error', reject)
    },
  )
}

const scrape = () => get('/metrics', { authorization: `Bearer ${TOKEN}` })

/** Is promtool here? In CI it must be (.ci/run installs it): there its absence fails the lint test. */
const hasPromtool = spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0
const lintSkipped = !hasPromtool && !process.env.CI
const noPromtool = lintSkipped
  ? ' (skipped: promtool is not installed; `apt-get install prometheus` gives it)'
  : ''

describe('/metrics', () => {
  it('is 404 to the public: no token, a wrong one, another scheme, another host name', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Bearer ${TOKEN}0` },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
      { host: 'metrics.example.com' },
    ]
    for (const headers of refused) {
      const answer = await get('/metrics', headers)
      expect(answer.status, JSON.stringify(headers)).toBe(404)
      expect(answer.text).not.toMatch(/process_|http_request|courier_/)
      expect(answer.headers['cache-control']).toBe('no-store')
    }
    expect((await get('/es/metrics')).status).toBe(404)
  })

  it('answers an authorised scrape in the text format, with the series the requests left', async () => {
    // A page kept after its first render, then served from the cache. Every answer is read to
    // its end: a request is counted when its response closes.
    const first = await get('/operators')
    const second = await get('/operators')
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit'])
    expect((await get('/no/such/page')).status).toBe(404)
    // An accepted lead: the submission and its two e-mails (held: no SMTP_URL).
    const lead = await fetch(`${origin}/contact.data`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ website_url: '', ...validFields('lead', 'metrics-smoke@example.com') }),
    })
    expect(lead.status).toBe(200)
    await lead.text()

    const answer = await scrape()
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('no-store')
    const families = parsePrometheusText(answer.text)

    const requests = (labels: Record<string, string>) =>
      valueOf(families, 'http_request_duration_seconds_count', labels)
    // The start-up script asked for / until it answered; these are ours.
    expect(requests({ route: 'operators', method: 'GET', status: '200' })).toBe(2)
    expect(requests({ route: 'not-found', method: 'GET', status: '404' })).toBe(1)
    expect(requests({ route: 'contact', method: 'POST', status: '200' })).toBe(1)
    expect(requests({ route: 'home', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(1)
    // Every route label is a kind, not a URL.
    const routes = new Set(
      samplesOf(families, 'http_request_duration_seconds_count').map((s) => s.labels.route),
    )
    expect([...routes].filter((r) => r!.includes('/'))).toEqual([])
    const sum = valueOf(families, 'http_request_duration_seconds_sum', { route: 'operators', status: '200' })
    expect(sum).toBeGreaterThan(0)
    expect(sum).toBeLessThan(30)

    const cache = (result: string) =>
      valueOf(families, 'courier_page_cache_requests_total', { route: 'operators', result })
    expect([cache('miss'), cache('hit')]).toEqual([1, 1])
    expect(valueOf(families, 'courier_page_cache_entries')).toBeGreaterThanOrEqual(1)
    expect(valueOf(families, 'courier_page_cache_bytes')).toBeGreaterThan(1000)

    const outbox = (status: string) => valueOf(families, 'courier_outbox_messages', { status })
    expect(outbox('pending') + outbox('sending') + outbox('held')).toBeGreaterThanOrEqual(2)
    expect(outbox('failed')).toBe(0)
    expect(valueOf(families, 'courier_outbox_retrying_messages')).toBe(0)
    const waiting = valueOf(families, 'courier_outbox_oldest_waiting_seconds')
    expect(waiting).toBeGreaterThanOrEqual(0)
    expect(waiting).toBeLessThan(120)

    const rss = valueOf(families, 'process_resident_memory_bytes')
    expect(rss).toBeGreaterThan(20 * 1024 * 1024)
    expect(rss).toBeLessThan(2 * 1024 * 1024 * 1024)
    expect(valueOf(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    const lag = valueOf(families, 'nodejs_eventloop_lag_p99_seconds')
    expect(lag).toBeGreaterThan(0)
    expect(lag).toBeLessThan(5)
  })

  it('answers a scrape by any host name (a scraper asks by address), and counts scrapes by their kind', async () => {
    const answer = await get('/metrics', { authorization: `Bearer ${TOKEN}`, host: '10.0.0.7:3000' })
    expect(answer.status).toBe(200)
    const families = parsePrometheusText(answer.text)
    expect(
      valueOf(families, 'http_request_duration_seconds_count', { route: 'metrics', status: '200' }),
    ).toBeGreaterThanOrEqual(1)
    expect(
      valueOf(families, 'http_request_duration_seconds_count', { route: 'metrics', status: '404' }),
    ).toBe(6)
  })

  // Last: by now the scrape has series of every kind (histogram buckets, labelled counters, gauges).
  it.skipIf(lintSkipped)(`passes promtool check metrics${noPromtool}`, async () => {
    const missing = 'promtool is not installed: CI installs Debian’s prometheus package (.ci/run)'
    expect(hasPromtool, missing).toBe(true)
    const answer = await scrape()
    expect(answer.status).toBe(200)
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: answer.text, encoding: 'utf8' })
    // Exit 0 and no word: no error, and no warning (a counter without _total, a missing HELP, …).
    expect({ status: lint.status, output: `${lint.stdout}${lint.stderr}` }).toEqual({ status: 0, output: '' })
  })
})

const databaseUrl = process.env.TEST_DATABASE_URL
const noPostgres = databaseUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set)'

/**
 * On PostgreSQL the server is several processes (ADR 038): two web processes share the port, and a
 * scrape reaching either answers for all of them (the primary adds up every process's registry).
 */
describe.skipIf(!databaseUrl)(`/metrics of several processes${noPostgres}`, () => {
  let database: Awaited<ReturnType<typeof createDatabase>>
  let cluster: Running
  const clusterDir = mkdtempSync(path.join(os.tmpdir(), 'smoke-metrics-cluster-'))

  beforeAll(async () => {
    database = await createDatabase(databaseUrl!, 'smoke_metrics')
    cluster = await start(
      {
        NODE_ENV: 'production',
        DATA_DIR: clusterDir,
        DATABASE_URL: database.url,
        SESSION_SECRET: 'metrics-cluster-smoke-secret-0123456789abcdef',
        METRICS_TOKEN: TOKEN,
        SMTP_URL: '',
        WEB_CONCURRENCY: '2',
      },
      { group: true, timeoutMs: 170_000 },
    )
    // The port answers once one web process listens; the primary's sum asks every process, and
    // one still starting (the job worker loads the build last) would answer after prom-client's
    // 5 s wait: a 500 on a loaded machine. Scrape once the primary says every process started.
    const deadline = Date.now() + 120_000
    while (!cluster.output().includes('"every process started"')) {
      if (Date.now() > deadline) throw new Error(`not every process started:\n${cluster.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }, 180_000)
  afterAll(async () => {
    if (cluster) await stop(cluster)
    await database?.drop()
    rmSync(clusterDir, { recursive: true, force: true })
  })

  /** A GET on a connection of its own: node:cluster hands each connection to the next process. */
  const fresh = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port: cluster.port, path: pathname, headers, agent: false },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, text }))
        },
      )
      req.on('error', reject)
    })

  it('counts the requests of every web process in one scrape', async () => {
    for (let i = 0; i < 20; i++) expect((await fresh('/operators')).status).toBe(200)
    // Each scrape reaches one process or the other; each answers the same sum.
    for (let i = 0; i < 3; i++) {
      const answer = await fresh('/metrics', { authorization: `Bearer ${TOKEN}` })
      expect(answer.status).toBe(200)
      const families = parsePrometheusText(answer.text)
      expect(
        valueOf(families, 'http_request_duration_seconds_count', {
          route: 'operators',
          method: 'GET',
          status: '200',
        }),
      ).toBe(20)
      expect(valueOf(families, 'courier_outbox_messages', { status: 'pending' })).toBeGreaterThanOrEqual(0)
    }
    expect((await fresh('/metrics')).status).toBe(404)
  })
})
