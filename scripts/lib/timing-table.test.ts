import { describe, expect, it } from 'vitest'
import { timingTable } from './timing-table.js'

describe('timingTable', () => {
  it('gives each step its seconds and share of the total, then the total', () => {
    const table = timingTable([
      { title: 'typecheck', seconds: 30 },
      { title: 'build', seconds: 10 },
    ])
    expect(table.split('\n')).toEqual([
      '| step      | seconds |   share |',
      '| --------- | ------: | ------: |',
      '| typecheck |    30.0 |  75.0 % |',
      '| build     |    10.0 |  25.0 % |',
      '| total     |    40.0 | 100.0 % |',
    ])
  })

  it('marks the step that failed, counted in the total like the others', () => {
    const table = timingTable([
      { title: 'eslint', seconds: 3 },
      { title: 'browser tests', seconds: 1, failed: true },
    ])
    expect(table).toContain('| browser tests (FAILED) |     1.0 |  25.0 % |')
    expect(table).toContain('| total                  |     4.0 | 100.0 % |')
  })

  it('prints a zero share rather than NaN when nothing took measurable time', () => {
    expect(timingTable([{ title: 'route types', seconds: 0 }])).toContain(
      '| route types |     0.0 |   0.0 % |',
    )
  })
})
