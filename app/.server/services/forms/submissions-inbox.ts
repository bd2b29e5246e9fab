import { dbOf, type DataSource } from '../../db/source'
import { csvDocument } from '#app/domain/csv/csv'
import { INBOX_PAGE_SIZE, inboxKinds, type InboxFilter, type InboxKind } from '#app/domain/forms/inbox'
import { submitterName } from '#app/domain/forms/schemas'
import type { SubmissionStatus } from '#app/domain/forms/options'
import type { Lang } from '#app/domain/routing/locale'
import { fieldRows, formFieldOrder } from '../../mail/form-fields'
import { emailT } from '../../mail/texts'
import {
  countSubmissionsByKind,
  getSubmission,
  searchSubmissions,
  setSubmissionStatus,
  type SubmissionFilter,
  type SubmissionRow,
} from '../../repos/submissions'

/**
 * The Submissions tab (issue #8 item 6). One row shape for every kind the inbox lists.
 * EXTENSION POINT (newsletter signups): a subscribers source maps its rows to `InboxRow`
 * (kind 'newsletter', payload { firstName, lastName, source, tags }) and is merged here.
 */
export type InboxRow = {
  id: number
  kind: InboxKind
  status: SubmissionStatus
  email: string
  name: string
  lang: Lang
  sourcePath: string
  createdAt: string
}

const repoFilter = (f: InboxFilter): SubmissionFilter => ({
  kind: f.kind,
  status: f.status,
  text: f.text,
  from: f.from,
  to: f.to,
})

function toInboxRow(row: SubmissionRow): InboxRow {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    email: row.email,
    name: submitterName(row.kind, row.payload),
    lang: row.lang,
    sourcePath: row.sourcePath,
    createdAt: row.createdAt.toISOString(),
  }
}

/** One page of the filtered inbox, newest first, and the count per kind under the other filters. */
export async function inboxOverview(source: DataSource, filter: InboxFilter) {
  const db = dbOf(source)
  const { kind: _kind, ...others } = repoFilter(filter)
  const [rows, counts] = await Promise.all([
    searchSubmissions(db, repoFilter(filter), {
      limit: INBOX_PAGE_SIZE + 1,
      offset: (filter.page - 1) * INBOX_PAGE_SIZE,
    }),
    countSubmissionsByKind(db, others),
  ])
  return {
    counts,
    hasMore: rows.length > INBOX_PAGE_SIZE,
    rows: rows.slice(0, INBOX_PAGE_SIZE).map(toInboxRow),
  }
}

/** Every stored field of a submission, labelled in `lang` (the forms' own labels and option names). */
function labelledFields(
  row: SubmissionRow,
  lang: Lang,
  timeZone: string,
): Array<{ key: string; label: string; value: string }> {
  const t = emailT(lang)
  const known = new Set(formFieldOrder[row.kind])
  const fields: Array<{ key: string; label: string; value: string }> = []
  const labelled = fieldRows(row.kind, row.payload, lang, t, timeZone)
  let i = 0
  for (const key of formFieldOrder[row.kind]) {
    const raw = row.payload[key]
    if (raw === undefined || raw === null || raw === '') continue
    const [label, value] = labelled[i++]!
    fields.push({ key, label, value })
  }
  for (const [key, raw] of Object.entries(row.payload)) {
    if (known.has(key) || raw === undefined || raw === null || raw === '') continue
    fields.push({ key, label: key, value: typeof raw === 'string' ? raw : JSON.stringify(raw) })
  }
  return fields
}

/** One submission for the detail view. */
export async function inboxSubmission(source: DataSource, id: number, lang: Lang, timeZone: string) {
  const db = dbOf(source)
  const row = await getSubmission(db, id)
  if (!row) return null
  return {
    ...toInboxRow(row),
    fields: labelledFields(row, lang, timeZone),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    statusChangedBy: row.statusChangedByEmail,
  }
}

export async function changeSubmissionStatus(
  source: DataSource,
  id: number,
  status: SubmissionStatus,
  by: { id: number; email: string },
  now = new Date(),
) {
  const db = dbOf(source)
  return setSubmissionStatus(db, id, status, by, now)
}

/** At most this many rows go into one export (narrow the filters for more). */
export const CSV_EXPORT_LIMIT = 10_000

export const CSV_COMMON_COLUMNS = ['id', 'kind', 'status', 'created_at', 'lang', 'source', 'email', 'name']

/**
 * The filtered list as CSV: the common columns, then every payload field of the kinds present
 * (in the forms' order; a field two forms share is one column).
 */
export async function inboxCsv(source: DataSource, filter: InboxFilter): Promise<string> {
  const db = dbOf(source)
  const rows = await searchSubmissions(db, repoFilter(filter), { limit: CSV_EXPORT_LIMIT, offset: 0 })
  const fields: string[] = []
  for (const kind of inboxKinds) {
    if (!rows.some((r) => r.kind === kind)) continue
    for (const f of formFieldOrder[kind]) if (f !== 'email' && !fields.includes(f)) fields.push(f)
  }
  for (const r of rows) {
    for (const f of Object.keys(r.payload)) if (f !== 'email' && !fields.includes(f)) fields.push(f)
  }
  return csvDocument(
    [...CSV_COMMON_COLUMNS, ...fields],
    rows.map((r) => [
      r.id,
      r.kind,
      r.status,
      r.createdAt.toISOString(),
      r.lang,
      r.sourcePath,
      r.email,
      submitterName(r.kind, r.payload),
      ...fields.map((f) => {
        const v = r.payload[f]
        return v !== null && typeof v === 'object' ? JSON.stringify(v) : v
      }),
    ]),
  )
}

/** The export's file name, e.g. submissions-lead-2026-11-22.csv. */
export function inboxCsvFileName(filter: InboxFilter, now = new Date()) {
  return `submissions-${filter.kind ?? 'all'}-${now.toISOString().slice(0, 10)}.csv`
}
