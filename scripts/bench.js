// `npm run bench`: builds, starts the production server on the embedded database (and then on
// PostgreSQL when BENCH_DATABASE_URL is set) and measures with autocannon (20 connections, 10 s per
// route): a static file as large as the home page's HTML served by the same server (the machine's
// limit for such a response), `/`, `/es`, one sample of every other page kind of the route
// inventory, and every accepted form POST of scripts/bench-forms.js. Writes reports/bench.json and
// reports/bench.md. Not part of `npm test`: timings on a shared machine are noisy.
//
// Server RSS is recorded idle before the run, at its peak (VmHWM) and idle again after a settle
// period; the report judges the limits of issue #22 (scripts/lib/bench-limits.js) PASS or FAIL.
// After the run the rows each form stored are counted (the server stopped, its database kept) and
// compared with the accepted answers.
//
// Options (environment): BENCH_PORT (default 4201), BENCH_DATABASE_URL, BENCH_CONNECTIONS (20),
// BENCH_DURATION (10 s), BENCH_LOG_LEVEL (info, as in production), SKIP_BUILD=1,
// BENCH_ONLY=<regex> (case-insensitive, on the target names as the report prints them, e.g.
// 'lead|newsletter' or 'POST' or '^/$|slug'; the static baseline always runs), BENCH_SETTLE
// (seconds of idle after the run before the idle RSS is read, default 15), BENCH_SKIP_PGLITE=1,
// BENCH_WEB_CONCURRENCY=<n>[,<n>…] (PostgreSQL: one run per value with that WEB_CONCURRENCY, and
// the comparison of issue #32: lead POSTs/s of the highest ÷ the lowest, every form POST's p99),
// BENCH_PROFILE=<dir> (each server process runs under `node --cpu-prof`, its profile written to
// <dir>/<database> as it exits; the report lists the busiest process's top ten functions by self
// time: with BENCH_ONLY='^POST lead' that is the lead POST's profile, issue #42).
//
// On PostgreSQL the server is a primary with web processes and an outbox worker (ADR 038): its RSS
// and CPU time are those of the whole process tree.
/* global fetch, setInterval, clearInterval, Buffer */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { formPosts } from './bench-forms.js'
import { benchMail, mailLine } from './bench-mail.js'
import { judgeConcurrency, judgeRun, targetFilter, verdict } from './lib/bench-limits.js'
import { build, countRows, cpuMs, memoryMb, root, sleep, startServer } from './lib/measure.js'
import { importTool } from './lib/tools.js'
import { profileClockUs, profileLines, summariseProfiles } from './lib/cpu-profile.js'

// autocannon is installed under tools/ on first use (scripts/lib/tools.js).
const { default: autocannon } = await importTool('autocannon')

const port = Number(process.env.BENCH_PORT ?? 4201)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const duration = Number(process.env.BENCH_DURATION ?? 10)
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info'
const settleSeconds = Number(process.env.BENCH_SETTLE ?? 15)
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null
const only = targetFilter(process.env.BENCH_ONLY)
const webConcurrencies = (process.env.BENCH_WEB_CONCURRENCY ?? '')
  .split(',')
  .map((v) => v.trim())
  .filter(Boolean)
  .map(Number)
if (webConcurrencies.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error('BENCH_WEB_CONCURRENCY: whole numbers of 1 or more, separated by commas (such as 1,2)')
}
// Every POST of a run carries its own address: bench-<run>-<n>@example.com (scripts/bench-forms.js).
const runId = Date.now().toString(36)
const baselineName = 'bench-static-baseline.html'
const baselineFile = path.join(root, 'build/client', baselineName)

