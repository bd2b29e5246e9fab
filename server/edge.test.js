/* global Buffer, fetch, Headers, Response */
import http from 'node:http'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BodyTooLargeError,
  boundedBody,
  createHeaders,
  readWholeBody,
  routerHandlerFor,
  sendNotModified,
  writeHeaders,
} from './edge.js'

let server
afterEach(() => server?.close())

/** A server whose handler reads the body through boundedBody(limit) and says what it got. */
async function listen(limit) {
  server = http.createServer(async (req, res) => {
    let tooLarge = false
    const body = boundedBody(req, limit, () => (tooLarge = true))
    try {
      const bytes = (await new Response(body).arrayBuffer()).byteLength
      res.end(`read ${bytes}`)
    } catch (error) {
      res.end(`${error instanceof BodyTooLargeError ? 'too large' : 'error'} ${tooLarge}`)
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server.address().port
}

/** Posts `size` bytes in 16 KiB chunks without a Content-Length (chunked). */
function postChunked(port, size) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/' }, (res) => {
      let text = ''
      res.on('data', (d) => (text += d))
      res.on('end', () => resolve(text))
    })
    req.on('error', reject)
    const chunk = Buffer.alloc(16 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (sent < size) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

describe('boundedBody', () => {
  it('passes a chunked body within the limit through whole', async () => {
    const port = await listen(64 * 1024)
    expect(await postChunked(port, 64 * 1024)).toBe(`read ${64 * 1024}`)
  })
  it('errors a chunked body past the limit, and says so, without reading it all', async () => {
    const port = await listen(64 * 1024)
    expect(await postChunked(port, 80 * 1024)).toBe('too large true')
  })
})

describe('readWholeBody (the public forms’ fast path, issue #42)', () => {
  /** A server that reads the body with readWholeBody(limit) and says what came of it. */
  async function listenWhole(limit, seen = []) {
    server = http.createServer(async (req, res) => {
      try {
        const body = await readWholeBody(req, limit)
        seen.push(body === null ? 'too large' : `read ${body.length}`)
        res.end(seen.at(-1))
      } catch {
        seen.push('gone')
        res.destroy()
      }
    })
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    return server.address().port
  }

  it('reads a chunked body within the limit whole, and refuses one past it', async () => {
    const port = await listenWhole(64 * 1024)
    expect(await postChunked(port, 64 * 1024)).toBe(`read ${64 * 1024}`)
    expect(await postChunked(port, 80 * 1024)).toBe('too large')
  })

  it('a client that goes away before its body ends leaves nothing waiting', async () => {
    const seen = []
    const port = await listenWhole(64 * 1024, seen)
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/' })
    req.on('error', () => {})
    req.write('firstName=Ana&')
    await new Promise((resolve) => setTimeout(resolve, 100))
    req.destroy()
    await expect.poll(() => seen).toEqual(['gone'])
  })
})

describe('routerHandlerFor', () => {
  // A fake of React Router's createRequestHandler: counts the handlers made, answers with the build's name.
  function counting() {
    const made = []
    const create = (build, mode) => {
      made.push({ build, mode })
      return async () => `${build.name} ${mode}`
    }
    return { made, create }
  }

  it('makes React Router’s handler once for a build function that keeps giving the same build', async () => {
    const { made, create } = counting()
    const build = { name: 'b1' }
    const handle = routerHandlerFor(async () => build, 'production', create)
    const answers = await Promise.all([handle(), handle(), handle()])
    await handle()
    expect(answers).toEqual(['b1 production', 'b1 production', 'b1 production'])
    expect(made).toHaveLength(1)
  })

  it('makes a new handler when the function gives another build (dev after an edit)', async () => {
    const { made, create } = counting()
    let build = { name: 'b1' }
    const handle = routerHandlerFor(() => build, 'development', create)
    expect(await handle()).toBe('b1 development')
    build = { name: 'b2' }
    expect(await handle()).toBe('b2 development')
    expect(await handle()).toBe('b2 development')
    expect(made.map((m) => m.build.name)).toEqual(['b1', 'b2'])
  })

  it('hands a build object straight to React Router', async () => {
    const { made, create } = counting()
    const handle = routerHandlerFor({ name: 'b3' }, 'production', create)
    expect(await handle()).toBe('b3 production')
    expect(made).toHaveLength(1)
  })
})

describe('sendNotModified', () => {
  // ADR 034, issue #29: the browser keeps the body it stored and takes the 304's headers in place of
  // the stored ones; a policy with this response's new nonce would block the stored body's scripts.
  it('answers 304 with the validators and no policy, no body and no length of its own', async () => {
    const app = express()
    app.get('/', (req, res) => {
      res.setHeader('Content-Security-Policy', "script-src 'nonce-new'")
      res.setHeader('Content-Security-Policy-Report-Only', "script-src 'nonce-new'")
      res.setHeader('Content-Length', '1234')
      res.setHeader('ETag', 'W/"kept"')
      res.setHeader('Cache-Control', 'no-cache')
      sendNotModified(res)
    })
    server = http.createServer(app)
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    const res = await fetch(`http://127.0.0.1:${server.address().port}/`)
    expect(res.status).toBe(304)
    expect(res.headers.get('content-security-policy')).toBeNull()
    expect(res.headers.get('content-security-policy-report-only')).toBeNull()
    expect(res.headers.get('content-length')).toBeNull()
    expect(res.headers.get('etag')).toBe('W/"kept"')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toBe('')
  })
})

describe('writeHeaders', () => {
  it("lets a route's policy header replace the server's default: one of each per response", async () => {
    const app = express()
    app.use((_req, res, next) => {
      // As helmet sets them for every response.
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
      res.setHeader('X-Content-Type-Options', 'nosniff')
      res.setHeader('Content-Security-Policy', "default-src 'self'")
      res.append('Set-Cookie', 'first=1')
      next()
    })
    app.get('/', (_req, res) => {
      const headers = new Headers({
        'Referrer-Policy': 'same-origin',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
      headers.append('Set-Cookie', 'second=2')
      headers.append('Set-Cookie', 'third=3')
      writeHeaders(res, headers.entries())
      res.end('ok')
    })
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const raw = await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: server.address().port, path: '/' }, (res) => {
          res.resume()
          resolve(res.rawHeaders)
        })
        .on('error', reject)
    })
    const lines = (name) =>
      raw.flatMap((value, i) => (i % 2 === 1 && raw[i - 1].toLowerCase() === name ? [value] : []))
    expect(lines('referrer-policy')).toEqual(['same-origin'])
    expect(lines('x-content-type-options')).toEqual(['nosniff'])
    expect(lines('content-security-policy')).toEqual(["default-src 'none'; sandbox"])
    expect(lines('set-cookie')).toEqual(['first=1', 'second=2', 'third=3'])
  })
})

describe('createHeaders', () => {
  it('turns an Origin that is no URL into the opaque "null", for the origin rule to refuse', () => {
    expect(createHeaders({ origin: 'http://[bad' }).get('origin')).toBe('null')
    expect(createHeaders({ origin: 'not a url' }).get('origin')).toBe('null')
    expect(createHeaders({ origin: 'https://site.example' }).get('origin')).toBe('https://site.example')
    expect(createHeaders({ origin: 'null' }).get('origin')).toBe('null')
    expect(createHeaders({ accept: 'text/html' }).has('origin')).toBe(false)
  })
})
