/* global fetch */
import http from 'node:http'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { metricsEndpoint, observeRequests } from './metrics.js'

let server
afterEach(() => server?.close())

/** An Express app as server/app.js builds it: measured first, /metrics, a mounted folder, a slow page. */
async function listen(metrics) {
  const seen = []
  const app = express()
  app.use(observeRequests({ ...metrics, observeRequest: (o) => seen.push(o) }))
  app.get('/metrics', metricsEndpoint({ metrics: metrics.authorized ? metrics : null, logger: console }))
  app.use('/assets', (_req, res) => res.setHeader('X-Page-Cache', 'miss').end('asset'))
  app.get('/slow', (_req, res) => {
    res.write('part')
    setTimeout(() => res.end(), 5_000).unref()
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return { port: server.address().port, seen }
}

const until = async (check) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
}

describe('observeRequests and metricsEndpoint', () => {
  it('answers 404, never cached, to everyone when metrics are off (no METRICS_TOKEN)', async () => {
    const { port } = await listen({})
    for (const authorization of [undefined, 'Bearer anything-at-all-0123456789abcdef']) {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: authorization ? { authorization } : {},
      })
      expect(res.status).toBe(404)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('records the path as asked (not as a mounted folder sees it), the status, the time and the cache result', async () => {
    const { port, seen } = await listen({})
    await (await fetch(`http://127.0.0.1:${port}/assets/app-1.js`)).text()
    await until(() => seen.length === 1)
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/assets/app-1.js', status: 200, pageCache: 'miss' })
    expect(seen[0].seconds).toBeGreaterThan(0)
    expect(seen[0].seconds).toBeLessThan(5)
  })

  it("records a request whose visitor left before the answer's end as aborted", async () => {
    const { port, seen } = await listen({})
    await new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/slow' }, (res) => {
        res.once('data', () => {
          req.destroy()
          resolve()
        })
      })
    })
    await until(() => seen.length === 1)
    expect(seen[0]).toMatchObject({ path: '/slow', status: 'aborted' })
  })

  it('scrapes for a request the metrics authorise, with their content type', async () => {
    const metrics = {
      contentType: 'text/plain; version=0.0.4; charset=utf-8',
      authorized: (header) => header === 'Bearer right',
      scrape: async () => 'up 1\n',
    }
    const { port } = await listen(metrics)
    const wrong = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: 'Bearer wrong' },
    })
    expect(wrong.status).toBe(404)
    const right = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: 'Bearer right' },
    })
    expect(right.status).toBe(200)
    expect(right.headers.get('content-type')).toBe(metrics.contentType)
    expect(await right.text()).toBe('up 1\n')
  })
})
