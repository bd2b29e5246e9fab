import { describe, expect, it } from 'vitest'
import {
  aggregateRating,
  courierServiceJsonLd,
  hoursRange,
  jsonLdText,
  midpoint,
  openingHoursSpecification,
} from './structured-data'

const facts = {
  name: 'Courier Network Delivery',
  description: 'Same-day couriers',
  url: 'https://example.test/service',
  telephone: '(954) 555-0150',
  email: 'support@example.test',
  address: '1200 N Federal Hwy, Boca Raton, FL 33432',
  areas: [
    { city: 'Miami', state: 'FL' },
    { city: 'Davie', state: 'FL' },
  ],
  centre: { lat: 26.2, lng: -80.2 },
  rating: { ratingValue: 4.8, reviewCount: 120 },
  hours: { weekdays: 'Mon-Fri 8AM-6PM', saturday: 'Sat 9AM-4PM', sunday: 'Sun 11AM-3PM' },
}

describe('courier service structured data', () => {
  it('has the spec constants: radius 50000, price range $$, ratings 1 to 5', () => {
    const data = courierServiceJsonLd(facts)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      priceRange: '$$',
      aggregateRating: { ratingValue: 4.8, reviewCount: 120, bestRating: 5, worstRating: 1 },
    })
    expect(data.areaServed[0]).toEqual({
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: 26.2, longitude: -80.2 },
      geoRadius: 50000,
    })
    expect(data.areaServed.slice(1).map((a) => ('name' in a ? a.name : ''))).toEqual(['Miami', 'Davie'])
    expect(data.openingHoursSpecification).toHaveLength(3)
    expect(data.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '18:00' })
  })

  it('leaves out a rating nobody gave and a centre it does not know', () => {
    const data = courierServiceJsonLd({ ...facts, rating: undefined, centre: undefined })
    expect('aggregateRating' in data).toBe(false)
    expect(data.areaServed.every((a) => a['@type'] === 'City')).toBe(true)
  })

  it('cannot be broken out of its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script><!--', line: 'a\u2028b' })
    expect(text).not.toMatch(/</)
    expect(text).not.toMatch(/\u2028/)
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!--', line: 'a\u2028b' })
  })
})

describe('aggregate rating', () => {
  it('weights operators by their review counts, to one decimal', () => {
    expect(
      aggregateRating([
        { averageRating: 5, totalReviews: 30 },
        { averageRating: 4.5, totalReviews: 10 },
        { averageRating: 4, totalReviews: 0 },
        { averageRating: null, totalReviews: 12 },
      ]),
    ).toEqual({ ratingValue: 4.9, reviewCount: 40 })
  })
  it('is undefined without reviews and stays within 1 to 5', () => {
    expect(aggregateRating([])).toBeUndefined()
    expect(aggregateRating([{ averageRating: 4, totalReviews: 0 }])).toBeUndefined()
    expect(aggregateRating([{ averageRating: 7, totalReviews: 2 }])).toEqual({
      ratingValue: 5,
      reviewCount: 2,
    })
    expect(aggregateRating([{ averageRating: 0, totalReviews: 2 }])).toEqual({
      ratingValue: 1,
      reviewCount: 2,
    })
  })
})

describe('midpoint', () => {
  it('is the centre of the box around the points, to four decimals', () => {
    expect(midpoint([])).toBeUndefined()
    expect(midpoint([{ lat: 26.1, lng: -80.2 }])).toEqual({ lat: 26.1, lng: -80.2 })
    expect(
      midpoint([
        { lat: 25.7617, lng: -80.1918 },
        { lat: 26.7153, lng: -80.0534 },
      ]),
    ).toEqual({ lat: 26.2385, lng: -80.1226 })
    // Many points at one end do not pull it there.
    expect(
      midpoint([
        { lat: 26, lng: -80 },
        { lat: 26.01, lng: -80 },
        { lat: 26.02, lng: -80 },
        { lat: 27, lng: -81 },
      ]),
    ).toEqual({ lat: 26.5, lng: -80.5 })
  })
})

describe('opening hours from the business hours staff keep in the settings', () => {
  it.each([
    ['Mon-Fri 8AM-6PM', { opens: '08:00', closes: '18:00' }],
    ['Sat 9:30am - 4pm', { opens: '09:30', closes: '16:00' }],
    ['Sun 12PM–12:30PM', { opens: '12:00', closes: '12:30' }],
    ['Mon-Fri 07:00-19:00', { opens: '07:00', closes: '19:00' }],
    ['Sun Closed', null],
    ['Sat 13PM-4PM', null],
  ])('%s', (text, range) => {
    expect(hoursRange(text)).toEqual(range)
  })

  it('follows the settings: changed hours change the data, a closed day is left out', () => {
    const spec = openingHoursSpecification({
      weekdays: 'Mon-Fri 7AM-7PM',
      saturday: 'Sat 10AM-2PM',
      sunday: 'Sun Closed',
    })
    expect(spec).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:00',
        closes: '19:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ])
  })
})
