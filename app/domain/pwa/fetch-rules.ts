/**
 * What the service worker (/sw.js, ADR 026) does with a request. Pure and self-contained: the
 * server writes this very function into the worker's script (`fetchRule.toString()`), so it may use
 * nothing outside its own body (no imports, no helpers, no constants from this module).
 *
 * - 'network': the worker does not answer (the browser fetches as if there were no worker): every
 *   non-GET, other origins, staff and portal pages and their data, the API, /sw.js itself, the
 *   Prometheus scrape (/metrics, ADR 040: not even an offline page for it), and everything not
 *   listed below.
 * - 'cache-first': a hashed build asset (/assets/…): it never changes, so the cached copy is served.
 * - 'page': a page navigation: from the network, and the offline page in `lang` when that fails.
 */
export type FetchRule = { kind: 'network' } | { kind: 'cache-first' } | { kind: 'page'; lang: 'en' | 'es' }

export type FetchRequest = { method: string; url: string; mode: string }

export function fetchRule(request: FetchRequest, origin: string): FetchRule {
  if (request.method !== 'GET') return { kind: 'network' }
  const url = new URL(request.url)
  if (url.origin !== origin) return { kind: 'network' }
  const path = url.pathname
  if (path === '/sw.js' || path === '/metrics') return { kind: 'network' }
  // Staff, operators' portal and the API, in either language, and their route data (`.data`).
  const bare = path.replace(/\.data$/, '').replace(/^\/es(?=\/|$)/, '') || '/'
  for (const area of ['/admin', '/portal', '/api']) {
    if (bare === area || bare.startsWith(area + '/')) return { kind: 'network' }
  }
  if (path === '/_root.data' || path.endsWith('.data')) return { kind: 'network' }
  if (path.startsWith('/assets/')) return { kind: 'cache-first' }
  if (request.mode === 'navigate') {
    return { kind: 'page', lang: path === '/es' || path.startsWith('/es/') ? 'es' : 'en' }
  }
  return { kind: 'network' }
}
