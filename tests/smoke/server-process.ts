/** Starts and stops the production build as `npm start` does, for the smoke tests. */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

export type Running = { child: ChildProcess; port: number; firstOkMs: number; output: () => string }

/**
 * Starts `scripts/start.js` of the tree at `options.root` (this one by default) on `options.port`
 * (a free one by default) and waits for its home page. `group`: in a process group of its own, so
 * that killGroup() ends every process it started (a server that runs its roles as child processes).
 */
export async function start(
  env: Record<string, string>,
  options: { timeoutMs?: number; port?: number; root?: string; group?: boolean } = {},
): Promise<Running> {
  const timeoutMs = options.timeoutMs ?? 60_000
  const port = options.port ?? (await freePort())
  const started = Date.now()
  let out = ''
  const child = spawn(process.execPath, [path.join(options.root ?? root, 'scripts/start.js')], {
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Required in production (ADR 024): the address the tests use.
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group === true,
  })
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (out += d))
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`)
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) break
    if (Date.now() - started > timeoutMs)
      throw new Error(`server did not answer in ${timeoutMs / 1000} s:\n${out}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return { child, port, firstOkMs: Date.now() - started, output: () => out }
}

export async function stop(running: Running) {
  const began = Date.now()
  if (running.child.exitCode !== null || running.child.signalCode !== null) {
    return { code: running.child.exitCode, ms: 0 }
  }
  const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)))
  running.child.kill('SIGTERM')
  const code = await exited
  return { code, ms: Date.now() - began }
}

/**
 * Kills a server started with `group` and every process of its group at once (SIGKILL: nothing
 * of it runs a line more), and resolves when the server's own process is gone.
 */
export async function killGroup(running: Running, signal: NodeJS.Signals = 'SIGKILL') {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return
  const exited = new Promise((resolve) => running.child.once('exit', resolve))
  process.kill(-running.child.pid!, signal)
  await exited
}

export function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024)
}
