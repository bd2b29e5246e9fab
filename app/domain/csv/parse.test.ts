import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvDocument } from './csv'
import { parseCsv } from './parse'

const fields = (text: string) => {
  const result = parseCsv(text)
  if (!result.ok) throw new Error(`not parsed: ${result.problem}`)
  return result.records.map((r) => r.fields)
}

describe('parseCsv', () => {
  it('reads plain records separated by LF, CRLF or CR', () => {
    expect(fields('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ])
    expect(fields('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(fields('a,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  it('keeps empty fields, and a last record without a line break', () => {
    expect(fields('a,,c\n,,\nx')).toEqual([['a', '', 'c'], ['', '', ''], ['x']])
    expect(fields('')).toEqual([])
    expect(fields('\n')).toEqual([['']])
  })

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(fields('"a,b","say ""hi""","x\r\ny"\n')).toEqual([['a,b', 'say "hi"', 'x\r\ny']])
    expect(fields('"",x')).toEqual([['', 'x']])
    expect(fields('"multi\nline",2\nnext,3')).toEqual([
      ['multi\nline', '2'],
      ['next', '3'],
    ])
  })

  it('drops a leading byte-order mark', () => {
    expect(fields('\uFEFFemail\nana@example.com')).toEqual([['email'], ['ana@example.com']])
  })

  it('treats a quote inside an unquoted field as text', () => {
    expect(fields('ab"c,d')).toEqual([['ab"c', 'd']])
  })

  it('numbers each record by the line it starts on, across quoted line breaks', () => {
    const result = parseCsv('h1,h2\n"a\nb",1\n\nc,2\r\nd,3')
    expect(result.ok && result.records.map((r) => r.line)).toEqual([1, 2, 4, 5, 6])
  })

  it('refuses an unterminated quote and text after a closing quote', () => {
    expect(parseCsv('a,b\n"open,1\n')).toEqual({ ok: false, problem: 'unterminatedQuote', line: 2 })
    expect(parseCsv('"a"b,c')).toEqual({ ok: false, problem: 'badQuote', line: 1 })
  })

  it('reads back what csvDocument writes (text that is not formula-like)', () => {
    const cell = fc
      .string({ unit: 'binary' })
      .filter((s) => !/^[=+\-@\t\r]/.test(s) && !s.startsWith('\uFEFF'))
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 4 })
          .chain((width) =>
            fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 5 }),
          ),
        (rows) => {
          const [header, ...rest] = rows
          expect(fields(csvDocument(header!, rest))).toEqual(rows)
        },
      ),
    )
  })
})
