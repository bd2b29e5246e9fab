/**
 * Issue #30 item 11: a new owner runs `npm start` with HOST=127.0.0.1 and opens the address the log
 * prints. It must answer (it was 421: `npm start` made the public address localhost). Needs
 * `npm run build` first.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { freePort } from './server-process'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smoke-first-run-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

it('the address `npm start` prints with HOST=127.0.0.1 answers the home page', async () => {
  // SMOKE_PORT picks the port where a shared machine gives each developer a range.
  const port = process.env.SMOKE_PORT ? Number(process.env.SMOKE_PORT) : await freePort()
  // `npm start` as an owner runs it: no NODE_ENV and no PUBLIC_SITE_URL of their own.
  const { NODE_ENV: _mode, PUBLIC_SITE_URL: _site, ...inherited } = process.env
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.js')], {
    env: {
      ...inherited,
      SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (out += d))
  try {
    const started = Date.now()
    let line: RegExpExecArray | null = null
    while (!(line = /listening on (\S+?)(?:, open (\S+?))?"/.exec(out))) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`)
      if (Date.now() - started > 90_000) throw new Error(`no "listening on" line:\n${out}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    const printed = line[2] ?? line[1]!
    const response = await fetch(printed, { redirect: 'manual' })
    expect(response.status, `GET ${printed}`).toBe(200)
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
})
