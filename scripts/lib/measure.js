// What `npm run bench` and `npm run audit:lighthouse` share: building, starting the production
// server on a database of its own, reading the route inventory, and a few statistics.
/* global fetch */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import { nodeFlagsFor } from '../../server/memory.js'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** `react-router build`, unless SKIP_BUILD=1 (the caller built already). */
export function build() {
  if (process.env.SKIP_BUILD === '1') {
    console.log('SKIP_BUILD=1: using the existing build')
    return
  }
  console.log('building…')
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (r.status !== 0) throw new Error('the build failed')
}

/** The route inventory module (TypeScript, shared with the tests). */
export function inventoryModule() {
  return tsImport('../../tests/support/inventory.ts', import.meta.url)
}

/**
 * Starts the production build as `npm start` does (database created, migrated and seeded by
 * server/init.js in a child process, then server/index.js), on a new PGlite directory or on
 * `databaseUrl`. Reads the inventory from that database before the server opens it (PGlite allows
 * one process per directory). `prepare({ databaseUrl, pgliteDir })`, when given, runs after that and
 * before the server starts (to add data of its own). Returns the server's origin, pid, inventory
 * and stop().
 */
export async function startServer({
  port,
  databaseUrl,
  logLevel = 'warn',
  extraEnv = {},
  nodeArgs = [],
  prepare,
}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'courier-measure-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Required in production (ADR 024): the address the measurements use.
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    // No daily backup inside a measurement.
    BACKUP_DIR: 'off',
    DATABASE_URL: databaseUrl ?? '',
    SESSION_SECRET: databaseUrl ? randomBytes(32).toString('base64url') : '',
    LOG_LEVEL: logLevel,
    ...extraEnv,
  }
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true })
  const init = spawnSync(process.execPath, [path.join(root, 'server/init.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (init.status !== 0) {
    cleanup()
    throw new Error('could not prepare the database (server/init.js failed)')
  }
  const { loadInventory } = await inventoryModule()
  const inventory = await loadInventory({
    source: databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
  })
  if (prepare) {
    try {
      await prepare({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') })
    } catch (error) {
      cleanup()
      throw error
    }
  }

  // With the V8 flags `npm start` gives the server (server/memory.js).
  const child = spawn(
    process.execPath,
    [...nodeFlagsFor(process.env.NODE_OPTIONS), ...nodeArgs, path.join(root, 'server/index.js')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const origin = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) {
      cleanup()
      throw new Error(`the server exited early:\n${stderr}`)
    }
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL')
      cleanup()
      throw new Error(`the server did not answer within 60 s:\n${stderr}`)
    }
    await sleep(100)
  }
  const source = databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') }
  // `beforeCleanup` runs once the server has exited and before its PGlite directory is removed
  // (e.g. countRows on `source`).
  const stop = async ({ beforeCleanup } = {}) => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    try {
      await beforeCleanup?.()
    } finally {
      cleanup()
    }
  }
  return { origin, pid: child.pid, inventory, source, stop, stderr: () => stderr }
}

/**
 * The first column of a one-row query on the server's database (`source` of startServer): PGlite
 * only once the server has stopped (one process per directory).
 */
export async function countRows(source, query, params = []) {
  if (source.databaseUrl) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: source.databaseUrl })
    await client.connect()
    try {
      return Object.values((await client.query(query, params)).rows[0])[0]
    } finally {
      await client.end()
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(source.pgliteDir)
  try {
    return Object.values((await db.query(query, params)).rows[0])[0]
  } finally {
    await db.close()
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A process and its descendants (the server's web and worker processes under its primary, ADR 038),
 * read from /proc. A process that is gone is left out.
 */
export function processTree(pid) {
  const pids = [pid]
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim()
        if (children) pids.push(...children.split(/\s+/).map(Number))
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return pids
}

/**
 * VmRSS and VmHWM (peak) in MB of a process and its descendants, summed (the sum of the peaks is
 * at least the peak of the sum: an upper bound when there are several).
 */
export function memoryMb(pid) {
  let rss = 0
  let hwm = 0
  const tree = processTree(pid)
  for (const one of tree) {
    try {
      const status = readFileSync(`/proc/${one}/status`, 'utf8')
      const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024
      rss += field('VmRSS')
      hwm += field('VmHWM')
    } catch {
      if (one === pid) throw new Error(`process ${pid} is gone`)
    }
  }
  return { rss: Math.round(rss), hwm: Math.round(hwm), processes: tree.length }
}

const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100

/**
 * CPU time (user + system) a process and its descendants have used so far, in ms: robust to other
 * load on the machine.
 */
export function cpuMs(pid) {
  let total = 0
  for (const one of processTree(pid)) {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${one}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks
    } catch {
      // Gone meanwhile.
    }
  }
  return total
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b)
  if (!sorted.length) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** `--name value` or `--name=value` from argv. */
export function argValue(name) {
  const args = process.argv.slice(2)
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (i < 0) return undefined
  return args[i].includes('=') ? args[i].split('=').slice(1).join('=') : args[i + 1]
}
