import { cspNonce, expect, securityHeaderProblems, test, visit } from './fixtures'

// Every HTML document a test loads is also checked by the checkHtmlResponses fixture.
test.describe('security headers', () => {
  for (const { path, status } of [
    { path: '/', status: 200 },
    { path: '/es', status: 200 },
    { path: '/service', status: 200 },
    { path: '/delray-beach-courier', status: 200 },
  ]) {
    test(`${path}: CSP with a fresh nonce per response, nosniff, referrer policy`, async ({ page }) => {
      const first = await visit(page, path, { status })
      const headers1 = await first.allHeaders()
      expect(securityHeaderProblems(headers1)).toEqual([])
      expect(headers1['content-security-policy']).toMatch(/frame-ancestors 'none'/)
      expect(headers1['x-content-type-options']).toBe('nosniff')
      expect(headers1['referrer-policy']).toBe('strict-origin-when-cross-origin')

      const second = await page.reload()
      const headers2 = await second!.allHeaders()
      expect(securityHeaderProblems(headers2)).toEqual([])
      const [n1, n2] = [cspNonce(headers1), cspNonce(headers2)]
      expect(n1).toBeTruthy()
      expect(n2).toBeTruthy()
      expect(n2).not.toBe(n1)

      // The scripts of the document carry this response's nonce (and so ran: the page hydrated).
      const nonces = await page
        .locator('script')
        .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce))
      expect(nonces.length).toBeGreaterThan(0)
      for (const nonce of nonces) expect(nonce).toBe(n2)
    })
  }

  test('the HTML sent carries the header nonce on every inline and module script', async ({ request }) => {
    const response = await request.get('/')
    const nonce = cspNonce(response.headers())
    expect(nonce).toBeTruthy()
    const html = await response.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })
})
