import { describe, expect, it } from 'vitest'
import {
  cleanTags,
  decodeCsvBytes,
  IMPORT_MAX_ROWS,
  looksLikeCsvFile,
  parseImportTags,
  parseSubscriberFilter,
  parseTagInput,
  subscriberCsvFileName,
} from './subscribers-admin'
import { parseSubscriberImport } from './subscriber-import'

const filter = (query: string) => parseSubscriberFilter(new URLSearchParams(query))

describe('parseSubscriberFilter', () => {
  it('reads search text, status and page', () => {
    expect(filter('q=%20Ana%20&status=active&page=3')).toEqual({ text: 'Ana', status: 'active', page: 3 })
  })
  it('leaves out an unknown status, blank text and a bad page', () => {
    expect(filter('q=%20%20&status=deleted&page=-2')).toEqual({ text: undefined, status: undefined, page: 1 })
    expect(filter('page=abc')).toMatchObject({ page: 1 })
    expect(filter('page=99999999')).toMatchObject({ page: 10_000 })
  })
  it('cuts long search text to 100 characters', () => {
    expect(filter(`q=${'x'.repeat(300)}`).text).toHaveLength(100)
  })
})

describe('tags', () => {
  it('cleanTags trims, drops blanks and repeats (any case), keeps order', () => {
    expect(cleanTags([' vip ', '', 'Miami', 'VIP', 'miami', 'new  lead'])).toEqual([
      'vip',
      'Miami',
      'new lead',
    ])
  })
  it('parseTagInput splits on commas', () => {
    expect(parseTagInput('vip, miami ,, vip,florida')).toEqual({
      ok: true,
      tags: ['vip', 'miami', 'florida'],
    })
    expect(parseTagInput('   ')).toEqual({ ok: true, tags: [] })
  })
  it('parseTagInput refuses a tag over 40 characters and more than 20 tags', () => {
    expect(parseTagInput(`ok, ${'x'.repeat(41)}`)).toEqual({ ok: false, problem: 'tagTooLong', max: 40 })
    expect(parseTagInput('x'.repeat(40))).toEqual({ ok: true, tags: ['x'.repeat(40)] })
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')
    expect(parseTagInput(many)).toEqual({ ok: false, problem: 'tooManyTags', max: 20 })
    expect(parseTagInput(Array.from({ length: 20 }, (_, i) => `t${i}`).join(','))).toMatchObject({ ok: true })
  })
  it('import tags split on ; or |, are cut to 40 characters and at most 20', () => {
    expect(parseImportTags('a; b|c ;a')).toEqual(['a', 'b', 'c'])
    expect(parseImportTags('y'.repeat(50))).toEqual(['y'.repeat(40)])
    expect(parseImportTags(Array.from({ length: 30 }, (_, i) => `t${i}`).join(';'))).toHaveLength(20)
  })
})

describe('upload checks', () => {
  it('accepts .csv (and .txt) files of a text or CSV type', () => {
    expect(looksLikeCsvFile({ name: 'list.csv', type: 'text/csv' })).toBe(true)
    expect(looksLikeCsvFile({ name: 'LIST.CSV', type: 'application/vnd.ms-excel' })).toBe(true)
    expect(looksLikeCsvFile({ name: 'list.csv', type: '' })).toBe(true)
    expect(looksLikeCsvFile({ name: 'list.txt', type: 'text/plain' })).toBe(true)
    expect(looksLikeCsvFile({ name: 'photo.png', type: 'image/png' })).toBe(false)
    expect(looksLikeCsvFile({ name: 'list.csv', type: 'image/png' })).toBe(false)
    expect(looksLikeCsvFile({ name: 'list.xlsx', type: 'text/csv' })).toBe(false)
  })
  it('decodes UTF-8 (without its BOM) and refuses binary or other encodings', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('\uFEFFemail\nná@x.com'))).toBe('email\nná@x.com')
    expect(decodeCsvBytes(new Uint8Array([0x65, 0x00, 0x66]))).toBeNull()
    expect(decodeCsvBytes(new Uint8Array([0x65, 0xe1, 0x0a]))).toBeNull() // Latin-1 'á'
  })
})

