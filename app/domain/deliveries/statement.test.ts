import { describe, expect, it } from 'vitest'
import {
  buildStatement,
  centsAsDecimal,
  isStatementMonth,
  monthBounds,
  nextMonth,
  operatorShareCents,
  parseStatementMonth,
  statementCsvFileName,
  statementCsvRows,
  type StatementJob,
} from './statement'

describe('operatorShareCents: price × percent / 100, to the nearest cent, a half cent up', () => {
  it.each([
    [4500, 80, 3600],
    [1250, 80, 1000],
    // 999 × 0.8 = 799.2 → 799; 1001 × 0.8 = 800.8 → 801.
    [999, 80, 799],
    [1001, 80, 801],
    // 1 × 0.5 = 0.5 → 1 (half up); 3 × 0.5 = 1.5 → 2.
    [1, 50, 1],
    [3, 50, 2],
    // 1 × 0.8 = 0.8 → 1; 1 × 0.4 = 0.4 → 0.
    [1, 80, 1],
    [1, 40, 0],
    [12345, 75, 9259],
    [0, 80, 0],
    [4500, 0, 0],
    [4500, 100, 4500],
    [99999999, 80, 79999999],
  ])('%i cents at %i %% is %i', (price, percent, share) => {
    expect(operatorShareCents(price, percent)).toBe(share)
  })

  it.each([
    [-1, 80],
    [1.5, 80],
    [100, 101],
    [100, -1],
    [100, 80.5],
  ])('refuses %d at %d %%', (price, percent) => {
    expect(() => operatorShareCents(price, percent)).toThrow(RangeError)
  })
})

const job = (jobId: number, deliveredAt: string, priceCents: number | null): StatementJob => ({
  jobId,
  bookingId: jobId + 100,
  deliveredAt,
  customer: `Customer ${jobId}`,
  priceCents,
})

describe('buildStatement', () => {
  it('has a row per job in delivery order; totals are the sums of the rows', () => {
    const statement = buildStatement('2026-11', 80, [
      job(2, '2026-11-20T15:00:00.000Z', 1001),
      job(1, '2026-11-03T15:00:00.000Z', 999),
      job(3, '2026-11-25T15:00:00.000Z', 4500),
    ])
    expect(statement.rows.map((r) => [r.jobId, r.priceCents, r.shareCents, r.networkCents])).toEqual([
      [1, 999, 799, 200],
      [2, 1001, 801, 200],
      [3, 4500, 3600, 900],
    ])
    expect(statement.totals).toEqual({
      jobs: 3,
      unpriced: 0,
      priceCents: 6500,
      shareCents: 5200,
      networkCents: 1300,
    })
  })

  it.each([
    [[333, 333, 333], 50],
    [[1, 1, 1, 1, 1], 50],
    [[999, 1001, 12345, 7], 80],
    [[5, 15, 25], 90],
  ])('rows %j at %i %%: share + network = price on every row and in the totals', (prices, percent) => {
    const s = buildStatement(
      '2026-11',
      percent,
      prices.map((p, i) => job(i + 1, `2026-11-0${i + 1}T12:00:00.000Z`, p)),
    )
    for (const r of s.rows) expect(r.shareCents! + r.networkCents!).toBe(r.priceCents)
    expect(s.totals.shareCents).toBe(s.rows.reduce((a, r) => a + r.shareCents!, 0))
    expect(s.totals.shareCents + s.totals.networkCents).toBe(s.totals.priceCents)
  })

  it('lists a job without a price with no amounts and counts it as unpriced', () => {
    const s = buildStatement('2026-11', 80, [
      job(1, '2026-11-03T15:00:00.000Z', null),
      job(2, '2026-11-04T15:00:00.000Z', 2000),
    ])
    expect(s.rows[0]).toMatchObject({ priceCents: null, shareCents: null, networkCents: null })
    expect(s.totals).toEqual({ jobs: 2, unpriced: 1, priceCents: 2000, shareCents: 1600, networkCents: 400 })
  })

  it('an empty month has zero totals', () => {
    expect(buildStatement('2026-11', 80, []).totals).toEqual({
      jobs: 0,
      unpriced: 0,
      priceCents: 0,
      shareCents: 0,
      networkCents: 0,
    })
  })
})

describe('the month', () => {
  it.each([
    ['2026-11', true],
    ['2026-12', true],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-1', false],
    ['26-11', false],
    ['2026-11-01', false],
    [null, false],
  ])('%j is a month: %s', (value, ok) => expect(isStatementMonth(value)).toBe(ok))

  it('defaults to the month of today in the site zone', () => {
    expect(parseStatementMonth(null, '2026-12-01')).toBe('2026-12')
    expect(parseStatementMonth('bogus', '2026-12-01')).toBe('2026-12')
    expect(parseStatementMonth('2026-10', '2026-12-01')).toBe('2026-10')
  })

  it.each([
    ['2026-11', '2026-12'],
    ['2026-12', '2027-01'],
    ['2027-01', '2027-02'],
  ] as const)('after %s comes %s', (month, next) => expect(nextMonth(month)).toBe(next))

  it.each([
    // New York: November begins in EDT (UTC-4) and ends in EST (UTC-5).
    ['2026-11', 'America/New_York', '2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z'],
    ['2026-12', 'America/New_York', '2026-12-01T05:00:00.000Z', '2027-01-01T05:00:00.000Z'],
    ['2026-11', 'UTC', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['2026-02', 'America/Los_Angeles', '2026-02-01T08:00:00.000Z', '2026-03-01T08:00:00.000Z'],
  ] as const)('%s in %s runs from %s to %s', (month, zone, from, to) => {
    const bounds = monthBounds(month, zone)
    expect(bounds.from.toISOString()).toBe(from)
    expect(bounds.to.toISOString()).toBe(to)
  })
})

describe('the CSV', () => {
  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [123400, '1234.00'],
    [-250, '-2.50'],
  ])('%i cents is %s', (cents, text) => expect(centsAsDecimal(cents)).toBe(text))

  it('has the header, a row per job with plain amounts, and the totals last', () => {
    const s = buildStatement('2026-11', 80, [
      job(1, '2026-11-03T15:00:00.000Z', 1250),
      job(2, '2026-11-04T15:00:00.000Z', null),
    ])
    const labels = {
      booking: 'Booking',
      delivered: 'Delivered',
      customer: 'Customer',
      price: 'Price',
      share: 'Share',
      network: 'Network',
      total: 'Total',
    }
    expect(statementCsvRows(s, labels, (iso) => `at ${iso.slice(0, 10)}`)).toEqual({
      header: ['Booking', 'Delivered', 'Customer', 'Price', 'Share', 'Network'],
      rows: [
        [101, 'at 2026-11-03', 'Customer 1', '12.50', '10.00', '2.50'],
        [102, 'at 2026-11-04', 'Customer 2', '', '', ''],
        ['Total', '', '', '12.50', '10.00', '2.50'],
      ],
    })
  })

  it('names the file by operator and month', () => {
    expect(statementCsvFileName('delray-beach-courier', '2026-11')).toBe(
      'statement-delray-beach-courier-2026-11.csv',
    )
    expect(statementCsvFileName('"; x', '2026-11')).toBe('statement-x-2026-11.csv')
  })
})
