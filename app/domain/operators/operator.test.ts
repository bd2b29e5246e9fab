import { describe, expect, it } from 'vitest'
import {
  localizeOperator,
  operatorStructuredData,
  showsDeliveries,
  SPANISH_TEXT_FIELDS,
  type OperatorProfile,
} from './operator'

const english: OperatorProfile = {
  id: 1,
  slug: 'palm-courier',
  name: 'Palm Courier',
  contactPersonName: null,
  contactEmail: null,
  contactPhone: null,
  areaServed: 'Miami, FL',
  profileImageUrl: null,
  tagline: 'Fast and careful',
  bio: 'We deliver across Miami.',
  yearsExperience: 5,
  operatingSince: '2019',
  languagesSpoken: ['English'],
  businessServices: ['Same-day'],
  serviceAreas: ['Miami'],
  territoryDescription: 'All of Miami-Dade',
  vehicleTypes: ['Van'],
  testimonials: [{ rating: 5, author: 'Ann', text: 'Great' }],
  paymentMethods: ['Cash'],
  certifications: ['HIPAA'],
  hoursOfOperation: 'Mon-Fri',
  responseTimeGuarantee: '1 hour',
  weightLimit: '50 lb',
  sizeLimit: 'Small boxes',
  rushDeliveryAvailable: false,
  recurringServices: false,
  latitude: null,
  longitude: null,
  zipCode: null,
  positionFromZip: false,
  serviceRadiusMiles: 50,
  averageRating: null,
  totalReviews: 0,
  totalDeliveries: 0,
  sampleReviews: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  taglineEs: null,
  bioEs: null,
  territoryDescriptionEs: null,
  languagesSpokenEs: [],
  responseTimeGuaranteeEs: null,
  weightLimitEs: null,
  sizeLimitEs: null,
  businessServicesEs: [],
  vehicleTypesEs: [],
  paymentMethodsEs: [],
  certificationsEs: [],
  testimonialsEs: [],
}

describe('localizeOperator', () => {
  it('leaves the English page as stored', () => {
    const withSpanish = { ...english, bioEs: 'Entregamos en todo Miami.' }
    expect(localizeOperator(withSpanish, 'en')).toBe(withSpanish)
  })

  it('shows every Spanish text staff filled in on the Spanish page', () => {
    const es = localizeOperator(
      {
        ...english,
        taglineEs: 'Rápido y cuidadoso',
        bioEs: 'Entregamos en todo Miami.',
        territoryDescriptionEs: 'Todo Miami-Dade',
        languagesSpokenEs: ['Inglés'],
        responseTimeGuaranteeEs: '1 hora',
        weightLimitEs: '50 lb (23 kg)',
        sizeLimitEs: 'Cajas pequeñas',
        businessServicesEs: ['Mismo día'],
        vehicleTypesEs: ['Furgoneta'],
        paymentMethodsEs: ['Efectivo'],
        certificationsEs: ['HIPAA (salud)'],
        testimonialsEs: [{ rating: 5, author: 'Ana', text: 'Excelente' }],
      },
      'es',
    )
    expect(es).toMatchObject({
      tagline: 'Rápido y cuidadoso',
      bio: 'Entregamos en todo Miami.',
      territoryDescription: 'Todo Miami-Dade',
      languagesSpoken: ['Inglés'],
      responseTimeGuarantee: '1 hora',
      weightLimit: '50 lb (23 kg)',
      sizeLimit: 'Cajas pequeñas',
      businessServices: ['Mismo día'],
      vehicleTypes: ['Furgoneta'],
      paymentMethods: ['Efectivo'],
      certifications: ['HIPAA (salud)'],
      testimonials: [{ rating: 5, author: 'Ana', text: 'Excelente' }],
    })
    // Names, places and numbers are the same in both languages.
    expect(es).toMatchObject({ name: 'Palm Courier', areaServed: 'Miami, FL', serviceAreas: ['Miami'] })
  })

  it('falls back to English field by field, empty or blank Spanish counting as not filled', () => {
    const es = localizeOperator({ ...english, bioEs: 'Entregamos en todo Miami.', taglineEs: '  ' }, 'es')
    expect(es.bio).toBe('Entregamos en todo Miami.')
    expect(es.tagline).toBe('Fast and careful')
    expect(es.businessServices).toEqual(['Same-day'])
    expect(es.testimonials).toEqual(english.testimonials)
  })

  it('with no Spanish at all, the Spanish page shows every English text', () => {
    const es = localizeOperator(english, 'es')
    for (const en of Object.values(SPANISH_TEXT_FIELDS)) expect(es[en]).toEqual(english[en])
  })
})

describe('showsDeliveries', () => {
  it('hides the count of a new operator (no "0+")', () => {
    expect(showsDeliveries({ totalDeliveries: 0 })).toBe(false)
    expect(showsDeliveries({ totalDeliveries: 1 })).toBe(true)
  })
})

describe('operatorStructuredData', () => {
  const geoOf = (operator: OperatorProfile) =>
    operatorStructuredData(
      operator,
      'https://example.com/palm-courier',
      'https://example.com/i.png',
    ).areaServed.find((a) => a['@type'] === 'GeoCircle')

  it("states the operator's own service radius, in meters, around its position", () => {
    const placed = { ...english, latitude: 25.77, longitude: -80.19 }
    expect(geoOf(placed)).toMatchObject({
      geoMidpoint: { latitude: 25.77, longitude: -80.19 },
      geoRadius: 80467,
    })
    expect(geoOf({ ...placed, serviceRadiusMiles: 15 })).toMatchObject({ geoRadius: 24140 })
  })

  it('states no circle for an operator with no position', () => {
    expect(geoOf(english)).toBeUndefined()
  })
})

describe('an operator’s rating in structured data (issue #30 item 3)', () => {
  const rated = { ...english, averageRating: 4.8, totalReviews: 214 }
  const ratingOf = (o: OperatorProfile) =>
    (
      operatorStructuredData(o, 'https://example.com/palm-courier', 'https://example.com/i.png') as {
        aggregateRating?: unknown
      }
    ).aggregateRating
  it.each<[string, Partial<OperatorProfile>, boolean]>([
    ['entered by staff', { sampleReviews: false }, true],
    ['a seeded sample', { sampleReviews: true }, false],
    ['no reviews yet', { sampleReviews: false, totalReviews: 0 }, false],
  ])('%s: published %s', (_case, change, published) => {
    const rating = ratingOf({ ...rated, ...change })
    if (published) expect(rating).toMatchObject({ ratingValue: 4.8, reviewCount: 214 })
    else expect(rating).toBeUndefined()
  })
})
