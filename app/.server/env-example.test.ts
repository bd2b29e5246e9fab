import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { requiredProductionEnv } from '#app/domain/checklist/launch-check'

/**
 * The variables .env.example marks "Required in production": those whose comment, the lines right
 * above them, says so.
 */
function requiredInEnvExample(text: string): string[] {
  const required: string[] = []
  let comment: string[] = []
  for (const line of text.split('\n')) {
    const variable = /^#?\s?([A-Z][A-Z0-9_]*)=/.exec(line)
    if (variable) {
      if (/Required in production/.test(comment.join(' '))) required.push(variable[1]!)
      comment = []
    } else if (line.startsWith('#')) comment.push(line.replace(/^#\s?/, ''))
    else comment = []
  }
  return required
}

describe('.env.example and the launch check (issue #30 item 11)', () => {
  it('require the same configuration of a live site', () => {
    const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
    expect(requiredInEnvExample(text).sort()).toEqual([...requiredProductionEnv].sort())
  })
})
