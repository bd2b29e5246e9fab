import { randomBytes, randomUUID } from 'node:crypto'
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import helmet from 'helmet'
import { pinoHttp } from 'pino-http'
import { createRequestHandler, edgeGuard } from './edge.js'
import { metricsEndpoint, observeRequests } from './metrics.js'

/**
 * Extra CSP sources for the ad tag and the pixel, only when their IDs are configured (issue #6):
 * the browser loads them after the visitor consents (app/components/analytics/).
 */
export function tagSources(env) {
  const script = []
  const connect = []
  if (env.GOOGLE_ADS_ID) {
    script.push(
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
    )
    connect.push(
      'https://www.googletagmanager.com',
      'https://www.google.com',
      'https://googleads.g.doubleclick.net',
      'https://www.googleadservices.com',
    )
  }
  if (env.META_PIXEL_ID) {
    script.push('https://connect.facebook.net')
    connect.push('https://www.facebook.com', 'https://connect.facebook.net')
  }
  return { script, connect }
}

/** A request header as one string (repeated ones joined, as the Fetch API's Headers does), or null. */
function headerText(value) {
  if (value === undefined) return null
  return Array.isArray(value) ? value.join(', ') : value
}

/**
 * The HTTP application: security headers, compression, static files, health checks and the
 * React Router handler. `getBuild` returns the server build (a fresh one per request in dev).
 */
