import { describe, expect, it } from 'vitest'
import {
  faqPageJsonLd,
  isoDuration,
  organizationJsonLd,
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
