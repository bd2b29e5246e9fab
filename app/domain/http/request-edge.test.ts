import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../images/upload'
import { IMPORT_MAX_BYTES } from '../newsletter/subscribers-admin'
import { pages, resourceRoutes, serverPaths } from '../../pages'
import {
  actionBodyLimitFor,
  allowedHostNames,
  originRuleFor,
  bodyLimitFor,
  checkEdge,
  ACTION_BODY_LIMIT,
  DEFAULT_BODY_LIMIT,
  FORM_FIELDS_ALLOWANCE,
  routePath,
  routeKindFor,
  type EdgeRequest,
} from './request-edge'

const hosts = allowedHostNames('https://www.example.com', ['example.com'])
const form = 'application/x-www-form-urlencoded'

function edge(overrides: Partial<EdgeRequest>) {
  const request: EdgeRequest = {
    method: 'GET',
    path: '/',
    hostname: 'www.example.com',
    contentType: undefined,
    contentLength: undefined,
    hasBody: false,
    ...overrides,
  }
  return checkEdge(request, hosts)?.status ?? null
}

describe('the route a path reaches', () => {
  it.each([
    ['/', '/'],
    ['/es', '/'],
    ['/es/', '/'],
    ['/ES/Admin/Images/', '/admin/images'],
    ['/admin/images.data', '/admin/images'],
    ['/es/admin/newsletters/subscribers.data', '/admin/newsletters/subscribers'],
    ['/espresso', '/espresso'],
  ])('%s → %s', (path, expected) => expect(routePath(path)).toBe(expected))
})

describe('the kind of route a request reached: the metrics label (issue #32)', () => {
  it.each([
    ['/', 'home'],
    ['/es', 'home'],
    ['/_root.data', 'home'],
    ['/es.data', 'home'],
    ['/es/contact', 'contact'],
    ['/contact.data', 'contact'],
    ['/delray-beach-courier', 'operator'],
    ['/es/Delray-Beach-Courier', 'operator'],
    ['/videos/abc-123', 'video'],
    ['/admin/newsletters/7/edit', 'admin-newsletter-edit'],
    ['/admin/submissions.csv', 'admin-submissions-csv'],
    ['/images/u/photo-800.webp', 'uploaded-image'],
    ['/sitemap.xml', 'sitemap'],
    ['/api/newsletter/subscribe', 'api.newsletter-subscribe'],
    ['/healthz', 'healthz'],
    ['/readyz', 'readyz'],
    ['/metrics', 'metrics'],
    ['/sw.js', 'sw.js'],
    ['/assets/entry.client-AbC123.js', 'assets'],
    ['/favicon.svg', 'file'],
    ['/icons/icon-192.png', 'file'],
    ['/wp-login.php', 'file'],
    ['/no/such/page/here', 'not-found'],
  ])('%s → %s', (path, kind) => expect(routeKindFor(path)).toBe(kind))

  it('names only registry ids, server paths, file and not-found, whatever the URL (bounded labels)', () => {
    const kinds = new Set([
      ...pages.map((p) => p.id),
      ...resourceRoutes.map((r) => r.id),
      ...serverPaths,
      'file',
      'not-found',
    ])
    const paths = ['/', '/a', '/a.b', '/es/x/y', '/.data', '//', '/%2e%2e/etc/passwd', '/admin/x/y/z/w']
    for (let i = 0; i < 200; i++) paths.push(`/${'abc/'.repeat(i % 7)}${i}${i % 3 ? '.txt' : ''}`)
    for (const path of paths) expect(kinds, path).toContain(routeKindFor(path))
  })
})

/** A registry path as a URL a visitor could send (`:x` segments filled in). */
const urlOf = (p: string | null) => '/' + (p ?? '').replace(/:[a-z]+/gi, 'sample-1')

describe('body limits: one place, the registry (issue #31)', () => {
  it("lets a 6 MB portal photo through the server's edge (it was refused at 1 MiB)", () => {
    const post = { method: 'POST', contentType: 'multipart/form-data; boundary=x', hasBody: true }
    expect(edge({ ...post, path: '/portal/page', contentLength: String(6 * 1024 * 1024) })).toBeNull()
    expect(edge({ ...post, path: '/es/portal/page.data', contentLength: String(6 * 1024 * 1024) })).toBeNull()
    expect(actionBodyLimitFor('/portal/page')).toBeGreaterThan(MAX_UPLOAD_BYTES)
    // A delivery's proof photo (issue #44), on a path with the job's id.
    expect(
      edge({ ...post, path: '/es/portal/jobs/12.data', contentLength: String(6 * 1024 * 1024) }),
    ).toBeNull()
    expect(actionBodyLimitFor('/portal/jobs/12')).toBeGreaterThan(MAX_UPLOAD_BYTES)
  })

  it("fits every action's limit inside the limit the server checks first, for every route", () => {
    const entries = [...pages.filter((p) => p.path !== '*'), ...resourceRoutes]
    expect(entries.length).toBeGreaterThan(60)
    for (const entry of entries) {
      for (const url of [urlOf(entry.path), `/es${urlOf(entry.path)}`, `${urlOf(entry.path)}.data`]) {
        expect(actionBodyLimitFor(url), url).toBe(entry.bodyLimit ?? ACTION_BODY_LIMIT)
        expect(actionBodyLimitFor(url), url).toBeLessThanOrEqual(bodyLimitFor(url))
      }
    }
  })

  it('lets a static page win over a dynamic one: /admin is not an operator page', () => {
    expect(actionBodyLimitFor('/delray-beach-courier')).toBe(16 * 1024)
    expect(actionBodyLimitFor('/admin')).toBe(ACTION_BODY_LIMIT)
    expect(actionBodyLimitFor('/es/admin/content')).toBe(256 * 1024)
  })
})

