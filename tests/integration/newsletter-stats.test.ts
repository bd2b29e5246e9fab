import { chain } from '../support/route-chain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletters, subscribers } from '#app/.server/db/schema'
import { clickUrl, openPixelUrl } from '#app/.server/newsletter/tracking'
import { monthEnds, newsletterStatistics } from '#app/.server/services/newsletter-stats'
import * as clickRouteModule from '#app/routes/resources/newsletter-click'
const clickRoute = chain(clickRouteModule)
import * as openRouteModule from '#app/routes/resources/newsletter-open'
const openRoute = chain(openRouteModule)
import { routeArgs, testContext, TEST_SESSION_SECRET } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

const ORIGIN = 'http://localhost'
const DAY = 86_400_000
let t: TestDatabase

beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})

async function open(id: number) {
  const url = openPixelUrl(ORIGIN, id)
  const response = (await openRoute.loader(
    routeArgs(new Request(url), testContext(t), { file: url.split('/').pop()! }),
  )) as Response
  return response
}

async function click(id: number, target: string, signature?: string) {
  const url = new URL(clickUrl(ORIGIN, id, target, TEST_SESSION_SECRET))
  if (signature) url.searchParams.set('s', signature)
  return (await clickRoute.loader(
    routeArgs(new Request(url), testContext(t), { id: String(id) }),
  )) as Response
}

describe('newsletter statistics', () => {
  it('are computed from the database and change with subscribers, sends, opens and clicks', async () => {
    const now = new Date()
    const empty = await newsletterStatistics(t.db, now)
    expect(empty.cards).toEqual({
      totalSubscribers: 0,
      activeSubscribers: 0,
      newslettersSent: 0,
      averageOpenRate: 0,
      averageClickRate: 0,
      recentGrowth: 0,
    })
    expect(empty.growth).toHaveLength(6)
    expect(empty.engagement).toEqual([])

    await t.db.insert(subscribers).values([
      {
        email: 'old@example.com',
        status: 'active',
        lang: 'en',
        source: 't',
        subscribedAt: new Date(now.getTime() - 90 * DAY),
      },
      {
        email: 'new@example.com',
        status: 'active',
        lang: 'en',
        source: 't',
        subscribedAt: new Date(now.getTime() - 2 * DAY),
      },
      { email: 'wait@example.com', status: 'pending', lang: 'es', source: 't' },
      {
        email: 'left@example.com',
        status: 'unsubscribed',
        lang: 'en',
        source: 't',
        subscribedAt: new Date(now.getTime() - 200 * DAY),
        unsubscribedAt: new Date(now.getTime() - 5 * DAY),
      },
    ])
    const withPeople = await newsletterStatistics(t.db, now)
    expect(withPeople.cards).toMatchObject({ totalSubscribers: 4, activeSubscribers: 2, recentGrowth: 1 })
    // Two months back both 'old' and 'left' were active; now 'old' and 'new' are.
    expect(withPeople.growth.at(-1)!.active).toBe(2)
    expect(withPeople.growth.at(-4)!.active).toBe(2)

    const [sent] = await t.db
      .insert(newsletters)
      .values({
        title: 'Sent one',
        subject: 'S',
        content: 'x',
        status: 'sent',
        sentAt: now,
        recipientCount: 4,
      })
      .returning()
    const [draft] = await t.db
      .insert(newsletters)
      .values({ title: 'Draft', subject: 'S', content: 'x', status: 'draft' })
      .returning()

    // Opens: the image is always served; only a sent newsletter counts.
    const pixel = await open(sent!.id)
    expect(pixel.status).toBe(200)
    expect(pixel.headers.get('content-type')).toBe('image/gif')
    await open(sent!.id)
    await open(draft!.id)
    // Clicks: a signed link counts and redirects; a forged one is refused and counts nothing.
    const ok = await click(sent!.id, 'https://example.com/story')
    expect(ok.status).toBe(302)
    expect(ok.headers.get('location')).toBe('https://example.com/story')
    expect((await click(sent!.id, 'https://evil.example/', 'forged-signature-forged-signature')).status).toBe(
      400,
    )

    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, sent!.id))
    expect(row).toMatchObject({ openCount: 2, clickCount: 1 })
    const [untouched] = await t.db.select().from(newsletters).where(eq(newsletters.id, draft!.id))
    expect(untouched).toMatchObject({ openCount: 0, clickCount: 0 })

    const after = await newsletterStatistics(t.db, now)
    expect(after.cards).toMatchObject({ newslettersSent: 1, averageOpenRate: 50, averageClickRate: 25 })
    expect(after.engagement).toEqual([{ id: sent!.id, title: 'Sent one', opens: 2, clicks: 1 }])
  })

  it('ends each of the last months at its last millisecond, the current one now', () => {
    const now = new Date('2026-11-22T18:00:00Z')
    expect(monthEnds(now, 3).map((d) => d.toISOString())).toEqual([
      '2026-09-30T23:59:59.999Z',
      '2026-10-31T23:59:59.999Z',
      '2026-11-22T18:00:00.000Z',
    ])
  })
})
