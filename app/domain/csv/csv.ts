/**
 * CSV for staff exports (RFC 4180): fields joined by commas, rows by CRLF. A field holding a
 * comma, a quote, CR or LF is quoted with its quotes doubled. A field a spreadsheet would read as
 * a formula (first character = + - @, or a tab or CR before one) gets a leading apostrophe, so a
 * visitor's "=HYPERLINK(…)" stays text when staff open the file (OWASP CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: null and undefined are empty; booleans and numbers as written. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',')
}

/** The whole file: a header row then the rows, each ended by CRLF. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [header, ...rows].map((r) => `${csvRow(r)}\r\n`).join('')
}
