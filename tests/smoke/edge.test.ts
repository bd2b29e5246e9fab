/**
 * Issue #17 on the production build: every request body is bounded before it is read, pages take
 * only forms, odd methods and hosts are refused, and absolute URLs never come from the Host header.
 * Needs `npm run build` first. Figures go to reports/edge.json.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rssMb, start, stop, type Running } from './server-process'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smoke-edge-'))
const figures: Record<string, unknown> = {}
const MB = 1024 * 1024
let s: Running
let site: string

beforeAll(async () => {
  // localhost is an alias: answered, but never written into a page or a link.
  s = await start({ DATA_DIR: dataDir, ALLOWED_HOSTS: 'localhost' })
  site = `http://127.0.0.1:${s.port}`
  // One-time costs of a new process (the first refused body, the first /healthz, code compiled on
  // first use) are not what the figures below measure: pay them once, with a small over-limit body.
  const warm = await send('/admin', {
    size: 4 * MB,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  expect(warm.status).toBe(413)
  for (let i = 0; i < 5; i++) await fetch(`${site}/healthz`).then((r) => r.text())
})
afterAll(async () => {
  if (s) expect((await stop(s)).code).toBe(0)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(path.join(root, 'reports'), { recursive: true })
  writeFileSync(path.join(root, 'reports/edge.json'), JSON.stringify(figures, null, 2))
})

type Sent = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * Sends a request with `size` bytes of body (declared in Content-Length, or chunked), and resolves
 * with the answer as soon as it comes, whether or not the server read the rest.
 */
function send(
  p: string,
  options: { method?: string; headers?: Record<string, string>; size?: number; chunked?: boolean } = {},
): Promise<Sent> {
  const size = options.size ?? 0
  const headers: Record<string, string | number> = { Origin: site, ...options.headers }
  if (options.chunked) headers['Transfer-Encoding'] = 'chunked'
  else if (size) headers['Content-Length'] = size
  return new Promise((resolve, reject) => {
    let answered = false
    const req = http.request(
      { host: '127.0.0.1', port: s.port, path: p, method: options.method ?? 'POST', headers },
      (res) => {
        answered = true
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (d) => (body += d))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
        res.on('error', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
      },
    )
    // The server may close the connection while the body is still going out: that is the point.
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (sent < size && !answered && !req.destroyed) {
        const n = Math.min(chunk.length, size - sent)
        sent += n
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump)
      }
      if (!req.destroyed) req.end()
    }
    pump()
  })
}

