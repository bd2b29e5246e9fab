/**
 * Cross-site request forgery defence for state-changing requests (ADR 011): a request that changes
 * anything must be a POST sent by a page of this site. Browsers say where a request comes from in
 * `Sec-Fetch-Site` (all current ones) and `Origin` (every POST); a request with neither is not from
 * a browser page of ours and is refused as well.
 */
export type OriginCheck =
  { ok: true } | { ok: false; reason: 'method' | 'cross-site' | 'origin-mismatch' | 'no-origin' }

export const SAFE_METHODS = ['GET', 'HEAD'] as const

export function checkSameOrigin(input: {
  method: string
  /** The origins this site answers on (the request's own, and PUBLIC_SITE_URL's). */
  siteOrigins: string[]
  origin: string | null
  secFetchSite: string | null
}): OriginCheck {
  const method = input.method.toUpperCase()
  if (method !== 'POST') return { ok: false, reason: 'method' }
  if (input.secFetchSite) {
    return input.secFetchSite === 'same-origin' ? { ok: true } : { ok: false, reason: 'cross-site' }
  }
  if (!input.origin) return { ok: false, reason: 'no-origin' }
  const origins = input.siteOrigins.map((o) => o.replace(/\/$/, '').toLowerCase())
  return origins.includes(input.origin.toLowerCase())
    ? { ok: true }
    : { ok: false, reason: 'origin-mismatch' }
}
