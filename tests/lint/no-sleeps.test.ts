import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue #41: no browser test sleeps. A test waits for the state it needs (an expect that retries,
 * `expect.poll`, an event), controls time (`page.clock`) or triggers scheduled work
 * (tests/e2e/scheduled.ts); a fixed wait either wastes time or fails under load.
 */
const root = path.resolve(import.meta.dirname, '../..')
const dirs = ['tests/e2e', 'tests/returning', 'tests/audits']
/** Files whose timers are the system under test, not a wait of the test, with the reason. */
const allowed: Record<string, string> = {
  'tests/e2e/hydration-streaming.spec.ts':
    'its proxy trickles each document in pieces: the pauses are the slow network being simulated',
}
const sleeps = [
  /\bwaitForTimeout\s*\(/,
  /new Promise\(\s*\(?\s*(r|res|resolve)\s*\)?\s*=>\s*setTimeout\(\s*\1\s*,/,
]

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(rel)
    return /\.(ts|tsx|js)$/.test(entry.name) ? [rel] : []
  })
}

describe('the browser tests never sleep (issue #41)', () => {
  it('no fixed wait in tests/e2e, tests/returning or tests/audits', () => {
    const found: string[] = []
    for (const file of dirs.flatMap(files)) {
      if (allowed[file]) continue
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (sleeps.some((re) => re.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`)
        })
    }
    expect(found, 'wait for the state, use page.clock, or trigger the job').toEqual([])
  })

  it('the patterns catch the waits they exist for', () => {
    const caught = (line: string) => sleeps.some((re) => re.test(line))
    expect(caught('await page.waitForTimeout(500)')).toBe(true)
    expect(caught('await new Promise((r) => setTimeout(r, 800))')).toBe(true)
    expect(caught('await new Promise((resolve) => setTimeout(resolve, 100))')).toBe(true)
    expect(caught('await page.clock.fastForward(5_000)')).toBe(false)
  })
})
