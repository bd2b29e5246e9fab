import { and, asc, count, desc, eq, gt, inArray, isNull, notExists, notInArray, sql } from 'drizzle-orm'
import type { NewsletterStatus } from '#app/domain/newsletter/newsletters'
import type { Db } from '../db/client'
import { newsletterDeliveries, newsletters, outbox, subscribers, type NewsletterRow } from '../db/schema'

export type { NewsletterRow }
export type NewsletterValues = Omit<
  typeof newsletters.$inferInsert,
  'id' | 'openCount' | 'clickCount' | 'sentAt'
>

export async function listNewsletterRows(db: Db): Promise<NewsletterRow[]> {
  return db.select().from(newsletters).orderBy(desc(newsletters.updatedAt), desc(newsletters.id))
}

export async function findNewsletter(db: Db, id: number): Promise<NewsletterRow | undefined> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1)
  return row
}

/** Locks a newsletter for the rest of the transaction (one sender at a time). */
export async function lockNewsletter(db: Db, id: number): Promise<NewsletterRow | undefined> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1).for('update')
  return row
}

export async function insertNewsletter(db: Db, values: NewsletterValues): Promise<NewsletterRow> {
  const [row] = await db.insert(newsletters).values(values).returning()
  return row!
}

export async function updateNewsletter(
  db: Db,
  id: number,
  values: Partial<typeof newsletters.$inferInsert>,
): Promise<NewsletterRow | undefined> {
  const [row] = await db.update(newsletters).set(values).where(eq(newsletters.id, id)).returning()
  return row
}

export async function deleteNewsletterRow(db: Db, id: number, unless: NewsletterStatus[]): Promise<boolean> {
  const rows = await db
    .delete(newsletters)
    .where(and(eq(newsletters.id, id), notInArray(newsletters.status, unless)))
    .returning({ id: newsletters.id })
  return rows.length > 0
}

export async function countActiveSubscribers(db: Db, langs: Array<'en' | 'es'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscribers)
    .where(and(eq(subscribers.status, 'active'), inArray(subscribers.lang, langs)))
  return row?.n ?? 0
}

/**
 * The next active subscribers of `langs` who have no message of this newsletter yet, by id; after
 * `after` (the last id of the previous batch of the same run) when given, so a batch does not
 * scan again the subscribers the batches before it took.
 */
export async function nextRecipients(
  db: Db,
  newsletterId: number,
  langs: Array<'en' | 'es'>,
  limit: number,
  after?: string,
) {
  return db
    .select({ id: subscribers.id, email: subscribers.email, lang: subscribers.lang })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.status, 'active'),
        inArray(subscribers.lang, langs),
        after === undefined ? undefined : gt(subscribers.id, after),
        notExists(
          db
            .select({ one: sql`1` })
            .from(newsletterDeliveries)
            .where(
              and(
                eq(newsletterDeliveries.newsletterId, newsletterId),
                eq(newsletterDeliveries.subscriberId, subscribers.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(subscribers.id))
    .limit(limit)
}

export async function insertDeliveries(
  db: Db,
  rows: Array<{ newsletterId: number; subscriberId: string; outboxId: number }>,
) {
  if (rows.length > 0) await db.insert(newsletterDeliveries).values(rows)
}

export async function countDeliveries(db: Db, newsletterId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.newsletterId, newsletterId))
  return row?.n ?? 0
}

/** Per newsletter: messages queued, and how many of them went out (for the list's progress). */
export async function deliveryProgress(db: Db): Promise<Map<number, { total: number; sent: number }>> {
  const rows = await db
    .select({
      newsletterId: newsletterDeliveries.newsletterId,
      total: count(),
      sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')`.mapWith(Number),
    })
    .from(newsletterDeliveries)
    .leftJoin(outbox, eq(outbox.id, newsletterDeliveries.outboxId))
    .groupBy(newsletterDeliveries.newsletterId)
  return new Map(rows.map((r) => [r.newsletterId, { total: r.total, sent: r.sent }]))
}

/**
 * The first open of one delivery: marks it opened and adds one to its newsletter's opens. A
 * delivery already opened, or none at all, changes nothing (false). Concurrent loads of the same
 * image count once: the second update waits for the first and then finds opened_at set.
 */
export async function markDeliveryOpened(
  db: Db,
  newsletterId: number,
  subscriberId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const opened = await tx
      .update(newsletterDeliveries)
      .set({ openedAt: now })
      .where(
        and(
          eq(newsletterDeliveries.newsletterId, newsletterId),
          eq(newsletterDeliveries.subscriberId, subscriberId),
          isNull(newsletterDeliveries.openedAt),
        ),
      )
      .returning({ newsletterId: newsletterDeliveries.newsletterId })
    if (opened.length === 0) return false
    await tx
      .update(newsletters)
      .set({ openCount: sql`${newsletters.openCount} + 1` })
      .where(eq(newsletters.id, newsletterId))
    return true
  })
}

/** Adds one click to a newsletter that went out (no per-person record). */
export async function countEngagement(db: Db, id: number, kind: 'open' | 'click'): Promise<boolean> {
  const column = kind === 'open' ? newsletters.openCount : newsletters.clickCount
  const rows = await db
    .update(newsletters)
    .set(kind === 'open' ? { openCount: sql`${column} + 1` } : { clickCount: sql`${column} + 1` })
    .where(and(eq(newsletters.id, id), inArray(newsletters.status, ['sending', 'sent'])))
    .returning({ id: newsletters.id })
  return rows.length > 0
}

export async function sentNewsletterFigures(db: Db) {
  return db
    .select({
      id: newsletters.id,
      title: newsletters.title,
      sentAt: newsletters.sentAt,
      recipientCount: newsletters.recipientCount,
      // Deliveries opened (unique recipients), not the stored total: counts of anonymous loads
      // made before issue #17 item 6 are not opens of anyone.
      openCount:
        sql<number>`(select count(*) from ${newsletterDeliveries} where ${newsletterDeliveries.newsletterId} = ${newsletters.id} and ${newsletterDeliveries.openedAt} is not null)`.mapWith(
          Number,
        ),
      clickCount: newsletters.clickCount,
    })
    .from(newsletters)
    .where(eq(newsletters.status, 'sent'))
    .orderBy(asc(newsletters.sentAt), asc(newsletters.id))
}
