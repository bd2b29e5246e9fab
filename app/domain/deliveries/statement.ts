import { zonedLocalToUtc } from '../time/zone'

/**
 * An operator's monthly statement (issue #44, ADR 065): every job delivered in the month, its
 * price, the operator's share at the site's split (`operatorSharePercent`, 80 % by default) and the
 * totals. Money is integer cents (ADR 003); the arithmetic is integers only.
 *
 * Rounding, written down once: each row's share is `price × percent / 100` rounded to the nearest
 * cent, a half cent up (prices are never negative). The network keeps the rest of that row
 * (`price − share`), so share + network = price on every row. The totals are the sums of the rows
 * (never the share of the total price): what the statement pays is what its rows add up to.
 */

/** A month as the statement's URL and its picker name it: "2026-11". */
export type StatementMonth = `${number}-${number}`

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

export function isStatementMonth(value: unknown): value is StatementMonth {
  return typeof value === 'string' && MONTH.test(value) && value >= '2000-01' && value <= '2999-12'
}

/** The month `?month=` names, else the month `today` (a YYYY-MM-DD in the site's zone) is in. */
export function parseStatementMonth(value: string | null | undefined, today: string): StatementMonth {
  return isStatementMonth(value) ? value : (today.slice(0, 7) as StatementMonth)
}

/** The month after `month` ("2026-12" → "2027-01"). */
export function nextMonth(month: StatementMonth): StatementMonth {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return (m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`) as StatementMonth
}

/**
 * The instants a month covers in the site's zone: from midnight of its first day (included) to
 * midnight of the next month's first day (excluded), so a job delivered at 11:30 PM on the last
 * evening belongs to that month, wherever the server runs and whatever the daylight saving time.
 */
export function monthBounds(month: StatementMonth, zone: string): { from: Date; to: Date } {
  const from = zonedLocalToUtc(`${month}-01T00:00`, zone)
  const to = zonedLocalToUtc(`${nextMonth(month)}-01T00:00`, zone)
  if (!from || !to) throw new Error(`not a month: ${month}`)
  return { from, to }
}

/** The operator's share of one price at `percent` (whole percent 0–100), in cents. */
export function operatorShareCents(priceCents: number, percent: number): number {
  if (!Number.isInteger(priceCents) || priceCents < 0) throw new RangeError(`price: ${priceCents}`)
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`percent: ${percent}`)
  // Exact in integers: hundredths of a cent, then half up.
  return Math.floor((priceCents * percent + 50) / 100)
}

/** A delivered job as the statement reads it (its price null when the booking had no quote). */
export type StatementJob = {
  jobId: number
  bookingId: number
  deliveredAt: string
  customer: string
  priceCents: number | null
}

export type StatementRow = StatementJob & { shareCents: number | null; networkCents: number | null }

export type Statement = {
  month: StatementMonth
  percent: number
  rows: StatementRow[]
  totals: { jobs: number; unpriced: number; priceCents: number; shareCents: number; networkCents: number }
}

/**
 * The statement of `jobs` at `percent`: a row per job in delivery order, each with its share; a job
 * with no price (a booking without a quote) is listed with no amounts and counted as unpriced, so
 * staff see it and settle it by hand. The totals are the sums of the priced rows.
 */
export function buildStatement(
  month: StatementMonth,
  percent: number,
  jobs: readonly StatementJob[],
): Statement {
  const rows = [...jobs]
    .sort((a, b) => a.deliveredAt.localeCompare(b.deliveredAt) || a.jobId - b.jobId)
    .map((job): StatementRow => {
      if (job.priceCents === null) return { ...job, shareCents: null, networkCents: null }
      const shareCents = operatorShareCents(job.priceCents, percent)
      return { ...job, shareCents, networkCents: job.priceCents - shareCents }
    })
  const totals = { jobs: rows.length, unpriced: 0, priceCents: 0, shareCents: 0, networkCents: 0 }
  for (const row of rows) {
    if (row.priceCents === null || row.shareCents === null || row.networkCents === null) {
      totals.unpriced++
      continue
    }
    totals.priceCents += row.priceCents
    totals.shareCents += row.shareCents
    totals.networkCents += row.networkCents
  }
  return { month, percent, rows, totals }
}

/**
 * Cents as a plain number for a spreadsheet: "12.50", "0.05", "1234.00" (no currency sign, no
 * thousands separator, a point), so a spreadsheet in either language reads it as a number.
 */
export function centsAsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** The CSV's file name: "statement-delray-beach-courier-2026-11.csv". */
export function statementCsvFileName(operatorSlug: string, month: StatementMonth): string {
  const slug = operatorSlug.replace(/[^a-z0-9-]/gi, '').toLowerCase() || 'operator'
  return `statement-${slug}-${month}.csv`
}

/** The CSV's column titles and "Total", in the staff member's language. */
export type StatementCsvLabels = {
  booking: string
  delivered: string
  customer: string
  price: string
  share: string
  network: string
  total: string
}

/**
 * The statement as CSV rows (the header first, the totals last): the delivery time as
 * "2026-11-03 14:05" in the site's zone and the amounts as plain numbers ("12.50"), both of which a
 * spreadsheet reads as values; a job with no price has empty amounts.
 */
export function statementCsvRows(
  statement: Statement,
  labels: StatementCsvLabels,
  localTime: (iso: string) => string,
): { header: string[]; rows: Array<Array<string | number>> } {
  const money = (cents: number | null) => (cents === null ? '' : centsAsDecimal(cents))
  return {
    header: [labels.booking, labels.delivered, labels.customer, labels.price, labels.share, labels.network],
    rows: [
      ...statement.rows.map((r) => [
        r.bookingId,
        localTime(r.deliveredAt),
        r.customer,
        money(r.priceCents),
        money(r.shareCents),
        money(r.networkCents),
      ]),
      [
        labels.total,
        '',
        '',
        money(statement.totals.priceCents),
        money(statement.totals.shareCents),
        money(statement.totals.networkCents),
      ],
    ],
  }
}
