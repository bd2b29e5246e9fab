import { describe, expect, it } from 'vitest'
import { canonicalSubmission, SUBMISSION_KEY_PATTERN } from './submission-key'

describe('canonicalSubmission', () => {
  it.each([
    ['field order', { a: 1, b: 'x' }, { b: 'x', a: 1 }],
    ['nested field order', { a: { c: [1, { e: 2, d: 3 }] } }, { a: { c: [1, { d: 3, e: 2 }] } }],
    ['an undefined field', { a: 1, b: undefined }, { a: 1 }],
    [
      'a date and its instant',
      { when: new Date('2030-01-02T03:04:05Z') },
      { when: '2030-01-02T03:04:05.000Z' },
    ],
  ])('is the same whatever the %s', (_what, one, other) => {
    expect(canonicalSubmission(one)).toBe(canonicalSubmission(other))
  })

  it.each([
    ['another value', { a: 1 }, { a: 2 }],
    ['another type', { a: 1 }, { a: '1' }],
    ['a field more', { a: 1 }, { a: 1, b: null }],
    ['list order', { a: [1, 2] }, { a: [2, 1] }],
  ])('differs with %s', (_what, one, other) => {
    expect(canonicalSubmission(one)).not.toBe(canonicalSubmission(other))
  })
})

describe('SUBMISSION_KEY_PATTERN', () => {
  it.each([
    ['abcdefghijklmnopqrstuv.ABCDEFGHIJKLMNOPQRST-_', true],
    ['abcdefghijklmnopqrstuv', false],
    ['abcdefghijklmnopqrstuv.ABCDEFGHIJKLMNOPQRST-', false],
    ['abcdefghijklmnopqrst+/.ABCDEFGHIJKLMNOPQRST-_', false],
    ['', false],
  ])('%s is well formed: %s', (key, ok) => {
    expect(SUBMISSION_KEY_PATTERN.test(key)).toBe(ok)
  })
})
