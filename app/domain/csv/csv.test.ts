import { describe, expect, it } from 'vitest'
import { csvCell, csvDocument, csvRow } from './csv'

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['=1+2', "'=1+2"],
    ['+34 600', "'+34 600"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a=b', 'a=b'],
    ['ana@example.com', 'ana@example.com'],
    ['Díaz', 'Díaz'],
  ])('%j becomes %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected)
  })
})

describe('csvDocument', () => {
  it('writes a header row and CRLF-ended rows', () => {
    expect(csvRow(['a', 'b,c'])).toBe('a,"b,c"')
    expect(
      csvDocument(
        ['id', 'note'],
        [
          [1, 'x'],
          [2, '=bad'],
        ],
      ),
    ).toBe("id,note\r\n1,x\r\n2,'=bad\r\n")
  })
})
