import { describe, expect, it } from 'vitest'
import {
  cookieNames,
  entryBytes,
  fillTemplate,
  isStorableResponse,
  matchesEtag,
  pageCacheKey,
  pagePathOf,
  PageStore,
  toTemplate,
  type CachedPage,
  type PageRequest,
} from './page-cache'

const publicPages = new Set(['/', '/es', '/operators', '/es/operators', '/delray-beach-courier'])
const isPublic = (path: string) => publicPages.has(path)
const get = (over: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  pathname: '/operators',
  search: '',
  host: 'www.example.com',
  cookie: undefined,
  ...over,
})

describe('pageCacheKey', () => {
  it('keys an anonymous GET of a public page by host and path; HEAD shares it', () => {
    expect(pageCacheKey(get(), isPublic)).toBe('www.example.com/operators')
    expect(pageCacheKey(get({ method: 'HEAD' }), isPublic)).toBe('www.example.com/operators')
    expect(pageCacheKey(get({ host: 'WWW.Example.com' }), isPublic)).toBe('www.example.com/operators')
  })

  it('keeps the page a stored form is sent to (?sent=1), the same for everyone', () => {
    expect(pageCacheKey(get({ search: '?sent=1' }), isPublic)).toBe('www.example.com/operators?sent=1')
    expect(pageCacheKey(get({ search: '?sent=2' }), isPublic)).toBeNull()
  })

  it('keeps page data apart from the page, with its _routes', () => {
    expect(pageCacheKey(get({ pathname: '/operators.data' }), isPublic)).toBe(
      'www.example.com/operators.data',
    )
    expect(
      pageCacheKey(get({ pathname: '/_root.data', search: '?_routes=root,routes/home' }), isPublic),
    ).toBe('www.example.com/_root.data?_routes=root,routes/home')
  })

  it('renders afresh: a POST, a session or unlock cookie, a query string, a page that is not public', () => {
    expect(pageCacheKey(get({ method: 'POST' }), isPublic)).toBeNull()
    for (const cookie of ['staff_session=abc', 'a=1; operator_session=x', 'secure_videos_auth=y']) {
      expect(pageCacheKey(get({ cookie }), isPublic), cookie).toBeNull()
    }
    expect(pageCacheKey(get({ search: '?zip=33444' }), isPublic)).toBeNull()
    expect(
      pageCacheKey(get({ pathname: '/operators.data', search: '?_routes=x&zip=1' }), isPublic),
    ).toBeNull()
    expect(pageCacheKey(get({ pathname: '/admin' }), isPublic)).toBeNull()
    expect(pageCacheKey(get({ pathname: '/admin.data' }), isPublic)).toBeNull()
  })

  it('ignores cookies the server never reads (analytics tags set after consent)', () => {
    expect(pageCacheKey(get({ cookie: '_ga=GA1.1.1; _fbp=fb.1' }), isPublic)).toBe(
      'www.example.com/operators',
    )
  })
})

describe('cookieNames and pagePathOf', () => {
  it('reads the names of a Cookie header', () => {
    expect(cookieNames(' a=1;b=2; c = 3 ')).toEqual(['a', 'b', 'c'])
    expect(cookieNames(undefined)).toEqual([])
  })
  it('gives the page of a data request', () => {
    expect(pagePathOf('/_root.data')).toBe('/')
    expect(pagePathOf('/es.data')).toBe('/es')
    expect(pagePathOf('/es/operators')).toBe('/es/operators')
  })
})

