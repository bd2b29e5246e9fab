import { isSubmissionStatus, submissionKinds, type SubmissionKind, type SubmissionStatus } from './options'

/**
 * The staff Submissions inbox (issue #8 item 6): which kinds it lists, in the order of its filter
 * links (the spec's: leads, newsletter signups, playbook leads, registrations, service messages,
 * applications), and how its URL filters are read.
 */
export const inboxKinds = submissionKinds
export type InboxKind = SubmissionKind

export function isInboxKind(value: unknown): value is InboxKind {
  return typeof value === 'string' && (inboxKinds as readonly string[]).includes(value)
}

export const INBOX_PAGE_SIZE = 25
export const INBOX_SEARCH_MAX = 100

export type InboxFilter = {
  kind?: InboxKind
  status?: SubmissionStatus
  text?: string
  /** As typed (YYYY-MM-DD), for the form; `from`/`to` are the instants, `to` exclusive. */
  fromDate?: string
  toDate?: string
  from?: Date
  to?: Date
  page: number
}

const DAY_MS = 86_400_000

/** A calendar date YYYY-MM-DD as the UTC midnight that starts it, or undefined. */
export function parseDay(value: string | null | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : date
}

/** Reads the inbox filters from the URL; anything unknown or malformed is left out. */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const kind = params.get('kind')
  const status = params.get('status')
  const text = (params.get('q') ?? '').trim().slice(0, INBOX_SEARCH_MAX)
  const from = parseDay(params.get('from'))
  const toDay = parseDay(params.get('to'))
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    kind: isInboxKind(kind) ? kind : undefined,
    status: isSubmissionStatus(status) ? status : undefined,
    text: text || undefined,
    fromDate: from ? params.get('from')! : undefined,
    toDate: toDay ? params.get('to')! : undefined,
    from,
    to: toDay ? new Date(toDay.getTime() + DAY_MS) : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  }
}
