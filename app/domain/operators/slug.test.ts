import { describe, expect, it } from 'vitest'
import { knownTopLevelPages } from '../../pages'
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
