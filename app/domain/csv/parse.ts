/**
 * A small RFC 4180 reader for staff imports (the project has no CSV dependency; csv.ts writes).
 * Fields are separated by commas and records by CRLF, LF or a lone CR. A field that starts with a
 * double quote runs to the closing quote: it may hold commas, line breaks and doubled quotes ("").
 * A leading byte-order mark is dropped. Each record carries the line its first field starts on,
 * so an import can name the line of a refused row even after a quoted multi-line field.
 */

export type CsvRecord = { line: number; fields: string[] }

export type CsvParseResult =
  | { ok: true; records: CsvRecord[] }
  /** An opening quote that never closes, or text after a closing quote (`"a"b`). */
  | { ok: false; problem: 'unterminatedQuote' | 'badQuote'; line: number }

export function parseCsv(input: string): CsvParseResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let i = 0
  /** Whether the current record has any character yet (an empty last line is not a record). */
  let started = false

  const endField = () => {
    fields.push(field)
    field = ''
  }
  const endRecord = () => {
    endField()
    records.push({ line: recordLine, fields })
    fields = []
    started = false
  }

  while (i < text.length) {
    const c = text[i]!
    // A quote starts a quoted field only at the start of a field; inside one (ab"c) it is text.
    if (c === '"' && field === '') {
      // A quoted field: read to the closing quote.
      started = true
      const openedOn = line
      i++
      for (;;) {
        if (i >= text.length) return { ok: false, problem: 'unterminatedQuote', line: openedOn }
        const q = text[i]!
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"'
            i += 2
            continue
          }
          i++
          break
        }
        if (q === '\r' || q === '\n') {
          line++
          if (q === '\r' && text[i + 1] === '\n') {
            field += '\r\n'
            i += 2
            continue
          }
        }
        field += q
        i++
      }
      const next = text[i]
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        return { ok: false, problem: 'badQuote', line }
      }
      continue
    }
    if (c === ',') {
      started = true
      endField()
      i++
      continue
    }
    if (c === '\r' || c === '\n') {
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1
      endRecord()
      line++
      recordLine = line
      continue
    }
    started = true
    field += c
    i++
  }
  if (started || field !== '' || fields.length > 0) endRecord()
  return { ok: true, records }
}
