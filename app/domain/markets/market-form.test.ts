import { describe, expect, it } from 'vitest'
import { marketActionSchema, parseMarketId, positionFromText, roundedPosition } from './market-form'

const parse = (value: Record<string, string>) => marketActionSchema.safeParse({ intent: 'save', ...value })
const errors = (value: Record<string, string>) => {
  const result = parse(value)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('marketActionSchema', () => {
  it('takes a market by its ZIP code, the state in capitals', () => {
    const result = parse({ city: ' Orlando ', state: 'fl', zip: '32801', status: 'comingSoon' })
    expect(result.success && result.data).toMatchObject({
      city: 'Orlando',
      state: 'FL',
      zip: '32801',
      status: 'comingSoon',
    })
  })

  it('takes a typed position without a ZIP code', () => {
    const result = parse({ city: 'Tampa', state: 'FL', lat: '27.95', lng: '-82.46', status: 'recruiting' })
    expect(result.success && result.data).toMatchObject({ lat: 27.95, lng: -82.46 })
  })

  it('asks for a ZIP code or a position', () => {
    expect(errors({ city: 'Tampa', state: 'FL', status: 'active' })).toEqual({
      zip: 'adminMarkets.errors.positionNeeded',
    })
    expect(errors({ city: 'Tampa', state: 'FL', lat: '27.9', status: 'active' })).toEqual({
      lng: 'adminMarkets.errors.lng',
    })
  })

  it('refuses a bad state, ZIP code, coordinate or status', () => {
    expect(
      errors({ city: '', state: 'Florida', zip: '3280', lat: '95', lng: 'east', status: 'open' }),
    ).toEqual({
      city: 'adminMarkets.errors.required',
      state: 'adminMarkets.errors.state',
      zip: 'adminMarkets.errors.zip',
      lat: 'adminMarkets.errors.lat',
      lng: 'adminMarkets.errors.lng',
      status: 'adminMarkets.errors.status',
    })
  })
})

describe('parseMarketId', () => {
  it('reads a positive whole number only', () => {
    expect(parseMarketId('12')).toBe(12)
    for (const bad of [null, '', '0', '-1', '1.5', 'x']) expect(parseMarketId(bad)).toBeNull()
  })
})

describe('roundedPosition', () => {
  it('keeps four decimals of a clicked point', () => {
    expect(roundedPosition({ lat: 33.748_995_1, lng: -84.387_982_4 })).toEqual({ lat: 33.749, lng: -84.388 })
    expect(roundedPosition({ lat: 25.761_68, lng: -80.191_79 })).toEqual({ lat: 25.7617, lng: -80.1918 })
  })
  it('brings a point clicked on a wrapped copy of the world back into range', () => {
    expect(roundedPosition({ lat: 40, lng: -80 + 360 })).toEqual({ lat: 40, lng: -80 })
    expect(roundedPosition({ lat: 40, lng: -80 - 720 })).toEqual({ lat: 40, lng: -80 })
    expect(roundedPosition({ lat: 95, lng: 10 }).lat).toBe(90)
  })
})

describe('positionFromText', () => {
  it('reads the typed latitude and longitude', () => {
    expect(positionFromText('33.749', '-84.388')).toEqual({ lat: 33.749, lng: -84.388 })
  })
  it('gives none while a field is empty or not a position', () => {
    expect(positionFromText('', '-84')).toBeNull()
    expect(positionFromText('abc', '-84')).toBeNull()
    expect(positionFromText('91', '-84')).toBeNull()
  })
})
