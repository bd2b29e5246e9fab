import { describe, expect, it } from 'vitest'
import {
  faqPageJsonLd,
  isoDuration,
  organizationJsonLd,
  realSetting,
  searchEngineFacts,
  serializeJsonLd,
  videoObjectJsonLd,
} from './structured-data'

describe('structured data', () => {
  it('states the investment of 1250 USD and the languages English and Spanish', () => {
    const org = organizationJsonLd({
      name: 'Courier Network',
      url: 'https://x.test/',
      logo: 'https://x.test/favicon.svg',
      description: 'd',
      telephone: '(561) 555-0100',
      email: 'a@x.test',
      address: '1 Main St',
      offerName: 'Courier business package',
    })
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      knowsLanguage: ['English', 'Spanish'],
      contactPoint: { availableLanguage: ['English', 'Spanish'] },
      makesOffer: { '@type': 'Offer', price: 1250, priceCurrency: 'USD' },
    })
    expect(org).not.toHaveProperty('sameAs')
    expect(searchEngineFacts.investment).toEqual({ amount: 1250, currency: 'USD' })
  })

  it('builds an FAQ page from questions and answers', () => {
    expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    })
  })

  it('builds a video object with an ISO duration', () => {
    const video = videoObjectJsonLd({
      name: 'n',
      description: 'd',
      thumbnailUrl: 'https://x.test/t.svg',
      embedUrl: 'https://video.test/embed/1',
      duration: '1:48',
      inLanguage: 'en',
    })
    expect(video).toMatchObject({ '@type': 'VideoObject', duration: 'PT1M48S' })
    expect(
      videoObjectJsonLd({
        ...video,
        name: 'n',
        description: 'd',
        thumbnailUrl: '',
        embedUrl: '',
        duration: 'soon',
        inLanguage: 'en',
      }),
    ).not.toHaveProperty('duration')
  })

  it.each([
    ['1:48', 'PT1M48S'],
    ['0:05', 'PT5S'],
    ['10:00', 'PT10M'],
    ['1:02:05', 'PT1H2M5S'],
    ['2:00:00', 'PT2H'],
    ['0:00', 'PT0S'],
    ['1:60', undefined],
    ['1:75:00', undefined],
    ['90', undefined],
    ['', undefined],
  ])('%s lasts %s', (shown, iso) => {
    expect(isoDuration(shown)).toBe(iso)
  })

  it('serializes so the JSON cannot close its script element', () => {
    const text = serializeJsonLd({ a: '</script><script>alert(1)</script>', b: 'x & y', c: '\u2028' })
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual({ a: '</script><script>alert(1)</script>', b: 'x & y', c: '\u2028' })
  })
})

describe('no placeholder in structured data (issue #45)', () => {
  it('leaves out a setting that is empty, on an example domain, fictional or the seed’s sample', () => {
    expect(realSetting('phone', '(561) 555-0100')).toBeUndefined()
    expect(realSetting('email', 'info@couriernetwork.example')).toBeUndefined()
    expect(realSetting('instagramUrl', '')).toBeUndefined()
    expect(realSetting('phone', '(561) 392-4410')).toBe('(561) 392-4410')
    expect(realSetting('email', 'info@couriernet.us')).toBe('info@couriernet.us')
  })

  it('states no contact point when neither the phone nor the e-mail is real', () => {
    const org = organizationJsonLd({
      name: 'Courier Network',
      url: 'https://x.us/',
      logo: 'https://x.us/icon.png',
      description: 'd',
      offerName: 'Courier business package',
    })
    expect(org).not.toHaveProperty('telephone')
    expect(org).not.toHaveProperty('email')
    expect(org).not.toHaveProperty('address')
    expect(org).not.toHaveProperty('contactPoint')
  })
})
