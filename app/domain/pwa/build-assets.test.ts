import { describe, expect, it } from 'vitest'
import { publicBuildAssets, type BuildManifest } from './build-assets'

const manifest: BuildManifest = {
  url: '/assets/manifest-1.js',
  entry: { module: '/assets/entry.client-2.js', imports: ['/assets/react-3.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root-4.js', css: ['/assets/root-5.css'] },
    'layout-main': { id: 'layout-main', parentId: 'root', module: '/assets/main-6.js' },
    home: {
      id: 'home',
      parentId: 'layout-main',
      index: true,
      module: '/assets/home-7.js',
      imports: ['/assets/cta-8.js'],
    } as never,
    'es.opportunity': {
      id: 'es.opportunity',
      parentId: 'layout-main',
      path: 'es/opportunity',
      module: '/assets/opp-9.js',
    },
    'layout-admin': { id: 'layout-admin', parentId: 'root', module: '/assets/admin-layout-10.js' },
    admin: {
      id: 'admin',
      parentId: 'layout-admin',
      path: 'admin',
      module: '/assets/admin-11.js',
      imports: ['/assets/react-3.js'],
    },
    'es.admin-products': {
      id: 'es.admin-products',
      parentId: 'layout-admin',
      path: 'es/admin/products',
      module: '/assets/products-12.js',
    },
    portal: { id: 'portal', parentId: 'root', path: 'portal', module: '/assets/portal-13.js' },
    'es.portal-page': {
      id: 'es.portal-page',
      parentId: 'root',
      path: 'es/portal/page',
      module: '/assets/page-14.js',
    },
  },
}

describe('publicBuildAssets (what the service worker precaches)', () => {
  it('lists the manifest, the entry and every public route asset once, sorted', () => {
    expect(publicBuildAssets(manifest)).toEqual([
      '/assets/cta-8.js',
      '/assets/entry.client-2.js',
      '/assets/home-7.js',
      '/assets/main-6.js',
      '/assets/manifest-1.js',
      '/assets/opp-9.js',
      '/assets/react-3.js',
      '/assets/root-4.js',
      '/assets/root-5.css',
    ])
  })

  it('leaves out staff and portal routes and the layouts only they use', () => {
    const assets = publicBuildAssets(manifest)
    for (const left of ['admin-layout-10', 'admin-11', 'products-12', 'portal-13', 'page-14']) {
      expect(assets.some((a) => a.includes(left))).toBe(false)
    }
  })
})
