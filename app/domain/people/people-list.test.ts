import { describe, expect, it } from 'vitest'
import { ageRange, isFiltered, parsePeopleFilter, sourceKey } from './people-list'
import { nextSlug, operatorFieldsFromApplication, operatorSlug } from './approve'
import { reorderedKeys, stageChanges } from './stage-settings'

const now = new Date('2026-11-25T12:00:00Z')

describe('the People list filters', () => {
  it.each([
    ['', { stage: null, owner: null, source: null, lang: null, age: null, q: '', page: 1 }],
    [
      'stage=call-booked&owner=4&source=Facebook&lang=es&age=30&q=%20maria%20&page=2',
      { stage: 'call-booked', owner: 4, source: 'facebook', lang: 'es', age: '30', q: 'maria', page: 2 },
    ],
    ['owner=none&age=older', { owner: 'none', age: 'older' }],
    ['stage=DROP%20TABLE&owner=-1&lang=fr&age=5', { stage: null, owner: null, lang: null, age: null }],
  ])('reads %s', (query, expected) => {
    expect(parsePeopleFilter(new URLSearchParams(query))).toMatchObject(expected)
  })

  it('knows when something is filtered', () => {
    expect(isFiltered(parsePeopleFilter(new URLSearchParams('page=3')))).toBe(false)
    expect(isFiltered(parsePeopleFilter(new URLSearchParams('lang=en')))).toBe(true)
  })

  it.each([
    ['7', { after: new Date('2026-11-18T12:00:00Z') }],
    ['90', { after: new Date('2026-08-27T12:00:00Z') }],
    ['older', { before: new Date('2026-08-27T12:00:00Z') }],
    [null, {}],
  ] as const)('turns the age %s into creation times', (age, range) => {
    expect(ageRange(age, now)).toEqual(range)
  })

  it.each([
    [{ utmSource: 'Facebook', referrerHost: 'google.com' }, 'facebook'],
    [{ utmSource: null, referrerHost: 'www.google.com' }, 'www.google.com'],
    [{ utmSource: null, referrerHost: null }, 'direct'],
    [{ utmSource: '', referrerHost: null }, 'direct'],
  ])('counts %o under %s', (touch, key) => {
    expect(sourceKey(touch)).toBe(key)
  })
})

describe('approval and stage rules', () => {
  it('makes the operator fields from the application, nothing retyped', () => {
    const fields = operatorFieldsFromApplication(
      {
        id: 9,
        email: 'lucia@example.com',
        lang: 'es',
        firstName: null,
        lastName: null,
        phone: null,
        businessName: null,
        city: null,
        state: null,
        zip: '33444',
      },
      { firstName: 'Lucía', lastName: 'Mora', phone: '555-0101', city: 'Delray Beach', state: 'FL' },
    )
    expect(fields).toEqual({
      name: 'Lucía Mora',
      customSlug: 'lucia-mora',
      contactPersonName: 'Lucía Mora',
      contactEmail: 'lucia@example.com',
      contactPhone: '555-0101',
      areaServed: 'Delray Beach, FL',
      zipCode: '33444',
      languagesSpoken: 'Spanish',
    })
  })

  it.each([
    ['Admin', 3, 'operator-3'],
    ['Boca Courier', 3, 'boca-courier'],
  ])('slugs %s as %s', (name, id, slug) => {
    expect(operatorSlug(name, id)).toBe(slug)
  })

  it('numbers a taken slug', () => {
    expect(nextSlug('boca-courier', 1)).toBe('boca-courier-2')
    expect(nextSlug('boca-courier-2', 2)).toBe('boca-courier-3')
  })

  it('moves a stage up or down, and not past an end', () => {
    expect(reorderedKeys(['new', 'contacted', 'lost'], 'contacted', 'up')).toEqual([
      'contacted',
      'new',
      'lost',
    ])
    expect(reorderedKeys(['new', 'lost'], 'lost', 'down')).toEqual(['new', 'lost'])
    expect(reorderedKeys(['new'], 'gone', 'up')).toBeNull()
    expect(stageChanges(['call-booked.labelEn', 'x', 'new.position'])).toEqual([
      { key: 'call-booked', field: 'labelEn' },
      { key: 'new', field: 'position' },
    ])
  })
})
