import type { OperatorTestimonial } from './operator'

/**
 * Sample reviews (issue #30 item 3). The seed data gives operators a rating, a review count and
 * testimonials nobody wrote, so a new site looks filled in. They are samples until staff enter the
 * operator's real ones: structured data never carries them, the pages label them "Sample", and the
 * launch check lists them. A visitor is never shown an invented review as if it were real: the FTC's
 * rule on consumer reviews forbids passing off made-up ones, and search engines penalise them.
 */
export type ReviewFields = {
  averageRating: number | null
  totalReviews: number
  testimonials: OperatorTestimonial[]
  testimonialsEs: OperatorTestimonial[]
}

// Field by field: the database gives back a testimonial's keys in its own order.
const key = (list: OperatorTestimonial[]) => JSON.stringify(list.map((t) => [t.rating, t.author, t.text]))

const same = (a: ReviewFields, b: ReviewFields) =>
  a.averageRating === b.averageRating &&
  a.totalReviews === b.totalReviews &&
  key(a.testimonials) === key(b.testimonials) &&
  key(a.testimonialsEs) === key(b.testimonialsEs)

export const hasReviews = (r: ReviewFields) =>
  r.averageRating != null || r.totalReviews > 0 || r.testimonials.length > 0 || r.testimonialsEs.length > 0

/**
 * Whether the operator's reviews are still samples after staff save the form: only while they were
 * and staff left every review field as it was. Entering a rating, a count or a testimonial (or
 * clearing them all) makes them the staff's.
 */
export function stillSample(wasSample: boolean, stored: ReviewFields, saved: ReviewFields): boolean {
  return wasSample && hasReviews(saved) && same(stored, saved)
}
