import type { APIRequestContext, APIResponse } from '@playwright/test'
import { pages } from '../../app/pages'
import { expect, find, pagesToAudit, requestTest as test } from '../audits/fixtures'
import { cspNonce, localized } from '../e2e/fixtures'
import { languages } from '../support/inventory'

/**
 * The 304 rule over HTTP, for every page of the route inventory in both languages and its page
 * data (issue #41; ADR 027, ADR 034). A browser that holds a page revalidates it with its ETag and
 * keeps the stored body when the answer is 304, taking the 304's headers in place of the stored
 * ones: a 304 that carried a Content-Security-Policy (with a new nonce) would put a policy over the
 * stored body that blocks all of its inline scripts, and the page would never hydrate (issue #29).
 * So: the 200 carries a policy naming the nonce of every script of its body, and the 304 carries
 * no policy at all. A browser test proves this once per shell (revisits.spec.ts); this proves it
 * for every page without one.
 *
 * Staff and portal screens are `no-store`: a browser keeps nothing of them, so never revalidates.
 */

/** Headers a 304 must not carry: they would replace the stored page's (server/edge.js NOT_MODIFIED_DROPS). */
const POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only']

async function get(request: APIRequestContext, path: string, headers?: Record<string, string>) {
  return request.get(path, { headers, maxRedirects: 0, failOnStatusCode: false })
}

/** What the browser stores from a 200: its ETag and, for a page, the nonce its policy names. */
async function firstVisit(request: APIRequestContext, path: string, kind: 'page' | 'data') {
  const response = await get(request, path)
  expect(response.status(), `HTTP status of ${path}`).toBe(200)
  const headers = response.headers()
  const etag = headers['etag']
  // Every inventory page is an anonymous public page: the page cache keeps it and its data.
  expect(etag, `${path} has no ETag: the page cache did not keep it`).toMatch(/^W\/"/)
  if (kind === 'page') {
    const nonce = cspNonce(headers)
    expect(nonce, `${path}: its policy names no script nonce`).toBeTruthy()
    const scripts = (await response.text()).match(/<script\b[^>]*>/gi) ?? []
    expect(scripts.length, `${path} has no script`).toBeGreaterThan(0)
    const foreign = scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))
    expect(foreign, `${path}: scripts without the nonce its policy names (${nonce})`).toEqual([])
  }
  return { etag: etag!, nonce: cspNonce(headers) }
}

/**
 * Revalidates `path` as the browser does. A staff edit elsewhere in the run (another project's
 * test) empties the page cache, and the next answer is then a fresh 200 with a new ETag: the
 * browser would store that one, and so does this, up to three times.
 */
async function revalidated(request: APIRequestContext, path: string, kind: 'page' | 'data') {
  let stored = await firstVisit(request, path, kind)
  let answer: APIResponse | undefined
  for (let attempt = 0; attempt < 3; attempt++) {
    answer = await get(request, path, { 'If-None-Match': stored.etag })
    if (answer.status() !== 200) break
    stored = await firstVisit(request, path, kind)
  }
  return { stored, answer: answer! }
}

function expectTheRule(path: string, stored: { etag: string; nonce?: string }, answer: APIResponse) {
  expect(answer.status(), `${path} revalidated with its ETag`).toBe(304)
  const headers = answer.headers()
  for (const name of POLICY_HEADERS) {
    const policy = headers[name]
    const nonce = policy?.match(/script-src[^;]*'nonce-([^']+)'/)?.[1]
    expect(
      policy,
      `${path}: the 304 carries ${name}${nonce ? ` with nonce ${nonce}` : ''}; the browser would put it ` +
        `over the stored page${stored.nonce ? `, whose scripts carry nonce ${stored.nonce}` : ''}, and block them`,
    ).toBeUndefined()
  }
  expect(headers['etag'], `${path}: the 304 names the stored ETag`).toBe(stored.etag)
}

/** React Router's data request for a page (what a client-side navigation fetches). */
const dataPathOf = (path: string) => (path === '/' ? '/_root.data' : `${path}.data`)

for (const { kind, lang } of pagesToAudit) {
  test(`304: ${kind.pattern} (${lang}) and its data`, async ({ request, inventory }) => {
    const { path } = find(inventory, kind.id, lang)
    const page = await revalidated(request, path, 'page')
    expectTheRule(path, page.stored, page.answer)
    const dataPath = dataPathOf(path)
    const data = await revalidated(request, dataPath, 'data')
    expectTheRule(dataPath, data.stored, data.answer)
  })
}

/**
 * Every staff and portal screen (both languages), asked for without a session: the sign-in page or
 * the redirect to it is `no-store` and has no ETag, so a browser keeps nothing to revalidate. The
 * signed-in screens are checked in signed-in.spec.ts (the documents a browser got). Left out: the
 * sign-out routes, which answer a redirect that ends a session and show no screen.
 */
const guarded = pages.filter(
  (p) => (p.audience === 'staff' || p.audience === 'operator') && !/(^|\/)logout$/.test(p.path ?? ''),
)

test('staff and portal screens are no-store, for a browser to keep nothing of them', async ({ request }) => {
  expect(guarded.length).toBeGreaterThan(20)
  const problems: string[] = []
  for (const lang of languages) {
    for (const screen of guarded) {
      const path = localized(lang, `/${screen.path!.replace(/:\w+/g, '1')}`)
      const response = await get(request, path)
      const headers = response.headers()
      const cacheControl = headers['cache-control'] ?? ''
      if (!/\bno-store\b/i.test(cacheControl))
        problems.push(`${path} (${response.status()}): Cache-Control "${cacheControl}"`)
      if (headers['etag']) problems.push(`${path} (${response.status()}): an ETag ${headers['etag']}`)
    }
  }
  expect(problems, `screens a browser could keep:\n${problems.join('\n')}`).toEqual([])
})
