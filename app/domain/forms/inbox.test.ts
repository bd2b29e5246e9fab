import { describe, expect, it } from 'vitest'
import { parseDay, parseInboxFilter } from './inbox'

describe('inbox filters from the URL', () => {
  it.each([
    ['', { page: 1 }],
    ['kind=lead&status=contacted', { kind: 'lead', status: 'contacted', page: 1 }],
    ['kind=orders&status=spam', { page: 1 }],
    ['kind=newsletter', { kind: 'newsletter', page: 1 }],
    ['q=%20Ana%20&page=3', { text: 'Ana', page: 3 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    [
      'from=2026-01-05&to=2026-01-06',
      {
        fromDate: '2026-01-05',
        toDate: '2026-01-06',
        from: new Date('2026-01-05T00:00:00Z'),
        to: new Date('2026-01-07T00:00:00Z'),
        page: 1,
      },
    ],
    ['from=2026-02-30&to=yesterday', { page: 1 }],
  ])('%s', (query, expected) => {
    const parsed = parseInboxFilter(new URLSearchParams(query))
    const defined = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined))
    expect(defined).toEqual(expected)
  })

  it('limits the search text', () => {
    expect(parseInboxFilter(new URLSearchParams(`q=${'a'.repeat(500)}`)).text).toHaveLength(100)
  })

  it.each([
    ['2026-03-01', '2026-03-01T00:00:00.000Z'],
    ['2026-13-01', undefined],
    ['2026-3-1', undefined],
    [null, undefined],
  ])('parseDay(%j)', (value, iso) => {
    expect(parseDay(value)?.toISOString()).toBe(iso)
  })
})
