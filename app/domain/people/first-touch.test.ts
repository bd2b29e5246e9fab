import { describe, expect, it } from 'vitest'
import {
  cookieValue,
  decodeFirstTouch,
  encodeFirstTouch,
  firstTouchOf,
  firstTouchSetCookie,
  sourceLabel,
} from './first-touch'

const now = new Date('2026-04-01T09:30:00Z')
const hosts = ['couriers.example']

describe('first touch', () => {
  it('keeps the utm parameters, an outside referrer host and the landing path', () => {
    const touch = firstTouchOf(
      new URL(
        'https://couriers.example/es/opportunity?utm_source=Facebook&utm_medium=cpc&utm_campaign=Spring',
      ),
      'https://m.facebook.com/some/post?id=1',
      hosts,
      now,
    )
    expect(touch).toEqual({
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      referrerHost: 'm.facebook.com',
      landingPath: '/es/opportunity',
      at: '2026-04-01T09:30:00.000Z',
    })
    expect(sourceLabel(touch!)).toBe('facebook / spring')
  })

  it('ignores the site itself as a referrer, and requests that are no page landing', () => {
    expect(
      firstTouchOf(new URL('https://couriers.example/'), 'https://couriers.example/x', hosts, now),
    ).toMatchObject({
      referrerHost: null,
      utmSource: null,
    })
    for (const path of ['/assets/app.js', '/favicon.ico', '/opportunity.data', '/admin/people', '/es/portal'])
      expect(firstTouchOf(new URL(`https://couriers.example${path}`), undefined, hosts, now)).toBeNull()
  })

  it('reads back what it wrote and refuses what it did not', () => {
    const touch = firstTouchOf(new URL('https://couriers.example/?utm_source=google'), undefined, hosts, now)!
    expect(decodeFirstTouch(encodeFirstTouch(touch))).toEqual(touch)
    expect(decodeFirstTouch('not-base64-json')).toBeNull()
    expect(decodeFirstTouch(Buffer.from('{"at":"x","landingPath":"/"}').toString('base64url'))).toBeNull()
    expect(sourceLabel({ utmSource: null, utmCampaign: null, referrerHost: null })).toBeNull()
  })

  it('sets the cookie once, for 90 days, first-party and unreadable by scripts', () => {
    const input = {
      url: new URL('https://couriers.example/?utm_source=facebook&utm_campaign=spring'),
      method: 'GET',
      cookie: undefined as string | undefined,
      referer: undefined,
      siteHosts: hosts,
      secure: true,
      now,
    }
    const header = firstTouchSetCookie(input)!
    expect(header).toMatch(/^ft=[\w-]+; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure$/)
    const value = cookieValue(header.split(';')[0], 'ft')
    expect(decodeFirstTouch(value)).toMatchObject({ utmSource: 'facebook', utmCampaign: 'spring' })
    expect(firstTouchSetCookie({ ...input, cookie: `consent=1; ft=${value}` })).toBeNull()
    expect(firstTouchSetCookie({ ...input, method: 'POST' })).toBeNull()
  })
})
