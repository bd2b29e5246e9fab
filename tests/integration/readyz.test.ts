import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pino from 'pino'
import { checkReady } from '#app/.server/boot'
import { createEdgePolicy } from '#app/.server/site-origin'
import { createHttpApp } from '../../server/app.js'
import { testEnv } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

// Issue #17 item 7: in production /readyz answers only ok / not ok, never which database runs.
let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase({ seed: false })
})
afterAll(async () => {
  await t?.drop()
})

async function readyz(options: { production: boolean; broken: boolean }) {
  const env = testEnv({ NODE_ENV: options.production ? 'production' : 'development' })
  const app = { db: t.db, dbKind: t.kind, env, logger: pino({ level: 'silent' }), database: t }
  const build = { entry: { module: { checkReady, createEdgePolicy } } }
  const http = createHttpApp({
    app,
    getBuild: async () => {
      if (options.broken) throw new Error('the database is down')
      return build
    },
    clientDir: '/nonexistent',
    isProduction: options.production,
    viteDevMiddleware: undefined,
  })
  const server = http.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`)
    return { status: response.status, body: await response.json() }
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

describe('GET /readyz', () => {
  it.each([
    [{ production: true, broken: false }, 200, 'ok', false],
    [{ production: true, broken: true }, 503, 'unavailable', false],
    [{ production: false, broken: false }, 200, 'ok', true],
    [{ production: false, broken: true }, 503, 'unavailable', true],
  ])('%o answers %i %s (names the database: %s)', async (options, status, text, namesDatabase) => {
    const answer = await readyz(options)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual(namesDatabase ? { status: text, database: t.kind } : { status: text })
  })
})
