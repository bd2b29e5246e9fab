import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createHttpApp } from './app.js'
import { startIdleCollection } from './memory.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildFile = path.join(root, 'build/server/index.js')

/** Starts the production server from the build. Returns a handle with stop() for tests and scripts. */
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
      // Stop accepting, end idle keep-alive sockets, close the database, then exit.
      await new Promise((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
        setTimeout(() => {
          server.closeAllConnections()
          resolve()
        }, 1000).unref()
      })
      await app.close()
    })()
    return stopping
  }
  return { server, app, stop, port: address.port }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const handle = await startServer()
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      // Exit within 2 s whatever happens.
      setTimeout(() => process.exit(1), 1800).unref()
      handle.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
  }
}
