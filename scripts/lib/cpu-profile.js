// The top functions by self time of V8 CPU profiles (`node --cpu-prof`), for `BENCH_PROFILE=<dir>
// npm run bench` (issue #42): each server process writes one .cpuprofile when it exits, and the
// bench reads the part of it that falls in one target's load.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Now on the clock of V8's profiles, in µs: both are CLOCK_MONOTONIC on Linux, so a window taken in
 * the bench's process selects the samples of the server's profile taken meanwhile.
 */
export const profileClockUs = () => Number(process.hrtime.bigint() / 1000n)

/**
 * Self time per function (name and place), highest first, of the samples taken within
 * [fromUs, toUs] (profileClockUs; default: all). Time is the samples' intervals, in ms;
 * `(program)` and `(garbage collector)` are kept: they say where the rest of the time went.
 */
export function selfTimes(profile, fromUs = -Infinity, toUs = Infinity) {
  const byNode = new Map()
  const { nodes, samples = [], timeDeltas = [] } = profile
  let at = profile.startTime
  for (let i = 0; i < samples.length; i++) {
    at += timeDeltas[i] ?? 0
    if (at < fromUs || at > toUs) continue
    byNode.set(samples[i], (byNode.get(samples[i]) ?? 0) + (timeDeltas[i] ?? 0) / 1000)
  }
  const byFunction = new Map()
  let total = 0
  for (const node of nodes) {
    const ms = byNode.get(node.id) ?? 0
    if (!ms) continue
    const { functionName, url, lineNumber } = node.callFrame
    const file = url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '')
    const relative = path.relative(process.cwd(), file)
    const where = file ? `${relative.startsWith('..') ? file : relative}:${lineNumber + 1}` : ''
    const key = `${functionName || '(anonymous)'} ${where}`.trim()
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms)
    total += ms
  }
  const busy = total - (byFunction.get('(idle)') ?? 0)
  return {
    busyMs: busy,
    functions: [...byFunction]
      .filter(([name]) => name !== '(idle)')
      .map(([name, ms]) => ({ name, ms: Number(ms.toFixed(1)), shareOfBusy: busy ? ms / busy : 0 }))
      .sort((a, b) => b.ms - a.ms),
  }
}

/**
 * For each window ({ name, fromUs, toUs }), the top functions of the process busiest in it (the web
 * process that served the load), from every .cpuprofile in `dir`.
 */
export function summariseProfiles(dir, windows, top = 10) {
  let profiles = []
  try {
    profiles = readdirSync(dir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => ({ file: path.join(dir, f), profile: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) }))
  } catch {
    return []
  }
  return windows.flatMap((w) => {
    const measured = profiles
      .map(({ file, profile }) => ({ file, ...selfTimes(profile, w.fromUs, w.toUs) }))
      .sort((a, b) => b.busyMs - a.busyMs)[0]
    if (!measured) return []
    return [
      {
        name: w.name,
        file: measured.file,
        busyMs: Math.round(measured.busyMs),
        requests: w.requests,
        top: measured.functions.slice(0, top),
      },
    ]
  })
}

/** A target's profile summary as Markdown lines. */
export function profileLines(summary) {
  const perRequest = summary.requests
    ? ` (${(summary.busyMs / summary.requests).toFixed(2)} ms per request)`
    : ''
  return [
    `CPU profile of ${summary.name}: ${summary.busyMs} ms busy in ${path.basename(summary.file)}${perRequest}. Top functions by self time:`,
    '',
    '| function | self ms | share of busy |',
    '|---|---:|---:|',
    ...summary.top.map((f) => `| \`${f.name}\` | ${f.ms} | ${(f.shareOfBusy * 100).toFixed(1)} % |`),
    '',
  ]
}
