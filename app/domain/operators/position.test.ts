import { describe, expect, it } from 'vitest'
import { needsZipCentroid, operatorPosition } from './position'

const boca = { lat: 26.35, lng: -80.09 }

describe('operatorPosition', () => {
  it('keeps the position staff typed, whatever the ZIP code', () => {
    const input = { latitude: 26.4, longitude: -80.1, zipCode: '33432' }
    expect(needsZipCentroid(input)).toBe(false)
    expect(operatorPosition(input, boca)).toEqual({
      latitude: 26.4,
      longitude: -80.1,
      positionFromZip: false,
    })
  })

  it('places the operator at the centre of its ZIP code when staff leave the position empty', () => {
    const input = { latitude: null, longitude: null, zipCode: '33432' }
    expect(needsZipCentroid(input)).toBe(true)
    expect(operatorPosition(input, boca)).toEqual({
      latitude: 26.35,
      longitude: -80.09,
      positionFromZip: true,
    })
  })

  it('refuses a ZIP code that does not exist when the position would come from it', () => {
    expect(operatorPosition({ latitude: null, longitude: null, zipCode: '00000' }, undefined)).toBe(
      'zip-unknown',
    )
  })

  it('has no position with neither a position nor a ZIP code', () => {
    const input = { latitude: null, longitude: null, zipCode: null }
    expect(needsZipCentroid(input)).toBe(false)
    expect(operatorPosition(input, undefined)).toEqual({
      latitude: null,
      longitude: null,
      positionFromZip: false,
    })
  })
})
