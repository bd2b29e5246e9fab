// Prometheus metrics over HTTP (issue #32, ADR 040): every request measured as it closes, and the
// scrape answered to its token only. The series themselves: app/.server/metrics/metrics.ts.

/**
 * Times every request from the moment Express has it to the moment its response closes, and hands
 * the method, path, status and page-cache result to `metrics.observeRequest` (which labels it by
 * the route's kind, never by its URL). A connection that closed before the answer was complete
 * counts as 'aborted'.
 */
export function observeRequests(metrics) {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    // Read now: a mounted middleware (/assets) rewrites req.url while it runs.
    const { method, path } = req
    res.once('close', () => {
      metrics.observeRequest({
        method,
        path,
        status: res.writableFinished ? res.statusCode : 'aborted',
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        pageCache: res.getHeader('X-Page-Cache'),
      })
    })
    next()
  }
}

/**
 * `GET /metrics`: the scrape, to a request carrying `Authorization: Bearer <METRICS_TOKEN>`;
 * 404 to anyone else, and to everyone when no token is configured (`metrics` is null), so the
 * public learns nothing from it. Never kept by any cache.
 */
export function metricsEndpoint({ metrics, logger }) {
  return async (req, res) => {
    res.set('Cache-Control', 'no-store')
    if (!metrics?.authorized(req.headers.authorization)) {
      return res.status(404).type('text/plain').send('Not Found')
    }
    try {
      const text = await metrics.scrape()
      // As prom-client names it (Express' send() would rewrite the type's parameters).
      res.setHeader('Content-Type', metrics.contentType)
      res.end(text)
    } catch (error) {
      logger.error({ err: error }, 'metrics scrape failed')
      res.status(500).type('text/plain').send('Metrics unavailable')
    }
  }
}
