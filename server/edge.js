/* global AbortController, Buffer, Headers, Request */
// The edge of every request (issue #17): nothing reads a body before its size is known to be
// within the limit, and nothing reaches React Router for a host name the site does not answer.
import { Transform } from 'node:stream'
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import { createRequestHandler as createRouterHandler } from 'react-router'

/**
 * Refuses, before any body is read: a method the site does not answer (405), a missing or foreign
 * host name (400 / 421), a declared Content-Length over the path's limit (413) and a POST to a page
 * whose body is not a form (415). `getPolicy()` gives `{ check(request) }` (app/.server/site-origin.ts,
 * through the server build). A refused request's body is never read: the answer closes the
 * connection instead, so a client cannot make the server take in 50 MB it will not use.
 */
export function edgeGuard({ getPolicy, logger }) {
  return async (req, res, next) => {
    try {
      const policy = await getPolicy()
      const contentLength = req.headers['content-length']
      const refusal = policy.check({
        method: req.method,
        path: req.path,
        hostname: req.hostname,
        contentType: req.headers['content-type'],
        contentLength,
        hasBody: hasBody(req),
      })
      if (!refusal) return next()
      logger.info(
        { method: req.method, path: req.path, host: req.headers.host, status: refusal.status },
        'request refused at the edge',
      )
      refuse(req, res, refusal)
    } catch (error) {
      next(error)
    }
  }
}

function hasBody(req) {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
}

/** Answers a refusal in plain text; the body on its way, if any, is dropped (`dropUnreadBody`). */
export function refuse(req, res, { status, message, headers = {} }) {
  if (res.headersSent) return res.destroy()
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  dropUnreadBody(req, res)
  res.status(status).type('text/plain').set('Cache-Control', 'no-store').send(message)
}

/** How long the rest of a body nobody will read is taken in and dropped after the answer. */
export const LINGER_MS = 1000

/**
 * Once the answer is sent, the rest of a body nobody read is read and dropped (never kept) for at
 * most LINGER_MS, then the connection is closed ("lingering close"). Closing at once resets the
 * connection while the client is still sending, and clients then lose the answer (the 413) they
 * had already been sent; reading without end would let a client keep the connection busy. A body
 * that ends in time leaves the connection reusable.
 */
export function dropUnreadBody(req, res) {
  res.once('finish', () => {
    if (req.complete || req.destroyed) return
    const socket = req.socket
    const timer = setTimeout(() => socket.destroy(), LINGER_MS)
    const done = () => clearTimeout(timer)
    req.once('end', done)
    socket.once('close', done)
    req.unpipe()
    req.removeAllListeners('data')
    req.resume()
  })
}

/** Raised in a request's body stream once more than the limit has arrived. */
export class BodyTooLargeError extends Error {
  constructor(limit) {
    super(`request body larger than ${limit} bytes`)
    this.name = 'BodyTooLargeError'
    this.status = 413
  }
}

/**
 * The request's body as a web stream that errors as soon as more than `limit` bytes have arrived,
 * whatever Content-Length said (a chunked body has none). `onTooLarge` is told; the rest of the body
 * is left unread (the socket stops being read).
 */
export function boundedBody(req, limit, onTooLarge) {
  let received = 0
  const counter = new Transform({
    transform(chunk, _encoding, callback) {
      received += chunk.length
      if (received > limit) {
        onTooLarge()
        req.unpipe(counter)
        req.pause()
        callback(new BodyTooLargeError(limit))
        return
      }
      callback(null, chunk)
    },
  })
  req.on('error', (error) => counter.destroy(error))
  req.pipe(counter)
  return createReadableStreamFromReadable(counter)
}

/**
 * `@react-router/express`'s createRequestHandler (7.18), with one change: the body React Router
 * reads is `boundedBody()`, limited to `bodyLimit(req)` bytes. When a body goes over, whatever the
 * route answered (its action fails reading the body) is replaced by 413 and the connection closes.
 */