describe('parseSubscriberImport', () => {
  it('finds columns by header name in any order and spelling', () => {
    const result = parseSubscriberImport(
      'Tags,Last Name,firstName,E-mail,LANG\r\nvip;miami,López,Ana,  Ana@Example.COM ,ES\r\n,,,bo@example.com,\r\n',
    )
    expect(result).toEqual({
      ok: true,
      skipped: [],
      rows: [
        {
          line: 2,
          email: 'ana@example.com',
          firstName: 'Ana',
          lastName: 'López',
          lang: 'es',
          tags: ['vip', 'miami'],
        },
        { line: 3, email: 'bo@example.com', firstName: null, lastName: null, lang: 'en', tags: [] },
      ],
    })
  })

  it('accepts first_name / last_name and a BOM before the header', () => {
    const result = parseSubscriberImport('\uFEFFemail,first_name,last_name\nc@example.com,Carla,Ruiz\n')
    expect(result).toMatchObject({ ok: true, rows: [{ firstName: 'Carla', lastName: 'Ruiz', line: 2 }] })
  })

  it('skips bad addresses, repeats and bad languages with their line numbers; ignores blank lines', () => {
    const csv = [
      'email,lang',
      'good@example.com,en',
      'not-an-email,en',
      '',
      'GOOD@example.com,es',
      ',es',
      'fr@example.com,fr',
      `${'a'.repeat(250)}@example.com,en`,
      'ok@example.com,',
    ].join('\n')
    const result = parseSubscriberImport(csv)
    expect(result).toEqual({
      ok: true,
      rows: [
        expect.objectContaining({ line: 2, email: 'good@example.com' }),
        expect.objectContaining({ line: 9, email: 'ok@example.com', lang: 'en' }),
      ],
      skipped: [
        { line: 3, email: 'not-an-email', reason: 'invalidEmail' },
        { line: 5, email: 'good@example.com', reason: 'duplicate' },
        { line: 6, email: '', reason: 'invalidEmail' },
        { line: 7, email: 'fr@example.com', reason: 'invalidLang' },
        { line: 8, email: `${'a'.repeat(250)}@example.com`.slice(0, 254), reason: 'invalidEmail' },
      ],
    })
  })

  it('refuses a file without an email column, without rows, malformed, or too long', () => {
    expect(parseSubscriberImport('name,lang\nAna,en\n')).toEqual({ ok: false, problem: 'noEmailColumn' })
    expect(parseSubscriberImport('')).toEqual({ ok: false, problem: 'noRows' })
    expect(parseSubscriberImport('email\n\n\n')).toEqual({ ok: false, problem: 'noRows' })
    expect(parseSubscriberImport('email\n"open@example.com\n')).toEqual({ ok: false, problem: 'notCsv' })
    const rows = (n: number) =>
      ['email', ...Array.from({ length: n }, (_, i) => `u${i}@example.com`)].join('\n')
    expect(parseSubscriberImport(rows(IMPORT_MAX_ROWS))).toMatchObject({ ok: true })
    expect(parseSubscriberImport(rows(IMPORT_MAX_ROWS + 1))).toEqual({ ok: false, problem: 'tooManyRows' })
  })

  it('keeps names short and on one line', () => {
    const result = parseSubscriberImport(`email,first_name\nn@example.com,"Ana\nMaría ${'x'.repeat(200)}"`)
    expect(result.ok && result.rows[0]!.firstName).toMatch(/^Ana María x+$/)
    expect(result.ok && result.rows[0]!.firstName!.length).toBe(100)
  })
})

it('names the export file by status and day', () => {
  const now = new Date('2026-11-22T10:00:00Z')
  expect(subscriberCsvFileName({ status: 'active' }, now)).toBe('subscribers-active-2026-11-22.csv')
  expect(subscriberCsvFileName({}, now)).toBe('subscribers-all-2026-11-22.csv')
})
