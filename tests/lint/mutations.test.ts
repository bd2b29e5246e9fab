import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The mutation harness (tests/mutations, issue #41) stays usable: at least the 15 defects the
 * issue names, each patch still applies to the tree as it is, and the test files its command runs
 * exist. `npm run mutations` then says whether each is caught.
 */
const root = path.resolve(import.meta.dirname, '../..')
type Mutation = { id: string; breaks: string; patch: string; step: string; command: string[] }
const manifest = JSON.parse(
  readFileSync(path.join(root, 'tests/mutations/mutations.json'), 'utf8'),
) as Mutation[]

describe('the mutations of tests/mutations (issue #41)', () => {
  it('are at least 15, each with what it breaks and the step that should catch it', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(15)
    expect(new Set(manifest.map((m) => m.id)).size).toBe(manifest.length)
    for (const m of manifest) {
      expect(m.breaks, m.id).toBeTruthy()
      expect(['unit', 'smoke', 'browser'], m.id).toContain(m.step)
    }
  })

  it.each(manifest.map((m) => [m.id, m] as const))(
    '%s applies to the tree and names test files that exist',
    (_, m) => {
      const patch = path.join(root, 'tests/mutations', m.patch)
      expect(existsSync(patch), m.patch).toBe(true)
      const check = spawnSync('git', ['apply', '--check', patch], { cwd: root, encoding: 'utf8' })
      expect(check.stderr, `${m.patch} no longer applies: remake it against the current code`).toBe('')
      expect(check.status).toBe(0)
      const files = m.command.filter((part) => /\.(test|spec)\.(ts|tsx|js)$/.test(part))
      expect(files.length, m.id).toBeGreaterThan(0)
      for (const file of files) expect(existsSync(path.join(root, file)), file).toBe(true)
    },
  )
})