export function createRequestHandler({
  build,
  getLoadContext,
  mode = process.env.NODE_ENV,
  bodyLimit,
  pageCache,
  formPosts,
}) {
  const handleRequest = routerHandlerFor(build, mode)
  // Pages being rendered for the cache, by key: a visitor asking for one meanwhile waits for that
  // render instead of starting another (20 visitors landing at once cost one render, not 20).
  const rendering = new Map()
  return async (req, res, next) => {
    let key = null
    let settle
    try {
      // An anonymous visitor's public page: from the page cache when it holds it (ADR 027).
      key = pageCache?.keyFor(pageRequest(req)) ?? null
      if (key) {
        const entry = pageCache.lookup(key) ?? (await rendering.get(key))
        if (entry) return sendCached(req, res, pageCache, entry)
        if (req.method === 'GET' && !rendering.has(key)) {
          rendering.set(key, new Promise((resolve) => (settle = resolve)))
        }
      }
      const since = pageCache?.begin()
      let tooLarge = false
      const limit = await bodyLimit(req)
      // A public form's POST: answered here, without React Router, when it can be (issue #42,
      // app/.server/http/form-post.ts); what it hands on reaches React Router with the body read.
      let readBody = null
      if (req.method === 'POST' && formPosts) {
        const posts = await formPosts()
        if (posts.handles(req.path)) {
          readBody = await readWholeBody(req, limit)
          if (readBody === null) {
            dropUnreadBody(req, res)
            return res
              .status(413)
              .type('text/plain')
              .set('Cache-Control', 'no-store')
              .send('Payload Too Large')
          }
          const answer = await posts.answer(req, requestUrl(req), readBody)
          if (answer.kind === 'answer') {
            res.status(answer.status)
            for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
            return res.end(answer.body)
          }
          res.locals.formPost = answer.formPost
        }
      }
      const request = createRequest(req, res, limit, () => (tooLarge = true), readBody)
      // A route that answers without reading the whole body (a sign-in redirect, its own smaller
      // limit) must not leave the connection waiting for it.
      dropUnreadBody(req, res)
      const loadContext = await getLoadContext?.(req, res)
      const response = await handleRequest(request, loadContext)
      if (tooLarge) {
        await response.body?.cancel()
        if (res.headersSent) return res.destroy()
        return res.status(413).type('text/plain').set('Cache-Control', 'no-store').send('Payload Too Large')
      }
      // A HEAD answer has no body to keep: only a GET fills the cache.
      if (key && req.method === 'GET' && response.status === 200 && !response.headers.has('set-cookie')) {
        return await keepAndSend(res, response, pageCache, key, since, settle)
      }
      if (key) res.setHeader('X-Page-Cache', 'miss')
      await sendResponse(res, response)
    } catch (error) {
      next(error)
    } finally {
      // Whoever waited renders for themselves when this render kept nothing.
      if (settle) {
        settle(null)
        rendering.delete(key)
      }
    }
  }
}

/**
 * React Router's handler for `build`: a build object, or a function giving one per request (dev
 * gives a fresh module after an edit). React Router, given a function, derives its static handler
 * again on every request, which flattens, ranks and compiles the whole route tree: a fifth of a
 * form POST's CPU time (issue #22 item 5). So it is given the build object itself, and the handler
 * is made again only when the function returns another build.
 */
export function routerHandlerFor(build, mode, create = createRouterHandler) {
  if (typeof build !== 'function') return create(build, mode)
  let current = null
  let handler = null
  return async (request, loadContext) => {
    const next = await build()
    if (next !== current) {
      current = next
      handler = create(next, mode)
    }
    return handler(request, loadContext)
  }
}

/** What the page cache looks at in a request (app/domain/http/page-cache.ts). */
function pageRequest(req) {
  const query = req.originalUrl.indexOf('?')
  return {
    method: req.method,
    pathname: req.path,
    search: query < 0 ? '' : req.originalUrl.slice(query),
    host: req.headers.host ?? '',
    cookie: req.headers.cookie,
  }
}

/**
 * Puts a rendered answer's headers on the Express response. A header the route sets replaces the
 * server's default of the same name (helmet's Referrer-Policy, Content-Security-Policy,
 * X-Content-Type-Options…): one policy per response, the route's (issue #46: two Referrer-Policy
 * headers, the last `no-referrer`, made the browser post a page's own form with `Origin: null`).
 * Only Set-Cookie may repeat: each cookie is a header of its own.
 */
export function writeHeaders(res, headers) {
  const seen = new Set()
  for (const [name, value] of headers) {
    const key = name.toLowerCase()
    if (key === 'set-cookie') res.append(name, value)
    else if (seen.has(key)) res.append(name, value)
    else {
      seen.add(key)
      res.setHeader(name, value)
    }
  }
}

