import { dbOf, type DataSource } from '../../db/source'
import { and, count, eq, gt, gte, lte, or, sql } from 'drizzle-orm'
import { averageRates } from '#app/domain/newsletter/newsletters'
import type { Db } from '../../db/client'
import { newsletters, subscribers } from '../../db/schema'
import { sentNewsletterFigures } from '../../repos/newsletters'

const DAY_MS = 86_400_000

/** The end of each of the last `months` calendar months (UTC), the current one ending now. */
export function monthEnds(now: Date, months: number): Date[] {
  const ends: Date[] = []
  for (let back = months - 1; back >= 0; back--) {
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1) - 1)
    ends.push(end.getTime() > now.getTime() ? now : end)
  }
  return ends
}

async function activeAt(db: Db, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscribers)
    .where(
      and(
        lte(subscribers.subscribedAt, at),
        or(
          eq(subscribers.status, 'active'),
          and(eq(subscribers.status, 'unsubscribed'), gt(subscribers.unsubscribedAt, at)),
        ),
      ),
    )
  return row?.n ?? 0
}

/**
 * The Statistics sub-tab (network-site.md §3 Newsletter statistics; issue #11 item 5), all from
 * the database: the six cards, active subscribers at the end of each of the last 6 months, and
 * the opens and clicks of the last 12 sent newsletters.
 */
export async function newsletterStatistics(source: DataSource, now = new Date()) {
  const db = dbOf(source)
  const [[totals], sent] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${subscribers.status} = 'active')`.mapWith(Number),
        recent: sql<number>`count(*) filter (where ${subscribers.status} = 'active' and ${gte(
          subscribers.subscribedAt,
          new Date(now.getTime() - 30 * DAY_MS),
        )})`.mapWith(Number),
      })
      .from(subscribers),
    sentNewsletterFigures(db),
  ])
  const rates = averageRates(sent)
  const ends = monthEnds(now, 6)
  const growth = await Promise.all(
    ends.map(async (end) => ({ month: end.toISOString().slice(0, 7), active: await activeAt(db, end) })),
  )
  const [sentCount] = await db.select({ n: count() }).from(newsletters).where(eq(newsletters.status, 'sent'))
  return {
    cards: {
      totalSubscribers: totals?.total ?? 0,
      activeSubscribers: totals?.active ?? 0,
      newslettersSent: sentCount?.n ?? 0,
      averageOpenRate: rates.openRate,
      averageClickRate: rates.clickRate,
      recentGrowth: totals?.recent ?? 0,
    },
    growth,
    engagement: sent
      .slice(-12)
      .map((n) => ({ id: n.id, title: n.title, opens: n.openCount, clicks: n.clickCount })),
  }
}
