import { describe, expect, it } from 'vitest'
import { alternateUrls, localizedPath, splitLocalePath, switchLanguagePath } from './locale'
import { pageAt } from '#app/i18n/namespaces'
import { isServiceLinkActive } from './shell'

describe('locale paths', () => {
  it.each([
    ['/', 'en', '/'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/videos/3', 'es', '/videos/3'],
    ['/videos', 'en', '/videos'],
    ['/esperanza', 'en', '/esperanza'],
  ])('%s is %s %s', (pathname, lang, path) => {
    expect(splitLocalePath(pathname)).toEqual({ lang, path })
  })
  it('builds localized paths', () => {
    expect(localizedPath('en', '/')).toBe('/')
    expect(localizedPath('es', '/')).toBe('/es')
    expect(localizedPath('es', '/service/areas')).toBe('/es/service/areas')
    expect(localizedPath('es', '/?a=1')).toBe('/es?a=1')
  })
  it('switches language keeping the page, query and hash', () => {
    expect(switchLanguagePath('/videos', '?category=tutorial', '#x', 'es')).toBe(
      '/es/videos?category=tutorial#x',
    )
    expect(switchLanguagePath('/es/videos', '', '', 'en')).toBe('/videos')
    expect(switchLanguagePath('/es', '', '', 'en')).toBe('/')
    expect(switchLanguagePath('/', '', '', 'es')).toBe('/es')
  })
  it('gives both alternates', () => {
    expect(alternateUrls('https://x.test/', '/es/contact')).toEqual({
      en: 'https://x.test/contact',
      es: 'https://x.test/es/contact',
    })
  })
})

describe('shell rule', () => {
  it.each([
    ['/', 'main'],
    ['/es', 'main'],
    ['/videos', 'main'],
    ['/videos/3', 'main'],
    ['/es/contact', 'main'],
    ['/delray-beach-courier', 'standalone'],
    ['/es/delray-beach-courier', 'standalone'],
    ['/service', 'service'],
    ['/es/service/areas', 'service'],
    ['/servicex', 'standalone'],
    ['/a/b', 'main'],
  ])('%s uses the %s shell', (path, shell) => {
    // The shell is the layout the page sits under in the route tree (app/routes.ts).
    expect(pageAt(path)?.shell).toBe(shell)
  })
  it('matches /service exactly and the others by prefix', () => {
    expect(isServiceLinkActive('/service', '/service')).toBe(true)
    expect(isServiceLinkActive('/service', '/service/areas')).toBe(false)
    expect(isServiceLinkActive('/service/areas', '/es/service/areas')).toBe(true)
    expect(isServiceLinkActive('/service/areas', '/service/areas/x')).toBe(true)
    expect(isServiceLinkActive('/service/order', '/service/orders')).toBe(false)
  })
})
