// The server Playwright's `webServer` starts: the production build (built beforehand, never here)
// on a fresh PGlite directory under the OS temp dir, with the test-only routes enabled. The
// directory is removed when the server ends; SIGTERM/SIGINT/SIGHUP are passed on to the server.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startMailbox } from '../tests/support/mailbox-server.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PREFIX = 'courier-e2e-'

function isRunning(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

// A run killed outright (SIGKILL) cannot clean up after itself: remove directories whose owner
// process is gone, so they do not pile up.
for (const name of readdirSync(os.tmpdir())) {
  if (!name.startsWith(PREFIX)) continue
  const dir = path.join(os.tmpdir(), name)
  try {
    const owner = Number(readFileSync(path.join(dir, 'e2e-owner.pid'), 'utf8'))
    if (!Number.isInteger(owner) || !isRunning(owner)) rmSync(dir, { recursive: true, force: true })
  } catch {
    // No owner file: only remove it once it is clearly abandoned.
    try {
      if (Date.now() - statSync(dir).mtimeMs > 3_600_000) rmSync(dir, { recursive: true, force: true })
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), PREFIX))
writeFileSync(path.join(dataDir, 'e2e-owner.pid'), String(process.pid))

let cleaned = false
function cleanup() {
  if (cleaned) return
  cleaned = true
  try {
    rmSync(dataDir, { recursive: true, force: true })
  } catch (error) {
    console.error(`e2e-server: could not remove ${dataDir}: ${error}`)
  }
}

// A real SMTP server the app sends to, readable by the tests over HTTP (tests/e2e/mailbox.ts).
const appPort = Number(process.env.E2E_PORT ?? 4173)
const mailbox = await startMailbox({ smtpPort: appPort + 1, httpPort: appPort + 2 })

const child = spawn(process.execPath, [path.join(root, 'scripts/start.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    // The daily backup would start a dump a minute in, in the middle of the browser tests.
    BACKUP_DIR: 'off',
    PORT: process.env.E2E_PORT ?? '4173',
    HOST: '127.0.0.1',
    // Required in production (ADR 024): playwright.config.ts's baseURL, so links in e-mails work.
    PUBLIC_SITE_URL: `http://127.0.0.1:${appPort}`,
    SKIP_BUILD: '1',
    ENABLE_TEST_ROUTES: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: 'production',
    // The first staff account, for the admin end-to-end tests (tests/e2e/admin-helpers.ts).
    ADMIN_EMAIL: 'e2e-admin@example.com',
    ADMIN_PASSWORD: 'e2e-admin-password',
    SMTP_URL: mailbox.smtpUrl,
    STAFF_EMAIL: 'staff@example.com',
    OUTBOX_RETRY_BASE_MS: '200',
  },
})

// Playwright signals the whole process group, so the server usually gets the signal at the same
// time as this script; it then stops within 1.8 s. A second signal would kill it abruptly (it
// handles the first one only), so the signal is passed on only if the server is still running a
// little later, which is also what happens when only this script was signalled.
const alive = () => child.exitCode === null && child.signalCode === null
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    setTimeout(() => {
      if (alive()) child.kill(signal)
    }, 2500).unref()
    setTimeout(() => {
      if (alive()) child.kill('SIGKILL')
    }, 6000).unref()
  })
}

child.on('error', (error) => {
  console.error(`e2e-server: could not start the server: ${error}`)
  cleanup()
  process.exit(1)
})

child.on('exit', (code, signal) => {
  cleanup()
  void mailbox.stop()
  process.exit(code ?? (signal ? 0 : 1))
})

process.on('exit', cleanup)
