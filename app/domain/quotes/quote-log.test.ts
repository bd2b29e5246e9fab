import { describe, expect, it } from 'vitest'
import {
  conversionPercent,
  coverageGapsByZip,
  coverageGapsCsvFileName,
  gapMarkerRadius,
  GAP_MARKER_MAX_PX,
  GAP_MARKER_MIN_PX,
  mondayOf,
  parseGapPeriod,
  periodBounds,
  recentWeeks,
  weekOf,
  weeklyQuoteStats,
  type GapEvent,
} from './quote-log'
import { coverageGapsCsv } from './coverage-gaps-csv'

describe('weeks', () => {
  it('starts ISO weeks on Monday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23') // Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23') // Sunday
    expect(mondayOf('2026-11-30')).toBe('2026-11-30')
    expect(mondayOf('2027-01-01')).toBe('2026-12-28') // across the year
  })

  it('reads the day in New York, not UTC', () => {
    // Monday 01:00 UTC is still Sunday evening in New York: the week before.
    expect(weekOf(new Date('2026-11-30T01:00:00Z'))).toBe('2026-11-23')
    expect(weekOf(new Date('2026-11-30T05:00:00Z'))).toBe('2026-11-30')
    // Summer time (UTC-4).
    expect(weekOf(new Date('2026-07-06T03:59:00Z'))).toBe('2026-06-29')
    expect(weekOf(new Date('2026-07-06T04:00:00Z'))).toBe('2026-07-06')
  })

  it("counts the site's own weeks when it is elsewhere (SITE_TIME_ZONE)", () => {
    // Monday 06:00 UTC is Monday in New York but still Sunday night in Los Angeles.
    expect(weekOf(new Date('2026-11-30T06:00:00Z'))).toBe('2026-11-30')
    expect(weekOf(new Date('2026-11-30T06:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-23')
    expect(recentWeeks(new Date('2026-11-30T06:00:00Z'), 2, 'America/Los_Angeles')).toEqual([
      '2026-11-16',
      '2026-11-23',
    ])
  })

  it('lists the last weeks oldest first, ending with the current one', () => {
    expect(recentWeeks(new Date('2026-11-26T15:00:00Z'), 3)).toEqual([
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ])
    expect(recentWeeks(new Date('2026-11-26T15:00:00Z'), 0)).toEqual([])
  })
})

describe('conversion', () => {
  it('is bookings over priced quotes, a whole percent, 0 when nothing was priced', () => {
    expect(conversionPercent(0, 0)).toBe(0)
    expect(conversionPercent(3, 0)).toBe(0)
    expect(conversionPercent(1, 3)).toBe(33)
    expect(conversionPercent(2, 3)).toBe(67)
    expect(conversionPercent(4, 4)).toBe(100)
  })
})

describe('weeklyQuoteStats', () => {
  const now = new Date('2026-11-26T15:00:00Z')
  const at = (iso: string) => new Date(iso)
  it('counts quotes, outside-area refusals and bookings per week, empty weeks included, with totals', () => {
    const stats = weeklyQuoteStats(
      [
        { outcome: 'priced', booked: true, createdAt: at('2026-11-24T12:00:00Z') },
        { outcome: 'priced', booked: false, createdAt: at('2026-11-25T12:00:00Z') },
        { outcome: 'priced', booked: false, createdAt: at('2026-11-26T12:00:00Z') },
        { outcome: 'outsideArea', booked: false, createdAt: at('2026-11-26T13:00:00Z') },
        { outcome: 'priced', booked: true, createdAt: at('2026-11-10T12:00:00Z') },
        // Too old for the three weeks shown.
        { outcome: 'priced', booked: true, createdAt: at('2026-10-01T12:00:00Z') },
      ],
      now,
      3,
    )
    expect(stats.weeks).toEqual([
      { week: '2026-11-09', quotes: 1, priced: 1, outsideArea: 0, bookings: 1, conversion: 100 },
      { week: '2026-11-16', quotes: 0, priced: 0, outsideArea: 0, bookings: 0, conversion: 0 },
      { week: '2026-11-23', quotes: 4, priced: 3, outsideArea: 1, bookings: 1, conversion: 33 },
    ])
    expect(stats.totals).toEqual({ quotes: 5, priced: 4, outsideArea: 1, bookings: 2, conversion: 50 })
  })
})

