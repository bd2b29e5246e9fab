import { csvDocument } from '../csv/csv'
import type { CoverageGap } from './quote-log'

/*
 * The coverage gaps' CSV export, apart from ./quote-log.ts: the screens load that module, and the
 * CSV writer (csv-stringify) is for the server only (it needs Node's Buffer).
 */

export const GAPS_CSV_HEADER = [
  'zip',
  'place',
  'quote_attempts_outside_area',
  'directory_searches_no_operator',
  'calculator_zips_outside_areas',
  'total',
  'first_seen',
  'last_seen',
] as const

/** The export: one row per ZIP as on the screen, times in ISO 8601 (UTC). */
export function coverageGapsCsv(gaps: ReadonlyArray<CoverageGap & { place: string | null }>): string {
  return csvDocument(
    GAPS_CSV_HEADER,
    gaps.map((g) => [
      g.zip,
      g.place ?? '',
      g.counts.operatorQuote,
      g.counts.directorySearch,
      g.counts.calculatorZip,
      g.total,
      g.firstSeen.toISOString(),
      g.lastSeen.toISOString(),
    ]),
  )
}
