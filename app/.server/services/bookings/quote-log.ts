import { dbOf, type DataSource } from '../../db/source'
import type { Logger } from 'pino'
import { endsOutsideArea } from '#app/domain/operators/service-radius'
import {
  coverageGapsByZip,
  weeklyQuoteStats,
  type CoverageGap,
  type QuoteStats,
} from '#app/domain/quotes/quote-log'
import { zipOfLocation } from '#app/domain/quote/zip-quote'
import { zipCentroid, zipPlace } from '../../adapters/distance/zip'
import type { Db } from '../../db/client'
import { listOperatorProfiles } from '../../repos/operators'
import {
  insertQuoteEvent,
  linkLatestPricedQuote,
  listGapEvents,
  listOperatorQuoteEvents,
  type NewQuoteEvent,
} from '../../repos/quote-events'
import { coverageGapsCsv } from '#app/domain/quotes/coverage-gaps-csv'

/**
 * Records one quote event. Never throws: a failure is logged and the visitor's answer goes on.
 */
export async function recordQuoteEvent(
  app: { db: Db; logger: Pick<Logger, 'error'> },
  event: NewQuoteEvent,
): Promise<void> {
  try {
    await insertQuoteEvent(app.db, event)
  } catch (error) {
    app.logger.error({ err: error, kind: event.kind }, 'quote event not recorded')
  }
}

/** The ZIP code of a typed address, or null (the log keeps ZIP codes only, never the address). */
export const zipOrNull = (text: string): string | null => zipOfLocation(text) ?? null

/** How long after a priced quote a booking still counts as its conversion. */
export const QUOTE_BOOKING_WINDOW_MS = 2 * 60 * 60 * 1000

/**
 * A booking request from an operator's page: links the latest matching priced quote of that
 * operator (same ZIP codes, in the last 2 hours, not yet linked). Returns the quote event's id or null.
 */
export async function markQuoteBooked(
  db: Db,
  input: {
    operatorId: number
    pickupZip: string | null | undefined
    deliveryZip: string | null | undefined
    bookingRequestId: number
    at?: Date
  },
): Promise<number | null> {
  if (!input.pickupZip || !input.deliveryZip) return null
  return linkLatestPricedQuote(
    db,
    {
      operatorId: input.operatorId,
      pickupZip: input.pickupZip,
      deliveryZip: input.deliveryZip,
      bookingRequestId: input.bookingRequestId,
      at: input.at ?? new Date(),
    },
    QUOTE_BOOKING_WINDOW_MS,
  )
}

/** One operator's quotes per week over the last `weeks` weeks (its own rows only). */
export async function quoteStatsForOperator(
  source: DataSource,
  operatorId: number,
  { weeks, now = new Date(), timeZone }: { weeks: number; now?: Date; timeZone?: string },
): Promise<QuoteStats> {
  const db = dbOf(source)
  // A week and a day of margin: the weeks are the site's time zone's weeks, the query is in UTC.
  const since = new Date(now.getTime() - (weeks + 1) * 7 * 24 * 60 * 60 * 1000)
  const rows = await listOperatorQuoteEvents(db, operatorId, since)
  return weeklyQuoteStats(
    rows.map((r) => ({ outcome: r.outcome, booked: r.bookingRequestId != null, createdAt: r.createdAt })),
    now,
    weeks,
    timeZone,
  )
}

export type CoverageGapRow = CoverageGap & { place: string | null; lat: number | null; lng: number | null }

/**
 * Coverage gaps per ZIP over [from, to]. A quote refused as outside one operator's area counts only
 * when its ZIP code lies in no operator's area today (another operator may cover it).
 */
export async function coverageGaps(
  source: DataSource,
  period: { from: Date; to: Date },
): Promise<CoverageGapRow[]> {
  const db = dbOf(source)
  const [events, operators] = await Promise.all([listGapEvents(db, period), listOperatorProfiles(db)])
  const covered = new Map<string, boolean>()
  const isCovered = async (zip: string) => {
    if (!covered.has(zip)) {
      const centre = await zipCentroid(zip)
      covered.set(
        zip,
        !!centre &&
          operators.some((o) => o.latitude != null && endsOutsideArea(o, { pickup: centre }).length === 0),
      )
    }
    return covered.get(zip)!
  }
  const kept = []
  for (const e of events) {
    if (!e.zip) continue
    if (e.kind === 'operatorQuote' && (await isCovered(e.zip))) continue
    kept.push({ kind: e.kind, zip: e.zip, createdAt: e.createdAt })
  }
  const gaps = coverageGapsByZip(kept, period)
  return Promise.all(
    gaps.map(async (g) => {
      const place = await zipPlace(g.zip)
      return {
        ...g,
        place: place ? `${place.city}, ${place.state}` : null,
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
      }
    }),
  )
}

export async function coverageGapsCsvText(
  source: DataSource,
  period: { from: Date; to: Date },
): Promise<string> {
  const db = dbOf(source)
  return coverageGapsCsv(await coverageGaps(db, period))
}
