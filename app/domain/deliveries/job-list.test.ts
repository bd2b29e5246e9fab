import { describe, expect, it } from 'vitest'
import { jobListBounds, openedJobId, parseJobListFilter } from './job-list'

const params = (query: string) => new URLSearchParams(query)

describe('parseJobListFilter', () => {
  it.each([
    ['', {}],
    ['operator=3&status=delivered', { operatorId: 3, status: 'delivered' }],
    ['operator=0&status=lost', {}],
    ['operator=abc&status=', {}],
    ['operator=1.5', {}],
    ['from=2026-11-01&to=2026-11-30', { from: '2026-11-01', to: '2026-11-30' }],
    ['from=2026-11-30&to=2026-11-01', { from: '2026-11-01', to: '2026-11-30' }],
    ['from=2026-02-30&to=11/30/2026', {}],
    ['to=2026-11-30', { to: '2026-11-30' }],
  ])('?%s is %j', (query, filter) => expect(parseJobListFilter(params(query))).toEqual(filter))
})

describe('openedJobId', () => {
  it.each([
    ['id=12', 12],
    ['id=0', null],
    ['id=x', null],
    ['', null],
  ])('?%s opens %j', (query, id) => expect(openedJobId(params(query))).toBe(id))
})

describe('jobListBounds: whole days in the site zone', () => {
  it('from midnight of the first day to midnight after the last', () => {
    const bounds = jobListBounds({ from: '2026-11-01', to: '2026-11-30' }, 'America/New_York')
    expect(bounds.since?.toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(bounds.before?.toISOString()).toBe('2026-12-01T05:00:00.000Z')
  })
  it('an open end is left open', () => {
    expect(jobListBounds({}, 'UTC')).toEqual({})
    expect(jobListBounds({ to: '2026-12-31' }, 'UTC')).toEqual({ before: new Date('2027-01-01T00:00:00Z') })
  })
})
