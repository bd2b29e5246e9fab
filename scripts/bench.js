// `npm run bench`: builds, starts the production server on the embedded database (and then on
// PostgreSQL when BENCH_DATABASE_URL is set) and measures with autocannon (20 connections, 10 s per
// route): a static file as large as the home page's HTML served by the same server (the machine's
// limit for such a response), `/`, `/es`, one sample of every other page kind of the route
// inventory, and every accepted form POST of scripts/bench-forms.js. Writes reports/bench.json and
// reports/bench.md. Not part of `npm test`: timings on a shared machine are noisy.
//
// Options (environment): BENCH_PORT (default 4201), BENCH_DATABASE_URL, BENCH_CONNECTIONS (20),
// BENCH_DURATION (10 s), BENCH_LOG_LEVEL (info, as in production), SKIP_BUILD=1.
/* global fetch, setInterval, clearInterval, Buffer */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { benchMail, mailLine } from './bench-mail.js'
import { formPosts } from './bench-forms.js'
import { build, cpuMs, memoryMb, root, sleep, startServer } from './lib/measure.js'
import { importTool } from './lib/tools.js'

// autocannon is installed under tools/ on first use (scripts/lib/tools.js).
const { default: autocannon } = await importTool('autocannon')

const port = Number(process.env.BENCH_PORT ?? 4201)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const duration = Number(process.env.BENCH_DURATION ?? 10)
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info'
const baselineName = 'bench-static-baseline.html'
const baselineFile = path.join(root, 'build/client', baselineName)

async function load(target) {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration,
  })
  const expected = String(target.expectStatus ?? 200)
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => status !== expected)
    .reduce((sum, [, s]) => sum + s.count, 0)
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    unexpectedStatus: unexpected,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/** Runs one target while sampling the server's RSS; returns the figures and the highest RSS seen. */
async function measure(server, target) {
  let peak = 0
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryMb(server.pid).rss)
    } catch {
      // The process is gone: the run reports the errors.
    }
  }, 200)
  const cpuBefore = cpuMs(server.pid)
  try {
    const figures = await load(target)
    const cpuPerRequest = figures.requests ? (cpuMs(server.pid) - cpuBefore) / figures.requests : null
    return {
      ...figures,
      serverCpuMsPerRequest: cpuPerRequest && Number(cpuPerRequest.toFixed(2)),
      rssPeakMb: peak,
    }
  } finally {
    clearInterval(sampler)
  }
}

async function benchDatabase(kind, databaseUrl) {
  console.log(`\n▶ ${kind}: starting the production server on port ${port}…`)
  const server = await startServer({
    port,
    databaseUrl,
    logLevel,
    // Accepted form POSTs would otherwise be turned away by the per-IP rate limits.
    extraEnv: { RATE_LIMIT_SCALE: '1000000' },
  })
  let run
  try {
    const pages = server.inventory.filter((p) => p.lang === 'en' || p.id === 'home')
    const home = await fetch(`${server.origin}/`, { headers: { 'accept-encoding': 'identity' } })
    const homeHtml = Buffer.from(await home.arrayBuffer())
    // The baseline: the same bytes as `/`, as a file, through the same Express stack.
    writeFileSync(baselineFile, homeHtml)

    const targets = [
      { name: 'static file (baseline)', path: `/${baselineName}`, kind: 'static' },
      ...pages.map((p) => ({
        name: p.pattern === '/' ? p.path : `${p.pattern} (${p.path})`,
        path: p.path,
        kind: 'page',
      })),
    ]
    for (const form of formPosts) {
      const prepared = await form.prepare(server.origin)
      targets.push({
        name: `POST ${form.name}`,
        path: form.path,
        kind: 'form',
        method: 'POST',
        headers: prepared.headers,
        body: prepared.body,
        expectStatus: form.acceptedStatus,
      })
    }
    // Each page answers 200 before it is measured.
    for (const target of targets) {
      target.url = `${server.origin}${target.path}`
      if (target.kind === 'form') continue
      const r = await fetch(target.url, { headers: { 'accept-encoding': 'identity' } })
      if (r.status !== 200) throw new Error(`${target.path} answered ${r.status}, not 200`)
      target.bytes = (await r.arrayBuffer()).byteLength
    }
    await sleep(2000)
    const idle = memoryMb(server.pid)
    console.log(`  idle RSS ${idle.rss} MB; home HTML ${homeHtml.length} bytes`)
    // Warm-up (JIT, caches), not recorded: the first route measured would otherwise pay for it.
    const warmUp = Math.min(3, duration)
    process.stdout.write(`  warming up (${warmUp} s per route)…`)
    for (const target of targets.filter((t) => t.kind !== 'form')) {
      await autocannon({ url: target.url, connections, duration: warmUp })
    }
    console.log(' done')
    await sleep(1000)

    const results = []
    for (const target of targets) {
      process.stdout.write(`  ${target.name}: `)
      const figures = await measure(server, target)
      results.push({
        name: target.name,
        method: target.method ?? 'GET',
        path: target.path,
        kind: target.kind,
        bytes: target.bytes,
        ...figures,
      })
      console.log(`${figures.reqPerSec} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`)
      await sleep(1000)
    }
    const baseline = results[0].reqPerSec
    for (const r of results) r.ratioToStatic = baseline ? Number((r.reqPerSec / baseline).toFixed(3)) : null
    const peak = memoryMb(server.pid)
    run = {
      database: kind,
      homeHtmlBytes: homeHtml.length,
      rss: {
        idleMb: idle.rss,
        peakUnderLoadMb: Math.max(...results.map((r) => r.rssPeakMb)),
        peakMb: peak.hwm,
      },
      results,
      formPosts: formPosts.length ? undefined : 'no form POST yet',
    }
  } finally {
    rmSync(baselineFile, { force: true })
    await server.stop()
  }
  // A newsletter to 1,000 subscribers, on a server and fresh database of its own (issue #22 item 6).
  run.mail = await benchMail({ databaseUrl, port: port + 1 })
  return run
}

