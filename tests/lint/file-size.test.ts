import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue #43: no file under app/ over 600 lines, and no route module over 250 (a route parses,
 * calls a service and returns; its screen's parts live in app/components/). Generated files
 * (React Router's `+types`) do not count. An exception is named here with the reason, and goes
 * when its file is brought under the limit.
 */
const root = path.resolve(import.meta.dirname, '../..')
const MAX_FILE_LINES = 600
const MAX_ROUTE_LINES = 250

/** Files allowed over a limit for now, with why. */
const exceptions: Record<string, string> = {}

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '+types' ? [] : files(rel)
    return /\.(ts|tsx|js|jsx|css)$/.test(entry.name) ? [rel] : []
  })
}

function lineCount(file: string): number {
  const text = readFileSync(path.join(root, file), 'utf8')
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

const isRouteModule = (file: string) => file.startsWith('app/routes/') && !/\.test\.tsx?$/.test(file)

describe('the size limits of issue #43', () => {
  const all = files('app').map((file) => ({ file, lines: lineCount(file) }))

  it(`no file under app/ is over ${MAX_FILE_LINES} lines`, () => {
    const over = all.filter((f) => f.lines > MAX_FILE_LINES && !exceptions[f.file])
    expect(over.map((f) => `${f.file}: ${f.lines} lines`)).toEqual([])
  })

  it(`no route module is over ${MAX_ROUTE_LINES} lines`, () => {
    const over = all.filter((f) => isRouteModule(f.file) && f.lines > MAX_ROUTE_LINES && !exceptions[f.file])
    expect(over.map((f) => `${f.file}: ${f.lines} lines (move its parts to app/components/)`)).toEqual([])
  })

  it('names only exceptions that exist and are still over a limit', () => {
    for (const file of Object.keys(exceptions)) {
      const found = all.find((f) => f.file === file)
      expect(found, `${file} is gone: remove its exception`).toBeDefined()
      const limit = isRouteModule(file) ? MAX_ROUTE_LINES : MAX_FILE_LINES
      expect(found!.lines, `${file} is within its limit now: remove its exception`).toBeGreaterThan(limit)
    }
  })
})
