import { describe, expect, it } from 'vitest'
import {
  connectionTestReport,
  databaseErrorLines,
  delrayDebugReport,
  failureHints,
  pendingMigrations,
} from './database-test'

const keys = (lines: { key: string }[]) => lines.map((l) => l.key.replace('admin.dbTest.', ''))

describe('database error lines: failures of this system explained (issue #20 item 13)', () => {
  it.each([
    // message, code, shown code, hints
    ['relation "operators" does not exist', '42P01', '42P01', ['migrationsHint']],
    ['column "service_radius_miles" does not exist', '42703', '42703', ['migrationsHint']],
    ['connect ECONNREFUSED 127.0.0.1:5432', null, 'NO_CODE', ['connectionHint']],
    ['the database system is starting up', '57P03', '57P03', ['connectionHint']],
    ['could not extend file "base/16384/2619": No space left on device', '53100', '53100', ['diskFullHint']],
    ['sorry, too many clients already', '53300', '53300', ['connectionsHint']],
    ['permission denied for table operators', '42501', '42501', ['permissionHint']],
    ['Permission check failed', null, 'NO_CODE', ['permissionHint']],
    ['cannot execute INSERT in a read-only transaction', '25006', '25006', ['readOnlyHint']],
    ['duplicate key value violates unique constraint', '23505', '23505', []],
  ])('%s (%s)', (message, code, shown, hints) => {
    const lines = databaseErrorLines({ kind: 'database', message, code })
    expect(lines[0]).toEqual({
      key: 'admin.dbTest.databaseError',
      values: { message, code: shown },
      tone: 'error',
    })
    expect(keys(lines.slice(1))).toEqual(hints)
  })

  it('no hint speaks of the hosted service of the old site (API keys, plan limits, row-level security)', () => {
    expect(failureHints({ message: 'JWT expired', code: 'PGRST301' })).toEqual([])
    expect(failureHints({ message: 'Invalid API key', code: null })).toEqual([])
  })

  it('a socket error outside PostgreSQL keeps its hint', () => {
    const lines = connectionTestReport({ kind: 'exception', message: 'connect failed', code: 'ECONNREFUSED' })
    expect(keys(lines)).toEqual(['testing', 'testFailed', 'connectionHint'])
    expect(failureHints({ message: 'write failed', code: 'ENOSPC' })).toEqual(['diskFullHint'])
  })
})

describe('pending migrations', () => {
  const journal = [
    { tag: '0000_reference_data', when: 100 },
    { tag: '0001_rate_limits', when: 200 },
    { tag: '0002_content', when: 300 },
  ]
  it('the entries newer than the last one applied, none when current, all on a database never migrated', () => {
    expect(pendingMigrations(journal, 100)).toEqual(['0001_rate_limits', '0002_content'])
    expect(pendingMigrations(journal, 300)).toEqual([])
    expect(pendingMigrations(journal, null)).toEqual(journal.map((e) => e.tag))
  })
  it('the connection report says how many and which, before the record check', () => {
    const lines = connectionTestReport({
      kind: 'ok',
      operatorCount: 1,
      record: { name: 'Delray Beach Courier', contactEmail: null },
      pendingMigrations: ['0002_content'],
    })
    expect(keys(lines)).toEqual(['testing', 'connected', 'migrationsPending', 'fullyFunctional'])
    expect(lines[2]!.values).toEqual({ count: 1, names: '0002_content' })
  })
})

describe('connection test report', () => {
  it('fully functional: the record and its contact e-mail', () => {
    const lines = connectionTestReport({
      kind: 'ok',
      operatorCount: 6,
      record: { name: 'Delray Beach Courier', contactEmail: 'dispatch@example.com' },
      pendingMigrations: [],
    })
    expect(keys(lines)).toEqual(['testing', 'connected', 'fullyFunctional'])
    expect(lines[2]!.values).toEqual({ name: 'Delray Beach Courier', email: 'dispatch@example.com' })
  })
  it('writable but the record is missing', () => {
    expect(
      keys(connectionTestReport({ kind: 'ok', operatorCount: 0, record: null, pendingMigrations: [] })),
    ).toEqual(['testing', 'connected', 'recordMissing'])
  })
  it('an exception', () => {
    const lines = connectionTestReport({ kind: 'exception', message: 'boom' })
    expect(lines[1]).toEqual({ key: 'admin.dbTest.testFailed', values: { error: 'boom' }, tone: 'error' })
  })
})

describe('Delray debug report', () => {
  const operator = { name: 'Delray Beach Courier', contactPersonName: 'Maria', slug: 'delray-beach-courier' }
  it('not found', () => {
    expect(keys(delrayDebugReport({ kind: 'notFound', error: null }))).toEqual(['debugging', 'noDelrayRow'])
    expect(delrayDebugReport({ kind: 'notFound', error: 'timeout' })[1]).toEqual({
      key: 'admin.dbTest.noDelray',
      values: { error: 'timeout' },
      tone: 'error',
    })
  })
  it('no profile image URL', () => {
    const lines = delrayDebugReport({
      kind: 'found',
      operator: { ...operator, profileImageUrl: null },
      image: null,
    })
    expect(keys(lines)).toEqual(['debugging', 'delrayFound', 'noProfileImage'])
  })
  it('image accessible or not', () => {
    const found = { kind: 'found', operator: { ...operator, profileImageUrl: '/x.svg' } } as const
    expect(
      keys(
        delrayDebugReport({
          ...found,
          image: { accessible: true, status: 200, contentType: 'image/svg+xml', error: null },
        }),
      ),
    ).toEqual(['debugging', 'delrayFound', 'profileImage', 'imageAccessible'])
    expect(
      keys(
        delrayDebugReport({
          ...found,
          image: { accessible: false, status: 404, contentType: null, error: null },
        }),
      ),
    ).toEqual(['debugging', 'delrayFound', 'profileImage', 'imageNotAccessible'])
  })
})
