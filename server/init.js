import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * Creates, migrates and seeds the database, then exits. Run as a child process before the server
 * starts, so the memory PGlite takes to create a new directory is given back when it ends.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildFile = path.join(root, 'build/server/index.js')
if (!existsSync(buildFile)) {
  console.error('No production build found: run "npm run build" first.')
  process.exit(1)
}
const build = await import(pathToFileURL(buildFile).href)
const { initDatabase, getEnv, EnvError } = build.entry.module
try {
  getEnv()
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
const started = Date.now()
const { kind } = await initDatabase({ root })
console.log(`database ready (${kind}, migrated and seeded in ${Date.now() - started} ms)`)