describe('isStorableResponse', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' }
  it('keeps a 200 page or page data', () => {
    expect(isStorableResponse(200, new Headers(html))).toBe(true)
    expect(isStorableResponse(200, new Headers({ 'content-type': 'text/x-script' }))).toBe(true)
  })
  it('never keeps an answer that sets a cookie, is private or no-store, is not 200 or not a page', () => {
    expect(isStorableResponse(200, new Headers({ ...html, 'set-cookie': 'a=1' }))).toBe(false)
    expect(isStorableResponse(200, new Headers({ ...html, 'cache-control': 'no-store' }))).toBe(false)
    expect(isStorableResponse(200, new Headers({ ...html, 'cache-control': 'private, max-age=0' }))).toBe(
      false,
    )
    expect(isStorableResponse(404, new Headers(html))).toBe(false)
    expect(isStorableResponse(302, new Headers(html))).toBe(false)
    expect(isStorableResponse(200, new Headers({ 'content-type': 'application/json' }))).toBe(false)
  })
})

describe('templates', () => {
  it('a page rendered with one nonce is sent with another, everywhere it appeared', () => {
    const body = '<script nonce="N1">a</script><link nonce="N1"><p>N</p>'
    const { parts, slots } = toTemplate(body, ['N1'])
    expect(parts).toHaveLength(3)
    expect(fillTemplate(parts, slots, ['Z9']).join('')).toBe(
      '<script nonce="Z9">a</script><link nonce="Z9"><p>N</p>',
    )
  })
  it('each token of the response (the nonce, the submission key) takes its own place', () => {
    const body = '<script nonce="a+b/=">x</script><input value="K.1"><i nonce="a+b/="></i>K.1'
    const { parts, slots } = toTemplate(body, ['a+b/=', 'K.1'])
    expect(slots).toEqual([0, 1, 0, 1])
    expect(parts.join('')).not.toMatch(/a\+b|K\.1/)
    expect(fillTemplate(parts, slots, ['N2', 'K.2']).join('')).toBe(
      '<script nonce="N2">x</script><input value="K.2"><i nonce="N2"></i>K.2',
    )
  })
  it('a page without the tokens is one part', () => {
    expect(toTemplate('{"a":1}', ['N1', 'K1'])).toEqual({ parts: ['{"a":1}'], slots: [] })
    expect(toTemplate('x', [])).toEqual({ parts: ['x'], slots: [] })
    expect(fillTemplate(['x'], [], ['Z'])).toEqual(['x'])
  })
})

describe('matchesEtag', () => {
  it('compares weakly, in a list, or with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('*', 'W/"abc"')).toBe(true)
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false)
  })
})

describe('PageStore', () => {
  const page = (size: number, storedAt = 0): CachedPage => {
    const parts = [new Uint8Array(size)]
    return { parts, slots: [], headers: [], etag: 'W/"x"', bytes: entryBytes(parts, []), storedAt }
  }

  it('stays within its bytes, dropping the least recently used first', () => {
    const store = new PageStore(1000, 60_000)
    store.set('a', page(240), 0)
    store.set('b', page(240), 0)
    store.set('c', page(240), 0)
    store.get('a', 1) // a is now the most recently used
    store.set('d', page(240), 0)
    store.set('e', page(240), 0)
    expect(store.bytes).toBeLessThanOrEqual(1000)
    expect(store.get('a', 2)).toBeDefined()
    expect(store.get('b', 2)).toBeUndefined()
    expect(store.size).toBe(4)
  })

  it('refuses a page larger than a quarter of the store', () => {
    const store = new PageStore(1000, 60_000)
    expect(store.set('big', page(251), 0)).toBe(false)
    expect(store.size).toBe(0)
  })

  it('forgets a page older than its age limit', () => {
    const store = new PageStore(1000, 60_000)
    store.set('a', page(10, 0), 0)
    expect(store.get('a', 59_999)).toBeDefined()
    expect(store.get('a', 60_000)).toBeUndefined()
    expect(store.bytes).toBe(0)
  })

  it('after a purge, a render that began before it is not kept', () => {
    const store = new PageStore(1000, 60_000)
    store.set('a', page(10), store.generation)
    const began = store.generation
    store.purge()
    expect(store.size).toBe(0)
    expect(store.bytes).toBe(0)
    expect(store.set('a', page(10), began)).toBe(false)
    expect(store.set('a', page(10), store.generation)).toBe(true)
  })
})
