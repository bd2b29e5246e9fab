import { CsvError, parse } from 'csv-parse/sync'

/**
 * The CSV reader of staff imports (RFC 4180), on `csv-parse` (issue #31 item 8: a kept library,
 * not a hand-written reader). Fields are separated by commas and records by CRLF, LF or a lone CR. A
 * field that starts with a double quote runs to the closing quote: it may hold commas, line breaks
 * and doubled quotes (""); a quote inside an unquoted field is text. A leading byte-order mark is
 * dropped. Each record carries the line its first field starts on, so an import can name the line
 * of a refused row even after a quoted multi-line field.
 */

export type CsvRecord = { line: number; fields: string[] }

export type CsvParseResult =
  | { ok: true; records: CsvRecord[] }
  /** An opening quote that never closes, or text after a closing quote (`"a"b`). */
  | { ok: false; problem: 'unterminatedQuote' | 'badQuote'; line: number }

type Parsed = { record: string[]; info: { lines: number }; raw: string }

const LINE_BREAK = /\r\n|\r|\n/g

const read = (input: string, relaxQuotes: boolean) =>
  parse(input, {
    bom: true,
    info: true,
    raw: true,
    relax_column_count: true,
    relax_quotes: relaxQuotes,
    skip_empty_lines: false,
    record_delimiter: ['\r\n', '\n', '\r'],
  }) as unknown as Parsed[]

/**
 * Strict first; a quote inside an unquoted field (`ab"c`, a spreadsheet's inch mark) is text, so
 * such a file is read again with the library's `relax_quotes`.
 */
function readRows(input: string): Parsed[] {
  try {
    return read(input, false)
  } catch (error) {
    if (error instanceof CsvError && error.code === 'INVALID_OPENING_QUOTE') return read(input, true)
    throw error
  }
}

export function parseCsv(input: string): CsvParseResult {
  try {
    const rows = readRows(input)
    return {
      ok: true,
      records: rows.map(({ record, info, raw }) => {
        // `lines` is the line the record ends on; its first field is as many lines up as it holds.
        const inside = raw.replace(/(\r\n|\r|\n)$/, '').match(LINE_BREAK)?.length ?? 0
        return { line: info.lines - inside, fields: record }
      }),
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = Number((error as CsvError & { lines?: number }).lines ?? 1)
      if (error.code === 'CSV_QUOTE_NOT_CLOSED') return { ok: false, problem: 'unterminatedQuote', line }
      if (error.code === 'CSV_INVALID_CLOSING_QUOTE') return { ok: false, problem: 'badQuote', line }
    }
    throw error
  }
}
