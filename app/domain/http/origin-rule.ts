/**
 * The one origin rule of the site (ADR 021), for every request that changes something (any
 * method but GET, HEAD and OPTIONS), public and staff alike:
 *
 * - a change is a POST (a form); any other method is refused;
 * - `Sec-Fetch-Site: cross-site` or `same-site` (a page of another site said so) → refused;
 * - an `Origin` header → it must be one of the site's origins (`Origin: null` is refused);
 * - no `Origin` but a `Referer` → the referring page must be on one of the site's origins;
 * - neither → refused, unless `Sec-Fetch-Site: same-origin` says a page of this site sent it.
 *
 * Browsers send `Origin` with every POST, so people never meet the last case; a script without
 * any of these headers is not a page of ours. Paths whose authority is a signature rather than a
 * page of the site (the Stripe webhook, one-click unsubscribe) are exempted by the caller.
 */
export type OriginVerdict =
  | { ok: true }
  | { ok: false; reason: 'method' | 'cross-site' | 'foreign-origin' | 'foreign-referer' | 'no-origin' }

export const SAFE_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS']

export function checkOrigin(input: {
  method: string
  /** The origins this site answers on, such as `https://example.com` (no trailing slash). */
  siteOrigins: readonly string[]
  origin: string | null
  referer: string | null
  secFetchSite: string | null
}): OriginVerdict {
  const method = input.method.toUpperCase()
  if (SAFE_METHODS.includes(method)) return { ok: true }
  // Pages of the site change things with POST only (forms); PUT, DELETE, … come from scripts.
  if (method !== 'POST') return { ok: false, reason: 'method' }
  const allowed = new Set(input.siteOrigins.map(normalizeOrigin).filter(Boolean))
  const fetchSite = input.secFetchSite?.toLowerCase() ?? null
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return { ok: false, reason: 'cross-site' }
  if (input.origin !== null) {
    return allowed.has(normalizeOrigin(input.origin)) ? { ok: true } : { ok: false, reason: 'foreign-origin' }
  }
  if (input.referer) {
    return allowed.has(normalizeOrigin(input.referer))
      ? { ok: true }
      : { ok: false, reason: 'foreign-referer' }
  }
  return fetchSite === 'same-origin' ? { ok: true } : { ok: false, reason: 'no-origin' }
}

/** `https://Example.com:443/path` → `https://example.com`; anything unparsable → ''. */
export function normalizeOrigin(value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
    return url.origin.toLowerCase()
  } catch {
    return ''
  }
}
