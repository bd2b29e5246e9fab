import { describe, expect, it } from 'vitest'
import { connectionTestReport, databaseErrorLines, delrayDebugReport } from './database-test'

const keys = (lines: { key: string }[]) => lines.map((l) => l.key.replace('admin.dbTest.', ''))

describe('database error lines', () => {
  it.each([
    // message, code, shown code, hints
    ['relation "operators" does not exist', '42P01', '42P01', []],
    ['connection refused', null, 'NO_CODE', []],
    ['connection refused', '', 'NO_CODE', []],
    ['permission denied for table operators', '42501', '42501', ['permissionHint']],
    ['new row violates row-level security policy', '42501', '42501', ['permissionHint']],
    ['Permission check failed', null, 'NO_CODE', ['permissionHint']],
    ['cannot execute INSERT in a read-only transaction', '25006', '25006', ['readOnlyHint']],
    ['JWT expired', 'PGRST301', 'PGRST301', ['readOnlyHint']],
    ['database is in read-only mode', 'XX000', 'XX000', ['readOnlyHint']],
  ])('%s (%s)', (message, code, shown, hints) => {
    const lines = databaseErrorLines({ kind: 'database', message, code })
    expect(lines[0]).toEqual({
      key: 'admin.dbTest.databaseError',
      values: { message, code: shown },
      tone: 'error',
    })
    expect(keys(lines.slice(1))).toEqual(hints)
  })
})

describe('connection test report', () => {
  it('fully functional: the record and its contact e-mail', () => {
    const lines = connectionTestReport({
      kind: 'ok',
      operatorCount: 6,
      record: { name: 'Delray Beach Courier', contactEmail: 'dispatch@example.com' },
    })
    expect(keys(lines)).toEqual(['testing', 'connected', 'fullyFunctional'])
    expect(lines[2]!.values).toEqual({ name: 'Delray Beach Courier', email: 'dispatch@example.com' })
  })
  it('writable but the record is missing', () => {
    expect(keys(connectionTestReport({ kind: 'ok', operatorCount: 0, record: null }))).toEqual([
      'testing',
      'connected',
      'recordMissing',
    ])
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
