/**
 * The page registry (app/pages.ts) is the one place for per-path rules (issue #31): no route module
 * names its own body limit, and every file or folder the server hands out from public/ is a name no
 * operator slug can take (express.static answers it before React Router).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { slugProblem } from '#app/domain/operators/slug'

const root = path.resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [full] : []
  })
}

describe('the registry holds the per-path rules', () => {
  it('no route module names a body limit: each action reads its registry entry', () => {
    const naming = sourceFiles(path.join(root, 'app/routes')).filter((f) =>
      /maxBytes|MAX_BODY_BYTES\s*=\s*\d/.test(readFileSync(f, 'utf8')),
    )
    expect(naming.map((f) => path.relative(root, f))).toEqual([])
  })

  it('every top-level name in public/ is refused as an operator slug', () => {
    const names = readdirSync(path.join(root, 'public')).map((n) => n.toLowerCase())
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) {
      // A name with a dot (favicon.svg) can never be a slug; any other must be reserved.
      expect(slugProblem(name), name).toBe(name.includes('.') ? 'format' : 'reserved')
    }
  })
})
