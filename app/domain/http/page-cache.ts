import { FORM_SENT_QUERY } from './replies'

/**
 * The rules of the rendered-page cache (issue #22 item 1, ADR 027): which requests may be answered
 * from it, which answers may be kept, how a kept page gets a fresh CSP nonce, and the bounded store.
 * Pure: the server (server/edge.js) and app/.server/http/page-cache.ts apply them.
 */

/**
 * Cookies the server reads to render a page differently for one visitor: a request carrying one is
 * never answered from the cache, and its answer is never kept. (The cart and the consent choice
 * live in the browser, not in a cookie: the HTML is the same for every visitor.)
 * `tests/integration/page-cache-cookies.test.ts` fails when a cookie the server reads is missing.
 */
export const PAGE_CACHE_BYPASS_COOKIES = ['staff_session', 'operator_session', 'secure_videos_auth'] as const

/** What the cache looks at in a request. */
export type PageRequest = {
  method: string
  /** The URL path (may end in `.data`, React Router's data requests). */
  pathname: string
  /** The query string with its `?`, or ''. */
  search: string
  host: string
  cookie: string | undefined
}

/** The names of the cookies in a Cookie header. */
export function cookieNames(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean)
}

/** The page a request is for: `/operators.data` → `/operators`, `/_root.data` → `/`. */
export function pagePathOf(pathname: string): string {
  if (pathname === '/_root.data') return '/'
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname
}

/**
 * The cache key of a request, or null when it must be rendered for this visitor: not GET or HEAD,
 * a cookie of PAGE_CACHE_BYPASS_COOKIES, a query string (other than React Router's `_routes` on a
 * data request), or a page that is not public (`isPublicPage`, from the page registry).
 * HEAD shares GET's entry.
 */
export function pageCacheKey(request: PageRequest, isPublicPage: (path: string) => boolean): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const names = cookieNames(request.cookie)
  if (names.some((name) => (PAGE_CACHE_BYPASS_COOKIES as readonly string[]).includes(name))) return null
  const isData = request.pathname.endsWith('.data')
  // A stored form's page (FORM_SENT_QUERY) is the same for everyone too.
  const kept = request.search === '' || request.search === FORM_SENT_QUERY
  if (!kept && !(isData && /^\?_routes=[^&=]*$/.test(request.search))) return null
  if (!isPublicPage(pagePathOf(request.pathname))) return null
  return `${request.host.toLowerCase()}${request.pathname}${request.search}`
}

/**
 * May this answer be kept for every visitor? Only a 200 page or page data, setting no cookie and
 * not marked private or no-store by its route.
 */
export function isStorableResponse(status: number, headers: Headers): boolean {
  if (status !== 200) return false
  if (headers.has('set-cookie')) return false
  const type = headers.get('content-type') ?? ''
  if (!/^text\/html\b/i.test(type) && !/^text\/x-script\b/i.test(type)) return false
  const cacheControl = headers.get('cache-control') ?? ''
  return !/\b(no-store|private)\b/i.test(cacheControl)
}

/**
 * A rendered body cut at every occurrence of the per-response tokens it was rendered with (ADR 027:
 * the nonce; ADR 056: the submission key made from it): the parts, and between each two the index
 * of the token that stood there. Filling it with another response's tokens gives the page as if it
 * had been rendered for that response.
 */
export type Template = { parts: string[]; slots: number[] }

export function toTemplate(body: string, tokens: readonly string[]): Template {
  const present = tokens.filter(Boolean)
  if (present.length === 0) return { parts: [body], slots: [] }
  const escaped = present.map((token) => token.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  const pieces = body.split(new RegExp(`(${escaped.join('|')})`))
  return {
    parts: pieces.filter((_, i) => i % 2 === 0),
    slots: pieces.filter((_, i) => i % 2 === 1).map((token) => tokens.indexOf(token)),
  }
}

/** The parts with, between each two, the token its slot names: what a kept page is sent as. */
export function fillTemplate<T>(parts: readonly T[], slots: readonly number[], tokens: readonly T[]): T[] {
  const out: T[] = []
  parts.forEach((part, i) => {
    if (i > 0) out.push(tokens[slots[i - 1]!]!)
    out.push(part)
  })
  return out
}

/** Does an If-None-Match header name this ETag (weak comparison, RFC 9110 §13.1.2)? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}

export type CachedPage = {
  /** The body cut at the response's tokens (toTemplate), encoded once. */
  parts: Uint8Array[]
  /** Which token goes between each two parts (an index into the response's tokens). */
  slots: number[]
  headers: [string, string][]
  etag: string
  /** What the entry costs: the bytes of its parts and of its headers' text. */
  bytes: number
  storedAt: number
}

/**
 * A least-recently-used store bounded by bytes, with an age limit. `generation` changes on every
 * purge: a page whose render began before a purge (`begin()`) is not stored after it, so a render
 * that read the old data cannot put it back.
 */
export class PageStore {
  private entries = new Map<string, CachedPage>()
  private used = 0
  private gen = 0

  constructor(
    readonly maxBytes: number,
    readonly maxAgeMs: number,
  ) {}

  get bytes() {
    return this.used
  }

  get size() {
    return this.entries.size
  }

  get generation() {
    return this.gen
  }

  get(key: string, now: number): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (now - entry.storedAt >= this.maxAgeMs) {
      this.delete(key)
      return undefined
    }
    // Most recently used last.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /** Keeps a page rendered since generation `since`; false when it is too large or a purge came between. */
  set(key: string, entry: CachedPage, since: number): boolean {
    if (since !== this.gen || entry.bytes > this.maxBytes / 4) return false
    this.delete(key)
    this.entries.set(key, entry)
    this.used += entry.bytes
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.maxBytes) break
      this.entries.delete(oldest)
      this.used -= old.bytes
    }
    return true
  }

  delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.used -= entry.bytes
  }

  /** Forgets every page and starts a new generation. */
  purge() {
    this.entries.clear()
    this.used = 0
    this.gen += 1
  }
}

/** The size of a page kept as parts and headers. */
export function entryBytes(parts: readonly Uint8Array[], headers: readonly [string, string][]): number {
  let bytes = 0
  for (const part of parts) bytes += part.byteLength
  for (const [name, value] of headers) bytes += name.length + value.length
  return bytes
}
