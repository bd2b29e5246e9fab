import { describe, expect, it } from 'vitest'
import { stillSample, type ReviewFields } from './sample-reviews'

const seeded: ReviewFields = {
  averageRating: 4.8,
  totalReviews: 214,
  testimonials: [{ text: 'Great', rating: 5, author: 'A. Person' }],
  testimonialsEs: [],
}

describe('whether an operator’s reviews are still samples after a save (issue #30 item 3)', () => {
  it.each<[string, boolean, Partial<ReviewFields>, boolean]>([
    ['saved unchanged (another field edited)', true, {}, true],
    ['a real rating entered', true, { averageRating: 4.2 }, false],
    ['a real review count entered', true, { totalReviews: 12 }, false],
    ['the testimonials replaced', true, { testimonials: [{ text: 'Real', rating: 4, author: 'B' }] }, false],
    [
      'a Spanish testimonial added',
      true,
      { testimonialsEs: [{ text: 'Sí', rating: 5, author: 'C' }] },
      false,
    ],
    ['everything cleared', true, { averageRating: null, totalReviews: 0, testimonials: [] }, false],
    ['never a sample', false, {}, false],
  ])('%s: %s → %s', (_case, wasSample, change, expected) => {
    expect(stillSample(wasSample, seeded, { ...seeded, ...change })).toBe(expected)
  })

  it('reads testimonials field by field, whatever order the database gives their keys in', () => {
    const fromDb = { ...seeded, testimonials: [{ author: 'A. Person', rating: 5, text: 'Great' }] }
    expect(stillSample(true, fromDb, seeded)).toBe(true)
  })
})
