import { chain } from '../support/route-chain'
import { renderedRow } from '../support/outbox'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterDeliveries, newsletters, outbox, subscribers } from '#app/.server/db/schema'
import { clickUrl, openPixelUrl } from '#app/.server/newsletter/tracking'
import { monthEnds, newsletterStatistics } from '#app/.server/services/newsletter/newsletter-stats'
import * as clickRouteModule from '#app/routes/resources/newsletter-click'
import * as openRouteModule from '#app/routes/resources/newsletter-open'
import { newsletterFormSchema } from '#app/domain/newsletter/newsletter-form'
import {
  runNewsletterSend,
  saveNewsletter,
  sendNewsletterNow,
} from '#app/.server/services/newsletter/newsletters'
import { routeArgs, testContext, testEnv, TEST_SESSION_SECRET } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

const clickRoute = chain(clickRouteModule)
const openRoute = chain(openRouteModule)

const ORIGIN = 'http://localhost'
const DAY = 86_400_000
let t: TestDatabase

beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})

async function load(url: string) {
  return (await openRoute.loader(
    routeArgs(new Request(url), testContext(t), { file: new URL(url).pathname.split('/').pop()! }),
  )) as Response
}
/** The open image of one delivery, as the e-mail carries it. */
const signedPixel = (id: number, subscriberId: string) =>
  openPixelUrl(ORIGIN, id, subscriberId, TEST_SESSION_SECRET)

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

    const people = await t.db
      .insert(subscribers)
      .values([
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
      .returning()
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

    const [old, recent] = people
    await t.db.insert(newsletterDeliveries).values([
      { newsletterId: sent!.id, subscriberId: old!.id, outboxId: 1 },
      { newsletterId: sent!.id, subscriberId: recent!.id, outboxId: 2 },
    ])

    // Opens (issue #17 item 6): the image is always served, but only the image signed for a
    // delivery counts, once. 25 anonymous loads of the old address count nothing.
    for (let i = 0; i < 25; i++) {
      const pixel = await load(`${ORIGIN}/newsletter/o/${sent!.id}.gif`)
      expect(pixel.status).toBe(200)
      expect(pixel.headers.get('content-type')).toBe('image/gif')
    }
    for (let i = 0; i < 3; i++) expect((await load(signedPixel(sent!.id, old!.id))).status).toBe(200)
    await load(signedPixel(sent!.id, recent!.id))
    // Forged: another newsletter's id with this signature, a subscriber with no delivery, a draft.
    await load(signedPixel(sent!.id, old!.id).replace(`/o/${sent!.id}-`, `/o/${draft!.id}-`))
    await load(signedPixel(sent!.id, people[2]!.id))
    await load(signedPixel(draft!.id, old!.id))
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
    // 2 of 4 recipients opened it: 50 %.
    expect(after.cards).toMatchObject({ newslettersSent: 1, averageOpenRate: 50, averageClickRate: 25 })
    expect(after.engagement).toEqual([{ id: sent!.id, title: 'Sent one', opens: 2, clicks: 1 }])
  })

  it('one subscriber loading the image of a real send three times: open rate 100 %, not 200 % (issue #20 item 1)', async () => {
    await t.db.delete(newsletters)
    await t.db.delete(subscribers)
    await t.db.insert(subscribers).values({
      email: 'solo@example.com',
      status: 'active',
      lang: 'en',
      source: 't',
      subscribedAt: new Date(),
    })
    const form = newsletterFormSchema.parse({ title: 'Solo', subject: 'Solo', content: 'Hi' })
    const saved = await saveNewsletter(t.db, form, {
      staffEmail: 's@example.com',
      zone: 'America/New_York',
      origin: ORIGIN,
    })
    if (!saved.ok) throw new Error('not saved')
    const id = saved.newsletter.id
    await sendNewsletterNow(t.db, id, { origin: ORIGIN })
    await runNewsletterSend(t.db, { newsletterId: id, origin: ORIGIN }, { env: testEnv() })
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.category, 'newsletter.issue'))
    const image = /src="([^"]*\/newsletter\/o\/[^"]*)"/.exec((await renderedRow(t.db, mail!)).html)![1]!
    expect(image).toMatch(new RegExp(`/newsletter/o/${id}-[0-9a-f]{32}-[\\w-]{22}\\.gif$`))
    for (let i = 0; i < 3; i++) await load(image)
    const stats = await newsletterStatistics(t.db)
    expect(stats.cards.averageOpenRate).toBe(100)
    expect(stats.engagement).toEqual([{ id, title: 'Solo', opens: 1, clicks: 0 }])
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
