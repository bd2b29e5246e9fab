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

  it('reads the Spanish texts like the English ones: empty is null, lists and testimonials parsed', () => {
    const v = operatorFormSchema.parse({
      ...minimal,
      bioEs: 'Entregamos en todo Miami.',
      taglineEs: '',
      businessServicesEs: 'Mismo día\nUrgente',
      testimonialsEs: '5 | Ana | Excelente',
    })
    expect(v.bioEs).toBe('Entregamos en todo Miami.')
    expect(v.taglineEs).toBeNull()
    expect(v.businessServicesEs).toEqual(['Mismo día', 'Urgente'])
    expect(v.testimonialsEs).toEqual([{ rating: 5, author: 'Ana', text: 'Excelente' }])
    expect(v.vehicleTypesEs).toEqual([])
  })

  it('refuses a Spanish text over its limit and a malformed Spanish testimonial, beside the field', () => {
    const r = operatorFormSchema.safeParse({
      ...minimal,
      taglineEs: 'x'.repeat(201),
      testimonialsEs: 'Excelente',
    })
    expect(r.success).toBe(false)
    expect(operatorFormErrors(r.error!)).toEqual({ taglineEs: 'tooLong', testimonialsEs: 'testimonials' })
  })

  it.each([
    [{ customSlug: 'operators' }, { customSlug: 'slug.reserved' }],
    [{ customSlug: 'Bad Slug' }, { customSlug: 'slug.format' }],
    [{ customSlug: '' }, { customSlug: 'slug.required' }],
    [{ name: '' }, { name: 'required' }],
    [{ contactEmail: 'nope' }, { contactEmail: 'email' }],
    [{ latitude: '200' }, { latitude: 'number' }],
    [{ serviceRadiusMiles: '0' }, { serviceRadiusMiles: 'radius' }],
    [{ serviceRadiusMiles: '12.5' }, { serviceRadiusMiles: 'radius' }],
    [{ serviceRadiusMiles: '501' }, { serviceRadiusMiles: 'radius' }],
    [{ serviceRadiusMiles: 'far' }, { serviceRadiusMiles: 'radius' }],
    [{ testimonials: 'great service' }, { testimonials: 'testimonials' }],
    [{ profileImageUrl: 'javascript:alert(1)' }, { profileImageUrl: 'url' }],
  ])('%j → %j', (change, errors) => {
    const r = operatorFormSchema.safeParse({ ...minimal, ...change })
    expect(r.success).toBe(false)
    if (!r.success) expect(operatorFormErrors(r.error)).toEqual(errors)
  })

  it('reads the service radius in whole miles, 50 when left empty', () => {
    expect(operatorFormSchema.parse(minimal).serviceRadiusMiles).toBe(50)
    expect(operatorFormSchema.parse({ ...minimal, serviceRadiusMiles: ' ' }).serviceRadiusMiles).toBe(50)
    expect(operatorFormSchema.parse({ ...minimal, serviceRadiusMiles: '25' }).serviceRadiusMiles).toBe(25)
  })

  it('reads testimonial lines', () => {
    expect(parseTestimonialLine('6 | A | B')).toBeUndefined()
    expect(parseTestimonialLine('4 | A |')).toBeUndefined()
  })
})
