import { ACTION_BODY_LIMIT, pages, resourceRoutes, serverPaths, type OriginRule } from '../../pages'
import type { FormKind } from '../forms/options'

/**
 * What the Express server decides about a request before anything reads its body (issue #17):
 * the method, the host name, the body's size and its type. Pure: server/app.js asks it through the
 * server build (`entry.server.tsx` re-exports it) and answers the refusals itself.
 */

/** Any request body the Express edge lets through, unless its route's registry entry needs more. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024
export { ACTION_BODY_LIMIT, FORM_FIELDS_ALLOWANCE } from '../../pages'

/**
 * A registry path as segments to match: `:x` matches any one segment, `*` anything. `id` is the
 * entry's (a page's without its language), `resource` says it is one of the `resourceRoutes`.
 */
type PathRule = {
  id: string
  resource: boolean
  segments: string[]
  limit: number | undefined
  origin: OriginRule | undefined
  formPost: FormKind | undefined
}
type Entry = { id: string; path: string | null; bodyLimit?: number; origin?: OriginRule; formPost?: FormKind }
const toRule = (entry: Entry, resource: boolean): PathRule => ({
  id: entry.id,
  resource,
  segments: entry.path === null ? [] : entry.path.toLowerCase().split('/'),
  limit: entry.bodyLimit,
  origin: entry.origin,
  formPost: entry.formPost,
})
const rules = [
  ...pages.filter((p) => p.path !== '*').map((p) => toRule(p, false)),
  ...resourceRoutes.map((r) => toRule(r, true)),
]
// Static paths win over dynamic ones, as in React Router's ranking (`/admin` is not an operator).
const staticRules = new Map(
  rules.filter((r) => !r.segments.some((s) => s.startsWith(':'))).map((r) => ['/' + r.segments.join('/'), r]),
)
const dynamicRules = rules.filter((r) => r.segments.some((s) => s.startsWith(':')))

function ruleFor(pathname: string): PathRule | undefined {
  const p = routePath(pathname)
  const found = staticRules.get(p)
  if (found) return found
  const parts = p.split('/').slice(1)
  return dynamicRules.find(
    (r) =>
      r.segments.length === parts.length && r.segments.every((s, i) => s.startsWith(':') || s === parts[i]),
  )
}

/** What Express answers by exact path before React Router (`assets` is a folder). */
const serverExactPaths = new Map(serverPaths.filter((p) => p !== 'assets').map((p) => ['/' + p, p]))

/**
 * The kind of route a request reached, for the metrics (issue #32): the registry id of its page
 * (without the language: `/es/contact` is `contact`) or resource route, a path Express answers
 * itself (`healthz`, `assets`, …), `file` for another file name (the public folder, or none), and
 * `not-found` for the rest. Never the URL itself: a label per URL would grow without end.
 */
export function routeKindFor(pathname: string): string {
  const lower = pathname.toLowerCase()
  const server = serverExactPaths.get(lower)
  if (server) return server
  if (lower.startsWith('/assets/')) return 'assets'
  // The home page's single-fetch data (the Spanish home's is `/es.data`).
  const path = lower === '/_root.data' ? '/' : pathname
  const rule = ruleFor(path)
  const isFile = routePath(path).split('/').at(-1)!.includes('.')
  // A page's dynamic segment is a slug or an id: `/favicon.ico` is a file, not an operator page.
  const dynamicPage = rule && !rule.resource && rule.segments.some((s) => s.startsWith(':'))
  if (rule && !(isFile && dynamicPage)) return rule.id
  return isFile ? 'file' : 'not-found'
}

/**
 * The largest form the action at this path reads (the guarded edge's limit): its registry entry's
 * `bodyLimit`, or ACTION_BODY_LIMIT.
 */
export function actionBodyLimitFor(pathname: string): number {
  return ruleFor(pathname)?.limit ?? ACTION_BODY_LIMIT
}

/**
 * The public form whose POST the server answers at its edge (the registry's `formPost`, issue #42):
 * its kind, and whether the post is the hydrated form's data request (`/contact.data`) or the page's
 * own form posted without JavaScript (`/contact`). Null for every other path.
 */
export function formPostFor(pathname: string): { kind: FormKind; data: boolean } | null {
  const kind = staticRules.get(routePath(pathname))?.formPost
  return kind ? { kind, data: pathname.endsWith('.data') } : null
}

/**
 * Who may POST to this path (its registry entry's `origin`): 'site' unless the route checks a
 * signed link or a provider's signature itself.
 */
export function originRuleFor(pathname: string): OriginRule {
  return ruleFor(pathname)?.origin ?? 'site'
}

export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const

/**
 * The endpoints that are not pages and read other bodies than forms (app/routes.ts), with the types
 * each accepts. Every other path is a page (or a page's `.data`), whose action reads a form.
 */
const API_BODY_TYPES: Record<string, readonly string[]> = Object.fromEntries(
  resourceRoutes.flatMap((r) => (r.bodyTypes ? [['/' + r.path, r.bodyTypes]] : [])),
)

