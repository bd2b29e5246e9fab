import type { Lang } from '../routing/locale'
import { subscriberStatuses, type SubscriberStatus } from './subscription'

/**
 * The Newsletter Manager's Subscribers sub-tab (issue #11 item 4; network-site.md §2.17 item 5):
 * how its URL filters are read, how staff type tags, and how an imported CSV file becomes rows.
 */

export const SUBSCRIBERS_PAGE_SIZE = 25
export const SUBSCRIBER_SEARCH_MAX = 100

export function isSubscriberStatus(value: unknown): value is SubscriberStatus {
  return typeof value === 'string' && (subscriberStatuses as readonly string[]).includes(value)
}

export type SubscriberFilter = {
  status?: SubscriberStatus
  /** Part of the e-mail or the name, case-insensitive. */
  text?: string
  page: number
}

/** Reads the list's filters from the URL (?q=, ?status=, ?page=); anything malformed is left out. */
export function parseSubscriberFilter(params: URLSearchParams): SubscriberFilter {
  const status = params.get('status')
  const text = (params.get('q') ?? '').trim().slice(0, SUBSCRIBER_SEARCH_MAX)
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    status: isSubscriberStatus(status) ? status : undefined,
    text: text || undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  }
}

export const TAG_MAX_LENGTH = 40
export const TAGS_MAX = 20

/** Tags trimmed, without blanks, without repeats (the first spelling of a tag is kept). */
export function cleanTags(tags: readonly string[]): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ')
    if (!tag || seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    out.push(tag)
  }
  return out
}

export type TagInputResult =
  { ok: true; tags: string[] } | { ok: false; problem: 'tagTooLong' | 'tooManyTags'; max: number }

/** The tag editor's text: comma-separated; at most TAGS_MAX tags of TAG_MAX_LENGTH characters. */
export function parseTagInput(text: string): TagInputResult {
  const tags = cleanTags(text.split(','))
  if (tags.some((t) => t.length > TAG_MAX_LENGTH))
    return { ok: false, problem: 'tagTooLong', max: TAG_MAX_LENGTH }
  if (tags.length > TAGS_MAX) return { ok: false, problem: 'tooManyTags', max: TAGS_MAX }
  return { ok: true, tags }
}

// ---------------------------------------------------------------------------------------------
// CSV import

export { IMPORT_MAX_BYTES } from './import-limit'
export const IMPORT_MAX_ROWS = 5000
export const IMPORT_SOURCE = 'CSV Import'
export const IMPORT_NAME_MAX = 100

/** Why a whole file is refused. */
export type ImportFileProblem = 'noFile' | 'tooLarge' | 'notCsv' | 'noEmailColumn' | 'tooManyRows' | 'noRows'

/** Why one row is skipped (the rest of the file is still imported). */
export type ImportSkipReason =
  | 'invalidEmail'
  | 'duplicate'
  | 'invalidLang'
  | 'alreadyActive'
  | 'unsubscribed'
  | 'bounced'
  | 'recentlyAsked'
  /** Could not be saved (a database error); the other rows are kept. */
  | 'failed'

export type ImportRow = {
  /** The file's line the row starts on (the header is line 1). */
  line: number
  email: string
  firstName: string | null
  lastName: string | null
  lang: Lang
  tags: string[]
}

export type ImportSkip = { line: number; email: string; reason: ImportSkipReason }

export type ParsedImport =
  { ok: true; rows: ImportRow[]; skipped: ImportSkip[] } | { ok: false; problem: ImportFileProblem }

/** Whether an uploaded file looks like CSV by its name and type (the content decides the rest). */
export function looksLikeCsvFile(file: { name: string; type: string }) {
  const type = file.type.split(';')[0]!.trim().toLowerCase()
  const csvType = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', ''].includes(type)
  return /\.(csv|txt)$/i.test(file.name) && csvType
}

/** The text of an uploaded file: UTF-8 only (a NUL byte or invalid UTF-8 means it is not CSV text). */
export function decodeCsvBytes(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return null
  }
}

/** Import tags: separated by ';' or '|', each cut to TAG_MAX_LENGTH, at most TAGS_MAX. */
export function parseImportTags(value: string): string[] {
  return cleanTags(value.split(/[;|]/).map((t) => t.trim().slice(0, TAG_MAX_LENGTH))).slice(0, TAGS_MAX)
}

/** The export's columns (issue #11 item 4). */
export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'status',
  'lang',
  'source',
  'subscribed_at',
  'created_at',
  'tags',
] as const

/** The export's file name, e.g. subscribers-active-2026-11-22.csv. */
export function subscriberCsvFileName(filter: Pick<SubscriberFilter, 'status'>, now = new Date()) {
  return `subscribers-${filter.status ?? 'all'}-${now.toISOString().slice(0, 10)}.csv`
}
