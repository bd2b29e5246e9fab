import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitHits } from '#app/.server/db/schema'
import { consumeRateLimit } from '#app/.server/security/rate-limit'
import { createTestDatabase, type TestDatabase } from './test-database'

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase({ seed: false })
})
afterAll(async () => {
  await t?.drop()
})

const rule = { bucket: 'test:form', limit: 3, windowMs: 60_000 }

describe('rate limit', () => {
  it('allows the limit within a window, then refuses, and a new window starts over', async () => {
    const now = new Date('2026-01-01T10:00:10Z')
    const results = []
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(t.db, rule, '203.0.113.5', { now }))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterSeconds).toBe(50)
    expect((await consumeRateLimit(t.db, rule, '203.0.113.9', { now })).allowed).toBe(true)
    expect(
      (await consumeRateLimit(t.db, rule, '203.0.113.5', { now: new Date('2026-01-01T10:01:00Z') })).allowed,
    ).toBe(true)
  })
  it('scales the limit', async () => {
    const now = new Date('2026-01-02T10:00:00Z')
    const allowed = []
    for (let i = 0; i < 7; i++)
      allowed.push((await consumeRateLimit(t.db, rule, 'k', { now, scale: 2 })).allowed)
    expect(allowed.filter(Boolean)).toHaveLength(6)
  })
  it('counts concurrent hits exactly', async () => {
    const now = new Date('2026-01-03T10:00:00Z')
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit(t.db, { ...rule, limit: 5 }, 'burst', { now })),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
  })
  it('stores no raw key', async () => {
    const rows = await t.db.select().from(rateLimitHits)
    expect(rows.some((r) => r.key.includes('203.0.113'))).toBe(false)
    expect((await t.db.select({ n: count() }).from(rateLimitHits))[0]!.n).toBeGreaterThan(0)
  })
})
