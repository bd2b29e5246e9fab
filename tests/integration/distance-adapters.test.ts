import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGoogleDistanceProvider } from '#app/.server/adapters/distance/google'
import { distanceProviderFor } from '#app/.server/adapters/distance'
import { createOsrmDistanceProvider } from '#app/.server/adapters/distance/osrm'
import { quoteAddresses } from '#app/.server/services/operators/operators'
import { testEnv } from './context'

/** A local HTTP fake: each test sets what the next request gets. */
type Reply = { status?: number; body: unknown } | 'hang' | 'garbage'
let reply: Reply = { body: {} }
let lastUrl: URL | undefined
let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    lastUrl = new URL(req.url ?? '/', 'http://fake')
    if (reply === 'hang') return // never answers: the adapter's timeout must fire
    if (reply === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('not json{')
      return
    }
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('the OSRM adapter', () => {
  const osrm = () => createOsrmDistanceProvider({ baseUrl: base, timeoutMs: 500 })

  it('asks the route service between the ZIP centres and returns the first route', async () => {
    reply = { body: { code: 'Ok', routes: [{ distance: 16093.4 }, { distance: 99999 }] } }
    const result = await osrm().distanceMeters('Delray Beach, FL 33444', '26.35,-80.08')
    expect(result).toEqual({ ok: true, meters: 16093.4, method: 'route' })
    expect(lastUrl!.pathname).toMatch(/^\/route\/v1\/driving\/-80\.\d+,26\.\d+;-80\.08,26\.35$/)
  })

  it.each<[string, Reply, unknown]>([
    [
      'NoRoute',
      { status: 400, body: { code: 'NoRoute', message: 'Impossible route' } },
      { ok: false, reason: 'no-route' },
    ],
    ['no routes', { body: { code: 'Ok', routes: [] } }, { ok: false, reason: 'no-route' }],
    ['no distance', { body: { code: 'Ok', routes: [{}] } }, { ok: false, reason: 'no-distance' }],
    ['InvalidQuery', { status: 400, body: { code: 'InvalidQuery' } }, { ok: false, reason: 'unavailable' }],
    ['a 500', { status: 500, body: { code: 'Error' } }, { ok: false, reason: 'unavailable' }],
    ['garbage', 'garbage', { ok: false, reason: 'unavailable' }],
    ['a timeout', 'hang', { ok: false, reason: 'unavailable' }],
  ])('maps %s', async (_name, r, expected) => {
    reply = r
    expect(await osrm().distanceMeters('33444', '33431')).toEqual(expected)
  })

  it('cannot place an address without a ZIP code', async () => {
    expect(await osrm().distanceMeters('Delray Beach', '33431')).toEqual({
      ok: false,
      reason: 'not-found',
      which: ['origin'],
    })
  })

  it('refuses a closed port as unavailable', async () => {
    const closed = createOsrmDistanceProvider({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 })
    expect(await closed.distanceMeters('33444', '33431')).toEqual({ ok: false, reason: 'unavailable' })
  })
})

describe('the Google adapter', () => {
  const errors: string[] = []
  const google = () =>
    createGoogleDistanceProvider({
      apiKey: 'test-key',
      baseUrl: `${base}/maps/api/directions/json`,
      timeoutMs: 500,
      onError: (m) => errors.push(m),
    })

  it('asks for driving directions in imperial units and reads the first route’s first leg', async () => {
    reply = {
      body: {
        status: 'OK',
        routes: [
          { legs: [{ distance: { value: 20000, text: '12.4 mi' } }, { distance: { value: 5 } }] },
          { legs: [] },
        ],
      },
    }
    const result = await google().distanceMeters('100 E Atlantic Ave, Delray Beach, FL', 'Boca Raton, FL')
    expect(result).toEqual({ ok: true, meters: 20000, method: 'route' })
    expect(Object.fromEntries(lastUrl!.searchParams)).toMatchObject({
      origin: '100 E Atlantic Ave, Delray Beach, FL',
      destination: 'Boca Raton, FL',
      mode: 'driving',
      units: 'imperial',
      key: 'test-key',
    })
  })

  it.each<[string, Reply, unknown]>([
    ['ZERO_RESULTS', { body: { status: 'ZERO_RESULTS', routes: [] } }, { ok: false, reason: 'no-route' }],
    ['OK without routes', { body: { status: 'OK', routes: [] } }, { ok: false, reason: 'no-route' }],
    [
      'a leg without distance',
      { body: { status: 'OK', routes: [{ legs: [{}] }] } },
      { ok: false, reason: 'no-distance' },
    ],
    [
      'NOT_FOUND',
      { body: { status: 'NOT_FOUND' } },
      { ok: false, reason: 'not-found', which: ['origin', 'destination'] },
    ],
    [
      'REQUEST_DENIED',
      { body: { status: 'REQUEST_DENIED', error_message: 'bad key' } },
      { ok: false, reason: 'unavailable' },
    ],
    ['a 500', { status: 500, body: {} }, { ok: false, reason: 'unavailable' }],
    ['a timeout', 'hang', { ok: false, reason: 'unavailable' }],
  ])('maps %s', async (_name, r, expected) => {
    reply = r
    expect(await google().distanceMeters('a', 'b')).toEqual(expected)
  })

  it('reports a failed status as "Directions request failed: {status}"', () => {
    expect(errors).toContain('Directions request failed: REQUEST_DENIED')
  })
})

describe('the quote with a routing provider', () => {
  it('turns each failure into the spec’s message key, and prices the route', async () => {
    const google = createGoogleDistanceProvider({ apiKey: 'k', baseUrl: base, timeoutMs: 500 })
    const input = { pickup: 'a', delivery: 'b' }
    reply = { body: { status: 'ZERO_RESULTS' } }
    expect(await quoteAddresses(google, input)).toEqual({ status: 'error', error: 'noRoute' })
    reply = { body: { status: 'OK', routes: [{ legs: [{}] }] } }
    expect(await quoteAddresses(google, input)).toEqual({ status: 'error', error: 'noDistance' })
    reply = { status: 503, body: {} }
    expect(await quoteAddresses(google, input)).toEqual({ status: 'error', error: 'failed' })
    reply = { body: { status: 'NOT_FOUND' } }
    expect(await quoteAddresses(google, input)).toEqual({ status: 'error', error: 'failed' })
    reply = { body: { status: 'OK', routes: [{ legs: [{ distance: { value: 16093.44 } }] }] } }
    expect(await quoteAddresses(google, input)).toMatchObject({
      status: 'priced',
      method: 'route',
      price: { miles: 10, totalCents: 3200 },
    })
  })

  it('chooses Google, then OSRM, then ZIP centroids from the environment', () => {
    expect(distanceProviderFor(testEnv()).name).toBe('zip')
    expect(distanceProviderFor(testEnv({ OSRM_URL: base })).name).toBe('osrm')
    expect(distanceProviderFor(testEnv({ OSRM_URL: base, GOOGLE_MAPS_API_KEY: 'k' })).name).toBe('google')
  })
})
