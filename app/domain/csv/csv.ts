import { stringify } from 'csv-stringify/sync'

/**
 * CSV for staff exports (RFC 4180), on `csv-stringify` (issue #31 item 8): fields joined by commas,
 * rows by CRLF; a field holding a comma, a quote, CR or LF is quoted with its quotes doubled. What
 * the library does not do is ours: a field a spreadsheet would read as a formula (first character
 * = + - @, or a tab or CR before one) gets a leading apostrophe, so a visitor's "=HYPERLINK(…)"
 * stays text when staff open the file (OWASP CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/

/** One value as text: null and undefined are empty; booleans and numbers as written. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' ? value : String(value)
  return FORMULA_START.test(text) ? `'${text}` : text
}

const write = (rows: ReadonlyArray<readonly unknown[]>) =>
  stringify(
    rows.map((row) => row.map(cellText)),
    { record_delimiter: '\r\n', quoted_match: /[\r\n]/, eof: true },
  )

/** One cell, quoted when it needs to be. */
export function csvCell(value: unknown): string {
  return csvRow([value])
}

export function csvRow(values: readonly unknown[]): string {
  return write([values]).replace(/\r\n$/, '')
}

/** The whole file: a header row then the rows, each ended by CRLF. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return write([header, ...rows])
}
