import { describe, expect, it } from 'vitest'
import { checkSameOrigin } from './same-origin'

const site = ['http://127.0.0.1:3000', 'https://www.example.com']

describe('checkSameOrigin', () => {
  it.each([
    // method, origin, sec-fetch-site, expected
    ['POST', 'http://127.0.0.1:3000', 'same-origin', { ok: true }],
    ['POST', null, 'same-origin', { ok: true }],
    ['POST', 'https://www.example.com', null, { ok: true }],
    ['POST', 'HTTPS://WWW.EXAMPLE.COM', null, { ok: true }],
    ['POST', 'https://evil.example', 'cross-site', { ok: false, reason: 'cross-site' }],
    ['POST', 'https://shop.example.com', 'same-site', { ok: false, reason: 'cross-site' }],
    ['POST', 'http://127.0.0.1:3000', 'none', { ok: false, reason: 'cross-site' }],
    ['POST', 'https://evil.example', null, { ok: false, reason: 'origin-mismatch' }],
    ['POST', 'null', null, { ok: false, reason: 'origin-mismatch' }],
    ['POST', null, null, { ok: false, reason: 'no-origin' }],
    ['PUT', 'http://127.0.0.1:3000', 'same-origin', { ok: false, reason: 'method' }],
    ['DELETE', 'http://127.0.0.1:3000', 'same-origin', { ok: false, reason: 'method' }],
    ['GET', 'http://127.0.0.1:3000', 'same-origin', { ok: false, reason: 'method' }],
  ] as const)('%s from %s (%s)', (method, origin, secFetchSite, expected) => {
    expect(checkSameOrigin({ method, origin, secFetchSite, siteOrigins: site })).toEqual(expected)
  })
})
