/**
 * The project's documents stand on their own and match the code (issue #31 item 7): every file path
 * named in the README, `docs/conventions.md` and the ADRs exists, and none links out of the
 * repository. Generated reports (`reports/…`) and patterns (`*`, `{…}`, `<…>`) are not files.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const documents = [
  'README.md',
  'docs/conventions.md',
  ...readdirSync(path.join(root, 'docs/decisions')).map((f) => `docs/decisions/${f}`),
]
const TOP = /^(app|server|scripts|tests|docs|public|drizzle|tools|\.ci)\//
const CODE_PATH = /`([A-Za-z0-9_.[\]+-]+(?:\/[A-Za-z0-9_.[\]+-]+)+\/?)`/g

describe('the documents', () => {
  it.each(documents)('%s names only files that exist', (doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8')
    const missing = [...text.matchAll(CODE_PATH)]
      .map((m) => m[1]!)
      .filter((p) => TOP.test(p) && !existsSync(path.join(root, p.replace(/\/$/, ''))))
    expect(missing).toEqual([])
  })

  it.each(documents)('%s does not point outside the repository', (doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8')
    expect(text.match(/\.\.\/shared\/|\]\(\.\.\//g) ?? []).toEqual([])
  })
})
