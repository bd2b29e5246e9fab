/**
 * Header audit of HTML responses: the CSP with a nonce that is new on every response and carried by
 * every script of the document, nosniff, a Referrer-Policy, frame-ancestors (securityHeaderProblems
 * of the end-to-end fixtures); and no shared cache may keep a page, which may depend on a session
 * (a staff member's, a private-videos visitor's): Cache-Control must say `private` or `no-store`.
 * The page's data request (`.data`, used by client-side navigation) gets the same cache check.
 */
import type { APIRequestContext } from '@playwright/test'
import { cspNonce, securityHeaderProblems } from '../e2e/fixtures'

export type FetchedPage = { url: string; status: number; headers: Record<string, string>; html: string }

/** Why a response could be kept by a shared cache (empty when it cannot). */
export function sharedCacheProblems(headers: Record<string, string>): string[] {
  const cacheControl = (headers['cache-control'] ?? '').toLowerCase()
  const directives = new Set(cacheControl.split(',').map((d) => d.trim().split('=')[0]))
  if (!cacheControl) {
    return ['no Cache-Control: a shared cache may keep it (heuristic freshness); send "private, no-cache"']
  }
  const problems: string[] = []
  if (!directives.has('private') && !directives.has('no-store')) {
    problems.push(`Cache-Control "${cacheControl}" lets a shared cache keep it: it needs private or no-store`)
  }
  if (directives.has('public') || directives.has('s-maxage')) {
    problems.push(`Cache-Control "${cacheControl}" invites shared caches (public / s-maxage)`)
  }
  return problems
}

/** Every problem of one HTML response on its own. */
export function htmlResponseProblems(page: FetchedPage): string[] {
  const problems: string[] = []
  if (page.status < 200 || page.status >= 300) problems.push(`answered ${page.status}`)
  if (!page.headers['content-type']?.startsWith('text/html')) {
    problems.push(`Content-Type is ${page.headers['content-type'] ?? 'missing'}, not text/html`)
  }
  problems.push(...securityHeaderProblems(page.headers))
  problems.push(...sharedCacheProblems(page.headers))
  const nonce = cspNonce(page.headers)
  if (nonce) {
    const scripts = page.html.match(/<script\b[^>]*>/gi) ?? []
    for (const tag of scripts) {
      if (!tag.includes(`nonce="${nonce}"`))
        problems.push(`a script without this response's nonce: ${tag.slice(0, 120)}`)
    }
  }
  return problems
}

/** Problems of two responses of the same page: the nonce must be fresh each time. */
export function nonceReuseProblems(first: FetchedPage, second: FetchedPage): string[] {
  const [a, b] = [cspNonce(first.headers), cspNonce(second.headers)]
  return a && b && a === b ? [`the CSP nonce ${a} was sent twice: it must be new on every response`] : []
}

export async function fetchPage(request: APIRequestContext, url: string): Promise<FetchedPage> {
  const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false })
  return { url, status: response.status(), headers: response.headers(), html: await response.text() }
}

/** The URL of a page's data request (React Router single fetch): `/_root.data` for `/`. */
export function dataUrl(url: string): string {
  const u = new URL(url)
  u.pathname = u.pathname === '/' ? '/_root.data' : `${u.pathname.replace(/\/$/, '')}.data`
  return u.href
}

/** Fetches the page twice and its data once; returns every problem found. */
export async function auditHeaders(request: APIRequestContext, url: string): Promise<string[]> {
  const first = await fetchPage(request, url)
  const second = await fetchPage(request, url)
  const problems = [...htmlResponseProblems(first), ...nonceReuseProblems(first, second)]
  const data = await request.get(dataUrl(url), { maxRedirects: 0, failOnStatusCode: false })
  if (data.ok()) {
    for (const p of sharedCacheProblems(data.headers())) problems.push(`${dataUrl(url)}: ${p}`)
  }
  return [...new Set(problems)]
}
