import { dbOf, type DataSource } from '../../db/source'
import { csvDocument } from '#app/domain/csv/csv'
import {
  decodeCsvBytes,
  IMPORT_MAX_BYTES,
  IMPORT_SOURCE,
  looksLikeCsvFile,
  SUBSCRIBER_CSV_COLUMNS,
  SUBSCRIBERS_PAGE_SIZE,
  type ImportFileProblem,
  type ImportSkip,
  type SubscriberFilter,
} from '#app/domain/newsletter/subscribers-admin'
import type { SubscriberStatus } from '#app/domain/newsletter/subscription'
import type { Lang } from '#app/domain/routing/locale'
import type { Env } from '../../env'
import {
  countSubscribers,
  findSubscriberByEmail,
  searchSubscribers,
  setSubscriberTags,
  subscriberStatusesByEmail,
  type SubscriberRow,
} from '../../repos/subscribers'
import { requestSubscription } from './newsletter'
import { parseSubscriberImport } from '#app/domain/newsletter/subscriber-import'

/**
 * The Newsletter Manager's Subscribers sub-tab (issue #11 item 4): the list, its CSV export,
 * the CSV import (every imported address gets the double opt-in e-mail and stays pending until it
 * confirms) and tag editing.
 */

/** One row as the page shows it (dates as ISO strings: loader data crosses to the browser). */
export type SubscriberListRow = {
  id: string
  email: string
  name: string
  status: SubscriberStatus
  lang: Lang
  source: string
  tags: string[]
  subscribedAt: string | null
  createdAt: string
}

const fullName = (row: Pick<SubscriberRow, 'firstName' | 'lastName'>) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ')

function toListRow(row: SubscriberRow): SubscriberListRow {
  return {
    id: row.id,
    email: row.email,
    name: fullName(row),
    status: row.status,
    lang: row.lang,
    source: row.source,
    tags: row.tags,
    subscribedAt: row.subscribedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

const search = (filter: SubscriberFilter) => ({ status: filter.status, text: filter.text })

/** One page of the filtered list, newest first, and how many match in all. */
export async function subscriberOverview(source: DataSource, filter: SubscriberFilter) {
  const db = dbOf(source)
  const [rows, total] = await Promise.all([
    searchSubscribers(db, search(filter), {
      limit: SUBSCRIBERS_PAGE_SIZE + 1,
      offset: (filter.page - 1) * SUBSCRIBERS_PAGE_SIZE,
    }),
    countSubscribers(db, search(filter)),
  ])
  return {
    total,
    hasMore: rows.length > SUBSCRIBERS_PAGE_SIZE,
    rows: rows.slice(0, SUBSCRIBERS_PAGE_SIZE).map(toListRow),
  }
}

/** At most this many rows go into one export (narrow the filters for more). */
export const SUBSCRIBER_CSV_LIMIT = 50_000

/** The filtered list (every page) as CSV; tags joined by ';' as the import reads them. */
export async function subscribersCsv(source: DataSource, filter: SubscriberFilter): Promise<string> {
  const db = dbOf(source)
  const rows = await searchSubscribers(db, search(filter), { limit: SUBSCRIBER_CSV_LIMIT, offset: 0 })
  return csvDocument(
    SUBSCRIBER_CSV_COLUMNS,
    rows.map((r) => [
      r.email,
      r.firstName,
      r.lastName,
      r.status,
      r.lang,
      r.source,
      r.subscribedAt?.toISOString() ?? '',
      r.createdAt.toISOString(),
      r.tags.join(';'),
    ]),
  )
}

export type ImportResult =
  { ok: true; imported: number; skipped: ImportSkip[] } | { ok: false; problem: ImportFileProblem }

type ImportOptions = {
  env: Pick<Env, 'SESSION_SECRET' | 'MAILERLITE_API_KEY'>
  origin: string
  now?: Date
  /** Told about a row that could not be saved (it is reported as skipped). */
  onRowError?: (error: unknown, line: number) => void
}

/**
 * Imports a CSV file of subscribers. Each new (or still pending) address becomes pending with a
 * confirmation e-mail, through the same path as a signup. An active address is left as it is, and
 * an address that unsubscribed or bounced is not mailed again by an import (only its owner can
 * sign up again): those rows are reported as skipped, with bad and repeated rows.
 */
export async function importSubscribers(
  source: DataSource,
  file: { name: string; type: string; bytes: Uint8Array } | null,
  options: ImportOptions,
): Promise<ImportResult> {
  const db = dbOf(source)
  if (!file || (file.bytes.byteLength === 0 && !file.name)) return { ok: false, problem: 'noFile' }
  if (file.bytes.byteLength > IMPORT_MAX_BYTES) return { ok: false, problem: 'tooLarge' }
  if (!looksLikeCsvFile(file)) return { ok: false, problem: 'notCsv' }
  const text = decodeCsvBytes(file.bytes)
  if (text === null) return { ok: false, problem: 'notCsv' }
  const parsed = parseSubscriberImport(text)
  if (!parsed.ok) return parsed
  const skipped = [...parsed.skipped]
  const known = await subscriberStatusesByEmail(
    db,
    parsed.rows.map((r) => r.email),
  )
  let imported = 0
  for (const row of parsed.rows) {
    const status = known.get(row.email)
    if (status && status !== 'pending') {
      const reason = status === 'active' ? 'alreadyActive' : status === 'bounced' ? 'bounced' : 'unsubscribed'
      skipped.push({ line: row.line, email: row.email, reason })
      continue
    }
    let outcome: 'confirmation-sent' | 'unchanged'
    try {
      const result = await requestSubscription(
        db,
        {
          email: row.email,
          lang: row.lang,
          source: IMPORT_SOURCE,
          tags: row.tags,
          names: { firstName: row.firstName, lastName: row.lastName },
        },
        options,
      )
      outcome = result.outcome
    } catch (error) {
      // One row's failure (its transaction rolled back) does not lose the rows before or after it.
      options.onRowError?.(error, row.line)
      skipped.push({ line: row.line, email: row.email, reason: 'failed' })
      continue
    }
    if (outcome === 'confirmation-sent') {
      imported++
    } else {
      // Active by now (confirmed meanwhile), or pending and mailed too often lately.
      const now = await findSubscriberByEmail(db, row.email)
      skipped.push({
        line: row.line,
        email: row.email,
        reason: now?.status === 'active' ? 'alreadyActive' : 'recentlyAsked',
      })
    }
  }
  skipped.sort((a, b) => a.line - b.line)
  return { ok: true, imported, skipped }
}

/** Replaces a subscriber's tags (already cleaned by parseTagInput); false when it does not exist. */
export async function editSubscriberTags(source: DataSource, id: string, tags: string[]) {
  const db = dbOf(source)
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null
  return (await setSubscriberTags(db, id, tags)) ?? null
}
