/**
 * /sw.js from the production build (ADR 026): the worker of this build, listing its hashed assets.
 * Needs `npm run build` first.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { start, stop } from './server-process'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smoke-sw-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

type Manifest = {
  url: string
  entry: { module: string }
  routes: Record<string, { path?: string; module: string }>
}

describe('/sw.js', () => {
  it("serves this build's worker: its hashed assets, its BUILD ID, never cached as is", async () => {
    const build = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as {
      assets: Manifest
    }
    const s = await start({ DATA_DIR: dataDir, NODE_ENV: 'production' })
    try {
      const res = await fetch(`http://127.0.0.1:${s.port}/sw.js`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      const script = await res.text()
      const buildId = res.headers.get('x-build-id')!
      expect(script).toContain(`const BUILD_ID = ${JSON.stringify(buildId)}`)

      const assets = JSON.parse(script.match(/^const CONFIG = (.*)$/m)![1]!).assets as string[]
      // Every precached file is one of this build's files, with the entry, the browser manifest
      // (its name changes with any build) and the home page among them; no staff page's code.
      for (const asset of assets) expect(existsSync(path.join(root, 'build/client', asset)), asset).toBe(true)
      expect(assets).toContain(build.assets.entry.module)
      expect(assets).toContain(build.assets.url)
      expect(assets).toContain(build.assets.routes.home!.module)
      const adminModule = Object.values(build.assets.routes).find((r) => r.path === 'admin/products')!.module
      expect(assets).not.toContain(adminModule)
    } finally {
      await stop(s)
    }
  })
})