describe('who may post: the origin rule of each route, from the registry (issue #31)', () => {
  it.each([
    ['/contact', 'site'],
    ['/es/admin/orders.data', 'site'],
    ['/delray-beach-courier', 'site'],
    ['/newsletter/unsubscribe', 'signed-link'],
    ['/es/newsletter/unsubscribe.data', 'signed-link'],
    ['/Newsletter/Unsubscribe/', 'signed-link'],
    ['/api/stripe/webhook', 'provider-signature'],
    ['/api/newsletter/subscribe', 'site'],
  ])('%s → %s', (path, rule) => expect(originRuleFor(path)).toBe(rule))
})

describe('body limits', () => {
  it('gives every page the default and the two uploads their file limit plus the form fields', () => {
    expect(bodyLimitFor('/admin')).toBe(DEFAULT_BODY_LIMIT)
    expect(bodyLimitFor('/service/calculator')).toBe(DEFAULT_BODY_LIMIT)
    expect(bodyLimitFor('/es/admin/images')).toBe(MAX_UPLOAD_BYTES + FORM_FIELDS_ALLOWANCE)
    expect(bodyLimitFor('/admin/newsletters/subscribers.data')).toBe(IMPORT_MAX_BYTES + FORM_FIELDS_ALLOWANCE)
  })
  it('refuses a declared length over the limit (413) and lets one at the limit through', () => {
    const post = { method: 'POST', contentType: form, hasBody: true }
    expect(edge({ ...post, path: '/admin', contentLength: String(50 * 1024 * 1024) })).toBe(413)
    expect(edge({ ...post, path: '/admin', contentLength: String(DEFAULT_BODY_LIMIT) })).toBeNull()
    expect(edge({ ...post, path: '/admin', contentLength: String(DEFAULT_BODY_LIMIT + 1) })).toBe(413)
    expect(edge({ ...post, path: '/admin/images', contentLength: String(8 * 1024 * 1024) })).toBeNull()
    expect(edge({ ...post, path: '/admin/images', contentLength: String(9 * 1024 * 1024) })).toBe(413)
    // A GET's body is bounded too.
    expect(edge({ path: '/', contentLength: String(DEFAULT_BODY_LIMIT + 1), hasBody: true })).toBe(413)
  })
  it('refuses a Content-Length that is not a number (400)', () => {
    expect(edge({ method: 'POST', contentType: form, contentLength: '12abc', hasBody: true })).toBe(400)
  })
})

describe('body types', () => {
  it('takes forms on pages and refuses anything else (415)', () => {
    const post = (path: string, contentType?: string) =>
      edge({ method: 'POST', path, contentType, contentLength: '10', hasBody: true })
    expect(post('/admin', form)).toBeNull()
    expect(post('/es/admin/images.data', 'multipart/form-data; boundary=x')).toBeNull()
    expect(post('/admin', 'Application/X-WWW-Form-Urlencoded;charset=UTF-8')).toBeNull()
    expect(post('/admin', 'application/json')).toBe(415)
    expect(post('/secure-videos', 'text/plain')).toBe(415)
    expect(post('/service/calculator', undefined)).toBe(415)
  })
  it('lets each API endpoint take what it reads', () => {
    const post = (path: string, contentType: string) =>
      edge({ method: 'POST', path, contentType, contentLength: '10', hasBody: true })
    expect(post('/api/stripe/webhook', 'application/json; charset=utf-8')).toBeNull()
    expect(post('/api/stripe/webhook', form)).toBe(415)
    // The popup's signup and the chat's questions are forms, as every page's POST is.
    for (const path of ['/api/chat/unmatched', '/api/newsletter/subscribe']) {
      expect(post(path, form)).toBeNull()
      expect(post(path, 'application/json')).toBe(415)
      expect(post(path, 'text/plain')).toBe(415)
    }
  })
})

describe('methods and hosts', () => {
  it('answers GET, HEAD and POST, and 405 to the rest', () => {
    expect(edge({ method: 'HEAD' })).toBeNull()
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PUT', 'DELETE', 'PROPFIND']) {
      expect(edge({ method })).toBe(405)
    }
  })
  it('answers the site host and its aliases, 421 to others and 400 without one', () => {
    expect(edge({ hostname: 'WWW.Example.com.' })).toBeNull()
    expect(edge({ hostname: 'example.com' })).toBeNull()
    expect(edge({ hostname: 'evil.example' })).toBe(421)
    expect(edge({ hostname: '127.0.0.1' })).toBe(421)
    expect(edge({ hostname: '' })).toBe(400)
    expect(edge({ hostname: undefined })).toBe(400)
    expect(edge({ hostname: 'a/b@c' })).toBe(400)
  })
  it('lets load balancers probe /healthz and /readyz under any host', () => {
    expect(edge({ path: '/healthz', hostname: '10.0.0.7' })).toBeNull()
    expect(edge({ path: '/readyz', hostname: undefined })).toBeNull()
  })
  it('answers the loopback names when no site URL is configured (development and tests)', () => {
    expect([...allowedHostNames(undefined)]).toEqual(['localhost', '127.0.0.1', '[::1]'])
    expect([...allowedHostNames(undefined, ['dev.local'])]).toContain('dev.local')
  })
})