function markdown(report) {
  const lines = [
    '# Benchmark',
    '',
    `${report.date}; Node ${report.node}; ${report.cpus} × ${report.cpuModel}; load average before the run ${report.loadAverage.join(' / ')}.`,
    `autocannon: ${report.connections} connections, ${report.durationSeconds} s per route; server log level ${report.logLevel}.`,
    'The static baseline is a file with the same bytes as the home page HTML, served by the same Express server:',
    'the ratio says how close a page comes to what this machine can serve for a response of that size.',
    'Server CPU ms/req (user + system time of the server process per request) depends little on other load',
    'on the machine: compare it between runs when the load average differs.',
    '',
  ]
  for (const run of report.runs) {
    lines.push(
      `## ${run.database === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL'}`,
      '',
      '| route | bytes | req/s | p50 ms | p99 ms | vs static | server CPU ms/req | failed |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...run.results.map(
        (r) =>
          `| ${r.method === 'GET' ? '' : `${r.method} `}${r.name} | ${r.bytes ?? ''} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${(r.ratioToStatic * 100).toFixed(1)} % | ${r.serverCpuMsPerRequest ?? ''} | ${r.unexpectedStatus + r.errors + r.timeouts} |`,
      ),
      '',
      `Form POST: ${run.formPosts ?? `${run.results.filter((r) => r.kind === 'form').length} measured above`}.`,
      '',
      `Mail: ${run.mail ? mailLine(run.mail) : 'not measured'}.`,
      '',
      `Server RSS: ${run.rss.idleMb} MB idle, ${run.rss.peakUnderLoadMb} MB highest sampled under load, ${run.rss.peakMb} MB peak (VmHWM, start-up included).`,
      '',
    )
  }
  return lines.join('\n')
}

const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  connections,
  durationSeconds: duration,
  logLevel,
  runs: [],
}

let failed = false
try {
  build()
  report.runs.push(await benchDatabase('pglite'))
  if (process.env.BENCH_DATABASE_URL) {
    report.runs.push(await benchDatabase('postgres', process.env.BENCH_DATABASE_URL))
  } else {
    console.log('\nBENCH_DATABASE_URL is not set: measured on the embedded database only.')
  }
} catch (error) {
  console.error(`\nbench failed: ${error.stack ?? error}`)
  failed = true
}
if (report.runs.length) {
  mkdirSync(path.join(root, 'reports'), { recursive: true })
  writeFileSync(path.join(root, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(path.join(root, 'reports/bench.md'), markdown(report))
  console.log(`\n${markdown(report)}\nwritten: reports/bench.json, reports/bench.md`)
  if (report.runs.some((run) => run.results.some((r) => r.unexpectedStatus + r.errors + r.timeouts > 0))) {
    console.error('some requests failed or answered an unexpected status: see the "failed" column')
    failed = true
  }
}
process.exit(failed ? 1 : 0)
