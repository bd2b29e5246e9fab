import { describe, expect, it } from 'vitest'
import { dateFormatter, formatDate, formatInZone, localeOf } from './format'

describe('localeOf', () => {
  it('writes Spanish as es-US and everything else as en-US', () => {
    expect(localeOf('es')).toBe('es-US')
    expect(localeOf('en')).toBe('en-US')
    expect(localeOf('fr')).toBe('en-US')
  })
})

describe('formatDate', () => {
  it('formats a Date or an ISO string in the page language', () => {
    const when = '2026-11-22T14:30:00Z'
    expect(formatDate(when, 'en', { dateStyle: 'long', timeZone: 'America/New_York' })).toBe(
      'November 22, 2026',
    )
    expect(formatDate(new Date(when), 'es', { dateStyle: 'long', timeZone: 'America/New_York' })).toBe(
      '22 de noviembre de 2026',
    )
    expect(formatDate(when, 'en', { month: 'short', year: 'numeric', timeZone: 'UTC' })).toBe('Nov 2026')
  })

  it('is what a formatter made by dateFormatter writes', () => {
    const options = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const
    const when = new Date('2026-07-04T15:05:00Z')
    expect(dateFormatter('es', options).format(when)).toBe(formatDate(when, 'es', options))
    expect(formatDate(when, 'en', options)).toMatch(/^3:05\sPM$/)
  })
})

describe('formatInZone', () => {
  it('formats with the zone name in both languages', () => {
    const when = new Date('2026-11-22T14:30:00Z')
    expect(formatInZone(when, 'America/New_York', 'en')).toMatch(/Nov 22, 2026.*9:30.*EST/)
    expect(formatInZone(when, 'America/New_York', 'es')).toMatch(/22.*nov.*2026.*9:30.*EST/)
  })

  // Issue #30 item 10: the one formatter of every time staff see.
  it('shows seconds where a list needs them, and a day as the day it was in the zone', () => {
    const when = new Date('2026-07-04T03:05:09Z')
    expect(formatInZone(when, 'America/New_York', 'en', { seconds: true })).toMatch(
      /Jul 3, 2026, 11:05:09\sPM EDT/,
    )
    expect(formatInZone(when.toISOString(), 'America/New_York', 'es', { seconds: true })).toMatch(
      /3 jul 2026, 11:05:09\sp\.\s?m\.\sEDT/,
    )
    expect(formatInZone(when, 'America/New_York', 'en', { dateOnly: true })).toBe('Jul 3, 2026')
    expect(formatInZone(when, 'America/New_York', 'es', { dateOnly: true })).toBe('3 jul 2026')
  })
})
