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
/** A failure that is not PostgreSQL's (a socket error keeps Node's code, such as ECONNREFUSED). */
export type Exception = { kind: 'exception'; message: string; code?: string | null }

/**
 * The hints that explain a failure of this system's database (issue #20 item 13): the server's own
 * PostgreSQL or PGlite, reached through DATABASE_URL, migrated by the server when it starts. Each
 * hint is recognised by SQLSTATE code, by Node's system error code, or by the words of the message.
 */
type Hint = { key: string; codes: string[]; words: RegExp }
const HINTS: Hint[] = [
  {
    // 08xxx connection_exception, 57P01-03 shutdown / cannot connect now; Node's socket errors.
    key: 'connectionHint',
    codes: [
      ...['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03'],
      ...['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH'],
    ],
    words:
      /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET|connection refused|could not connect|connection terminated/i,
  },
  {
    // undefined_table, undefined_column, undefined_object: the schema is older than the code.
    key: 'migrationsHint',
    codes: ['42P01', '42703', '42704'],
    words: /(relation|column) "[^"]+" (of relation "[^"]+" )?does not exist/i,
  },
  {
    key: 'diskFullHint',
    codes: ['53100', 'ENOSPC'],
    words: /no space left|disk full|could not extend file/i,
  },
  {
    key: 'connectionsHint',
    codes: ['53300'],
    words: /too many (clients|connections)|remaining connection slots/i,
  },
  { key: 'permissionHint', codes: ['42501'], words: /permission/i },
  { key: 'readOnlyHint', codes: ['25006'], words: /read-only/i },
]

/** The hints that apply to a failure (none when nothing is recognised). */
export function failureHints(failure: { message: string; code?: string | null }): string[] {
  return HINTS.filter(
    (h) => (failure.code != null && h.codes.includes(failure.code)) || h.words.test(failure.message),
  ).map((h) => h.key)
}

export function databaseErrorLines(failure: DatabaseFailure): ReportLine[] {
  return [
    {
      key: 'admin.dbTest.databaseError',
      values: { message: failure.message, code: failure.code || 'NO_CODE' },
      tone: 'error',
    },
    ...failureHints(failure).map((key) => ({ key: `admin.dbTest.${key}`, tone: 'warning' as const })),
  ]
}

export function exceptionLines(error: Exception): ReportLine[] {
  return [
    { key: 'admin.dbTest.testFailed', values: { error: error.message }, tone: 'error' },
    ...failureHints(error).map((key) => ({ key: `admin.dbTest.${key}`, tone: 'warning' as const })),
  ]
}

export type ConnectionOutcome =
  | DatabaseFailure
  | Exception
  | {
      kind: 'ok'
      /** Operators readable, and a row could be written (in a transaction that was rolled back). */
      operatorCount: number
      record: { name: string; contactEmail: string | null } | null
      /** Migrations this build carries that the database has not applied (the server applies them on start). */
      pendingMigrations: string[]
    }

/** 'Test Database Connection'. */
export function connectionTestReport(outcome: ConnectionOutcome): ReportLine[] {
  const lines: ReportLine[] = [{ key: 'admin.dbTest.testing', tone: 'info' }]
  if (outcome.kind === 'database') return [...lines, ...databaseErrorLines(outcome)]
  if (outcome.kind === 'exception') return [...lines, ...exceptionLines(outcome)]
  lines.push({ key: 'admin.dbTest.connected', tone: 'success' })
  if (outcome.pendingMigrations.length > 0) {
    lines.push({
      key: 'admin.dbTest.migrationsPending',
      values: { count: outcome.pendingMigrations.length, names: outcome.pendingMigrations.join(', ') },
      tone: 'warning',
    })
  }
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

/** One migration of the build (drizzle/meta/_journal.json): its name and the time it was generated. */
export type JournalEntry = { tag: string; when: number }

/**
 * The migrations the database has not applied: Drizzle's migrator records each applied migration
 * with its journal time, and applies every entry newer than the last one recorded. No record at
 * all (a database never migrated) leaves every entry pending.
 */
export function pendingMigrations(journal: JournalEntry[], lastApplied: number | null): string[] {
  return journal.filter((e) => lastApplied == null || e.when > lastApplied).map((e) => e.tag)
}
