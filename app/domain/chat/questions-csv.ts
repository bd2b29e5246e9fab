import { csvDocument } from '../csv/csv'
import { QUESTIONS_CSV_HEADER, type QuestionGroup } from './questions-inbox'

/*
 * The chat questions' CSV export, apart from ./questions-inbox.ts: the screens load that module,
 * and the CSV writer (csv-stringify) is for the server only (it needs Node's Buffer).
 */

/** The CSV export: the rows of the screen, times in ISO 8601 (UTC), pages separated by spaces. */
export function questionsCsv(groups: readonly QuestionGroup[]): string {
  return csvDocument(
    QUESTIONS_CSV_HEADER,
    groups.map((g) => [
      g.text,
      g.lang,
      g.pages.join(' '),
      g.count,
      g.firstAsked.toISOString(),
      g.lastAsked.toISOString(),
      g.status,
      g.handledAt?.toISOString() ?? '',
      g.handledBy ?? '',
    ]),
  )
}
