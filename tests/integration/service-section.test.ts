import { testContext } from './context'
import { chain } from '../support/route-chain'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createZipDistanceProvider,
  zipCentroid,
  zipDistanceProvider,
} from '#app/.server/adapters/distance/zip'
import type { DistanceProvider } from '#app/.server/adapters/distance'
import { operators, serviceAreas } from '#app/.server/db/schema'
import { cityCentres, serviceAreas as seededAreas } from '#app/.server/db/seed-data/service-areas'
import { getCourierServiceData } from '#app/.server/services/service/courier-service'
import { listServiceAreas } from '#app/.server/services/service/service-areas'
import { quoteZipDelivery } from '#app/.server/services/bookings/zip-quote'
import { estimatedRoadMeters, quotedMiles, straightLineMeters } from '#app/domain/quote/distance'
import { metersToMiles, priceForMiles } from '#app/domain/quote/pricing'
import { aggregateRating, midpoint } from '#app/domain/service/structured-data'
import * as calculatorModule from '#app/routes/service/calculator'
import * as areasModule from '#app/routes/service/areas'
import { createTestDatabase, type TestDatabase } from './test-database'

const { action: calculatorAction } = chain(calculatorModule)
const { loader: areasLoader } = chain(areasModule)

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})

const MILE = 1609.344

async function expectedPrice(from: string, to: string) {
  const a = (await zipCentroid(from))!
  const b = (await zipCentroid(to))!
  return priceForMiles(quotedMiles(metersToMiles(estimatedRoadMeters(a, b))))!
}

