/**
 * Cross-site request forgery guard for state-changing requests: a browser always sends `Origin` on a
 * POST (and modern ones `Sec-Fetch-Site`); a request that says it comes from another site is
 * refused. A request with neither header is not from a browser page, so it cannot be forged by one.
 */
export function isSameOriginRequest(request: Request, publicSiteUrl?: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false
  const origin = request.headers.get('origin')
  if (!origin) return true
  const allowed = new Set([new URL(request.url).origin])
  if (publicSiteUrl) allowed.add(new URL(publicSiteUrl).origin)
  return allowed.has(origin)
}
