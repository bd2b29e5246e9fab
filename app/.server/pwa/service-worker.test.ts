import { describe, expect, it } from 'vitest'
import { serviceWorkerScript } from './service-worker'

import type { BuildManifest } from '#app/domain/pwa/build-assets'

const manifestOf = (root: string): BuildManifest => ({
  url: '/assets/manifest-1a.js',
  entry: { module: '/assets/entry.client-Xy9.js', imports: [] },
  routes: { root: { id: 'root', path: '', module: `/assets/${root}`, css: ['/assets/app-Qq7.css'] } },
})
const build = ['root-AbC123.js', 'entry.client-Xy9.js', 'app-Qq7.css']

describe('serviceWorkerScript (/sw.js for one build)', () => {
  it('precaches every hashed asset of the build', () => {
    const { script } = serviceWorkerScript(manifestOf('root-AbC123.js'))
    for (const name of build) expect(script).toContain(`"/assets/${name}"`)
  })

  it('has a BUILD ID that depends on the asset list: a new build is a new script and cache', () => {
    const a = serviceWorkerScript(manifestOf('root-AbC123.js'))
    expect(serviceWorkerScript(manifestOf('root-AbC123.js')).buildId).toBe(a.buildId)
    const b = serviceWorkerScript(manifestOf('root-Zz999.js'))
    expect(b.buildId).not.toBe(a.buildId)
    expect(b.script).not.toBe(a.script)
    expect(a.script).toContain(`"cache":"courier-${a.buildId}"`)
    expect(b.script).toContain(`"cache":"courier-${b.buildId}"`)
  })

  it('carries the offline page in English and in Spanish', () => {
    const { script } = serviceWorkerScript(manifestOf('root-AbC123.js'))
    expect(script).toContain('<html lang=\\"en\\"')
    expect(script).toContain('You are offline')
    expect(script).toContain('<html lang=\\"es\\"')
    expect(script).toContain('No hay conexión')
  })

  it('is a valid script that installs its listeners', () => {
    const { script } = serviceWorkerScript(manifestOf('root-AbC123.js'))
    const events: string[] = []
    const self = { addEventListener: (name: string) => events.push(name), location: { origin: 'http://x' } }
    new Function('self', script)(self)
    expect(events.sort()).toEqual(['activate', 'fetch', 'install'])
  })
})
