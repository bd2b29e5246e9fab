/**
 * The first staff account at start-up (a random password printed once) and
 * `npm run admin:create`, on the production build. Needs `npm run build` first.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smoke-staff-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  LOG_LEVEL: 'warn',
  SKIP_BUILD: '1',
  NODE_ENV: 'production',
  // Required in production (ADR 024); startServer() adds the port.
  PUBLIC_SITE_URL: 'http://127.0.0.1',
}

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

/** Starts `npm start`'s script, waits for /healthz, returns its output so far and a stop(). */
async function startServer() {
  const port = await freePort()
  let out = ''
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.js')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_SITE_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (out += d))
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`)
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (Date.now() - started > 90_000) throw new Error(`server did not start:\n${out}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    port,
    output: () => out,
    stop: () =>
      new Promise<number | null>((resolve) => {
        child.once('exit', (code) => resolve(code))
        child.kill('SIGTERM')
      }),
  }
}

function adminCreate(args: string[], input?: string) {
  return spawnSync(process.execPath, [path.join(root, 'server/admin-create.js'), ...args], {
    env,
    input,
    encoding: 'utf8',
    timeout: 90_000,
  })
}

async function tryLogin(port: number, email: string, password: string) {
  const origin = `http://127.0.0.1:${port}`
  const response = await fetch(`${origin}/admin`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
  })
  const cookies = response.headers.getSetCookie()
  return {
    status: response.status,
    cookie: cookies.find((c) => c.startsWith('staff_session=')) ?? null,
    device: cookies.find((c) => c.startsWith('staff_device_')) ?? null,
  }
}

describe('staff accounts on the production build', () => {
  it(
    'prints a random first password once; it signs in; a restart prints nothing',
    { timeout: 240_000 },
    async () => {
      const first = await startServer()
      const match = /e-mail:\s+(\S+)\s+password:\s+(\S+)/.exec(first.output())
      expect(match, first.output()).not.toBeNull()
      const [, email, password] = match!
      expect(email).toBe('admin@example.com')
      const ok = await tryLogin(first.port, email!, password!)
      expect(ok.status).toBe(302)
      expect(ok.cookie).toMatch(
        /^staff_session=[\w-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure$/,
      )
      // The browser is trusted for the account from now on (ADR 055).
      expect(ok.device).toMatch(
        /^staff_device_\d+=[\w-]{22}\.[\w-]{43}; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax; Secure$/,
      )
      expect((await tryLogin(first.port, email!, 'wrong-password')).status).toBe(401)
      expect(await first.stop()).toBe(0)

      const second = await startServer()
      expect(second.output()).not.toContain('password:')
      expect(await second.stop()).toBe(0)
    },
  )

  it('npm run admin:create adds an account from the command line', { timeout: 240_000 }, async () => {
    const created = adminCreate(['--email', 'Ops@Example.com', '--password', 'ops-password-1'])
    expect(created.stderr).toBe('')
    expect(created.status).toBe(0)
    expect(created.stdout).toContain('Staff account ops@example.com created.')

    const again = adminCreate(['--email', 'ops@example.com', '--password', 'ops-password-2'])
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('already exists')

    const short = adminCreate(['--email', 'short@example.com', '--password', 'short'])
    expect(short.status).toBe(1)
    expect(short.stderr).toContain('8 to 128 characters')

    // Without --password it is read from the terminal, or from standard input when piped.
    const piped = adminCreate(['--email', 'piped@example.com'], 'piped-password-1\n')
    expect(piped.status).toBe(0)

    const missing = adminCreate([])
    expect(missing.status).toBe(2)
    expect(missing.stderr).toContain('--email is required')

    const server = await startServer()
    expect((await tryLogin(server.port, 'ops@example.com', 'ops-password-1')).status).toBe(302)
    expect((await tryLogin(server.port, 'piped@example.com', 'piped-password-1')).status).toBe(302)
    expect(await server.stop()).toBe(0)
  })
})
