/**
 * What the browser downloads carries no test data and no server-only code (issue #31): the route
 * inventory's SQL samples once lived in the page registry, which every page's shell loads, and
 * shipped in `build/client/assets/shell-*.js`. Runs against the production build.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const assets = path.resolve('build/client/assets')

describe('the client bundle', () => {
  it('holds no SQL and no test-only data', () => {
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    const found = scripts.filter((f) => {
      const text = readFileSync(path.join(assets, f), 'utf8')
      return /SELECT (custom_slug|id FROM)|ORDER BY created_at DESC LIMIT/.test(text)
    })
    expect(found).toEqual([])
  })

  // A server-side library in a screen's bundle (the CSV writer once was, via the domain module the
  // screen also reads) throws "Buffer is not defined" as its chunk loads: the page never hydrates.
  it("holds no code that needs Node's Buffer", () => {
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'))
    const found = scripts.filter((f) =>
      /\bBuffer\.(from|alloc|allocUnsafe|concat|isBuffer|byteLength)\(/.test(
        readFileSync(path.join(assets, f), 'utf8'),
      ),
    )
    expect(found).toEqual([])
  })
})