async function load(target, runTag) {
  let sequence = 0
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    // A form's body is written again for every request (its own e-mail address).
    ...(target.makeBody
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: target.makeBody(`bench-${runTag}-${target.index}-${++sequence}@example.com`),
              }),
            },
          ],
        }
      : { body: target.body }),
    connections,
    duration,
  })
  const expected = String(target.expectStatus ?? 200)
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => status !== expected)
    .reduce((sum, [, s]) => sum + s.count, 0)
  return {
    accepted: target.kind === 'form' ? (result.statusCodeStats?.[expected]?.count ?? 0) : undefined,
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
async function measure(server, target, runTag) {
  let peak = 0
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryMb(server.pid).rss)
    } catch {
      // The process is gone: the run reports the errors.
    }
  }, 200)
  const cpuBefore = cpuMs(server.pid)
  const fromUs = profileClockUs()
  try {
    const figures = await load(target, runTag)
    const profileWindow = { name: target.name, fromUs, toUs: profileClockUs(), requests: figures.requests }
    const cpuPerRequest = figures.requests ? (cpuMs(server.pid) - cpuBefore) / figures.requests : null
    return {
      ...figures,
      serverCpuMsPerRequest: cpuPerRequest && Number(cpuPerRequest.toFixed(2)),
      rssPeakMb: peak,
      profileWindow,
    }
  } finally {
    clearInterval(sampler)
  }
}