/** Methods the site answers; anything else (TRACE, CONNECT, PUT, WebDAV…) is 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const

/**
 * The JSON endpoint whose urlencoded form POST the server answers at its edge (the registry's
 * `jsonPost`, issue #42): only at its own path, as React Router matches it (any case, no language
 * prefix, no `.data`). Null for every other path.
 */
export function jsonPostFor(pathname: string): 'newsletter-signup' | null {
  return jsonPosts.get(pathname.toLowerCase().replace(/(.)\/+$/, '$1')) ?? null
}
const jsonPosts = new Map(
  resourceRoutes.flatMap((r) => (r.jsonPost ? [['/' + r.path.toLowerCase(), r.jsonPost] as const] : [])),
)

/** Paths a load balancer probes under whatever host name it uses. */
const ANY_HOST_PATHS = new Set(['/healthz', '/readyz'])

/**
 * The route a URL path reaches, for the rules above: lowercase (routes match case-insensitively),
 * without the Spanish prefix, a single-fetch `.data` suffix or a trailing slash.
 */
export function routePath(pathname: string): string {
  let p = pathname.toLowerCase()
  if (p.endsWith('.data')) p = p.slice(0, -'.data'.length)
  if (p === '/es' || p.startsWith('/es/')) p = p.slice(3)
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '')
  return p || '/'
}

/**
 * The largest body a request to this path may send, as the Express edge checks it before anything
 * reads: never less than what the path's action reads (same registry entry).
 */
export function bodyLimitFor(pathname: string): number {
  return Math.max(DEFAULT_BODY_LIMIT, actionBodyLimitFor(pathname))
}

/** The media type of a Content-Type header, lowercase, without parameters. */
export function mediaType(contentType: string | undefined | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase()
}

/** A host name as Express reads it (no port; IPv6 in brackets) that could be a real one. */
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$|^\[[0-9a-f:.]+\]$/

/** Normalizes a configured or received host name: lowercase, no trailing dot. */
export function normalizeHostName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '')
}

export function isHostName(name: string): boolean {
  return name.length <= 253 && HOST_NAME.test(name.toLowerCase())
}

export type EdgeRequest = {
  method: string
  /** The URL path, without the query string. */
  path: string
  /** The host name the request is for (Express `req.hostname`: no port), undefined when none. */
  hostname: string | undefined
  contentType: string | undefined
  /** Content-Length as sent, or undefined (a chunked body, or none). */
  contentLength: string | undefined
  /** Whether a body follows the headers (Content-Length > 0 or Transfer-Encoding). */
  hasBody: boolean
}

export type EdgeRefusal = {
  status: 400 | 405 | 413 | 415 | 421
  message: string
  headers?: Record<string, string>
}

/**
 * The first rule a request breaks, or null when it may go on. In order: the method (405), the host
 * (400 when missing or malformed, 421 when it is not one of `allowedHosts`; /healthz and /readyz
 * answer any host), the declared body size (413), a page's body type (415).
 */
export function checkEdge(request: EdgeRequest, allowedHosts: ReadonlySet<string>): EdgeRefusal | null {
  const method = request.method.toUpperCase()
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { status: 405, message: 'Method Not Allowed', headers: { Allow: ALLOWED_METHODS.join(', ') } }
  }

  if (!ANY_HOST_PATHS.has(request.path)) {
    const host = normalizeHostName(request.hostname ?? '')
    if (!host || !isHostName(host)) return { status: 400, message: 'Bad Request: missing or invalid Host' }
    if (!allowedHosts.has(host)) return { status: 421, message: 'Misdirected Request' }
  }

  const limit = bodyLimitFor(request.path)
  if (request.contentLength !== undefined) {
    const declared = Number(request.contentLength)
    if (!/^\d+$/.test(request.contentLength.trim()) || !Number.isSafeInteger(declared)) {
      return { status: 400, message: 'Bad Request: invalid Content-Length' }
    }
    if (declared > limit) return { status: 413, message: 'Payload Too Large' }
  }

  if (method === 'POST') {
    const accepted = API_BODY_TYPES[routePath(request.path)] ?? FORM_TYPES
    if (!accepted.includes(mediaType(request.contentType))) {
      return {
        status: 415,
        message: 'Unsupported Media Type',
        headers: { 'Accept-Post': accepted.join(', ') },
      }
    }
  }
  return null
}

/**
 * The host names the site answers: the configured site origin's, then any aliases. Without a
 * configured origin (development and tests) the loopback names, which is where it listens.
 */
export function allowedHostNames(siteUrl: string | undefined, aliases: readonly string[] = []): Set<string> {
  const names = new Set<string>()
  if (siteUrl) names.add(normalizeHostName(new URL(siteUrl).hostname))
  else for (const name of ['localhost', '127.0.0.1', '[::1]']) names.add(name)
  for (const alias of aliases) names.add(normalizeHostName(alias))
  return names
}
