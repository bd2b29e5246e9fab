/**
 * The Database Test tab's messages (network-site.md §8, "Database test messages"), as lines of a
 * results box: a translation key, its values and a tone. The checks run on the server; this module
 * only decides what they mean.
 */
export type ReportLine = {
  key: string
  values?: Record<string, string | number>
  tone: 'info' | 'success' | 'warning' | 'error'
}

/** A failure as PostgreSQL reports it: its message and SQLSTATE code (when it has one). */
export type DatabaseFailure = { kind: 'database'; message: string; code: string | null }
export type Exception = { kind: 'exception'; message: string }

/** SQLSTATE 42501 insufficient_privilege; 25006 read_only_sql_transaction. PGRST301 kept for old logs. */
const PERMISSION_CODES = ['42501']
const READ_ONLY_CODES = ['25006', 'PGRST301']

export function databaseErrorLines(failure: DatabaseFailure): ReportLine[] {
  const lines: ReportLine[] = [
    {
      key: 'admin.dbTest.databaseError',
      values: { message: failure.message, code: failure.code || 'NO_CODE' },
      tone: 'error',
    },
  ]
  const text = failure.message.toLowerCase()
  if ((failure.code && PERMISSION_CODES.includes(failure.code)) || text.includes('permission')) {
    lines.push({ key: 'admin.dbTest.permissionHint', tone: 'warning' })
  }
  if ((failure.code && READ_ONLY_CODES.includes(failure.code)) || text.includes('read-only')) {
    lines.push({ key: 'admin.dbTest.readOnlyHint', tone: 'warning' })
  }
  return lines
}

export function exceptionLines(error: Exception): ReportLine[] {
  return [{ key: 'admin.dbTest.testFailed', values: { error: error.message }, tone: 'error' }]
}

export type ConnectionOutcome =
  | DatabaseFailure
  | Exception
  | {
      kind: 'ok'
      /** Operators readable, and a row could be written (in a transaction that was rolled back). */
      operatorCount: number
      record: { name: string; contactEmail: string | null } | null
    }

/** 'Test Database Connection'. */
export function connectionTestReport(outcome: ConnectionOutcome): ReportLine[] {
  const lines: ReportLine[] = [{ key: 'admin.dbTest.testing', tone: 'info' }]
  if (outcome.kind === 'database') return [...lines, ...databaseErrorLines(outcome)]
  if (outcome.kind === 'exception') return [...lines, ...exceptionLines(outcome)]
  lines.push({ key: 'admin.dbTest.connected', tone: 'success' })
  if (outcome.record) {
    lines.push({
      key: 'admin.dbTest.fullyFunctional',
      values: { name: outcome.record.name, email: outcome.record.contactEmail ?? '—' },
      tone: 'success',
    })
  } else {
    lines.push({ key: 'admin.dbTest.recordMissing', tone: 'warning' })
  }
  return lines
}

export type ImageCheck = {
  accessible: boolean
  status: number | null
  contentType: string | null
  error: string | null
}

export type DelrayOutcome =
  | DatabaseFailure
  | Exception
  | { kind: 'notFound'; error: string | null }
  | {
      kind: 'found'
      operator: {
        name: string
        contactPersonName: string | null
        slug: string
        profileImageUrl: string | null
      }
      image: ImageCheck | null
    }

/** 'Debug Delray Operator'. */
export function delrayDebugReport(outcome: DelrayOutcome): ReportLine[] {
  const lines: ReportLine[] = [{ key: 'admin.dbTest.debugging', tone: 'info' }]
  if (outcome.kind === 'database') return [...lines, ...databaseErrorLines(outcome)]
  if (outcome.kind === 'exception') return [...lines, ...exceptionLines(outcome)]
  if (outcome.kind === 'notFound') {
    return [
      ...lines,
      outcome.error
        ? { key: 'admin.dbTest.noDelray', values: { error: outcome.error }, tone: 'error' }
        : { key: 'admin.dbTest.noDelrayRow', tone: 'error' },
    ]
  }
  const { operator, image } = outcome
  lines.push({
    key: 'admin.dbTest.delrayFound',
    values: { name: operator.name, slug: operator.slug, contact: operator.contactPersonName ?? '—' },
    tone: 'success',
  })
  if (!operator.profileImageUrl) {
    lines.push({ key: 'admin.dbTest.noProfileImage', tone: 'warning' })
    return lines
  }
  lines.push({ key: 'admin.dbTest.profileImage', values: { url: operator.profileImageUrl }, tone: 'info' })
  if (image?.accessible) {
    lines.push({
      key: 'admin.dbTest.imageAccessible',
      values: { status: image.status ?? '—', contentType: image.contentType ?? '—' },
      tone: 'success',
    })
  } else {
    lines.push({
      key: 'admin.dbTest.imageNotAccessible',
      values: { status: image?.status ?? '—', error: image?.error ?? '—' },
      tone: 'error',
    })
  }
  return lines
}
