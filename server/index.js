/* global setInterval, clearInterval */
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { processPlan } from './roles.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildFile = path.join(root, 'build/server/index.js')
const thisFile = fileURLToPath(import.meta.url)

/** Resolves after `ms`, or at once when `promise` settles first: true when it did. */
function within(promise, ms) {
  let timer
  return Promise.race([
    promise.then(() => true),
    new Promise((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]).finally(() => clearTimeout(timer))
}

/**
 * Starts the production server from the build, in the role PROCESS_ROLE names (`all` unless set;
 * ADR 038): `web` and `all` serve HTTP, `worker` only sends the outbox. Returns a handle with stop()
 * for tests and scripts: a graceful stop (issue #32), bounded by SHUTDOWN_TIMEOUT_S.
 */
export async function startServer({ env = process.env } = {}) {
  if (!existsSync(buildFile)) {
    throw new Error('No production build found: run "npm run build" first (npm start does it for you).')
  }
  const build = await import(pathToFileURL(buildFile).href)
  const { startApp, getEnv, EnvError, addressToOpen } = build.entry.module
  let config
  try {
    config = getEnv(env)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const app = await startApp({ root })
  const limitMs = config.SHUTDOWN_TIMEOUT_S * 1000

  if (app.role === 'worker') {
    app.logger.info({ database: app.dbKind }, 'outbox worker started')
    let stopping
    // The worker finishes the messages it holds (at most MAX_IN_FLIGHT), claims no more, then the
    // database closes; past the limit the process exits anyway (ADR 023 bounds what that doubles).
    const stop = () => (stopping ??= within(app.close(), limitMs))
    return { server: null, app, stop, port: null }
  }

  const { createHttpApp } = await import('./app.js')
  const { startIdleCollection } = await import('./memory.js')
  const isProduction = config.NODE_ENV === 'production'
  const http = createHttpApp({
    app,
    getBuild: () => build,
    clientDir: path.join(root, 'build/client'),
    isProduction,
  })
  const server = await new Promise((resolve) => {
    const s = http.listen(config.PORT, config.HOST, () => resolve(s))
  })
  server.keepAliveTimeout = 65_000
  // The requests under way, for a graceful stop: each is answered before the process exits.
  const inFlight = new Set()
  let draining = false
  server.prependListener('request', (_req, res) => {
    // While stopping, every answer closes its connection: the client opens its next one elsewhere.
    if (draining) res.shouldKeepAlive = false
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
  })
  // After a burst of traffic, one collection gives the heap's garbage back (server/memory.js).
  const stopIdleCollection = startIdleCollection(server)
  const address = server.address()
  // The address printed is one that answers: a listening host name that is not the site's gets 421.
  const { listening, open } = addressToOpen(config, address.port)
  app.logger.info(
    { port: address.port, database: app.dbKind, mode: config.NODE_ENV },
    open === listening ? `listening on ${listening}` : `listening on ${listening}, open ${open}`,
  )

  let stopping
  const stop = () => {
    stopping ??= (async () => {
      stopIdleCollection()
      // Stop accepting; the requests under way are answered (with Connection: close) up to the
      // limit; idle keep-alive connections are closed as they become idle; then the app closes.
      draining = true
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false
      const closed = new Promise((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      const sweep = setInterval(() => server.closeIdleConnections(), 50)
      const finished = await within(closed, limitMs)
      clearInterval(sweep)
      if (!finished) {
        app.logger.warn(
          { requests: inFlight.size, limitSeconds: config.SHUTDOWN_TIMEOUT_S },
          'shutdown: requests still under way at the limit are cut off',
        )
        server.closeAllConnections()
      }
      await within(app.close(), limitMs)
    })()
    return stopping
  }
  return { server, app, stop, port: address.port }
}

/** One process running its role until SIGTERM or SIGINT, then a graceful stop and exit. */
async function runOne() {
  // A stop asked for during start-up has nothing under way to finish: the process just ends (as
  // SIGTERM's default would, but with exit code 0, so a primary stopping early sees a clean stop).
  const duringStartUp = () => process.exit(0)
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, duringStartUp)
  const handle = await startServer()
  for (const signal of ['SIGTERM', 'SIGINT']) process.off(signal, duringStartUp)
  // A primary (below) counts this process as started.
  process.send?.({ courier: 'started' })
  const limitMs = handle.app.env.SHUTDOWN_TIMEOUT_S * 1000
  const onSignal = () => {
    // Whatever happens, gone a little after the limit (the stop has a limit per step).
    setTimeout(() => process.exit(1), 2 * limitMs + 2000).unref()
    handle.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, onSignal)
}

/**
 * The primary on PostgreSQL (ADR 038): forks `web` web processes, which share the port (node:cluster
 * hands out the connections), and `worker` outbox workers. A process that dies is started again; one
 * that fails before all have started ends the start-up. SIGTERM or SIGINT is passed on to every
 * process, and the primary exits once they have.
 */
function runPrimary({ web, worker }) {
  cluster.setupPrimary({ exec: thisFile })
  const say = (level, msg, fields = {}) =>
    console[level === 'error' ? 'error' : 'log'](
      JSON.stringify({
        level: level === 'error' ? 50 : 30,
        time: Date.now(),
        role: 'primary',
        ...fields,
        msg,
      }),
    )
  const roles = new Map()
  let started = 0
  let stopping = false
  let failed = false
  const fork = (role) => {
    const child = cluster.fork({ PROCESS_ROLE: role })
    roles.set(child.id, role)
    return child
  }
  const stopAll = () => {
    if (stopping) return
    stopping = true
    say('info', 'stopping: SIGTERM to every process', {
      processes: Object.keys(cluster.workers ?? {}).length,
    })
    for (const child of Object.values(cluster.workers ?? {})) child?.process.kill('SIGTERM')
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0)
  }
  // One scrape for every process (ADR 040): a web process that receives /metrics asks for the sum.
  let aggregator
  cluster.on('message', async (child, message) => {
    if (message?.courier === 'metrics-request') {
      try {
        if (!aggregator) {
          const { AggregatorRegistry } = await import('prom-client')
          aggregator = new AggregatorRegistry()
        }
        child.send({ courier: 'metrics', id: message.id, text: await aggregator.clusterMetrics() })
      } catch (error) {
        if (child.isConnected()) child.send({ courier: 'metrics', id: message.id, error: String(error) })
      }
      return
    }
    if (message?.courier !== 'started' || child.started) return
    child.started = true
    started++
    if (started === web + worker) say('info', 'every process started', { web, worker })
  })
  cluster.on('exit', (child, code, signal) => {
    const role = roles.get(child.id)
    roles.delete(child.id)
    if (stopping) {
      // Ended by the SIGTERM passed on (before its own handler was in place): a clean stop.
      if (code !== 0 && signal !== 'SIGTERM') failed = true
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0)
      return
    }
    if (!child.started || started < web + worker) {
      // Start-up failed (a configuration error says why above): stop the others and exit.
      say('error', `a ${role} process exited during start-up`, { code, signal })
      failed = true
      return stopAll()
    }
    started--
    say('error', `a ${role} process exited; starting another`, { code, signal })
    setTimeout(() => !stopping && fork(role), 1000).unref()
  })
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, stopAll)
  say('info', 'starting processes', { web, worker })
  for (let i = 0; i < web; i++) fork('web')
  for (let i = 0; i < worker; i++) fork('worker')
}

/**
 * `npm start` (scripts/serve.js) and `node server/index.js`: the processes of server/roles.js, or
 * this process alone.
 */
export async function main() {
  if (cluster.isWorker) return runOne()
  const plan = processPlan(process.env, os.availableParallelism?.() ?? os.cpus().length)
  if (plan.warning) console.warn(plan.warning)
  if (plan.children) return runPrimary(plan.children)
  if (plan.role) process.env.PROCESS_ROLE = plan.role
  return runOne()
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === thisFile
if (isMain) await main()