describe(`service areas from the database (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('are the 15 cities, each with at least one ZIP code within 25 miles of its centre', async () => {
    const areas = await listServiceAreas(t.db)
    expect(areas.map((a) => a.city)).toEqual(seededAreas.map((a) => a.city))
    for (const area of areas) {
      expect(area.state).toBe('FL')
      expect(area.zipCodes.length, area.city).toBeGreaterThan(0)
      const centre = cityCentres[area.city]!
      for (const zip of area.zipCodes) {
        const point = await zipCentroid(zip)
        expect(point, `${area.city} ${zip}`).toBeDefined()
        expect(straightLineMeters(centre, point!) / MILE, `${area.city} ${zip}`).toBeLessThanOrEqual(25)
      }
    }
  })

  it('are what the areas page loads; inactive areas are left out and a missing state reads FL', async () => {
    await t.db.update(serviceAreas).set({ isActive: false }).where(eq(serviceAreas.city, 'Davie'))
    await t.db.update(serviceAreas).set({ state: ' ' }).where(eq(serviceAreas.city, 'Sunrise'))
    try {
      const { areas } = await areasLoader({
        request: new Request('http://localhost/service/areas'),
        context: testContext(t),
      } as never)
      expect(areas).toHaveLength(14)
      expect(areas.some((a) => a.city === 'Davie')).toBe(false)
      expect(areas.find((a) => a.city === 'Sunrise')!.state).toBe('FL')
    } finally {
      await t.db.update(serviceAreas).set({ isActive: true }).where(eq(serviceAreas.city, 'Davie'))
      await t.db.update(serviceAreas).set({ state: 'FL' }).where(eq(serviceAreas.city, 'Sunrise'))
    }
  })
})

describe('courier service structured data facts', () => {
  it('rates the network from its operators’ real ratings only, never the seeded samples (issue #30 item 3)', async () => {
    // Every seeded rating is a sample: no rating at all.
    expect((await getCourierServiceData(t.db)).rating).toBeUndefined()
    try {
      await t.db
        .update(operators)
        .set({ sampleReviews: false })
        .where(inArray(operators.customSlug, ['delray-beach-courier', 'miami-express-courier']))
      const rows = await t.db
        .select({ averageRating: operators.averageRating, totalReviews: operators.totalReviews })
        .from(operators)
        .where(eq(operators.sampleReviews, false))
      const data = await getCourierServiceData(t.db)
      expect(data.rating).toEqual(aggregateRating(rows))
      expect(data.rating!.reviewCount).toBe(rows.reduce((n, r) => n + r.totalReviews, 0))
    } finally {
      await t.db
        .update(operators)
        .set({ sampleReviews: true })
        .where(inArray(operators.customSlug, ['delray-beach-courier', 'miami-express-courier']))
    }
  })

  it('centres the network on the served cities', async () => {
    const data = await getCourierServiceData(t.db)
    expect(data.areas).toHaveLength(15)
    // The centre is the middle of the served cities: Miami and West Palm Beach, the two ends about
    // 106 km apart, are each about 54 km from it (the spec's 50 km radius reaches nearly all of it).
    expect(data.centre).toEqual(midpoint(data.areas.map((a) => cityCentres[a.city]!)))
    const distances = data.areas.map((a) => straightLineMeters(data.centre!, cityCentres[a.city]!))
    expect(Math.max(...distances)).toBeLessThan(56_000)
    expect(distances.filter((d) => d <= 50_000)).toHaveLength(13)
  })
})

describe('pricing by ZIP code', () => {
  it('prices the distance between ZIP centroids × 1.2 with the calculator formula, to the cent', async () => {
    const quote = await quoteZipDelivery(t.db, zipDistanceProvider, { from: '33444', to: '33131' })
    const expected = await expectedPrice('33444', '33131')
    expect(quote).toEqual({
      status: 'priced',
      from: '33444',
      to: '33131',
      price: expected,
      method: 'zip-centroid',
    })
    expect(expected.totalCents).toBe(expected.baseCents + Math.round(200 * expected.miles))
    expect(Number.isInteger(expected.miles * 10)).toBe(true)
  })

  it('names unknown ZIP codes, refuses a zero distance and refuses ZIP codes outside the areas without a price', async () => {
    expect(await quoteZipDelivery(t.db, zipDistanceProvider, { from: '00000', to: '33131' })).toEqual({
      status: 'invalid',
      errors: { from: 'unknown' },
    })
    expect(await quoteZipDelivery(t.db, zipDistanceProvider, { from: '00000', to: '99999' })).toEqual({
      status: 'invalid',
      errors: { from: 'unknown', to: 'unknown' },
    })
    expect(await quoteZipDelivery(t.db, zipDistanceProvider, { from: '33444', to: '33444' })).toEqual({
      status: 'too-close',
    })
    const outside = await quoteZipDelivery(t.db, zipDistanceProvider, { from: '32801', to: '33444' })
    expect(outside).toMatchObject({ status: 'outside-areas', outsideAreas: ['32801'], areaCount: 15 })
    expect(outside).not.toHaveProperty('price')
    // The review's case (issue #30 item 5): Delray Beach to New York was priced at $2,524.80.
    const newYork = await quoteZipDelivery(t.db, zipDistanceProvider, { from: '33444', to: '10001' })
    expect(newYork).toMatchObject({ status: 'outside-areas', outsideAreas: ['10001'], areaCount: 15 })
    expect(newYork).not.toHaveProperty('price')
    const seattle = await quoteZipDelivery(t.db, zipDistanceProvider, { from: '98101', to: '98109' })
    expect(seattle).toMatchObject({
      status: 'outside-areas',
      outsideAreas: ['98101', '98109'],
      areaCount: 15,
    })
  })

  it('takes a routing provider’s distance and reports its failures', async () => {
    const route = (meters: number): DistanceProvider => ({
      name: 'fake',
      distanceMeters: async () => ({ ok: true, meters, method: 'route' }),
    })
    const quote = await quoteZipDelivery(t.db, route(10 * MILE), { from: '33444', to: '33131' })
    expect(quote).toMatchObject({ status: 'priced', method: 'route', price: { miles: 10, totalCents: 3200 } })
    const down: DistanceProvider = {
      name: 'down',
      distanceMeters: async () => ({ ok: false, reason: 'unavailable' }),
    }
    expect(await quoteZipDelivery(t.db, down, { from: '33444', to: '33131' })).toEqual({ status: 'failed' })
  })

  it('accepts addresses ending in a ZIP code, and a custom road factor', async () => {
    const straight = createZipDistanceProvider({ roadFactor: 1 })
    const result = await straight.distanceMeters('100 NE 2nd Ave, Delray Beach, FL 33444', '33131')
    const a = (await zipCentroid('33444'))!
    const b = (await zipCentroid('33131'))!
    expect(result).toEqual({ ok: true, meters: straightLineMeters(a, b), method: 'zip-centroid' })
  })
})

describe('the calculator action', () => {
  const post = (fields: Record<string, string>, ip: string, scale = 1) =>
    calculatorAction({
      request: new Request('http://localhost/service/calculator', {
        method: 'POST',
        headers: { Origin: 'http://localhost' },
        body: new URLSearchParams(fields),
      }),
      context: testContext(t, { clientIp: ip, env: { RATE_LIMIT_SCALE: scale } }),
    } as unknown as Parameters<typeof calculatorAction>[0])

  it('answers 200 with a price, 400 with field errors, echoing the values', async () => {
    const ok = await post({ from: '33444', to: '33131-0001' }, '198.51.100.1')
    expect(ok.init?.status).toBe(200)
    expect(ok.data).toMatchObject({
      status: 'priced',
      price: await expectedPrice('33444', '33131'),
      values: { from: '33444', to: '33131-0001' },
    })
    const bad = await post({ from: '', to: 'abc' }, '198.51.100.1')
    expect(bad.init?.status).toBe(400)
    expect(bad.data).toEqual({
      status: 'invalid',
      errors: { from: 'required', to: 'format' },
      values: { from: '', to: 'abc' },
    })
    const unknown = await post({ from: '33444', to: '00000' }, '198.51.100.1')
    expect(unknown.init?.status).toBe(400)
    expect(unknown.data).toMatchObject({ status: 'invalid', errors: { to: 'unknown' } })
    // The server refuses a delivery outside the service areas: 422 and no price to order.
    const newYork = await post({ from: '33444', to: '10001' }, '198.51.100.1')
    expect(newYork.init?.status).toBe(422)
    expect(newYork.data).toMatchObject({ status: 'outside-areas', outsideAreas: ['10001'] })
    expect(newYork.data).not.toHaveProperty('price')
  })

  it('limits each IP to its quota, counting every attempt, and says when to retry', async () => {
    // 30 per 10 minutes, scaled down to 2 here.
    const scale = 2 / 30
    const answers = []
    for (let i = 0; i < 3; i++)
      answers.push(await post({ from: '33444', to: '33131' }, '203.0.113.77', scale))
    expect(answers.map((a) => a.init?.status)).toEqual([200, 200, 429])
    const refused = answers[2]!
    expect(refused.data).toMatchObject({ status: 'rate-limited', values: { from: '33444', to: '33131' } })
    const retry = Number(new Headers(refused.init?.headers).get('Retry-After'))
    expect(retry).toBeGreaterThan(0)
    expect(retry).toBeLessThanOrEqual(600)
    // Invalid input counts too, and another IP is not affected.
    expect((await post({ from: '', to: '' }, '203.0.113.77', scale)).init?.status).toBe(429)
    expect((await post({ from: '33444', to: '33131' }, '203.0.113.78', scale)).init?.status).toBe(200)
  })
})