export function createHttpApp({ app, getBuild, clientDir, isProduction, viteDevMiddleware }) {
  const { logger } = app
  const tags = tagSources(app.env)
  const http = express()
  http.disable('x-powered-by')
  http.set('trust proxy', app.env.TRUST_PROXY)

  // Every request is measured, refused ones too, when metrics are on (METRICS_TOKEN; ADR 040).
  if (app.metrics) http.use(observeRequests(app.metrics))

  // Health checks first: a load balancer asks them by any host name, and they must answer even
  // when the build or the database cannot (before the edge guard, which needs the build).
  http.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  http.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store')
    try {
      const build = await getBuild()
      res.json(await build.entry.module.checkReady(app))
    } catch (error) {
      logger.error({ err: error }, 'readiness check failed')
      // In production the answer names nothing about the set-up (issue #17 item 7).
      res
        .status(503)
        .json(isProduction ? { status: 'unavailable' } : { status: 'unavailable', database: app.dbKind })
    }
  })

  // The Prometheus scrape, by any host name (a scraper asks by address) and to its token only: the
  // public gets 404. Before the page cache and unlogged, as the probes.
  http.get('/metrics', metricsEndpoint({ metrics: app.metrics, logger }))

  // Before anything else, with no body read yet: the method, the host name (PUBLIC_SITE_URL's or
  // ALLOWED_HOSTS; 421 otherwise), the body's declared size and a page's body type (server/edge.js,
  // rules in app/domain/http/request-edge.ts; ADR 024). The body's actual size is counted as it is
  // read, in createRequestHandler below.
  const policies = new WeakMap()
  const entry = async () => (await getBuild()).entry.module
  http.use(
    edgeGuard({
      logger,
      getPolicy: async () => {
        const module = await entry()
        if (!policies.has(module)) policies.set(module, module.createEdgePolicy(app.env))
        return policies.get(module)
      },
    }),
  )

  if (!viteDevMiddleware) {
    // Hashed scripts and styles never change: cached for a year, compressed, and sent with lean
    // headers. A page's policies (CSP, HSTS, frame options) belong to the document that loads
    // them, and a page loads some 25 of these: ~1 KB of page headers on each would be ~25 KB of
    // every first visit. They are not logged one by one either.
    http.use(
      '/assets',
      (_req, res, next) => {
        res.setHeader('X-Content-Type-Options', 'nosniff')
        res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
        next()
      },
      compression(),
      express.static(path.join(clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        etag: false,
        lastModified: false,
        acceptRanges: false,
      }),
    )
  }

  http.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id']
        const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID()
        res.setHeader('X-Request-Id', id)
        return id
      },
      // One line per request: method, path (no query string: it may carry personal data), status, time.
      // A tracking link's token is in its path (ADR 062): logged as `:token`, never as itself.
      serializers: {
        req: (req) => ({
          id: req.id,
          method: req.method,
          path: String(req.url)
            .split('?')[0]
            .replace(/^((?:\/es)?\/track\/)[^/]+/, '$1:token'),
        }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/healthz' },
    }),
  )

  http.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  })

  http.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`, ...tags.script],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': [...(isProduction ? ["'self'"] : ["'self'", 'ws:', 'wss:']), ...tags.connect],
          'frame-src': ['https:'],
          'media-src': ["'self'", 'https:'],
          'object-src': ["'none'"],
          'base-uri': ["'none'"],
          'form-action': ["'self'", 'https:'],
          'frame-ancestors': ["'none'"],
          'manifest-src': ["'self'"],
          'worker-src': ["'self'", 'blob:'],
        },
      },
      strictTransportSecurity: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
  )
  http.use(compression())

  if (!viteDevMiddleware) {
    // The service worker (ADR 026): generated from this build's browser manifest, asked for again on
    // every visit (no-cache) so a new build replaces it. Production builds only register it.
    let serviceWorker
    http.get('/sw.js', async (_req, res, next) => {
      try {
        const build = await getBuild()
        serviceWorker ??= build.entry.module.serviceWorkerScript(build.assets)
        res
          .type('text/javascript')
          .set('Cache-Control', 'no-cache')
          .set('X-Build-Id', serviceWorker.buildId)
          .send(serviceWorker.script)
      } catch (error) {
        next(error)
      }
    })
  }

  if (viteDevMiddleware) {
    http.use(viteDevMiddleware)
  } else {
    http.use(express.static(clientDir, { maxAge: '1h', index: false }))
  }

  // Pages and their data may depend on a session (staff, private videos): unless a route sets its
  // own Cache-Control, no shared cache may keep them.
  http.use((_req, res, next) => {
    const writeHead = res.writeHead
    res.writeHead = function (...args) {
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'private, no-cache')
      return writeHead.apply(this, args)
    }
    next()
  })

  // First-touch source (issue #34): a visitor's first page landing keeps its utm_* parameters, the
  // referring host and the landing path in a first-party cookie, stored with their first submission
  // (app/domain/people/first-touch.ts). Set here, beside the page cache: a kept page is the same
  // for everyone, and this cookie is never read to render one.
  http.use(async (req, res, next) => {
    if (req.method !== 'GET') return next()
    try {
      const setCookie = (await entry()).firstTouchSetCookie({
        url: new URL(req.originalUrl, 'http://site'),
        method: req.method,
        cookie: req.headers.cookie,
        referer: req.headers.referer,
        siteHosts: [String(req.hostname ?? '').toLowerCase()],
        secure: isProduction,
        now: new Date(),
      })
      if (setCookie) res.append('Set-Cookie', setCookie)
      next()
    } catch (error) {
      next(error)
    }
  })

  // Who may POST where is the registry's `origin` of each route (app/pages.ts), applied by the
  // site's origin rule in the root middleware (ADR 021); React Router's own check defers to it
  // (`allowedActionOrigins` in react-router.config.ts). RFC 8058 one-click unsubscribe posts from
  // mail providers' servers reach their page's action, which checks the signed token.

  http.all(
    '/{*splat}',
    createRequestHandler({
      build: getBuild,
      mode: isProduction ? 'production' : 'development',
      bodyLimit: async (req) => (await entry()).bodyLimitFor(req.path),
      // Anonymous public pages rendered once and served with a fresh nonce (ADR 027).
      pageCache: app.pageCache,
      // The public forms' POSTs, answered before React Router (issue #42, ADR 060).
      formPosts: async () => {
        const module = await entry()
        return {
          handles: module.isFormPostPath,
          answer: (req, url, body) =>
            module.answerFormPost(
              {
                db: app.db,
                env: app.env,
                outbox: app.outbox,
                logger: req.log ?? logger,
                clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
              },
              { url: url.href, header: (name) => headerText(req.headers[name]), body },
            ),
        }
      },
      // React Router's middleware (ADR 020) needs a RouterContextProvider: the build makes one
      // holding the services and this request's nonce, id and client IP (appContext).
      getLoadContext: async (req, res) =>
        (await entry()).createRequestContext({
          db: app.db,
          dbKind: app.dbKind,
          env: app.env,
          outbox: app.outbox,
          pageCache: app.pageCache,
          logger: req.log ?? logger,
          cspNonce: res.locals.cspNonce,
          requestId: String(req.id ?? ''),
          clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
          formPost: res.locals.formPost,
        }),
    }),
  )

  // Last resort: never a stack trace to a visitor.
  http.use((err, req, res, _next) => {
    ;(req.log ?? logger).error({ err }, 'unhandled error')
    if (res.headersSent) return res.end()
    res
      .status(500)
      .type('text/plain')
      .send('Something went wrong. Please refresh the page or try again later.')
  })
  return http
}
