import { describe, expect, it } from 'vitest'
import { fetchRule } from './fetch-rules'

const origin = 'https://example.test'
const get = (path: string, mode = 'cors') => fetchRule({ method: 'GET', url: origin + path, mode }, origin)
const nav = (path: string) => get(path, 'navigate')

describe('fetchRule (what the service worker does with a request)', () => {
  it('serves hashed build assets cache-first', () => {
    expect(get('/assets/root-BX3k9a.js')).toEqual({ kind: 'cache-first' })
    expect(get('/assets/app-Cq1.css', 'no-cors')).toEqual({ kind: 'cache-first' })
  })

  it('answers a failed page navigation with the offline page in the language of the path', () => {
    expect(nav('/')).toEqual({ kind: 'page', lang: 'en' })
    expect(nav('/opportunity')).toEqual({ kind: 'page', lang: 'en' })
    expect(nav('/es')).toEqual({ kind: 'page', lang: 'es' })
    expect(nav('/es/oportunidad?x=1')).toEqual({ kind: 'page', lang: 'es' })
    // Not Spanish just because the path starts with the letters "es".
    expect(nav('/estimate')).toEqual({ kind: 'page', lang: 'en' })
  })

  it('never touches a POST or any other method, even to a page or an asset', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD']) {
      expect(fetchRule({ method, url: `${origin}/es/contacto`, mode: 'navigate' }, origin)).toEqual({
        kind: 'network',
      })
      expect(fetchRule({ method, url: `${origin}/assets/a-1.js`, mode: 'cors' }, origin)).toEqual({
        kind: 'network',
      })
    }
  })

  it('never handles staff pages, portal pages, the API or their data, in either language', () => {
    for (const path of [
      '/admin',
      '/admin/products',
      '/admin.data',
      '/admin/products.data',
      '/es/admin',
      '/es/admin/settings',
      '/es/admin.data',
      '/portal',
      '/portal/bookings',
      '/portal.data',
      '/es/portal',
      '/es/portal/page.data',
      '/api',
      '/api/quote',
      '/es/api/x',
    ]) {
      expect(nav(path), path).toEqual({ kind: 'network' })
      expect(get(path), path).toEqual({ kind: 'network' })
    }
    // A public page whose name merely starts like one of them is still a page.
    expect(nav('/administration-fees')).toEqual({ kind: 'page', lang: 'en' })
  })

  it('leaves the worker script, other origins, route data and other files to the network', () => {
    expect(get('/sw.js')).toEqual({ kind: 'network' })
    expect(nav('/sw.js')).toEqual({ kind: 'network' })
    // The Prometheus scrape (ADR 040): never kept, never answered with the offline page.
    expect(get('/metrics')).toEqual({ kind: 'network' })
    expect(nav('/metrics')).toEqual({ kind: 'network' })
    expect(get('/opportunity.data')).toEqual({ kind: 'network' })
    expect(get('/_root.data')).toEqual({ kind: 'network' })
    expect(get('/favicon.ico')).toEqual({ kind: 'network' })
    expect(get('/images/12/hero.webp')).toEqual({ kind: 'network' })
    expect(
      fetchRule({ method: 'GET', url: 'https://cdn.other.test/assets/a.js', mode: 'cors' }, origin),
    ).toEqual({
      kind: 'network',
    })
    expect(
      fetchRule({ method: 'GET', url: 'https://cdn.other.test/page', mode: 'navigate' }, origin),
    ).toEqual({ kind: 'network' })
  })

  it('is self-contained, so the server can write it into the worker script', () => {
    const rebuilt = new Function(`return (${fetchRule.toString()})`)() as typeof fetchRule
    expect(rebuilt({ method: 'GET', url: `${origin}/es/x`, mode: 'navigate' }, origin)).toEqual({
      kind: 'page',
      lang: 'es',
    })
    expect(rebuilt({ method: 'GET', url: `${origin}/es/admin`, mode: 'navigate' }, origin)).toEqual({
      kind: 'network',
    })
  })
})
