/**
 * The Markets screen (issue #19 item 4), through the middleware of its place in the route tree:
 * staff add a market by its ZIP code and it is on the home page's map with the real count of
 * published operators in it (or its label while there are none); a bad ZIP code is refused beside
 * the field, keeps what was typed and stores nothing; a status change and a delete show on the map;
 * signed-out and forged sessions are refused.
 */
import { chain } from '../support/route-chain'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as homeModule from '#app/routes/marketing/home'
import * as marketsAdminModule from '#app/routes/admin/collection'
import type { Market } from '#app/domain/markets/markets'
import { markets } from '#app/.server/db/schema'
import { insertOperator } from '#app/.server/repos/operators'
import { createStaff, get, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const screenRoute = chain(marketsAdminModule)
const homeRoute = chain(homeModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'markets-staff@example.com')
  cookie = await signIn(t.db, 'markets-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

type Row = Market & { zip: string | null; status: string }
type Screen = { data: { rows: Row[]; editing: { id: number; values: Record<string, string> } | null } }
type Reply = {
  data: {
    notice?: { tone: string; key: string; values?: Record<string, unknown> } | null
    result?: { initialValue?: Record<string, string>; error?: Record<string, string[]> }
  }
  init?: { status?: number }
}

const run = (fn: ((args: never) => unknown) | undefined, request: Request) =>
  settle(() => fn!({ request, context: testContext(t.db), params: {} } as never))
const screen = async (path = '/admin/markets') =>
  (await run(screenRoute.loader, get(path, { Cookie: cookie }))) as Screen
const send = async (fields: Record<string, string>, headers: Record<string, string> = { Cookie: cookie }) =>
  (await run(screenRoute.action, post('/admin/markets', fields, headers))) as Reply
const storedCount = async () => (await t.db.select({ n: count() }).from(markets))[0]!.n
/** The markets of the home page's loader data (what the map and the cards show). */
const homeMarkets = async () => {
  const reply = (await run(homeRoute.loader, get('/'))) as
    { markets: Market[] } | { data: { markets: Market[] } }
  return 'markets' in reply ? reply.markets : reply.data.markets
}
const onHome = async (city: string) => (await homeMarkets()).find((m) => m.city === city)

const orlando = {
  intent: 'save',
  city: 'Orlando',
  state: 'fl',
  zip: '32801',
  lat: '',
  lng: '',
  status: 'comingSoon',
}

describe('the markets screen', () => {
  it('lists the seeded markets with what the map shows: real counts, no invented numbers', async () => {
    const { data } = await screen()
    expect(data.rows).toHaveLength(10)
    expect(data.rows.find((m) => m.city === 'Miami')).toMatchObject({
      status: 'active',
      shown: { kind: 'operators', count: 3 },
    })
    expect(data.rows.find((m) => m.city === 'New York')).toMatchObject({
      status: 'recruiting',
      shown: { kind: 'recruiting' },
    })
    const total = (await homeMarkets()).reduce(
      (sum, m) => sum + (m.shown.kind === 'operators' ? m.shown.count : 0),
      0,
    )
    expect(total).toBe(6)
    expect((await screen('/es/admin/markets?edit=5')).data.editing).toMatchObject({
      id: 5,
      values: { city: 'Miami', state: 'FL', zip: '', lat: '25.7617', status: 'active' },
    })
  })

  it('adds a market by ZIP code: its position stored, on the home page with its label, then its count', async () => {
    const reply = await send(orlando)
    expect(reply.init?.status ?? 200).toBe(200)
    expect(reply.data.notice).toEqual({
      tone: 'success',
      key: 'adminMarkets.added',
      values: { market: 'Orlando, FL' },
    })
    const added = (await screen()).data.rows.find((m) => m.city === 'Orlando')!
    // Numbered after the seeded ids (the seeder moved the sequence past them).
    expect(added.id).toBeGreaterThan(10)
    expect(added).toMatchObject({ state: 'FL', zip: '32801', status: 'comingSoon' })
    expect(added.lat).toBeCloseTo(28.54, 1)
    expect(added.lng).toBeCloseTo(-81.38, 1)
    expect(await onHome('Orlando')).toMatchObject({ shown: { kind: 'comingSoon' } })

    await insertOperator(t.db, {
      name: 'Orlando Courier',
      customSlug: 'orlando-courier-test',
      latitude: 28.55,
      longitude: -81.36,
    })
    expect(await onHome('Orlando')).toMatchObject({ shown: { kind: 'operators', count: 1 } })
  })

  it('refuses an unknown or malformed ZIP code beside the field, keeps what was typed, stores nothing', async () => {
    const before = await storedCount()
    const unknown = await send({ ...orlando, city: 'Nowhere', zip: '00000' })
    expect(unknown.init?.status).toBe(400)
    expect(unknown.data.result?.error).toEqual({ zip: ['adminMarkets.errors.zipUnknown'] })
    expect(unknown.data.result?.initialValue).toMatchObject({
      city: 'Nowhere',
      zip: '00000',
      status: 'comingSoon',
    })

    const several = await send({ ...orlando, zip: '3280', state: 'Florida' })
    expect(several.init?.status).toBe(400)
    expect(several.data.result?.error).toEqual({
      zip: ['adminMarkets.errors.zip'],
      state: ['adminMarkets.errors.state'],
    })
    expect(several.data.result?.initialValue).toMatchObject({ zip: '3280', state: 'Florida' })

    const none = await send({ ...orlando, zip: '' })
    expect(none.data.result?.error).toEqual({ zip: ['adminMarkets.errors.positionNeeded'] })
    expect(await storedCount()).toBe(before)
  })

  it('changes a status: a market without operators shows the new label, never a number', async () => {
    const { data } = await screen('/admin/markets?edit=7')
    const reply = await send({ intent: 'save', id: '7', ...data.editing!.values, status: 'comingSoon' })
    expect(reply.data.notice).toMatchObject({ key: 'adminMarkets.saved', values: { market: 'Dallas, TX' } })
    expect(await onHome('Dallas')).toMatchObject({ shown: { kind: 'comingSoon' }, lat: 32.7767 })
    // A market with operators shows their count whatever its status.
    await send({
      intent: 'save',
      id: '5',
      ...(await screen('/admin/markets?edit=5')).data.editing!.values,
      status: 'recruiting',
    })
    expect(await onHome('Miami')).toMatchObject({ shown: { kind: 'operators', count: 3 } })
  })

  it('moves a market to a typed position without a ZIP code', async () => {
    const reply = await send({
      intent: 'save',
      id: '10',
      city: 'Norfolk',
      state: 'VA',
      lat: '36.8508',
      lng: '-76.2859',
      status: 'recruiting',
    })
    expect(reply.data.notice?.key).toBe('adminMarkets.saved')
    expect(await onHome('Norfolk')).toMatchObject({
      lat: 36.8508,
      lng: -76.2859,
      shown: { kind: 'recruiting' },
    })
  })

  it('deletes a market: gone from the map; an unknown one is not found', async () => {
    const reply = await send({ intent: 'delete', id: '9' })
    expect(reply.data.notice).toEqual({
      tone: 'success',
      key: 'adminMarkets.deleted',
      values: { market: 'Las Vegas, NV' },
    })
    expect(await onHome('Las Vegas')).toBeUndefined()
    const again = await send({ intent: 'delete', id: '9' })
    expect(again.init?.status).toBe(404)
    expect(again.data.notice?.key).toBe('adminMarkets.notFound')
  })

  it('refuses signed-out and forged sessions, changing nothing', async () => {
    const before = (await screen()).data
    const name = cookie.split('=')[0]!
    for (const headers of [{}, { Cookie: `${name}=${'A'.repeat(43)}` }] as Array<Record<string, string>>) {
      const page = (await run(screenRoute.loader, get('/admin/markets', headers))) as Response
      expect(page).toBeInstanceOf(Response)
      expect(page.status).toBe(302)
      for (const fields of [orlando, { intent: 'delete', id: '2' }]) {
        const answer = (await run(screenRoute.action, post('/admin/markets', fields, headers))) as Response
        expect(answer).toBeInstanceOf(Response)
        expect(answer.status).toBe(302)
      }
    }
    expect((await screen()).data).toEqual(before)
  })
})
