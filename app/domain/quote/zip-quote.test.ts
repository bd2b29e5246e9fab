import { describe, expect, it } from 'vitest'
import {
  normalizeZip,
  zipOfLocation,
  zipQuoteFieldErrors,
  zipQuoteSchema,
  zipsOutsideAreas,
} from './zip-quote'

describe('ZIP codes', () => {
  it.each([
    ['33444', '33444'],
    [' 33444 ', '33444'],
    ['33444-1234', '33444'],
    ['3344', undefined],
    ['334445', undefined],
    ['33444-12', undefined],
    ['abcde', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j normalizes to %j', (input, zip) => {
    expect(normalizeZip(input)).toBe(zip)
  })

  it.each([
    ['33444', '33444'],
    ['100 NE 2nd Ave, Delray Beach, FL 33444', '33444'],
    ['100 NE 2nd Ave, Delray Beach, FL 33444-2301, USA', '33444'],
    ['12345 Main Street, Miami, FL', undefined],
    ['Delray Beach', undefined],
  ])('the ZIP code of %j is %j', (text, zip) => {
    expect(zipOfLocation(text)).toBe(zip)
  })
})

describe('the ZIP quote form schema', () => {
  it('accepts two ZIP codes and reduces ZIP+4 to five digits', () => {
    expect(zipQuoteSchema.parse({ from: ' 33444 ', to: '33131-0001' })).toEqual({
      from: '33444',
      to: '33131',
    })
  })

  it.each([
    [{}, { from: 'required', to: 'required' }],
    [
      { from: '', to: '  ' },
      { from: 'required', to: 'required' },
    ],
    [{ from: '33444', to: 'abc' }, { to: 'format' }],
    [{ from: '1234', to: '33131' }, { from: 'format' }],
    [{ from: 33444, to: '33131' }, { from: 'required' }],
  ])('%j gives the errors %j', (input, errors) => {
    const result = zipQuoteSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(zipQuoteFieldErrors(result.error!)).toEqual(errors)
  })
})

describe('which ZIP codes of a delivery are outside the service areas (issue #30 item 5)', () => {
  const areas = [{ zipCodes: ['33444', '33445'] }, { zipCodes: ['33131'] }]
  it.each([
    [['33444', '33131'], []],
    [['33444', '10001'], ['10001']],
    [['10001', '33444'], ['10001']],
    [
      ['99501', '10001'],
      ['99501', '10001'],
    ],
    [['10001', '10001'], ['10001']],
    [['33444', '33444'], []],
  ])('%j: outside %j', (zips, outside) => {
    expect(zipsOutsideAreas(zips, areas)).toEqual(outside)
  })

  it('with no active area, every ZIP code is outside', () => {
    expect(zipsOutsideAreas(['33444', '33131'], [])).toEqual(['33444', '33131'])
  })
})
