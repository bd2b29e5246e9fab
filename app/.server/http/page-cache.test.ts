import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'
import { PAGE_CACHE_BYPASS_COOKIES, type PageRequest } from '#app/domain/http/page-cache'
import { submissionKeyFor } from '../security/submission-key'
import { createPageCache } from './page-cache'

const logger = pino({ level: 'silent' })
const SECRET = 'page-cache-test-secret-0123456789abcdef'
const request = (pathname: string, over: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  pathname,
  search: '',
  host: 'localhost',
  cookie: undefined,
  ...over,
})

describe('createPageCache', () => {
  const cache = createPageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, logger, secret: SECRET })

  it('keeps the public pages of the registry, in both languages, and their data', () => {
    for (const pathname of [
      '/',
      '/es',
      '/operators',
      '/es/operators',
      '/delray-beach-courier',
      '/es/delray-beach-courier',
      '/service/calculator',
      '/es/service/areas',
      '/videos/3',
      '/_root.data',
      '/es/products.data',
    ]) {
      expect(cache.keyFor(request(pathname)), pathname).not.toBeNull()
    }
  })

  it('never keeps staff, portal, e-mail link or test pages, nor a path no page has', () => {
    for (const pathname of [
      '/admin',
      '/admin/settings',
      '/es/admin/operators.data',
      '/launch-checklist',
      '/portal',
      '/es/portal/page',
      '/invoice',
      '/newsletter/confirm',
      '/playbook/guide',
      '/__e2e/error',
      '/service/nothing/here',
      '/a/b/c',
      '/sitemap.xml',
    ]) {
      expect(cache.keyFor(request(pathname)), pathname).toBeNull()
    }
  })

  it('turned off (0 bytes), keeps nothing', () => {
    const off = createPageCache({ maxBytes: 0, maxAgeMs: 60_000, logger, secret: SECRET })
    expect(off.keyFor(request('/'))).toBeNull()
  })

  it('gives a kept page back with a new nonce, and tells the data caches and other instances on purge', async () => {
    const onPurge = vi.fn()
    const local = createPageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, logger, secret: SECRET, onPurge })
    const broadcast = vi.fn(async () => {})
    local.broadcast = broadcast
    const key = local.keyFor(request('/operators'))!
    const since = local.begin()
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'content-length': '40' })
    const body = Buffer.from('<script nonce="AAA=">x</script><p>ß</p><s nonce="AAA=">')
    const kept = local.keep(key, since, { status: 200, headers, body }, 'AAA=')!
    expect(kept.headers).toEqual([['content-type', 'text/html; charset=utf-8']])
    expect(local.bodyOf(local.lookup(key)!, 'BBB=').toString()).toBe(
      '<script nonce="BBB=">x</script><p>ß</p><s nonce="BBB=">',
    )
    expect(local.notModified(kept, kept.etag)).toBe(true)

    await local.purge('staff action')
    expect(local.lookup(key)).toBeUndefined()
    expect(onPurge).toHaveBeenCalledOnce()
    expect(broadcast).toHaveBeenCalledWith('staff action')
    // A render that began before the purge is not kept after it.
    expect(local.keep(key, since, { status: 200, headers, body }, 'AAA=')).toBeNull()
  })

  it("gives a kept page each response's own submission key, made from its nonce (ADR 056)", () => {
    const key = cache.keyFor(request('/contact'))!
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' })
    const first = submissionKeyFor(SECRET, 'AAA=')
    const body = Buffer.from(
      `<script nonce="AAA=">x</script><input name="submission_key" value="${first}"><script>{"submissionKey":"${first}"}</script>`,
    )
    cache.keep(key, cache.begin(), { status: 200, headers, body }, 'AAA=')
    const next = submissionKeyFor(SECRET, 'BBB=')
    expect(cache.bodyOf(cache.lookup(key)!, 'BBB=').toString()).toBe(
      `<script nonce="BBB=">x</script><input name="submission_key" value="${next}"><script>{"submissionKey":"${next}"}</script>`,
    )
  })

  it('never keeps an answer that sets a cookie', () => {
    const key = cache.keyFor(request('/products'))!
    const headers = new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=1' })
    expect(cache.keep(key, cache.begin(), { status: 200, headers, body: Buffer.from('x') }, 'n')).toBeNull()
  })
})

describe('PAGE_CACHE_BYPASS_COOKIES', () => {
  /**
   * Cookies no page is rendered from: `lang` only the browser reads, the first-touch cookie `ft`
   * (issue #34) the server reads only when it stores a form's submission, and the trusted-device
   * cookies (`staff_device_<id>`, `operator_device_<id>`, ADR 055) only when a sign-in is posted.
   */
  const browserOnly = new Set(['lang', 'ft', 'staff_device', 'operator_device'])

  it('names every cookie the app defines, but for those only the browser reads', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f),
    )
    const defined = new Set<string>()
    for (const file of files) {
      const source = readFileSync(path.join(root, file), 'utf8')
      for (const m of source.matchAll(/_COOKIE\s*=\s*'([^']+)'/g)) defined.add(m[1]!)
    }
    expect(defined.size).toBeGreaterThanOrEqual(4)
    for (const name of defined) {
      if (browserOnly.has(name)) continue
      expect(PAGE_CACHE_BYPASS_COOKIES, name).toContain(name)
    }
  })
})
