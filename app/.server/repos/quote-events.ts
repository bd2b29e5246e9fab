import { and, desc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm'
import { GAP_OUTCOME, type QuoteEventKind } from '#app/domain/quotes/quote-log'
import type { Db } from '../db/client'
import { quoteEvents } from '../db/schema'

export type NewQuoteEvent = typeof quoteEvents.$inferInsert

export async function insertQuoteEvent(db: Db, event: NewQuoteEvent): Promise<number> {
  const [row] = await db.insert(quoteEvents).values(event).returning({ id: quoteEvents.id })
  return row!.id
}

/** An operator's page quotes since `since` (only that operator's rows). */
export function listOperatorQuoteEvents(db: Db, operatorId: number, since: Date) {
  return db
    .select({
      outcome: quoteEvents.outcome,
      bookingRequestId: quoteEvents.bookingRequestId,
      createdAt: quoteEvents.createdAt,
    })
    .from(quoteEvents)
    .where(
      and(
        eq(quoteEvents.kind, 'operatorQuote'),
        eq(quoteEvents.operatorId, operatorId),
        gte(quoteEvents.createdAt, since),
      ),
    )
}

/** The events that count as coverage gaps in [from, to], with a ZIP code. */
export function listGapEvents(db: Db, period: { from: Date; to: Date }) {
  const gapOf = (kind: QuoteEventKind): SQL =>
    and(eq(quoteEvents.kind, kind), eq(quoteEvents.outcome, GAP_OUTCOME[kind]))!
  return db
    .select({ kind: quoteEvents.kind, zip: quoteEvents.zip, createdAt: quoteEvents.createdAt })
    .from(quoteEvents)
    .where(
      and(
        or(gapOf('operatorQuote'), gapOf('directorySearch'), gapOf('calculatorZip')),
        gte(quoteEvents.createdAt, period.from),
        lte(quoteEvents.createdAt, period.to),
      ),
    )
}

/**
 * Links the latest priced, not yet booked quote of the operator for the same ZIP codes, given in the
 * `windowMs` before `at`, to a booking request. The id of the quote linked, or null when none matches.
 */
export async function linkLatestPricedQuote(
  db: Db,
  match: { operatorId: number; pickupZip: string; deliveryZip: string; bookingRequestId: number; at: Date },
  windowMs: number,
): Promise<number | null> {
  const [latest] = await db
    .select({ id: quoteEvents.id })
    .from(quoteEvents)
    .where(
      and(
        eq(quoteEvents.kind, 'operatorQuote'),
        eq(quoteEvents.outcome, 'priced'),
        eq(quoteEvents.operatorId, match.operatorId),
        eq(quoteEvents.pickupZip, match.pickupZip),
        eq(quoteEvents.deliveryZip, match.deliveryZip),
        isNull(quoteEvents.bookingRequestId),
        gte(quoteEvents.createdAt, new Date(match.at.getTime() - windowMs)),
        lte(quoteEvents.createdAt, match.at),
      ),
    )
    .orderBy(desc(quoteEvents.createdAt), desc(quoteEvents.id))
    .limit(1)
  if (!latest) return null
  await db
    .update(quoteEvents)
    .set({ bookingRequestId: match.bookingRequestId })
    .where(inArray(quoteEvents.id, [latest.id]))
  return latest.id
}