/** Sends a 50 MB form body while sampling the server's RSS and timing /healthz. */
async function fiftyMegabytes(p: string, chunked = false) {
  await new Promise((r) => setTimeout(r, 500))
  const before = rssMb(s.child.pid!)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(s.child.pid!))), 20)
  let healthzMaxMs = 0
  let sending = true
  const probe = (async () => {
    while (sending) {
      const began = Date.now()
      await fetch(`${site}/healthz`).then((r) => r.text())
      healthzMaxMs = Math.max(healthzMaxMs, Date.now() - began)
      await new Promise((r) => setTimeout(r, 50))
    }
  })()
  const began = Date.now()
  let res: Sent
  let ms: number
  try {
    res = await send(p, {
      size: 50 * MB,
      chunked,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    ms = Date.now() - began
    await new Promise((r) => setTimeout(r, 300))
  } finally {
    sending = false
    await probe
    clearInterval(sampler)
  }
  const figure = {
    status: res.status,
    rssBeforeMb: before,
    rssPeakMb: peak,
    growthMb: peak - before,
    ms,
    healthzMaxMs,
  }
  figures[`${p} ${chunked ? 'chunked' : 'content-length'}`] = figure
  return figure
}

describe('every request body is bounded before it is read', () => {
  it.each(['/admin', '/service/calculator', '/secure-videos', '/delray-beach-courier'])(
    'a 50 MB form POST to %s is refused (413) without the server growing',
    async (p) => {
      const figure = await fiftyMegabytes(p)
      expect(figure.status).toBe(413)
      // Measured on main before the fix, on this machine: +107 to +145 MB and the whole body read.
      expect(figure.growthMb).toBeLessThan(25)
      expect(figure.healthzMaxMs).toBeLessThan(2000)
    },
  )

  it('a chunked 50 MB body (no Content-Length) is counted as it arrives and refused (413)', async () => {
    const figure = await fiftyMegabytes('/admin', true)
    expect(figure.status).toBe(413)
    expect(figure.growthMb).toBeLessThan(25)
  })

  it('the uploads get their larger limit; an ordinary form still works', async () => {
    const form = { 'Content-Type': 'multipart/form-data; boundary=x' }
    expect((await send('/admin', { size: 2 * MB, headers: form })).status).toBe(413)
    // Not signed in: refused by the route, but only after the edge let 2 MB through.
    expect((await send('/admin/images', { size: 2 * MB, headers: form })).status).not.toBe(413)
    expect((await send('/admin/images', { size: 9 * MB, headers: form })).status).toBe(413)
    const login = await fetch(`${site}/admin`, {
      method: 'POST',
      headers: { Origin: site },
      body: new URLSearchParams({ email: 'nobody@example.com', password: 'wrong password' }),
    })
    expect([400, 401, 403]).toContain(login.status)
  })
})

describe('a page takes a form, nothing else', () => {
  it.each([
    ['/admin', 'application/json', '{"email":"a@b.c"}'],
    ['/service/calculator', 'text/plain', 'hello'],
    ['/secure-videos', 'application/json', '{}'],
    ['/es/contact.data', 'application/xml', '<a/>'],
  ])('POST %s with %s: 415', async (p, type, body) => {
    const res = await fetch(`${site}${p}`, {
      method: 'POST',
      headers: { Origin: site, 'Content-Type': type },
      body,
    })
    expect(res.status).toBe(415)
  })

  it('the popup and the chat post forms (JSON is 415); the Stripe webhook takes JSON', async () => {
    const json = { Origin: site, 'Content-Type': 'application/json' }
    for (const p of ['/api/chat/unmatched', '/api/newsletter/subscribe']) {
      const refused = await fetch(`${site}${p}`, { method: 'POST', headers: json, body: '{}' })
      expect(refused.status).toBe(415)
    }
    const chat = await fetch(`${site}/api/chat/unmatched`, {
      method: 'POST',
      headers: { Origin: site },
      body: new URLSearchParams({ assistant: 'main', lang: 'en', text: 'How do I get paid?' }),
    })
    expect(chat.status).toBe(201)
    const subscribe = await fetch(`${site}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { Origin: site },
      body: new URLSearchParams({ email: 'nope' }),
    })
    expect(subscribe.status).toBe(400)
    expect(await subscribe.json()).toMatchObject({ outcome: 'invalid' })
    const webhook = await fetch(`${site}/api/stripe/webhook`, { method: 'POST', headers: json, body: '{}' })
    expect(webhook.status).not.toBe(415)
    expect(webhook.status).toBeLessThan(500)
  })
})

/** A request written by hand, for headers fetch will not send (an empty Host). */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = ''
    const socket = net.connect(s.port, '127.0.0.1', () => socket.write(text))
    socket.on('data', (d) => (out += d))
    socket.on('end', () => resolve(out))
    socket.on('error', reject)
  })
}

describe('methods and hosts', () => {
  it('TRACE / is 405 and an empty Host is 400, never 500', async () => {
    const trace = await send('/', { method: 'TRACE' })
    expect(trace.status).toBe(405)
    expect(trace.headers.allow).toBe('GET, HEAD, POST')
    expect(await raw('GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /)
  })

  it('a malformed Origin meets the origin rule: 403, a page for a form, the one JSON shape for a fetch', async () => {
    // (As a browser sends them: a navigation, or a script's fetch. Node's fetch would say 'cors'.)
    const post = (path: string, headers: Record<string, string>) =>
      send(path, {
        headers: { Origin: 'http://[bad', 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      })
    const page = await post('/es/contact', { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' })
    expect(page.status).toBe(403)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('No se pudo enviar este formulario')
    const fetched = await post('/api/newsletter/subscribe', { 'Sec-Fetch-Mode': 'cors' })
    expect(fetched.status).toBe(403)
    expect(JSON.parse(fetched.body)).toMatchObject({ ok: false, refused: 'origin' })
  })

  it('another host name is 421, even with a matching Origin; load balancers still reach /healthz and /readyz', async () => {
    const evil = { Host: 'evil.example', Origin: 'http://evil.example' }
    const subscribe = await send('/api/newsletter/subscribe', {
      headers: { ...evil, 'Content-Type': 'application/x-www-form-urlencoded' },
      size: 0,
    })
    expect(subscribe.status).toBe(421)
    expect((await send('/', { method: 'GET', headers: evil })).status).toBe(421)
    expect((await send('/sitemap.xml', { method: 'GET', headers: evil })).status).toBe(421)
    expect((await send('/healthz', { method: 'GET', headers: evil })).status).toBe(200)
    expect((await send('/readyz', { method: 'GET', headers: { Host: '10.1.2.3' } })).status).toBe(200)
  })

  it('an allowed alias is answered, but canonical and Open Graph name PUBLIC_SITE_URL, and the sitemap no other', async () => {
    const alias = `http://localhost:${s.port}`
    const home = await fetch(`${alias}/opportunity`)
    expect(home.status).toBe(200)
    const html = await home.text()
    expect(html).toContain(`<link rel="canonical" href="${site}/opportunity"`)
    expect(html).toContain(`content="${site}/`)
    expect(html).not.toContain(alias)
    // A fresh server is not launched (issue #45): its sitemap lists nothing, so names no host at
    // all (tests/integration/site-origin.test.ts reads a launched site's sitemap).
    const sitemap = await (await fetch(`${alias}/sitemap.xml`)).text()
    expect(sitemap).not.toContain('<loc>')
    expect(sitemap).not.toContain('localhost')
  })
})

describe('configuration', () => {
  it('stops in production without PUBLIC_SITE_URL, saying so', async () => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.js')], {
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        NODE_ENV: 'production',
        PUBLIC_SITE_URL: '',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stderr!.on('data', (d) => (out += d))
    const code = await new Promise((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(out).toMatch(/PUBLIC_SITE_URL: is required in production/)
  })
})
