import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { DeliveryStatus } from '#app/domain/deliveries/status'
import type { Db } from '../db/client'
import { bookingRequests, deliveryJobEvents, deliveryJobs, operators, staffAccounts } from '../db/schema'

/**
 * Staff's reading of the delivery jobs (issue #44, ADR 065): every job with its filters, one job
 * with its events and who made them, and the jobs an operator delivered in a period (the monthly
 * statement).
 */

export type StaffJobQuery = {
  operatorId?: number
  status?: DeliveryStatus
  /** The job began (the accept) at or after this instant. */
  since?: Date
  /** … and before this one. */
  before?: Date
  limit: number
}

const listColumns = {
  id: deliveryJobs.id,
  bookingId: deliveryJobs.bookingId,
  operatorId: deliveryJobs.operatorId,
  operatorName: bookingRequests.operatorName,
  status: deliveryJobs.status,
  priceCents: deliveryJobs.priceCents,
  customer: bookingRequests.name,
  requestedTime: bookingRequests.requestedTime,
  pickupBy: deliveryJobs.pickupBy,
  createdAt: deliveryJobs.createdAt,
  updatedAt: deliveryJobs.updatedAt,
}
export type StaffJobListRow = {
  id: number
  bookingId: number
  operatorId: number | null
  operatorName: string
  status: DeliveryStatus
  priceCents: number | null
  customer: string
  requestedTime: string
  /** The end of the pick-up window the operator gave, or null. */
  pickupBy: Date | null
  createdAt: Date
  updatedAt: Date
}

function where(query: Omit<StaffJobQuery, 'limit'>): SQL | undefined {
  const conditions = [
    query.operatorId !== undefined ? eq(deliveryJobs.operatorId, query.operatorId) : undefined,
    query.status ? eq(deliveryJobs.status, query.status) : undefined,
    query.since ? gte(deliveryJobs.createdAt, query.since) : undefined,
    query.before ? lt(deliveryJobs.createdAt, query.before) : undefined,
  ].filter((c): c is SQL => c !== undefined)
  return conditions.length ? and(...conditions) : undefined
}

/** Every job the filters let through, the last changed first, at most `limit` (and whether more). */
export async function listStaffJobs(
  db: Db,
  query: StaffJobQuery,
): Promise<{ rows: StaffJobListRow[]; more: boolean }> {
  const rows = await db
    .select(listColumns)
    .from(deliveryJobs)
    .innerJoin(bookingRequests, eq(bookingRequests.id, deliveryJobs.bookingId))
    .where(where(query))
    .orderBy(desc(deliveryJobs.updatedAt), desc(deliveryJobs.id))
    .limit(query.limit + 1)
  return { rows: rows.slice(0, query.limit), more: rows.length > query.limit }
}

/** One job with its booking, for staff (any operator's). */
export async function findStaffJob(db: Db, jobId: number) {
  const [row] = await db
    .select({
      ...listColumns,
      recipientName: deliveryJobs.recipientName,
      proofImageId: deliveryJobs.proofImageId,
      signatureImageId: deliveryJobs.signatureImageId,
      email: bookingRequests.email,
      phone: bookingRequests.phone,
      pickup: bookingRequests.pickup,
      delivery: bookingRequests.delivery,
      lang: bookingRequests.lang,
    })
    .from(deliveryJobs)
    .innerJoin(bookingRequests, eq(bookingRequests.id, deliveryJobs.bookingId))
    .where(eq(deliveryJobs.id, jobId))
  return row
}

/** A job's events in order, with the name of who made each: the operator's, or the staff e-mail. */
export async function listJobEventsWithActors(db: Db, jobId: number) {
  return db
    .select({
      id: deliveryJobEvents.id,
      status: deliveryJobEvents.status,
      reason: deliveryJobEvents.reason,
      actorKind: deliveryJobEvents.actorKind,
      at: deliveryJobEvents.at,
      operatorName: operators.name,
      staffEmail: staffAccounts.email,
    })
    .from(deliveryJobEvents)
    .leftJoin(
      operators,
      and(eq(deliveryJobEvents.actorKind, 'operator'), eq(operators.id, deliveryJobEvents.actorId)),
    )
    .leftJoin(
      staffAccounts,
      and(eq(deliveryJobEvents.actorKind, 'staff'), eq(staffAccounts.id, deliveryJobEvents.actorId)),
    )
    .where(eq(deliveryJobEvents.jobId, jobId))
    .orderBy(deliveryJobEvents.at, deliveryJobEvents.id)
}

/**
 * The jobs one operator delivered in [from, to): the instant is the 'delivered' event's (a job is
 * delivered once: the status is final), with its price and customer.
 */
export async function listDeliveredJobs(db: Db, operatorId: number, period: { from: Date; to: Date }) {
  return db
    .select({
      jobId: deliveryJobs.id,
      bookingId: deliveryJobs.bookingId,
      deliveredAt: deliveryJobEvents.at,
      customer: bookingRequests.name,
      priceCents: deliveryJobs.priceCents,
    })
    .from(deliveryJobs)
    .innerJoin(
      deliveryJobEvents,
      and(eq(deliveryJobEvents.jobId, deliveryJobs.id), eq(deliveryJobEvents.status, 'delivered')),
    )
    .innerJoin(bookingRequests, eq(bookingRequests.id, deliveryJobs.bookingId))
    .where(
      and(
        eq(deliveryJobs.operatorId, operatorId),
        eq(deliveryJobs.status, 'delivered'),
        gte(deliveryJobEvents.at, period.from),
        lt(deliveryJobEvents.at, period.to),
      ),
    )
    .orderBy(deliveryJobEvents.at, deliveryJobs.id)
}
