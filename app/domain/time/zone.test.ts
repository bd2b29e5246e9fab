import { describe, expect, it } from 'vitest'
import { isTimeZone, localDate, utcToZonedLocal, zonedLocalToUtc } from './zone'

describe('zonedLocalToUtc', () => {
  it('reads a wall-clock time in the zone, in winter and in summer', () => {
    expect(zonedLocalToUtc('2026-11-22T09:30', 'America/New_York')!.toISOString()).toBe(
      '2026-11-22T14:30:00.000Z',
    )
    expect(zonedLocalToUtc('2026-07-04T09:30', 'America/New_York')!.toISOString()).toBe(
      '2026-07-04T13:30:00.000Z',
    )
    expect(zonedLocalToUtc('2026-07-04T09:30', 'UTC')!.toISOString()).toBe('2026-07-04T09:30:00.000Z')
    expect(zonedLocalToUtc('2026-07-04T09:30', 'Asia/Kolkata')!.toISOString()).toBe(
      '2026-07-04T04:00:00.000Z',
    )
  })

  it('settles around the daylight-saving changes', () => {
    // 2026-03-08 02:30 does not exist in New York; 01:30 on 2026-11-01 happens twice.
    expect(zonedLocalToUtc('2026-03-08T03:30', 'America/New_York')!.toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    )
    expect(zonedLocalToUtc('2026-03-08T01:30', 'America/New_York')!.toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    )
    const ambiguous = zonedLocalToUtc('2026-11-01T01:30', 'America/New_York')!.toISOString()
    expect(['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z']).toContain(ambiguous)
  })

  it('refuses what is not a datetime-local value', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2026-02-30T10:00',
      '2026-11-22T24:00',
      '2026-11-22 10:00',
      '2026-11-22T10:00:00Z',
    ]) {
      expect(zonedLocalToUtc(bad, 'America/New_York')).toBeUndefined()
    }
  })

  it('round-trips through utcToZonedLocal', () => {
    for (const value of ['2026-11-22T09:30', '2026-07-04T23:59', '2027-01-01T00:00']) {
      expect(utcToZonedLocal(zonedLocalToUtc(value, 'America/New_York')!, 'America/New_York')).toBe(value)
    }
  })

  it('names the calendar day an instant falls on in the zone', () => {
    // 01:00 UTC on a Monday is still Sunday in New York.
    expect(localDate(new Date('2026-11-23T01:00:00Z'), 'America/New_York')).toBe('2026-11-22')
    expect(localDate(new Date('2026-11-23T01:00:00Z'), 'UTC')).toBe('2026-11-23')
    expect(localDate(new Date('2026-11-23T01:00:00Z'))).toBe('2026-11-22')
  })

  it('knows the time zones of the runtime', () => {
    expect(isTimeZone('America/Chicago')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
  })
})
