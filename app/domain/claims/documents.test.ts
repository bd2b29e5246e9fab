import { describe, expect, it } from 'vitest'
import { checkDocument, MAX_DOCUMENT_BYTES } from './documents'

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])
const text = new TextEncoder().encode('operator,month,net\nA,2026-01,4200\n')

describe('checkDocument', () => {
  it('accepts a PDF, a spreadsheet export and a text file, with their served types', () => {
    expect(checkDocument({ name: 'Ledger 2025.pdf', size: 6 }, pdf)).toEqual({
      ok: true,
      contentType: 'application/pdf',
      fileName: 'Ledger 2025.pdf',
    })
    expect(checkDocument({ name: 'net.CSV', size: text.length }, text)).toMatchObject({
      ok: true,
      contentType: 'text/csv',
    })
  })
  it('refuses no file, a file over 8 MB, an unknown kind and a renamed one', () => {
    expect(checkDocument({ name: '', size: 0 }, new Uint8Array())).toEqual({ ok: false, problem: 'noFile' })
    expect(checkDocument({ name: 'big.pdf', size: MAX_DOCUMENT_BYTES + 1 }, pdf)).toEqual({
      ok: false,
      problem: 'tooLarge',
    })
    expect(checkDocument({ name: 'setup.exe', size: 6 }, pdf)).toEqual({ ok: false, problem: 'type' })
    expect(checkDocument({ name: 'ledger.pdf', size: 4 }, new Uint8Array([0x4d, 0x5a, 0, 0]))).toEqual({
      ok: false,
      problem: 'type',
    })
    expect(checkDocument({ name: 'notes.txt', size: 4 }, new Uint8Array([0x4d, 0x5a, 0, 0]))).toEqual({
      ok: false,
      problem: 'type',
    })
  })
  it('keeps a safe file name', () => {
    const checked = checkDocument({ name: '../../etc/"x".pdf', size: 6 }, pdf)
    expect(checked).toMatchObject({ ok: true, fileName: '.._.._etc__x_.pdf' })
  })
})
