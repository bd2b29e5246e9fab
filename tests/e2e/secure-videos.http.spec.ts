import { signSecureVideosAccess } from '../../app/.server/security/secure-videos'
import { expect, fetchPage, test as http } from './http'
import { e2eServerEnv } from './server-env'

/**
 * /secure-videos as the server answers a visitor's cookie (issue #41): only a valid signed
 * secure_videos_auth unlocks; no tutorial player reaches anyone else. secure-videos.spec.ts keeps
 * the form, the unlock and the logout in the browser.
 */
const COOKIE = 'secure_videos_auth'

// What the server answers to a cookie is read over HTTP (no browser: the page is rendered for it).
http.describe('cookies that do not unlock', () => {
  const cases: Array<[string, () => string]> = [
    ['the old system’s value "true"', () => 'true'],
    [
      'an expired signed cookie',
      () => signSecureVideosAccess(e2eServerEnv, new Date(Date.now() - 86_400_000 - 5_000)),
    ],
    [
      'a forged expiry',
      () => {
        const [expires, mac] = signSecureVideosAccess(e2eServerEnv, new Date()).split('.')
        return `${Number(expires) + 30 * 86_400}.${mac}`
      },
    ],
    [
      'a cookie signed with another secret',
      () =>
        signSecureVideosAccess(
          { ...e2eServerEnv, SESSION_SECRET: 'another-secret-another-secret-another-secret' },
          new Date(),
        ),
    ],
  ]
  for (const [name, value] of cases) {
    http(name, async ({ request }) => {
      // Raw responses, with that cookie: the page locked, no tutorial player anywhere.
      const headers = { cookie: `${COOKIE}=${value()}` }
      const { document } = await fetchPage(request, '/secure-videos', { headers })
      expect(document.querySelectorAll('[data-testid="secure-videos-locked"]')).toHaveLength(1)
      expect(document.querySelectorAll('[data-testid="private-video"]')).toHaveLength(0)
      for (const url of ['/secure-videos', '/secure-videos.data', '/videos/4', '/videos/4.data']) {
        const response = await request.get(url, { headers, maxRedirects: 0 })
        expect(await response.text(), url).not.toMatch(/PLACEHOLD(04|06|10)/)
      }
      expect((await request.get('/videos/4', { headers, maxRedirects: 0 })).status()).toBe(302)
    })
  }

  http('a valid signed cookie does unlock (the check above is not vacuous)', async ({ request }) => {
    const headers = { cookie: `${COOKIE}=${signSecureVideosAccess(e2eServerEnv, new Date())}` }
    const { document } = await fetchPage(request, '/secure-videos', { headers })
    expect(document.querySelectorAll('[data-testid="private-video"]')).toHaveLength(3)
  })
})
