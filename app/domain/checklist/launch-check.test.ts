import { describe, expect, it } from 'vitest'
import { siteSettingDefaults, type SiteSettings } from '../settings/site-settings'
import {
  checkedSettingKeys,
  findPlaceholders,
  isExampleHost,
  isFictionalPhone,
  settingProblem,
  type LaunchCheckFacts,
} from './launch-check'

/** Real-looking values for every checked setting. */
const realSettings: SiteSettings = {
  ...siteSettingDefaults,
  phone: '(561) 392-4410',
  ctaPhone: '(561) 392-4411',
  servicePhone: '(954) 771-2300',
  email: 'info@couriernet.us',
  supportEmail: 'support@couriernet.us',
  licensingEmail: 'operators@couriernet.us',
  affiliateEmail: 'affiliates@couriernet.us',
  postalAddress: '77 SE 5th Ave, Delray Beach, FL 33483',
  bookingUrl: 'https://calendly.com/couriernet-us/intro',
  courseSiteUrl: 'https://learn.couriernet.us',
  serviceBookingUrl: 'https://book.couriernet.us',
  affiliateFormUrl: 'https://couriernet.us/affiliates/apply',
  reviewsUrl: 'https://g.page/r/couriernet-us/review',
  appStoreUrl: 'https://apps.apple.com/us/app/couriernet/id1234567890',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=us.couriernet',
  facebookUrl: 'https://www.facebook.com/couriernet.us',
  instagramUrl: 'https://www.instagram.com/couriernet.us',
  linkedinUrl: 'https://www.linkedin.com/company/couriernet-us',
  youtubeUrl: 'https://www.youtube.com/@couriernet-us',
}

const ready: LaunchCheckFacts = {
  settings: realSettings,
  videos: [{ id: 1, title: 'Welcome', providerVideoId: 'dQw4w9WgXcQ' }],
  firstAdmin: { email: 'owner@couriernet.us', passwordChanged: true },
  content: [{ page: 'home', section: 'hero', lang: 'en', data: { title: 'Call {{phone}}', subtitle: 'Hi' } }],
  publishedOperators: 3,
  sampleReviews: [],
  sampleTestimonials: [],
  production: true,
  env: {
    PUBLIC_SITE_URL: true,
    SMTP_URL: true,
    STAFF_EMAIL: true,
    SESSION_SECRET: true,
    SECURE_VIDEOS_PASSWORD: true,
  },
}

describe('the launch check', () => {
  it('finds nothing on a site that is ready', () => {
    expect(findPlaceholders(ready)).toEqual([])
  })

  it('lists every seeded contact detail and link of a fresh install', () => {
    const found = findPlaceholders({ ...ready, settings: siteSettingDefaults })
    const keys = found.map((p) => (p.kind === 'setting' ? p.key : p.kind))
    expect(keys).toEqual(checkedSettingKeys)
    expect(found).toContainEqual(expect.objectContaining({ key: 'courseSiteUrl', problem: 'exampleDomain' }))
    expect(found).toContainEqual(expect.objectContaining({ key: 'phone', problem: 'fictionalPhone' }))
    expect(found).toContainEqual(expect.objectContaining({ key: 'facebookUrl', problem: 'empty' }))
    expect(found).toContainEqual(expect.objectContaining({ key: 'reviewsUrl', problem: 'seeded' }))
    expect(found).toContainEqual(expect.objectContaining({ key: 'postalAddress', problem: 'seeded' }))
  })

  it('lists every stored content text that copies a phone, e-mail, address or hour, in each language (issue #30 item 2)', () => {
    const found = findPlaceholders({
      ...ready,
      content: [
        {
          page: 'contact',
          section: 'info',
          lang: 'en',
          data: { address: siteSettingDefaults.postalAddress, phone: siteSettingDefaults.phone },
        },
        {
          page: 'home',
          section: 'callToAction',
          lang: 'es',
          data: {
            title: 'Llámenos',
            description: 'Escriba a info@couriernetwork.example de 9 a. m. a 5 p. m.',
          },
        },
      ],
    })
    expect(found).toEqual([
      {
        kind: 'content',
        page: 'contact',
        section: 'info',
        lang: 'en',
        path: 'address',
        detail: 'address',
        text: siteSettingDefaults.postalAddress,
      },
      {
        kind: 'content',
        page: 'contact',
        section: 'info',
        lang: 'en',
        path: 'phone',
        detail: 'phone',
        text: siteSettingDefaults.phone,
      },
      expect.objectContaining({ lang: 'es', path: 'description', detail: 'email' }),
    ])
  })

  it('leaves the business name, the hours and the map alone', () => {
    expect(checkedSettingKeys).not.toContain('businessName')
    expect(checkedSettingKeys).not.toContain('hoursWeekdaysEs')
    expect(checkedSettingKeys).not.toContain('mapTileUrl')
    expect(checkedSettingKeys).toContain('youtubeUrl')
  })

  it('flags placeholder video ids, an unchanged first password and no operator', () => {
    const found = findPlaceholders({
      ...ready,
      videos: [
        { id: 2, title: 'Opportunity', providerVideoId: 'PLACEHOLD02' },
        { id: 3, title: 'Real', providerVideoId: '76979871' },
      ],
      firstAdmin: { email: 'admin@example.com', passwordChanged: false },
      publishedOperators: 0,
    })
    expect(found).toEqual([
      { kind: 'video', id: 2, title: 'Opportunity', providerVideoId: 'PLACEHOLD02' },
      { kind: 'adminPassword', email: 'admin@example.com' },
      { kind: 'operators' },
    ])
  })

  it('lists every operator with sample reviews and every sample testimonial the home page shows (issue #30 item 3)', () => {
    const found = findPlaceholders({
      ...ready,
      sampleReviews: [
        { id: 4, name: 'Bayou City Courier' },
        { id: 1, name: 'Delray Beach Courier' },
      ],
      sampleTestimonials: [{ id: 1, name: 'Marcus Johnson' }],
      sampleArticles: [{ id: 2, articleKind: 'post', title: 'Sample post' }],
    })
    expect(found).toEqual([
      { kind: 'sampleReviews', id: 4, name: 'Bayou City Courier' },
      { kind: 'sampleReviews', id: 1, name: 'Delray Beach Courier' },
      { kind: 'sampleTestimonial', id: 1, name: 'Marcus Johnson' },
      { kind: 'sampleArticle', id: 2, articleKind: 'post', title: 'Sample post' },
    ])
  })

  it('asks for the production configuration only in production', () => {
    const env = {
      PUBLIC_SITE_URL: false,
      SMTP_URL: true,
      STAFF_EMAIL: true,
      SESSION_SECRET: false,
      SECURE_VIDEOS_PASSWORD: true,
    }
    expect(findPlaceholders({ ...ready, env })).toEqual([
      { kind: 'env', name: 'PUBLIC_SITE_URL' },
      { kind: 'env', name: 'SESSION_SECRET' },
    ])
    expect(findPlaceholders({ ...ready, env, production: false })).toEqual([])
  })
})

