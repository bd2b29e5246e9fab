/**
 * Header audit of HTML responses: the CSP with a nonce that is new on every response and carried by
 * every script of the document, nosniff, a Referrer-Policy, frame-ancestors (securityHeaderProblems
 * of the end-to-end fixtures); and no shared cache may keep a page, which may depend on a session
 * (a staff member's, a private-videos visitor's): Cache-Control must say `private` or `no-store`.
 * The page's data request (`.data`, used by client-side navigation) gets the same cache check.
 */
import type { APIRequestContext } from '@playwright/test'
import { JSDOM } from 'jsdom'
import { cspNonce, securityHeaderProblems } from '../e2e/fixtures'

export type FetchedPage = {
  url: string
  status: number
  headers: Record<string, string>
  /** Every header line as sent, duplicates included. */
  headerList?: { name: string; value: string }[]
  html: string
}

/**
 * Policy headers a response may send once only (issue #46): with two, a browser applies the last
 * Referrer-Policy, and enforces every Content-Security-Policy at once.
 */
export const SINGLE_POLICY_HEADERS = [
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
]

/** Policy headers sent more than once (empty when each comes once at most). */
export function repeatedPolicyHeaders(list: { name: string; value: string }[]): string[] {
  return SINGLE_POLICY_HEADERS.filter(
    (name) => list.filter((h) => h.name.toLowerCase() === name).length > 1,
  ).map((name) => `${name} is sent ${list.filter((h) => h.name.toLowerCase() === name).length} times`)
}

/** Whether the HTML holds a form that posts (a page form the origin rule will check). */
export function hasPostForm(html: string): boolean {
  return /<form\b[^>]*\bmethod=["']?post\b/i.test(html)
}

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
  if (page.headerList) problems.push(...repeatedPolicyHeaders(page.headerList))
  // Under no-referrer a browser posts the page's own form with `Origin: null`, which the origin
  // rule refuses: the form would fail without JavaScript (issue #46).
  if (hasPostForm(page.html) && /(^|[\s,])no-referrer$/i.test(page.headers['referrer-policy'] ?? ''))
    problems.push('Referrer-Policy no-referrer on a page with a form: its post would carry Origin: null')
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
  return {
    url,
    status: response.status(),
    headers: response.headers(),
    headerList: response.headersArray(),
    html: await response.text(),
  }
}

/** The URL of a page's data request (React Router single fetch): `/_root.data` for `/`. */
export function dataUrl(url: string): string {
  const u = new URL(url)
  u.pathname = u.pathname === '/' ? '/_root.data' : `${u.pathname.replace(/\/$/, '')}.data`
  return u.href
}

/** The forms of a page that post, with the fields a browser would send as the page has them. */
export function postForms(html: string, url: string) {
  const { document } = new JSDOM(html, { url }).window
  return [...document.querySelectorAll('form')]
    .filter((form) => form.method.toLowerCase() === 'post')
    .map((form) => {
      const fields: Record<string, string> = {}
      for (const element of form.elements) {
        const field = element as HTMLInputElement
        if (!field.name || field.disabled || field.type === 'file' || field.type === 'submit') continue
        if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue
        fields[field.name] = field.value
      }
      return { action: form.action || url, multipart: form.enctype === 'multipart/form-data', fields }
    })
}

/** Forms already posted by this worker (the shell's forms are on every page). */
const postedForms = new Set<string>()
let client = 0

/**
 * Posts every form of the page as a browser without JavaScript does (its own fields, the Origin a
 * same-origin post carries under any policy but no-referrer): the origin rule must let each through
 * (issue #46: the invitation page refused its own form with 403). Validation may refuse the empty
 * fields; nothing may answer 403 or 5xx.
 */
export async function formPostProblems(request: APIRequestContext, page: FetchedPage): Promise<string[]> {
  const problems: string[] = []
  for (const form of postForms(page.html, page.url)) {
    const key = `${form.action} ${Object.keys(form.fields).sort().join(',')}`
    if (postedForms.has(key)) continue
    postedForms.add(key)
    client += 1
    const response = await request.post(form.action, {
      ...(form.multipart ? { multipart: form.fields } : { form: form.fields }),
      headers: {
        Origin: new URL(page.url).origin,
        'Sec-Fetch-Site': 'same-origin',
        'Sec-Fetch-Mode': 'navigate',
        Accept: 'text/html',
        'X-Forwarded-For': `198.51.${100 + (client >> 8)}.${client & 255}`,
      },
      maxRedirects: 0,
      failOnStatusCode: false,
    })
    if (response.status() === 403 || response.status() >= 500)
      problems.push(`its form posting to ${form.action} answered ${response.status()} without JavaScript`)
  }
  return problems
}

/**
 * Fetches the page twice and its data once, and posts each of its forms once; returns every
 * problem found.
 */
export async function auditHeaders(request: APIRequestContext, url: string): Promise<string[]> {
  const first = await fetchPage(request, url)
  const second = await fetchPage(request, url)
  const problems = [
    ...htmlResponseProblems(first),
    ...nonceReuseProblems(first, second),
    ...(await formPostProblems(request, first)),
  ]
  const data = await request.get(dataUrl(url), { maxRedirects: 0, failOnStatusCode: false })
  if (data.ok()) {
    for (const p of sharedCacheProblems(data.headers())) problems.push(`${dataUrl(url)}: ${p}`)
  }
  return [...new Set(problems)]
}
