import { TZDate } from '@date-fns/tz'
import { addWeeks, format, startOfISOWeek } from 'date-fns'
import { DEFAULT_SITE_TIME_ZONE } from '../time/zone'

/**
 * The quote log (issue #21 items 4 and 5): what an operator sees of the instant quotes its page gave
 * (counts per week, conversion) and what staff see of the demand nobody covers (coverage gaps per ZIP).
 *
 * Weeks are ISO weeks (Monday to Sunday) in the site's time zone (SITE_TIME_ZONE; New York unless
 * set), counted with date-fns (issue #31 item 8): a quote at 01:00 UTC on a Monday still belongs to
 * the Sunday before in New York, so to the week before.
 */
export const QUOTE_WEEK_TIME_ZONE = DEFAULT_SITE_TIME_ZONE

export const quoteEventKinds = ['operatorQuote', 'directorySearch', 'calculatorZip'] as const
export type QuoteEventKind = (typeof quoteEventKinds)[number]
export const quoteOutcomes = ['priced', 'outsideArea', 'noOperator', 'outsideAreas'] as const
export type QuoteOutcome = (typeof quoteOutcomes)[number]

/** The outcome that makes an event a coverage gap, per kind. */
export const GAP_OUTCOME: Record<QuoteEventKind, QuoteOutcome> = {
  operatorQuote: 'outsideArea',
  directorySearch: 'noOperator',
  calculatorZip: 'outsideAreas',
}

const DAY = 'yyyy-MM-dd'
const DAY_MS = 24 * 60 * 60 * 1000

/** The Monday (YYYY-MM-DD) of the ISO week a calendar date belongs to. */
export function mondayOf(date: string): string {
  return format(startOfISOWeek(new TZDate(`${date}T12:00:00Z`, 'UTC')), DAY)
}

/** The Monday of the zone's ISO week an instant falls in. */
export function weekOf(at: Date, timeZone = QUOTE_WEEK_TIME_ZONE): string {
  return format(startOfISOWeek(new TZDate(at.getTime(), timeZone)), DAY)
}

/** The Mondays of the `weeks` weeks ending with the week of `now`, oldest first. */
export function recentWeeks(now: Date, weeks: number, timeZone = QUOTE_WEEK_TIME_ZONE): string[] {
  const last = startOfISOWeek(new TZDate(now.getTime(), timeZone))
  return Array.from({ length: Math.max(0, weeks) }, (_, i) => format(addWeeks(last, i - (weeks - 1)), DAY))
}

/** Booked / priced as a whole percentage; 0 when nothing was priced. */
export function conversionPercent(booked: number, priced: number): number {
  return priced > 0 ? Math.round((booked / priced) * 100) : 0
}

export type OperatorQuoteEvent = { outcome: QuoteOutcome; booked: boolean; createdAt: Date }

export type WeekStats = {
  /** The week's Monday, YYYY-MM-DD. */
  week: string
  /** Every quote asked for: priced ones and ones outside the area. */
  quotes: number
  priced: number
  outsideArea: number
  bookings: number
  /** Bookings / priced quotes, whole percent. */
  conversion: number
}

export type QuoteStats = { weeks: WeekStats[]; totals: Omit<WeekStats, 'week'> }

function tally(events: readonly OperatorQuoteEvent[]) {
  const priced = events.filter((e) => e.outcome === 'priced').length
  const bookings = events.filter((e) => e.booked).length
  return {
    quotes: events.length,
    priced,
    outsideArea: events.filter((e) => e.outcome === 'outsideArea').length,
    bookings,
    conversion: conversionPercent(bookings, priced),
  }
}

/**
 * One operator's quotes per week over the last `weeks` weeks (every week listed, empty ones too,
 * oldest first) and the totals of those weeks. Events outside those weeks are left out.
 */
