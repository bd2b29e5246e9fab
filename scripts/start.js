// `npm start`: build when the build is missing or older than the sources, prepare the database in a
// short-lived child process, then serve.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

const buildFile = path.join(root, 'build/server/index.js')
const stale =
  !existsSync(buildFile) ||
  Math.max(newestMtime(path.join(root, 'app')), newestMtime(path.join(root, 'public'))) >
    statSync(buildFile).mtimeMs
if (stale && process.env.SKIP_BUILD !== '1') {
  console.log('building…')
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    stdio: 'inherit',
  })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

// `npm start` on one's own machine: production mode, served at the listening address (HOST's, so
// that HOST=127.0.0.1 answers at the address the log prints; a wildcard interface as localhost). A
// deployment that sets NODE_ENV=production itself must also set PUBLIC_SITE_URL (ADR 024: start-up
// stops without it); only this local default fills it in, and says so.
if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = 'production'
  if (!process.env.PUBLIC_SITE_URL) {
    const host = (process.env.HOST ?? '').trim()
    const name =
      !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
    process.env.PUBLIC_SITE_URL = `http://${name}:${process.env.PORT ?? 3000}`
    console.log(
      `PUBLIC_SITE_URL is not set: serving as ${process.env.PUBLIC_SITE_URL} (set it, and NODE_ENV=production, on a real deployment).`,
    )
  }
}
const init = spawnSync(process.execPath, [path.join(root, 'server/init.js')], {
  stdio: 'inherit',
  env: process.env,
})
if (init.status !== 0) process.exit(init.status ?? 1)

await import('./serve.js')
