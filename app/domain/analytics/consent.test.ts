import { describe, expect, it } from 'vitest'
import {
  CONSENT_KEY,
  CONSENT_KNOWN_ATTRIBUTE,
  CONSENT_MAX_AGE_MS,
  consentProbeScript,
  conversionEvents,
  decodeConsent,
  enabledTags,
  encodeConsent,
  operatorPageViewEvents,
  type AnalyticsIds,
} from './consent'

const now = 1_750_000_000_000
const all: AnalyticsIds = {
  googleAdsId: 'AW-123',
  googleAdsLeadLabel: 'leadLabel',
  googleAdsSignupLabel: 'signupLabel',
  metaPixelId: '999',
}
const none: AnalyticsIds = {
  googleAdsId: null,
  googleAdsLeadLabel: null,
  googleAdsSignupLabel: null,
  metaPixelId: null,
}

describe('stored consent', () => {
  it('round-trips a choice', () => {
    expect(decodeConsent(encodeConsent('granted', now), now)).toBe('granted')
    expect(decodeConsent(encodeConsent('denied', now), now + 1000)).toBe('denied')
  })
  it.each([null, undefined, '', 'granted', 'yes:1', 'granted:abc', 'granted:1;evil'])(
    '%j is unknown',
    (raw) => {
      expect(decodeConsent(raw, now)).toBe('unknown')
    },
  )
  it('asks again after the maximum age', () => {
    expect(decodeConsent(encodeConsent('granted', now - CONSENT_MAX_AGE_MS), now)).toBe('unknown')
  })
})

describe('the head probe that hides the server-rendered banner', () => {
  /** Runs the probe against a fake storage and clock; true when it marked the document. */
  function probe(stored: string | null | (() => never)): boolean {
    const attributes = new Map<string, string>()
    const localStorage = {
      getItem: (key: string) => {
        if (typeof stored === 'function') stored()
        return key === CONSENT_KEY ? (stored as string | null) : null
      },
    }
    const document = { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } }
    const clock = { now: () => now }
    new Function('localStorage', 'document', 'Date', consentProbeScript())(localStorage, document, clock)
    return attributes.has(CONSENT_KNOWN_ATTRIBUTE)
  }

  it.each([
    encodeConsent('granted', now),
    encodeConsent('denied', now - 1000),
    encodeConsent('granted', now - CONSENT_MAX_AGE_MS),
    encodeConsent('denied', now - CONSENT_MAX_AGE_MS + 1),
    null,
    '',
    'granted',
    'granted:abc',
    'granted:1;evil',
    'maybe:1',
  ])('agrees with decodeConsent for %j', (raw) => {
    expect(probe(raw)).toBe(decodeConsent(raw, now) !== 'unknown')
  })

  it('leaves the banner shown when storage throws', () => {
    expect(
      probe(() => {
        throw new Error('denied by the browser')
      }),
    ).toBe(false)
  })
})

describe('which tags load', () => {
  it.each([
    ['unknown', all, { googleAds: false, metaPixel: false }],
    ['denied', all, { googleAds: false, metaPixel: false }],
    ['granted', none, { googleAds: false, metaPixel: false }],
    ['granted', all, { googleAds: true, metaPixel: true }],
    ['granted', { ...none, metaPixelId: '1' }, { googleAds: false, metaPixel: true }],
  ] as const)('%s with %j', (consent, ids, expected) => {
    expect(enabledTags(consent, ids)).toEqual(expected)
  })
})

describe('conversion events', () => {
  it('fires nothing without consent or IDs', () => {
    expect(conversionEvents('lead', 'unknown', all)).toEqual([])
    expect(conversionEvents('lead', 'denied', all)).toEqual([])
    expect(conversionEvents('newsletter', 'granted', none)).toEqual([])
  })
  it('a lead and a playbook fire the lead conversion and Lead; a signup Subscribe', () => {
    expect(conversionEvents('lead', 'granted', all)).toEqual([
      { tag: 'googleAds', sendTo: 'AW-123/leadLabel' },
      { tag: 'metaPixel', event: 'Lead' },
    ])
    expect(conversionEvents('playbook', 'granted', all)).toEqual([
      { tag: 'googleAds', sendTo: 'AW-123/leadLabel' },
      { tag: 'metaPixel', event: 'Lead' },
    ])
    expect(conversionEvents('newsletter', 'granted', all)).toEqual([
      { tag: 'googleAds', sendTo: 'AW-123/signupLabel' },
      { tag: 'metaPixel', event: 'Subscribe' },
    ])
  })
  it('without a label, the conversion goes to the account', () => {
    expect(conversionEvents('newsletter', 'granted', { ...all, googleAdsSignupLabel: null })[0]).toEqual({
      tag: 'googleAds',
      sendTo: 'AW-123',
    })
  })
})

describe('operatorPageViewEvents', () => {
  it('sends the page path and the operator slug only with consent and configured IDs', () => {
    expect(operatorPageViewEvents('delray', '/es/delray', 'granted', all)).toEqual([
      { tag: 'googleAds', sendTo: 'AW-123', pagePath: '/es/delray' },
      { tag: 'metaPixel', operator: 'delray' },
    ])
    expect(operatorPageViewEvents('delray', '/delray', 'denied', all)).toEqual([])
    expect(operatorPageViewEvents('delray', '/delray', 'unknown', all)).toEqual([])
    expect(operatorPageViewEvents('delray', '/delray', 'granted', none)).toEqual([])
    expect(operatorPageViewEvents('delray', '/delray', 'granted', { ...none, metaPixelId: '1' })).toEqual([
      { tag: 'metaPixel', operator: 'delray' },
    ])
  })
})
