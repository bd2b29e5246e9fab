import { describe, expect, it } from 'vitest'
import zipcodes from 'zipcodes'
import { markets } from './markets'
import { operators, sparseOperators } from './operators'
import { products } from './products'
import { cityCentres, serviceAreas } from './service-areas'
import { testimonials } from './testimonials'
import type { Localized, SeedOperator } from './types'
import { featuredVideoId, tutorialVideoIds, videos } from './videos'
import { marketShown } from '#app/domain/markets/markets'
import { SPANISH_TEXT_FIELDS } from '#app/domain/operators/operator'
import { isValidVideoSource } from '#app/domain/videos/video-source'

const EARTH_RADIUS_MILES = 3958.8

function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(lat2 - lat1)
  const dLng = rad(lng2 - lng1)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h))
}

/** Continental US bounding box. */
const inContinentalUs = (lat: number, lng: number) => lat > 24.3 && lat < 49.5 && lng > -125 && lng < -66.9

function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).sort().join(',') === 'en,es' &&
    typeof (value as Localized).en === 'string' &&
    typeof (value as Localized).es === 'string'
  )
}

/** Every Localized object anywhere inside `value`, with a path for error messages. */
function collectLocalized(
  value: unknown,
  path: string,
  out: [string, Localized][] = [],
): [string, Localized][] {
  if (isLocalized(value)) out.push([path, value])
  else if (Array.isArray(value)) value.forEach((v, i) => collectLocalized(v, `${path}[${i}]`, out))
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) collectLocalized(v, `${path}.${k}`, out)
  return out
}

describe('products', () => {
  it('has the 8 catalogue items with exact prices in cents and categories, ids 1..8', () => {
    expect(products.map((p) => [p.id, p.priceCents, p.category])).toEqual([
      [1, 9999, 'marketing'],
      [2, 13400, 'marketing'],
      [3, 4299, 'marketing'],
      [4, 3499, 'apparel'],
      [5, 18999, 'marketing'],
      [6, 6999, 'marketing'],
      [7, 49900, 'equipment'],
      [8, 22500, 'equipment'],
    ])
  })
  it('has unique slugs, image paths from the slug, integer prices', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length)
    for (const p of products) {
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(p.image).toBe(`/images/products/${p.slug}.svg`)
      expect(Number.isInteger(p.priceCents)).toBe(true)
      expect(p.features).toHaveLength(3)
    }
  })
})

describe('videos', () => {
  it('has ids 2, 3, 4, 6, 7, 8, 9, 10 with tutorials 4, 6 and 10', () => {
    expect(videos.map((v) => v.id)).toEqual([2, 3, 4, 6, 7, 8, 9, 10])
    expect(tutorialVideoIds).toEqual([4, 6, 10])
    expect(videos.filter((v) => v.category === 'tutorial').map((v) => v.id)).toEqual([4, 6, 10])
    expect(videos.filter((v) => v.category !== 'tutorial').every((v) => v.category === 'business')).toBe(true)
    expect(videos.some((v) => v.id === featuredVideoId)).toBe(true)
    expect(featuredVideoId).toBe(2)
  })
  it('has YouTube ids, thumbnails and m:ss durations', () => {
    for (const v of videos) {
      expect(isValidVideoSource({ provider: v.provider, id: v.providerVideoId }), v.providerVideoId).toBe(
        true,
      )
      expect(v.provider).toBe('youtube')
      expect(v.thumbnailUrl).toBe(`/images/videos/video-${v.id}.svg`)
      expect(v.duration).toMatch(/^\d{1,2}:[0-5]\d$/)
    }
  })
})

describe('testimonials', () => {
  it('has exactly 3, all rated 5, with unique ids', () => {
    expect(testimonials).toHaveLength(3)
    expect(testimonials.every((t) => t.rating === 5)).toBe(true)
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(3)
    for (const t of testimonials) expect(t.name.trim()).not.toBe('')
  })
})

describe('markets', () => {
  it('has the 10 markets, no operator count typed: those without seeded operators are recruiting', () => {
    const places = [...operators, ...sparseOperators].map((o, id) => ({
      id,
      latitude: o.latitude ?? null,
      longitude: o.longitude ?? null,
      areaServed: o.areaServed ?? null,
    }))
    expect(markets.map((m) => [m.city, m.state, m.status, marketShown({ ...m, zip: null }, places)])).toEqual(
      [
        ['New York', 'NY', 'recruiting', { kind: 'recruiting' }],
        ['Los Angeles', 'CA', 'recruiting', { kind: 'recruiting' }],
        ['Chicago', 'IL', 'active', { kind: 'operators', count: 1 }],
        ['Houston', 'TX', 'active', { kind: 'operators', count: 1 }],
        ['Miami', 'FL', 'active', { kind: 'operators', count: 3 }],
        ['Atlanta', 'GA', 'active', { kind: 'operators', count: 1 }],
        ['Dallas', 'TX', 'recruiting', { kind: 'recruiting' }],
        ['Phoenix', 'AZ', 'recruiting', { kind: 'recruiting' }],
        ['Las Vegas', 'NV', 'recruiting', { kind: 'recruiting' }],
        ['Richmond', 'VA', 'recruiting', { kind: 'recruiting' }],
      ],
    )
  })
  it('has coordinates inside the continental US with 4 decimals at most', () => {
    for (const m of markets) {
      expect(inContinentalUs(m.lat, m.lng), m.city).toBe(true)
      expect(Math.round(m.lat * 1e4) / 1e4).toBe(m.lat)
      expect(Math.round(m.lng * 1e4) / 1e4).toBe(m.lng)
    }
    expect(markets.find((m) => m.city === 'New York')).toMatchObject({ lat: 40.7128, lng: -74.006 })
  })
  it('places each market within 30 miles of a ZIP of that city in the zipcodes data', () => {
    for (const m of markets) {
      const cityZips = zipcodes.lookupByName(m.city, m.state)
      expect(cityZips.length, m.city).toBeGreaterThan(0)
      const nearest = Math.min(...cityZips.map((z) => haversineMiles(m.lat, m.lng, z.latitude, z.longitude)))
      expect(nearest, m.city).toBeLessThan(30)
    }
  })
})

