import { cspNonce, securityHeaderProblems } from './fixtures'
import { expect, fetchPage, test } from './http'

// What the server sends, read over HTTP (issue #41). Every HTML document a browser test loads is
// checked by the checkHtmlResponses fixture too; the audits check every page's headers.
test.describe('security headers', () => {
  for (const path of ['/', '/es', '/service', '/delray-beach-courier']) {
    test(`${path}: CSP with a fresh nonce per response, nosniff, referrer policy`, async ({ request }) => {
      const first = await fetchPage(request, path)
      expect(securityHeaderProblems(first.headers)).toEqual([])
      expect(first.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
      expect(first.headers['x-content-type-options']).toBe('nosniff')
      expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')

      const second = await fetchPage(request, path)
      expect(securityHeaderProblems(second.headers)).toEqual([])
      const [n1, n2] = [cspNonce(first.headers), cspNonce(second.headers)]
      expect(n1).toBeTruthy()
      expect(n2).toBeTruthy()
      expect(n2).not.toBe(n1)

      // Every script of the document carries this response's nonce.
      const nonces = [...second.document.querySelectorAll('script')].map((s) => s.getAttribute('nonce'))
      expect(nonces.length).toBeGreaterThan(0)
      for (const nonce of nonces) expect(nonce).toBe(n2)
    })
  }
})