async function benchDatabase(kind, databaseUrl, webConcurrency) {
  const label = webConcurrency ? `${kind}, WEB_CONCURRENCY=${webConcurrency}` : kind
  // The rows of this run's POSTs: runs on one database tell theirs apart.
  const runTag = webConcurrency ? `${runId}w${webConcurrency}` : runId
  console.log(`\n▶ ${label}: starting the production server on port ${port}…`)
  const runProfileDir = profileDir && path.join(profileDir, label.replace(/[^\w]+/g, '-'))
  if (runProfileDir) rmSync(runProfileDir, { recursive: true, force: true })
  const server = await startServer({
    port,
    databaseUrl,
    logLevel,
    nodeFlags: runProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${runProfileDir}`] : [],
    // Accepted form POSTs would otherwise be turned away by the per-IP rate limits.
    extraEnv: {
      RATE_LIMIT_SCALE: '1000000',
      ...(webConcurrency ? { WEB_CONCURRENCY: String(webConcurrency) } : {}),
    },
  })
  let results = []
  let idle
  let peak
  let idleAfter
  let homeHtml
  try {
    const pages = server.inventory.filter((p) => p.lang === 'en' || p.id === 'home')
    const home = await fetch(`${server.origin}/`, { headers: { 'accept-encoding': 'identity' } })
    homeHtml = Buffer.from(await home.arrayBuffer())
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
    for (const [index, form] of formPosts.entries()) {
      const prepared = await form.prepare(server.origin)
      targets.push({
        name: `POST ${form.name}`,
        path: form.path,
        kind: 'form',
        method: 'POST',
        headers: prepared.headers,
        makeBody: prepared.body,
        expectStatus: form.acceptedStatus,
        stored: form.stored,
        index,
      })
    }
    // BENCH_ONLY keeps the baseline: every ratio is to it.
    for (let i = targets.length - 1; i > 0; i--) if (!only(targets[i].name)) targets.splice(i, 1)
    // Each page answers 200 before it is measured.
    for (const target of targets) {
      target.url = `${server.origin}${target.path}`
      if (target.kind === 'form') continue
      const r = await fetch(target.url, { headers: { 'accept-encoding': 'identity' } })
      if (r.status !== 200) throw new Error(`${target.path} answered ${r.status}, not 200`)
      target.bytes = (await r.arrayBuffer()).byteLength
    }
    await sleep(2000)
    idle = memoryMb(server.pid)
    console.log(`  idle RSS ${idle.rss} MB; home HTML ${homeHtml.length} bytes`)
    // Warm-up (JIT, caches), not recorded: the first route measured would otherwise pay for it.
    const warmUp = Math.min(3, duration)
    process.stdout.write(`  warming up (${warmUp} s per route)…`)
    for (const target of targets.filter((t) => t.kind !== 'form')) {
      await autocannon({ url: target.url, connections, duration: warmUp })
    }
    // The first form measured would otherwise pay for compiling the action path. Warm-up posts
    // carry addresses of their own (`warm-…`), so the rows counted after the run are the run's.
    for (const target of targets.filter((t) => t.kind === 'form')) {
      let n = 0
      await autocannon({
        url: target.url,
        method: 'POST',
        headers: target.headers,
        requests: [
          { setupRequest: (r) => ({ ...r, body: target.makeBody(`warm-${runTag}-${++n}@example.com`) }) },
        ],
        connections,
        duration: 1,
      })
    }
    console.log(' done')
    await sleep(1000)

    for (const target of targets) {
      process.stdout.write(`  ${target.name}: `)
      const figures = await measure(server, target, runTag)
      results.push({
        name: target.name,
        method: target.method ?? 'GET',
        path: target.path,
        kind: target.kind,
        bytes: target.bytes,
        ...figures,
        storedIn: target.stored,
        storedPattern: target.kind === 'form' ? `bench-${runTag}-${target.index}-%` : undefined,
      })
      console.log(`${figures.reqPerSec} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`)
      await sleep(1000)
    }
    const baseline = results[0].reqPerSec
    for (const r of results) r.ratioToStatic = baseline ? Number((r.reqPerSec / baseline).toFixed(3)) : null
    peak = memoryMb(server.pid)
    // Idle again: what the process gives back once the load is over (GC, the allocator).
    process.stdout.write(`  settling ${settleSeconds} s…`)
    await sleep(settleSeconds * 1000)
    idleAfter = memoryMb(server.pid)
    console.log(` idle RSS ${idleAfter.rss} MB (peak ${peak.hwm} MB)`)
  } catch (error) {
    // A server that died says why on its stderr.
    const said = server.stderr().trim()
    if (said) console.error(`\nserver stderr (last 4000 characters):\n${said.slice(-4000)}`)
    throw error
  } finally {
    rmSync(baselineFile, { force: true })
    // The rows each form stored, counted once the server has stopped (PGlite: one process per directory).
    await server.stop({
      beforeCleanup: async () => {
        for (const r of results.filter((x) => x.kind === 'form' && x.storedIn)) {
          const where = [r.storedIn.where, 'email like $1'].filter(Boolean).join(' and ')
          r.stored = await countRows(
            server.source,
            `select count(*)::int as n from ${r.storedIn.table} where ${where}`,
            [r.storedPattern],
          )
          console.log(`  ${r.name}: ${r.accepted} accepted, ${r.stored} stored`)
        }
      },
    })
  }
  const run = {
    database: kind,
    webConcurrency,
    homeHtmlBytes: homeHtml.length,
    rss: {
      idleBeforeMb: idle.rss,
      peakUnderLoadMb: Math.max(...results.map((r) => r.rssPeakMb)),
      peakMb: peak.hwm,
      idleAfterMb: idleAfter.rss,
      processes: idleAfter.processes,
      settleSeconds,
    },
    results,
    formPosts: formPosts.length ? undefined : 'no form POST yet',
    // Per form POST (and `/`), the top functions of the process that served it (BENCH_PROFILE).
    profiles: runProfileDir
      ? summariseProfiles(
          runProfileDir,
          results.filter((r) => r.kind === 'form' || r.path === '/').map((r) => r.profileWindow),
        )
      : undefined,
  }
  // A newsletter to 1,000 subscribers, on a server and fresh database of its own (issue #22 item 6).
  // Its target name for BENCH_ONLY is "newsletter".
  if (only('newsletter')) run.mail = await benchMail({ databaseUrl, port: port + 1 })
  run.checks = judgeRun(run)
  run.verdict = verdict(run.checks)
  return run
}

function formLines(run) {
  const forms = run.results.filter((r) => r.kind === 'form')
  if (!forms.length) return [`Form POST: ${run.formPosts ?? 'none measured (BENCH_ONLY)'}.`, '']
  return [
    'Form POSTs, accepted answers and the rows stored for them (counted after the run):',
    '',
    '| form | accepted | stored | lost |',
    '|---|---:|---:|---:|',
    ...forms.map(
      (r) =>
        `| ${r.name} | ${r.accepted} | ${r.stored ?? '?'} | ${Math.max(0, r.accepted - (r.stored ?? 0))} |`,
    ),
    '',
  ]
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
      `## ${run.database === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL'}${run.webConcurrency ? `, WEB_CONCURRENCY=${run.webConcurrency}` : ''}`,
      '',
      '| route | bytes | req/s | p50 ms | p99 ms | vs static | server CPU ms/req | failed |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...run.results.map(
        (r) =>
          `| ${r.name} | ${r.bytes ?? ''} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${(r.ratioToStatic * 100).toFixed(1)} % | ${r.serverCpuMsPerRequest ?? ''} | ${r.unexpectedStatus + r.errors + r.timeouts} |`,
      ),
      '',
      ...formLines(run),
      `Mail: ${run.mail ? mailLine(run.mail) : 'not measured'}.`,
      '',
      `Server RSS${run.rss.processes > 1 ? ` (the sum of its ${run.rss.processes} processes)` : ''}: ${run.rss.idleBeforeMb} MB idle before the run, ${run.rss.peakUnderLoadMb} MB highest sampled under load, ${run.rss.peakMb} MB peak (VmHWM, start-up included), ${run.rss.idleAfterMb} MB idle ${run.rss.settleSeconds} s after the run.`,
      '',
      ...(run.profiles ?? []).flatMap(profileLines),
      `Issue #22 limits: **${run.verdict}**`,
      '',
      '| check | limit | measured | |',
      '|---|---|---|---|',
      ...run.checks.map((c) => `| ${c.name} | ${c.limit} | ${c.value ?? ''} | ${c.status} |`),
      '',
    )
  }
  if (report.concurrency) lines.push(...concurrencyLines(report.concurrency))
  return lines.join('\n')
}