describe('placeholder values', () => {
  it.each([
    ['couriernetwork.example', true],
    ['courses.couriernetwork.example', true],
    ['example.com', true],
    ['www.example.org', true],
    ['shop.test', true],
    ['examples.com', false],
    ['couriernet.us', false],
  ])('example host %s: %s', (host, expected) => {
    expect(isExampleHost(host)).toBe(expected)
  })

  it.each([
    ['(561) 555-0100', true],
    ['+1 954 555 0150', true],
    ['561-555-0200', false],
    ['(561) 392-4410', false],
  ])('fictional phone %s: %s', (phone, expected) => {
    expect(isFictionalPhone(phone)).toBe(expected)
  })

  it('reads e-mails and addresses by their host', () => {
    expect(settingProblem('email', 'info@couriernetwork.example')).toBe('exampleDomain')
    expect(settingProblem('email', 'info@couriernet.us')).toBeNull()
    expect(settingProblem('affiliateFormUrl', 'https://forms.couriernetwork.example/affiliate')).toBe(
      'exampleDomain',
    )
    expect(settingProblem('youtubeUrl', '  ')).toBe('empty')
  })
})

describe('sample operators and figures shown without a claim (issue #45)', () => {
  it('lists each sample operator, and each shown figure the register has no claim for', () => {
    const found = findPlaceholders({
      ...ready,
      sampleOperators: [{ id: 7, name: 'Boynton Quick Runs' }],
      claims: [],
      shownFigures: [
        { figure: '$9,000', page: 'home', section: 'hero', lang: 'en' },
        { figure: '$9,000', page: 'home', section: 'hero', lang: 'en' },
        { figure: '$9,000', page: 'home', section: 'hero', lang: 'es' },
      ],
    })
    expect(found).toEqual([
      { kind: 'sampleOperator', id: 7, name: 'Boynton Quick Runs' },
      { kind: 'unbackedFigure', figure: '$9,000', page: 'home', section: 'hero', lang: 'en' },
      { kind: 'unbackedFigure', figure: '$9,000', page: 'home', section: 'hero', lang: 'es' },
    ])
  })

  it('lists a shown figure with a claim in the register by its claim only', () => {
    const claim = {
      id: 3,
      figure: '$9,000',
      periodStart: null,
      periodEnd: null,
      operatorsCovered: null,
      operatorsAchieved: null,
      whereEn: '',
      whereEs: '',
      differsEn: '',
      differsEs: '',
      substantiation: '',
      reviewOn: null,
    }
    const found = findPlaceholders({
      ...ready,
      claims: [claim],
      today: '2026-01-01',
      shownFigures: [{ figure: '$9,000', page: 'home', section: 'hero', lang: 'en' }],
    })
    expect(found).toEqual([{ kind: 'earningsClaim', id: 3, figure: '$9,000', problem: 'incompleteBasis' }])
  })
})
