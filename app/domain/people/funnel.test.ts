import { describe, expect, it } from 'vitest'
import {
  funnelReport,
  parseFunnelPeriod,
  recentPeriods,
  stepConversion,
  stepsReached,
  timeInStages,
} from './funnel'

const DAY = 86_400_000
const now = new Date('2026-11-25T15:00:00Z')
const ago = (days: number) => new Date(now.getTime() - days * DAY)
const zone = 'America/New_York'

describe('the funnel', () => {
  it.each([
    ['week', 'week'],
    ['month', 'month'],
    [null, 'week'],
    ['year', 'week'],
  ] as const)('reads the period %s as %s', (value, period) => {
    expect(parseFunnelPeriod(value)).toBe(period)
  })

  it('lists the last periods, oldest first, in the site time zone', () => {
    expect(recentPeriods(now, 'month', 3, zone)).toEqual(['2026-09', '2026-10', '2026-11'])
    expect(recentPeriods(now, 'week', 2, zone)).toEqual(['2026-11-16', '2026-11-23'])
  })

  it.each([
    [2, 3, 67],
    [0, 4, 0],
    [1, 0, null],
  ])('converts %i of %i as %s %', (reached, from, percent) => {
    expect(stepConversion(reached, from)).toBe(percent)
  })

  it('counts each person once per step, at the first time they reached it', () => {
    const reached = stepsReached(
      [{ id: 1, createdAt: ago(10), source: 'facebook', lang: 'en' }],
      [
        { personId: 1, from: 'new', to: 'call-booked', at: ago(8) },
        { personId: 1, from: 'call-booked', to: 'contacted', at: ago(7) },
        { personId: 1, from: 'contacted', to: 'call-booked', at: ago(6) },
      ],
      [{ personId: 1, at: ago(9) }],
    )
    expect(reached.get(1)).toEqual({ leads: ago(10), applications: ago(9), calls: ago(8) })
  })

  it('reports counts, conversion, sources, languages and time in stages', () => {
    const report = funnelReport(
      {
        people: [
          { id: 1, createdAt: ago(10), source: 'facebook', lang: 'en' },
          { id: 2, createdAt: ago(20), source: 'direct', lang: 'es' },
          { id: 3, createdAt: ago(400), source: 'google', lang: 'en' },
        ],
        moves: [
          { personId: 1, from: 'new', to: 'call-booked', at: ago(8) },
          { personId: 1, from: 'call-booked', to: 'approved', at: ago(2) },
          { personId: 2, from: 'new', to: 'lost', at: ago(16) },
        ],
        applications: [{ personId: 1, at: ago(5) }],
        stages: ['new', 'call-booked', 'approved', 'lost'],
      },
      { period: 'month', now, timeZone: zone },
    )
    expect(report.periods).toHaveLength(12)
    expect(report.totals).toEqual([
      { step: 'leads', people: 2, conversion: null },
      { step: 'calls', people: 1, conversion: 50 },
      { step: 'applications', people: 1, conversion: 100 },
      { step: 'approvals', people: 1, conversion: 100 },
      { step: 'active', people: 0, conversion: 0 },
    ])
    expect(report.bySource.map((r) => [r.key, r.counts.leads, r.counts.approvals])).toEqual([
      ['direct', 1, 0],
      ['facebook', 1, 1],
    ])
    expect(report.byLanguage.map((r) => [r.key, r.counts.leads])).toEqual([
      ['en', 1],
      ['es', 1],
    ])
    expect(report.timeInStage).toEqual([
      { stage: 'new', stays: 2, averageDays: 3 },
      { stage: 'call-booked', stays: 1, averageDays: 6 },
      { stage: 'approved', stays: 0, averageDays: null },
      { stage: 'lost', stays: 0, averageDays: null },
    ])
  })

  it('averages a stay from the move into the stage to the move out of it', () => {
    expect(
      timeInStages(
        [{ id: 1, createdAt: ago(3), source: 'direct', lang: 'en' }],
        [
          { personId: 1, from: 'contacted', to: 'applied', at: ago(1) },
          { personId: 1, from: 'new', to: 'contacted', at: ago(2.5) },
        ],
        ['new', 'contacted'],
      ),
    ).toEqual([
      { stage: 'new', stays: 1, averageDays: 0.5 },
      { stage: 'contacted', stays: 1, averageDays: 1.5 },
    ])
  })
})