describe('coverageGapsByZip', () => {
  const period = { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-30T23:59:59.999Z') }
  const e = (kind: GapEvent['kind'], zip: string, iso: string): GapEvent => ({
    kind,
    zip,
    createdAt: new Date(iso),
  })

  it('counts per ZIP and kind in the period, the most requested first, with first and last seen', () => {
    const gaps = coverageGapsByZip(
      [
        e('operatorQuote', '98101', '2026-11-10T00:00:00Z'),
        e('directorySearch', '98101', '2026-11-02T00:00:00Z'),
        e('calculatorZip', '98101', '2026-11-20T00:00:00Z'),
        e('calculatorZip', '32801', '2026-11-21T00:00:00Z'),
        e('directorySearch', '80202', '2026-11-25T00:00:00Z'),
        // Outside the period.
        e('operatorQuote', '32801', '2026-10-31T23:59:59Z'),
        e('operatorQuote', '32801', '2026-12-01T00:00:00Z'),
      ],
      period,
    )
    expect(gaps).toEqual([
      {
        zip: '98101',
        counts: { operatorQuote: 1, directorySearch: 1, calculatorZip: 1 },
        total: 3,
        firstSeen: new Date('2026-11-02T00:00:00Z'),
        lastSeen: new Date('2026-11-20T00:00:00Z'),
      },
      // Same total: the latest first.
      expect.objectContaining({ zip: '80202', total: 1 }),
      expect.objectContaining({
        zip: '32801',
        total: 1,
        counts: { operatorQuote: 0, directorySearch: 0, calculatorZip: 1 },
      }),
    ])
  })

  it('is empty without events', () => {
    expect(coverageGapsByZip([], period)).toEqual([])
  })
})

describe('the period', () => {
  const now = new Date('2026-11-26T15:00:00Z')
  it('defaults to the last 90 days', () => {
    expect(parseGapPeriod(new URLSearchParams(), now)).toEqual({ from: '2026-08-28', to: '2026-11-26' })
  })
  it('reads from and to, puts a reversed period in order and ignores malformed dates', () => {
    expect(parseGapPeriod(new URLSearchParams('from=2026-01-01&to=2026-02-01'), now)).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    })
    expect(parseGapPeriod(new URLSearchParams('from=2026-02-01&to=2026-01-01'), now)).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    })
    expect(parseGapPeriod(new URLSearchParams('from=yesterday&to=2026-13-45'), now)).toEqual({
      from: '2026-08-28',
      to: '2026-11-26',
    })
  })
  it('covers whole days', () => {
    expect(periodBounds({ from: '2026-01-01', to: '2026-01-02' })).toEqual({
      from: new Date('2026-01-01T00:00:00.000Z'),
      to: new Date('2026-01-02T23:59:59.999Z'),
    })
  })
})

describe('the CSV export', () => {
  it('has one row per ZIP, the place quoted, times in ISO 8601', () => {
    const csv = coverageGapsCsv([
      {
        zip: '98101',
        place: 'Seattle, WA',
        counts: { operatorQuote: 1, directorySearch: 2, calculatorZip: 0 },
        total: 3,
        firstSeen: new Date('2026-11-02T00:00:00Z'),
        lastSeen: new Date('2026-11-20T00:00:00Z'),
      },
      {
        zip: '99999',
        place: null,
        counts: { operatorQuote: 0, directorySearch: 0, calculatorZip: 1 },
        total: 1,
        firstSeen: new Date('2026-11-03T00:00:00Z'),
        lastSeen: new Date('2026-11-03T00:00:00Z'),
      },
    ])
    expect(csv.split('\r\n').filter(Boolean)).toEqual([
      'zip,place,quote_attempts_outside_area,directory_searches_no_operator,calculator_zips_outside_areas,total,first_seen,last_seen',
      '98101,"Seattle, WA",1,2,0,3,2026-11-02T00:00:00.000Z,2026-11-20T00:00:00.000Z',
      '99999,,0,0,1,1,2026-11-03T00:00:00.000Z,2026-11-03T00:00:00.000Z',
    ])
    expect(coverageGapsCsvFileName({ from: '2026-01-01', to: '2026-02-01' })).toBe(
      'coverage-gaps-2026-01-01-to-2026-02-01.csv',
    )
  })
})

describe('gapMarkerRadius', () => {
  it('grows with the count, the largest ZIP at the largest radius', () => {
    expect(gapMarkerRadius(10, 10)).toBe(GAP_MARKER_MAX_PX)
    expect(gapMarkerRadius(0, 10)).toBe(GAP_MARKER_MIN_PX)
    expect(gapMarkerRadius(1, 0)).toBe(GAP_MARKER_MIN_PX)
    const small = gapMarkerRadius(1, 16)
    const medium = gapMarkerRadius(4, 16)
    expect(small).toBeGreaterThan(GAP_MARKER_MIN_PX)
    expect(medium).toBeGreaterThan(small)
    expect(medium).toBeLessThan(GAP_MARKER_MAX_PX)
  })
})