function concurrencyLines(c) {
  const names = Object.keys(c.forms[0].p99)
  return [
    `## PostgreSQL by WEB_CONCURRENCY (issue #32): **${c.verdict}**`,
    '',
    `Accepted lead POSTs/s: ${c.lead.map((l) => `${l.reqPerSec} at ${l.webConcurrency}`).join(', ')}; ratio ${c.ratio ?? '?'}.`,
    '',
    `| form POST p99 (ms) | ${c.forms.map((f) => `WEB_CONCURRENCY=${f.webConcurrency}`).join(' | ')} |`,
    `|---|${c.forms.map(() => '---:').join('|')}|`,
    ...names.map((name) => `| ${name} | ${c.forms.map((f) => f.p99[name] ?? '').join(' | ')} |`),
    '',
    '| check | limit | measured | |',
    '|---|---|---|---|',
    ...c.checks.map((x) => `| ${x.name} | ${x.limit} | ${x.value ?? ''} | ${x.status} |`),
    '',
  ]
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
  if (process.env.BENCH_SKIP_PGLITE === '1') console.log('BENCH_SKIP_PGLITE=1: PostgreSQL only')
  else report.runs.push(await benchDatabase('pglite'))
  if (process.env.BENCH_DATABASE_URL) {
    for (const n of webConcurrencies.length ? webConcurrencies : [undefined]) {
      report.runs.push(await benchDatabase('postgres', process.env.BENCH_DATABASE_URL, n))
    }
    report.concurrency = judgeConcurrency(report.runs.filter((r) => r.database === 'postgres')) ?? undefined
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
  // The limits are reported, not enforced by the exit code: a shared machine makes them noisy.
  for (const run of report.runs) {
    const which = run.webConcurrency ? ` (WEB_CONCURRENCY=${run.webConcurrency})` : ''
    console.log(`issue #22 limits on ${run.database}${which}: ${run.verdict}`)
  }
  if (report.concurrency) console.log(`issue #32 WEB_CONCURRENCY comparison: ${report.concurrency.verdict}`)
}
process.exit(failed ? 1 : 0)
