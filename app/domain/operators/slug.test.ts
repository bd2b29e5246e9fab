import { describe, expect, it } from 'vitest'
import { knownTopLevelPages, resourceRoutes, serverPaths } from '../../pages'
import en from '../../i18n/en/operators'
import es from '../../i18n/es/operators'
import { isOperatorSlug, isReservedSlug, slugify, slugProblem } from './slug'

describe('slugProblem', () => {
  it.each([
    ['delray-beach-courier', undefined],
    ['a1', undefined],
    ['courier-24', undefined],
    ['', 'required'],
    ['Delray', 'format'],
    ['delray_beach', 'format'],
    ['-delray', 'format'],
    ['delray-', 'format'],
    ['delray--beach', 'format'],
    ['delray beach', 'format'],
    ['café', 'format'],
    ['a'.repeat(81), 'too-long'],
    ['operators', 'reserved'],
    ['es', 'reserved'],
    ['admin', 'reserved'],
    ['api', 'reserved'],
    ['assets', 'reserved'],
    ['service', 'reserved'],
  ])('%j → %s', (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem)
  })

  // Issue #31: Express answers /readyz before React Router, so an operator "readyz" was unreachable.
  it('reserves every first segment the server or a resource route answers', () => {
    const segments = [...serverPaths, ...resourceRoutes.map((r) => r.path)].map((p) =>
      p.split('/')[0]!.toLowerCase(),
    )
    expect(segments).toContain('readyz')
    for (const segment of segments) {
      // A name with a dot (sw.js, robots.txt) can never be a slug; any other must be reserved.
      expect(slugProblem(segment), segment).toBe(segment.includes('.') ? 'format' : 'reserved')
    }
  })

  it('has a message for a reserved slug in both languages', () => {
    expect(slugProblem('readyz')).toBe('reserved')
    expect(en.admin.errors.slug.reserved).toBe('This name is used by the site itself; choose another')
    expect(es.admin.errors.slug.reserved).toMatch(/\S/)
  })

  it('reserves every top-level page name', () => {
    for (const page of knownTopLevelPages) {
      expect(isReservedSlug(page), page).toBe(true)
      expect(isOperatorSlug(page), page).toBe(false)
    }
  })
})

describe('slugify', () => {
  it.each([
    ['Delray Beach Courier', 'delray-beach-courier'],
    ['  Café & Co. Express ', 'cafe-co-express'],
    ['A--B', 'a-b'],
  ])('%j → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })
})
