import { describe, expect, it } from 'vitest'
import { checkOrigin } from './origin-rule'

const site = ['https://courier.example']
const post = (headers: { origin?: string; referer?: string; site?: string }, method = 'POST') =>
  checkOrigin({
    method,
    siteOrigins: site,
    origin: headers.origin ?? null,
    referer: headers.referer ?? null,
    secFetchSite: headers.site ?? null,
  })

describe('the origin rule', () => {
  it.each([
    ['same Origin', { origin: 'https://courier.example' }, true],
    ['same Origin, other case and default port', { origin: 'https://COURIER.example:443' }, true],
    ['foreign Origin', { origin: 'https://evil.example' }, false],
    [
      'foreign Origin even with same-origin fetch metadata',
      { origin: 'https://evil.example', site: 'same-origin' },
      false,
    ],
    ['Origin: null', { origin: 'null' }, false],
    ['no Origin, same Referer', { referer: 'https://courier.example/contact?x=1' }, true],
    ['no Origin, foreign Referer', { referer: 'https://evil.example/' }, false],
    ['neither, same-origin fetch metadata', { site: 'same-origin' }, true],
    ['neither, no fetch metadata', {}, false],
    ['neither, fetch metadata none', { site: 'none' }, false],
    [
      'cross-site fetch metadata with the right Origin',
      { origin: 'https://courier.example', site: 'cross-site' },
      false,
    ],
    ['same-site fetch metadata', { origin: 'https://courier.example', site: 'same-site' }, false],
  ])('%s', (_name, headers, ok) => {
    expect(post(headers).ok).toBe(ok)
  })

  it('lets reads through whatever their headers', () => {
    expect(post({ origin: 'https://evil.example' }, 'GET').ok).toBe(true)
    expect(post({}, 'HEAD').ok).toBe(true)
  })

  it('refuses every other method, whatever its headers (changes are form POSTs)', () => {
    expect(post({}, 'DELETE')).toEqual({ ok: false, reason: 'method' })
    expect(post({ origin: 'https://courier.example', site: 'same-origin' }, 'PUT')).toEqual({
      ok: false,
      reason: 'method',
    })
  })
})
