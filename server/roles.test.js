import { describe, expect, it } from 'vitest'
import { processPlan } from './roles.js'

const pg = { DATABASE_URL: 'postgres://db/courier' }

describe('processes by role (issue #32, ADR 038)', () => {
  it.each([
    ['the embedded database: one process, every role', {}, 2, { children: null, role: 'all' }],
    ['PostgreSQL: a web process per core and one worker', pg, 2, { children: { web: 2, worker: 1 } }],
    ['PostgreSQL on one core', pg, 1, { children: { web: 1, worker: 1 } }],
    ['WEB_CONCURRENCY', { ...pg, WEB_CONCURRENCY: '3' }, 2, { children: { web: 3, worker: 1 } }],
    [
      'WEB_CONCURRENCY=1 keeps the worker apart',
      { ...pg, WEB_CONCURRENCY: '1' },
      8,
      { children: { web: 1, worker: 1 } },
    ],
    [
      'web alone, several',
      { ...pg, PROCESS_ROLE: 'web', WEB_CONCURRENCY: '2' },
      2,
      { children: { web: 2, worker: 0 } },
    ],
    ['web alone, one', { ...pg, PROCESS_ROLE: 'web', WEB_CONCURRENCY: '1' }, 2, { children: null }],
    ['the worker alone', { ...pg, PROCESS_ROLE: 'worker' }, 2, { children: null }],
    ['everything in one process', { ...pg, PROCESS_ROLE: 'all' }, 2, { children: null }],
    [
      'a value to refuse is left to the configuration check',
      { ...pg, WEB_CONCURRENCY: 'two' },
      2,
      { children: null },
    ],
    ['zero likewise', { ...pg, WEB_CONCURRENCY: '0' }, 2, { children: null }],
  ])('%s', (_name, env, cores, plan) => {
    expect(processPlan(env, cores)).toEqual(plan)
  })
  it('says that WEB_CONCURRENCY is ignored on the embedded database', () => {
    expect(processPlan({ WEB_CONCURRENCY: '4' }, 2)).toEqual({
      children: null,
      role: 'all',
      warning: expect.stringMatching(
        /^WEB_CONCURRENCY=4 is ignored: the embedded database allows one process/,
      ),
    })
  })
})
