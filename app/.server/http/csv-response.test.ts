import { describe, expect, it } from 'vitest'
import { csvResponse, downloadResponse } from './csv-response'

describe('csvResponse', () => {
  it('sends the rows as a private, unsniffed CSV attachment with a byte-order mark', async () => {
    const response = csvResponse('name,email\r\nJosé,jose@example.com\r\n', 'people-2026-12-03.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="people-2026-12-03.csv"')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('name,email\r\nJosé,jose@example.com\r\n')
  })
})

describe('downloadResponse', () => {
  it('sends another kind of file the same way, without a byte-order mark', async () => {
    const response = downloadResponse('{"a":1}', 'application/json; charset=utf-8', 'person-7.json')
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="person-7.json"')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(await response.text()).toBe('{"a":1}')
  })
})