describe('service areas', () => {
  const cities = [
    'Miami',
    'Fort Lauderdale',
    'West Palm Beach',
    'Hollywood',
    'Pembroke Pines',
    'Coral Springs',
    'Miramar',
    'Davie',
    'Plantation',
    'Sunrise',
    'Pompano Beach',
    'Deerfield Beach',
    'Boca Raton',
    'Delray Beach',
    'Boynton Beach',
  ]

  it('has the 15 Florida cities, all active, each with a centre', () => {
    expect(serviceAreas.map((a) => a.city)).toEqual(cities)
    expect(new Set(serviceAreas.map((a) => a.id)).size).toBe(15)
    for (const a of serviceAreas) {
      expect(a.state).toBe('FL')
      expect(a.isActive).toBe(true)
      expect(cityCentres[a.city], a.city).toBeDefined()
    }
    expect(Object.keys(cityCentres).sort()).toEqual([...cities].sort())
  })

  it('gives every area at least one ZIP, sorted, and Miami more than the 12-ZIP preview', () => {
    for (const a of serviceAreas) {
      expect(a.zipCodes.length, a.city).toBeGreaterThan(0)
      expect(a.zipCodes).toEqual([...a.zipCodes].sort())
      for (const zip of a.zipCodes) expect(zip).toMatch(/^\d{5}$/)
    }
    expect(serviceAreas.find((a) => a.city === 'Miami')!.zipCodes.length).toBeGreaterThan(12)
  })

  it('lists only ZIPs known to the zipcodes data, in Florida, within 25 miles of the city centre', () => {
    for (const a of serviceAreas) {
      const centre = cityCentres[a.city]!
      for (const zip of a.zipCodes) {
        const info = zipcodes.lookup(zip)
        expect(info, `${a.city} ${zip}`).toBeDefined()
        expect(info!.state).toBe('FL')
        const miles = haversineMiles(centre.lat, centre.lng, info!.latitude, info!.longitude)
        expect(miles, `${a.city} ${zip}`).toBeLessThanOrEqual(25)
      }
    }
  })

  it('puts no ZIP in two areas', () => {
    const all = serviceAreas.flatMap((a) => a.zipCodes)
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('operators', () => {
  const fields: (keyof SeedOperator)[] = [
    'slug',
    'name',
    'contactPersonName',
    'contactEmail',
    'contactPhone',
    'areaServed',
    'profileImageUrl',
    'tagline',
    'bio',
    'yearsExperience',
    'operatingSince',
    'languagesSpoken',
    'businessServices',
    'serviceAreas',
    'territoryDescription',
    'vehicleTypes',
    'testimonials',
    'paymentMethods',
    'certifications',
    'hoursOfOperation',
    'responseTimeGuarantee',
    'weightLimit',
    'sizeLimit',
    'rushDeliveryAvailable',
    'recurringServices',
    'latitude',
    'longitude',
    'averageRating',
    'totalReviews',
    'totalDeliveries',
    'createdAt',
    ...(Object.keys(SPANISH_TEXT_FIELDS) as (keyof SeedOperator)[]),
  ]

  it('has at least 4 operators, one in Delray Beach, FL', () => {
    expect(operators.length).toBeGreaterThanOrEqual(4)
    expect(operators.filter((o) => o.areaServed === 'Delray Beach, FL')).toHaveLength(1)
  })

  it('has unique, URL-safe slugs and matching profile images', () => {
    expect(new Set(operators.map((o) => o.slug)).size).toBe(operators.length)
    for (const o of operators) {
      expect(o.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(o.profileImageUrl).toBe(`/images/operators/${o.slug}.svg`)
    }
  })

  it('fills every field', () => {
    for (const o of operators) {
      expect(Object.keys(o).sort(), o.slug).toEqual([...fields].sort())
      for (const field of fields) {
        const value: unknown = o[field]
        const where = `${o.slug}.${field}`
        if (typeof value === 'string') expect(value.trim(), where).not.toBe('')
        else if (typeof value === 'number') expect(Number.isFinite(value), where).toBe(true)
        else if (typeof value === 'boolean') expect(typeof value).toBe('boolean')
        else if (Array.isArray(value)) {
          expect(value.length, where).toBeGreaterThan(0)
          for (const item of value) if (typeof item === 'string') expect(item.trim(), where).not.toBe('')
        } else expect.fail(`${where} is empty or of an unexpected type`)
      }
      expect(o.yearsExperience).toBeGreaterThan(0)
      expect(o.totalReviews).toBeGreaterThan(0)
      expect(o.totalDeliveries).toBeGreaterThan(0)
      expect(o.averageRating).toBeGreaterThanOrEqual(1)
      expect(o.averageRating).toBeLessThanOrEqual(5)
    }
  })

  it('has 2–3 complete testimonials per operator', () => {
    for (const o of operators) {
      expect(o.testimonials.length).toBeGreaterThanOrEqual(2)
      expect(o.testimonials.length).toBeLessThanOrEqual(3)
      for (const t of o.testimonials) {
        expect(t.text.trim()).not.toBe('')
        expect(t.author.trim()).not.toBe('')
        expect(Number.isInteger(t.rating) && t.rating >= 1 && t.rating <= 5).toBe(true)
      }
    }
  })

  it('uses fictitious contacts, US coordinates and distinct 2024–2025 timestamps', () => {
    for (const o of operators) {
      expect(o.contactEmail).toMatch(/^[a-z0-9._-]+@[a-z0-9-]+\.example$/)
      expect(o.contactPhone).toMatch(/^\(\d{3}\) 555-01\d{2}$/)
      expect(inContinentalUs(o.latitude, o.longitude), o.slug).toBe(true)
      expect(o.areaServed).toMatch(/^[A-Za-z .'-]+, [A-Z]{2}$/)
      const created = new Date(o.createdAt)
      expect(Number.isNaN(created.getTime()), o.slug).toBe(false)
      expect(created.toISOString()).toBe(o.createdAt)
      expect([2024, 2025]).toContain(created.getUTCFullYear())
    }
    expect(new Set(operators.map((o) => o.createdAt)).size).toBe(operators.length)
  })

  it('places each operator within 25 miles of the city it serves', () => {
    for (const o of operators) {
      const [city, state] = o.areaServed.split(', ') as [string, string]
      const cityZips = zipcodes.lookupByName(city, state)
      expect(cityZips.length, o.areaServed).toBeGreaterThan(0)
      const nearest = Math.min(
        ...cityZips.map((z) => haversineMiles(o.latitude, o.longitude, z.latitude, z.longitude)),
      )
      expect(nearest, o.slug).toBeLessThan(25)
    }
  })
})

describe("the demo operators' Spanish texts (issue #45 item 6)", () => {
  const spanish = Object.entries(SPANISH_TEXT_FIELDS) as Array<
    [keyof typeof SPANISH_TEXT_FIELDS, (typeof SPANISH_TEXT_FIELDS)[keyof typeof SPANISH_TEXT_FIELDS]]
  >
  /** A phrase (it has a space) reads differently in Spanish; a name such as "Zelle" may not. */
  const translated = (en: string, es: string, where: string) => {
    expect(es.trim(), where).not.toBe('')
    if (/\s/.test(en.trim())) expect(es, where).not.toBe(en)
  }

  it.each([...operators, ...sparseOperators].map((o) => [o.slug, o] as const))(
    '%s has a Spanish text beside every English one, lists item for item',
    (slug, o) => {
      for (const [es, en] of spanish) {
        const english: unknown = o[en]
        const text: unknown = o[es]
        const where = `${slug}.${es}`
        if (english === null) expect(text, where).toBeNull()
        else if (typeof english === 'string') translated(english, text as string, where)
        else if (en === 'testimonials') {
          const [enList, esList] = [o.testimonials, o.testimonialsEs]
          expect(esList, where).toHaveLength(enList.length)
          enList.forEach((t, i) => {
            translated(t.text, esList[i]!.text, `${where}[${i}]`)
            expect(esList[i]!.rating, where).toBe(t.rating)
            expect(esList[i]!.author.trim(), where).not.toBe('')
          })
        } else {
          const [enList, esList] = [english as string[], text as string[]]
          expect(esList, where).toHaveLength(enList.length)
          enList.forEach((item, i) => translated(item, esList[i]!, `${where}[${i}]`))
        }
      }
    },
  )
})

describe('localized texts', () => {
  const localized = collectLocalized({ products, videos, testimonials }, 'seed')

  it('finds the texts to check', () => {
    // 8 products × (2 + 3 feature lines) + 8 videos × 2 + 3 testimonials × 2
    expect(localized).toHaveLength(62)
  })

  it('gives every text a non-empty English and Spanish version, the Spanish differing for phrases', () => {
    for (const [path, text] of localized) {
      expect(text.en.trim(), path).not.toBe('')
      expect(text.es.trim(), path).not.toBe('')
      if (/\s/.test(text.en.trim())) expect(text.es, path).not.toBe(text.en)
    }
  })
})
