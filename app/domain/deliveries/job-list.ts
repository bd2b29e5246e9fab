import { isDeliveryStatus, type DeliveryStatus } from './status'
import { zonedLocalToUtc } from '../time/zone'

/**
 * Staff's list of every delivery job (issue #44, ADR 065): the filters of its GET form
 * (`?operator=&status=&from=&to=`) and the row opened in its panel (`?id=`). The dates are days in
 * the site's zone and filter on the day the job began (the operator's accept), both ends included.
 */
export type JobListFilter = {
  operatorId?: number
  status?: DeliveryStatus
  /** YYYY-MM-DD, the first day included. */
  from?: string
  /** YYYY-MM-DD, the last day included. */
  to?: string
}

/** How many rows the list shows at most (the newest first); the filters narrow it. */
export const JOB_LIST_LIMIT = 200

const DAY = /^\d{4}-\d{2}-\d{2}$/

function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && zonedLocalToUtc(`${value}T00:00`, 'UTC') !== undefined
}

const positiveId = (value: string | null) => {
  const id = Number(value)
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The filters from the query string; anything unknown or malformed is left out. Dates swap if reversed. */
export function parseJobListFilter(params: URLSearchParams): JobListFilter {
  const status = params.get('status')
  const operatorId = positiveId(params.get('operator'))
  let from = isDay(params.get('from')) ? params.get('from')! : undefined
  let to = isDay(params.get('to')) ? params.get('to')! : undefined
  if (from && to && from > to) [from, to] = [to, from]
  return {
    ...(operatorId ? { operatorId } : {}),
    ...(isDeliveryStatus(status) ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  }
}

/** The job whose panel is open (`?id=`), or null. */
export function openedJobId(params: URLSearchParams): number | null {
  return positiveId(params.get('id')) ?? null
}

/**
 * The instants the filter's days cover in the site's zone: from midnight of `from` (included) to
 * midnight after `to` (excluded).
 */
export function jobListBounds(filter: JobListFilter, zone: string): { since?: Date; before?: Date } {
  const since = filter.from ? zonedLocalToUtc(`${filter.from}T00:00`, zone) : undefined
  const dayAfter = filter.to ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000) : undefined
  const before = dayAfter ? zonedLocalToUtc(`${dayAfter.toISOString().slice(0, 10)}T00:00`, zone) : undefined
  return { ...(since ? { since } : {}), ...(before ? { before } : {}) }
}
