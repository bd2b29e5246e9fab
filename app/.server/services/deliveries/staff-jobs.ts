import { pickupTimeLabel } from '#app/domain/bookings/pickup-time'
import { isLateForPickup } from '#app/domain/deliveries/pickup-window'
import { JOB_LIST_LIMIT, jobListBounds, type JobListFilter } from '#app/domain/deliveries/job-list'
import type { DeliveryActor, DeliveryStatus } from '#app/domain/deliveries/status'
import type { Lang } from '#app/domain/routing/locale'
import { dbOf, type DataSource } from '../../db/source'
import {
  findStaffJob,
  listJobEventsWithActors,
  listStaffJobs,
  type StaffJobListRow,
} from '../../repos/delivery-job-lists'
import { listOperatorChoices } from '../../repos/operators'
import { proofPhotoPath } from './delivery-jobs'

/**
 * Staff's Deliveries tab (issue #44, ADR 065): every delivery job, filtered by operator, status and
 * the days it began (in the site's zone), and one job's whole history with its proof. Reading only:
 * staff change nothing here.
 */

/** A row as the list shows it (times as ISO strings; the wished pickup time as a label). */
export type StaffJobItem = {
  id: number
  bookingId: number
  operatorName: string
  status: DeliveryStatus
  priceCents: number | null
  customer: string
  pickupTime: string
  /** Still not picked up at the end of the window the operator gave (issue #44). */
  late: boolean
  createdAt: string
  updatedAt: string
}

/** One change in a job's history: who made it, by kind and name. */
export type StaffJobEvent = {
  id: number
  status: DeliveryStatus
  reason: string
  at: string
  actor: { kind: DeliveryActor; name: string | null }
}

export type StaffJobDetail = StaffJobItem & {
  email: string
  phone: string
  pickup: string
  delivery: string
  lang: Lang
  events: StaffJobEvent[]
  proof: { recipientName: string; photoUrl: string | null; signatureUrl: string | null } | null
}

type Clock = { zone: string; lang: Lang }

const item = (row: StaffJobListRow, { zone, lang }: Clock): StaffJobItem => ({
  id: row.id,
  bookingId: row.bookingId,
  operatorName: row.operatorName,
  status: row.status,
  priceCents: row.priceCents,
  customer: row.customer,
  pickupTime: row.requestedTime ? pickupTimeLabel(row.requestedTime, zone, lang) : '',
  late: isLateForPickup(row, new Date()),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** The list under the filters (newest change first, at most JOB_LIST_LIMIT) and the operators to choose from. */
export async function staffJobList(source: DataSource, filter: JobListFilter, clock: Clock) {
  const db = dbOf(source)
  const [list, operators] = await Promise.all([
    listStaffJobs(db, {
      ...(filter.operatorId !== undefined ? { operatorId: filter.operatorId } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...jobListBounds(filter, clock.zone),
      limit: JOB_LIST_LIMIT,
    }),
    listOperatorChoices(db),
  ])
  return { rows: list.rows.map((row) => item(row, clock)), more: list.more, operators }
}

/** One job with its whole history and proof (any operator's), or null. */
export async function staffJobDetail(
  source: DataSource,
  jobId: number,
  clock: Clock,
): Promise<StaffJobDetail | null> {
  const db = dbOf(source)
  const row = await findStaffJob(db, jobId)
  if (!row) return null
  const [events, photoUrl, signatureUrl] = await Promise.all([
    listJobEventsWithActors(db, jobId),
    proofPhotoPath(db, row.proofImageId),
    proofPhotoPath(db, row.signatureImageId),
  ])
  return {
    ...item(row, clock),
    email: row.email,
    phone: row.phone,
    pickup: row.pickup,
    delivery: row.delivery,
    lang: row.lang,
    events: events.map((e) => ({
      id: e.id,
      status: e.status,
      reason: e.reason,
      at: e.at.toISOString(),
      actor: {
        kind: e.actorKind,
        name: e.actorKind === 'operator' ? e.operatorName : e.actorKind === 'staff' ? e.staffEmail : null,
      },
    })),
    proof: row.recipientName !== null ? { recipientName: row.recipientName, photoUrl, signatureUrl } : null,
  }
}
