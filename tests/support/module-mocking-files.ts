import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** A test file that replaces a module (`vi.mock`, `vi.doMock`) needs a module registry of its own. */
const MOCKS_A_MODULE = /\bvi\.(mock|doMock|unmock|doUnmock)\(/

/**
 * The test files under `roots` (relative to `root`) that replace a module. Vitest runs the rest
 * without isolation (`isolate: false`: one module registry per worker, reused by the files it runs,
 * ADR 063); these run isolated, so a module another file loaded first is never the one they
 * meant to replace, and theirs never leaks into the next file.
 */
export function moduleMockingFiles(root: string, roots: string[]): string[] {
  const found: string[] = []
  for (const dir of roots) {
    let entries: string[]
    try {
      entries = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    } catch {
      continue
    }
    for (const entry of entries) {
      if (!/\.test\.(ts|tsx|js)$/.test(entry)) continue
      const file = path.join(dir, entry)
      if (MOCKS_A_MODULE.test(readFileSync(path.join(root, file), 'utf8'))) found.push(file)
    }
  }
  return found.sort()
}
