import { loadBuildWithEnv, root } from './commands.js'

/**
 * Creates, migrates and seeds the database, then exits. Run as a child process before the server
 * starts, so the memory PGlite takes to create a new directory is given back when it ends.
 */
const { initDatabase } = await loadBuildWithEnv()
const started = Date.now()
const { kind } = await initDatabase({ root })
console.log(`database ready (${kind}, migrated and seeded in ${Date.now() - started} ms)`)