export function weeklyQuoteStats(
  events: readonly OperatorQuoteEvent[],
  now: Date,
  weeks: number,
  timeZone = QUOTE_WEEK_TIME_ZONE,
): QuoteStats {
  const mondays = recentWeeks(now, weeks, timeZone)
  const byWeek = new Map<string, OperatorQuoteEvent[]>(mondays.map((m) => [m, []]))
  for (const event of events) byWeek.get(weekOf(event.createdAt, timeZone))?.push(event)
  return {
    weeks: mondays.map((week) => ({ week, ...tally(byWeek.get(week)!) })),
    totals: tally([...byWeek.values()].flat()),
  }
}

export type GapEvent = { kind: QuoteEventKind; zip: string; createdAt: Date }

export type CoverageGap = {
  zip: string
  counts: Record<QuoteEventKind, number>
  total: number
  firstSeen: Date
  lastSeen: Date
}

/**
 * Coverage gaps per ZIP code over [from, to] (both instants included): the count of each kind, the
 * total, first and last seen; the most asked-for first (then the latest, then by ZIP).
 */
export function coverageGapsByZip(
  events: readonly GapEvent[],
  period: { from: Date; to: Date },
): CoverageGap[] {
  const byZip = new Map<string, CoverageGap>()
  for (const e of events) {
    if (e.createdAt < period.from || e.createdAt > period.to) continue
    const gap = byZip.get(e.zip) ?? {
      zip: e.zip,
      counts: { operatorQuote: 0, directorySearch: 0, calculatorZip: 0 },
      total: 0,
      firstSeen: e.createdAt,
      lastSeen: e.createdAt,
    }
    gap.counts[e.kind] += 1
    gap.total += 1
    if (e.createdAt < gap.firstSeen) gap.firstSeen = e.createdAt
    if (e.createdAt > gap.lastSeen) gap.lastSeen = e.createdAt
    byZip.set(e.zip, gap)
  }
  return [...byZip.values()].sort(
    (a, b) => b.total - a.total || b.lastSeen.getTime() - a.lastSeen.getTime() || a.zip.localeCompare(b.zip),
  )
}

export const DEFAULT_GAP_PERIOD_DAYS = 90

export type GapPeriod = { from: string; to: string }

const isDate = (v: string | null): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime())

/**
 * The period of the screen and the export, from `?from=&to=` (YYYY-MM-DD, days included); missing or
 * malformed dates fall back to the last 90 days, and a reversed period is put in order.
 */
export function parseGapPeriod(params: URLSearchParams, now = new Date()): GapPeriod {
  const today = now.toISOString().slice(0, 10)
  const to = isDate(params.get('to')) ? params.get('to')! : today
  const fallbackFrom = new Date(new Date(`${to}T00:00:00Z`).getTime() - DEFAULT_GAP_PERIOD_DAYS * DAY_MS)
  const from = isDate(params.get('from')) ? params.get('from')! : fallbackFrom.toISOString().slice(0, 10)
  return from <= to ? { from, to } : { from: to, to: from }
}

/** The instants a period covers: from the start of its first day to the end of its last (UTC). */
export function periodBounds(period: GapPeriod): { from: Date; to: Date } {
  return {
    from: new Date(`${period.from}T00:00:00.000Z`),
    to: new Date(`${period.to}T23:59:59.999Z`),
  }
}

export function coverageGapsCsvFileName(period: GapPeriod): string {
  return `coverage-gaps-${period.from}-to-${period.to}.csv`
}

/** The map's circles: the smallest and the largest radius in pixels. */
export const GAP_MARKER_MIN_PX = 6
export const GAP_MARKER_MAX_PX = 28

/**
 * A ZIP's circle on the map: its area grows with its count (radius by square root), the busiest ZIP
 * of the period gets the largest circle.
 */
export function gapMarkerRadius(total: number, largest: number): number {
  if (largest <= 0 || total <= 0) return GAP_MARKER_MIN_PX
  const share = Math.sqrt(Math.min(total, largest) / largest)
  return Math.round(GAP_MARKER_MIN_PX + share * (GAP_MARKER_MAX_PX - GAP_MARKER_MIN_PX))
}
