import { describe, expect, it } from 'vitest'
import {
  clearSecureVideosCookieHeader,
  hasSecureVideoAccess,
  isSecureVideosPassword,
  readCookie,
  secureVideosCookieHeader,
  signSecureVideosAccess,
  verifySecureVideosAccess,
} from './secure-videos'

const env = { SESSION_SECRET: 'a'.repeat(40), SECURE_VIDEOS_PASSWORD: 'open sesame' }
const now = new Date('2026-03-01T12:00:00Z')
const later = (ms: number) => new Date(now.getTime() + ms)
const DAY = 86_400_000

describe('the secure videos password', () => {
  it.each([
    ['open sesame', true],
    ['Open sesame', false],
    ['open sesame ', false],
    ['', false],
    ['x'.repeat(200), false],
  ])('%j → %s', async (candidate, expected) => {
    expect(await isSecureVideosPassword(env, candidate)).toBe(expected)
  })
  it('refuses every password when none is configured', async () => {
    expect(await isSecureVideosPassword({ ...env, SECURE_VIDEOS_PASSWORD: undefined }, '')).toBe(false)
    expect(await isSecureVideosPassword({ ...env, SECURE_VIDEOS_PASSWORD: undefined }, 'open sesame')).toBe(
      false,
    )
  })
  it('follows a changed password', async () => {
    const changed = { ...env, SECURE_VIDEOS_PASSWORD: 'new one' }
    expect(await isSecureVideosPassword(changed, 'new one')).toBe(true)
    expect(await isSecureVideosPassword(changed, 'open sesame')).toBe(false)
  })
})

describe('the secure_videos_auth cookie', () => {
  const value = signSecureVideosAccess(env, now)

  it('unlocks for one day', () => {
    expect(verifySecureVideosAccess(env, value, now)).toBe(true)
    expect(verifySecureVideosAccess(env, value, later(DAY - 1000))).toBe(true)
    expect(verifySecureVideosAccess(env, value, later(DAY))).toBe(false)
  })
  it.each([
    ['the old system’s value', 'true'],
    ['empty', ''],
    ['a longer expiry with the old signature', value.replace(/^\d+/, (n) => String(Number(n) + 86_400))],
    ['a changed signature', value.slice(0, -2) + (value.endsWith('AA') ? 'BB' : 'AA')],
    ['no signature', value.split('.')[0]!],
    ['junk', 'abc.def'],
    ['extra parts', `${value}.x`],
  ])('a forged value does not unlock: %s', (_name, forged) => {
    expect(verifySecureVideosAccess(env, forged, now)).toBe(false)
  })
  it('does not unlock with another secret or after the password changed', () => {
    expect(verifySecureVideosAccess({ ...env, SESSION_SECRET: 'b'.repeat(40) }, value, now)).toBe(false)
    expect(verifySecureVideosAccess({ ...env, SECURE_VIDEOS_PASSWORD: 'changed' }, value, now)).toBe(false)
    expect(verifySecureVideosAccess({ ...env, SECURE_VIDEOS_PASSWORD: undefined }, value, now)).toBe(false)
  })
  it('is read from the request', () => {
    const request = (cookie: string) => new Request('http://x/videos/4', { headers: { cookie } })
    expect(hasSecureVideoAccess(request(`lang=es; secure_videos_auth=${value}`), env, now)).toBe(true)
    expect(hasSecureVideoAccess(request('secure_videos_auth=true'), env, now)).toBe(false)
    expect(hasSecureVideoAccess(new Request('http://x/'), env, now)).toBe(false)
  })
  const dev = { NODE_ENV: 'development' as const }
  const production = { NODE_ENV: 'production' as const }
  it('is HttpOnly, path /, one day; in development Secure over HTTPS only', () => {
    const http = secureVideosCookieHeader(new Request('http://x/secure-videos'), value, dev)
    expect(http).toBe(`secure_videos_auth=${value}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax`)
    expect(secureVideosCookieHeader(new Request('https://x/secure-videos'), value, dev)).toMatch(/; Secure$/)
    expect(clearSecureVideosCookieHeader(new Request('http://x/'), dev)).toMatch(
      /^secure_videos_auth=; Path=\/; Max-Age=0;/,
    )
  })
  // Behind a TLS-terminating proxy the app sees http://: in production the cookie is Secure anyway.
  it.each([
    ['unlock over http behind a proxy', (r: Request) => secureVideosCookieHeader(r, value, production)],
    ['logout over http behind a proxy', (r: Request) => clearSecureVideosCookieHeader(r, production)],
  ])('in production it is always Secure: %s', (_name, header) => {
    expect(header(new Request('http://x/secure-videos'))).toMatch(/; Secure$/)
    expect(header(new Request('https://x/secure-videos'))).toMatch(/; Secure$/)
  })
})

describe('readCookie', () => {
  it.each<[string | null, string | undefined]>([
    ['a=1; secure_videos_auth=v; b=2', 'v'],
    ['secure_videos_auth=first; secure_videos_auth=second', 'first'],
    ['xsecure_videos_auth=v', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (header, expected) => {
    expect(readCookie(header, 'secure_videos_auth')).toBe(expected)
  })
})
