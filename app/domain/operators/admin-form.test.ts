import { describe, expect, it } from 'vitest'
import { operatorFormErrors, operatorFormSchema, parseTestimonialLine } from './admin-form'

const minimal = { name: 'Test Courier', customSlug: 'test-courier' }

describe('operatorFormSchema', () => {
  it('turns lines into lists and empty texts into null', () => {
    const v = operatorFormSchema.parse({
      ...minimal,
      businessServices: 'Same-day\n\n  Rush  \n',
      testimonials: '5 | Ann | Great | fast',
      tagline: '  ',
      rushDeliveryAvailable: 'on',
      latitude: '26.4',
    })
    expect(v.businessServices).toEqual(['Same-day', 'Rush'])
    expect(v.testimonials).toEqual([{ rating: 5, author: 'Ann', text: 'Great | fast' }])
    expect(v.tagline).toBeNull()
    expect(v.rushDeliveryAvailable).toBe(true)
    expect(v.recurringServices).toBe(false)
    expect(v.latitude).toBe(26.4)
    expect(v.totalReviews).toBe(0)
  })

  it.each([
    [{ customSlug: 'operators' }, { customSlug: 'slug.reserved' }],
    [{ customSlug: 'Bad Slug' }, { customSlug: 'slug.format' }],
    [{ customSlug: '' }, { customSlug: 'slug.required' }],
    [{ name: '' }, { name: 'required' }],
    [{ contactEmail: 'nope' }, { contactEmail: 'email' }],
    [{ latitude: '200' }, { latitude: 'number' }],
    [{ testimonials: 'great service' }, { testimonials: 'testimonials' }],
    [{ profileImageUrl: 'javascript:alert(1)' }, { profileImageUrl: 'url' }],
  ])('%j → %j', (change, errors) => {
    const r = operatorFormSchema.safeParse({ ...minimal, ...change })
    expect(r.success).toBe(false)
    if (!r.success) expect(operatorFormErrors(r.error)).toEqual(errors)
  })

  it('reads testimonial lines', () => {
    expect(parseTestimonialLine('6 | A | B')).toBeUndefined()
    expect(parseTestimonialLine('4 | A |')).toBeUndefined()
  })
})