/** A kept page, with this response's nonce (res.locals.cspNonce, also in its CSP header), or 304. */
function sendCached(req, res, pageCache, entry) {
  res.status(200)
  writeHeaders(res, entry.headers)
  res.setHeader('ETag', entry.etag)
  res.setHeader('X-Page-Cache', 'hit')
  if (pageCache.notModified(entry, req.headers['if-none-match'])) return sendNotModified(res)
  const body = pageCache.bodyOf(entry, res.locals.cspNonce)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * Headers a 304 must not carry (ADR 034). The browser keeps the body it stored and takes the 304's
 * headers in place of the stored ones: a policy with this response's new nonce would then block
 * every inline script of the stored body, whose nonce is the first visit's. Without it the stored
 * policy stays with the stored body, a pair that belongs together. RFC 9110 §15.4.5 asks a 304 for
 * no representation metadata beyond the validators and caching fields anyway.
 */
export const NOT_MODIFIED_DROPS = ['Content-Security-Policy', 'Content-Security-Policy-Report-Only']

/** A 304 for a page the visitor holds: no body, no policy of its own (see NOT_MODIFIED_DROPS). */
export function sendNotModified(res) {
  for (const name of NOT_MODIFIED_DROPS) res.removeHeader(name)
  res.removeHeader('Content-Length')
  res.status(304).end()
}

/** Reads a whole rendered answer, keeps it when it may be kept (telling who waits), and sends it. */
async function keepAndSend(res, response, pageCache, key, since, settle) {
  const body = Buffer.from(await response.arrayBuffer())
  const entry = pageCache.keep(
    key,
    since,
    { status: response.status, headers: response.headers, body },
    res.locals.cspNonce,
  )
  // Visitors waiting for this render get the kept page with their own nonce.
  settle?.(entry)
  if (res.destroyed || res.writableEnded) return
  res.statusMessage = response.statusText
  res.status(response.status)
  writeHeaders(res, response.headers.entries())
  if (entry) res.setHeader('ETag', entry.etag)
  res.setHeader('X-Page-Cache', 'miss')
  res.setHeader('Content-Length', body.length)
  res.end(body)
}

export function createHeaders(requestHeaders) {
  const headers = new Headers()
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (!values) continue
    if (Array.isArray(values)) for (const value of values) headers.append(key, value)
    else headers.set(key, values)
  }
  // An Origin that is no URL is no origin of the site: the opaque "null" a browser sends when it
  // names none. React Router would answer it with a plain-text 400 before any middleware ran; as
  // "null" it meets the site's origin rule, and its refusal, like any other (issue #46).
  const origin = headers.get('origin')
  if (origin !== null && origin !== 'null' && !URL.canParse(origin)) headers.set('origin', 'null')
  return headers
}

/**
 * A body read whole, up to `limit` bytes, or null once more has arrived (the rest is left unread:
 * the caller answers 413 and drops it, dropUnreadBody). A client gone mid-body rejects it (Node
 * errors the request, 'aborted'): nothing waits for a body that never comes.
 */
export function readWholeBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let received = 0
    const onData = (chunk) => {
      received += chunk.length
      if (received > limit) {
        cleanup()
        req.pause()
        resolve(null)
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(Buffer.concat(chunks, received))
    }
    const onError = (error) => {
      cleanup()
      reject(error)
    }
    const cleanup = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

/** The request's URL as React Router is given it (the port of X-Forwarded-Host or Host). */
export function requestUrl(req) {
  const [, forwardedPortText] = req.app?.enabled('trust proxy')
    ? (req.get('X-Forwarded-Host')?.split(':') ?? [])
    : []
  const [, hostPortText] = req.get('host')?.split(':') ?? []
  const forwardedPort = Number.parseInt(forwardedPortText, 10)
  const hostPort = Number.parseInt(hostPortText, 10)
  const port = Number.isSafeInteger(forwardedPort)
    ? forwardedPort
    : Number.isSafeInteger(hostPort)
      ? hostPort
      : ''
  const hostname = req.hostname?.split(/[\\/?#@]/)[0] || 'localhost'
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`)
}

function createRequest(req, res, limit, onTooLarge, readBody) {
  const url = requestUrl(req)
  let controller = new AbortController()
  const init = { method: req.method, headers: createHeaders(req.headers), signal: controller.signal }
  res.on('finish', () => (controller = null))
  res.on('close', () => controller?.abort())
  if (readBody) {
    init.body = readBody
    init.duplex = 'half'
  } else if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = boundedBody(req, limit, onTooLarge)
    init.duplex = 'half'
  }
  return new Request(url.href, init)
}

async function sendResponse(res, response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  writeHeaders(res, response.headers.entries())
  if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders()
  if (!response.body) return res.end()
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (res.destroyed || res.writableEnded) return
    throw error
  }
}
