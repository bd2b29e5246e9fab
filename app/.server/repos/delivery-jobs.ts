import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { DeliveryActor, DeliveryStatus } from '#app/domain/deliveries/status'
import type { Db } from '../db/client'
import {
  bookingRequests,
  deliveryJobEvents,
  deliveryJobs,
  images,
  imageVariants,
  operators,
} from '../db/schema'

export type DeliveryJobRow = typeof deliveryJobs.$inferSelect
export type DeliveryJobEventRow = typeof deliveryJobEvents.$inferSelect

/** Who made a change: the kind and, for an operator or staff member, their id. */
export type DeliveryActorRef = { kind: DeliveryActor; id: number | null }

async function insertEvent(
  db: Db,
  jobId: number,
  change: { status: DeliveryStatus; reason?: string; actor: DeliveryActorRef; at: Date },
) {
  await db.insert(deliveryJobEvents).values({
    jobId,
    status: change.status,
    reason: change.reason ?? '',
    actorKind: change.actor.kind,
    actorId: change.actor.id,
    at: change.at,
  })
}

/**
 * The job of a booking just accepted, with its first event ('accepted'). Call it in the accept's
 * transaction. Undefined when the booking has a job already (nothing written).
 */
export async function insertDeliveryJob(
  db: Db,
  job: { bookingId: number; operatorId: number; priceCents: number | null; at: Date },
  actor: DeliveryActorRef,
): Promise<DeliveryJobRow | undefined> {
  const [row] = await db
    .insert(deliveryJobs)
    .values({
      bookingId: job.bookingId,
      operatorId: job.operatorId,
      priceCents: job.priceCents,
      status: 'accepted',
      createdAt: job.at,
      updatedAt: job.at,
    })
    .onConflictDoNothing({ target: deliveryJobs.bookingId })
    .returning()
  if (row) await insertEvent(db, row.id, { status: 'accepted', actor, at: job.at })
  return row
}

export async function findJobOfBooking(db: Db, bookingId: number): Promise<DeliveryJobRow | undefined> {
  const [row] = await db.select().from(deliveryJobs).where(eq(deliveryJobs.bookingId, bookingId))
  return row
}

/** The job ids and statuses of some bookings (the portal's bookings list links each to its job). */
export async function jobsOfBookings(
  db: Db,
  bookingIds: number[],
): Promise<Map<number, { id: number; status: DeliveryStatus }>> {
  if (bookingIds.length === 0) return new Map()
  const rows = await db
    .select({ id: deliveryJobs.id, bookingId: deliveryJobs.bookingId, status: deliveryJobs.status })
    .from(deliveryJobs)
    .where(inArray(deliveryJobs.bookingId, bookingIds))
  return new Map(rows.map((r) => [r.bookingId, { id: r.id, status: r.status }]))
}

/** Removes a booking's job and its events (staff gave the booking, not yet picked up, to another operator). */
export async function deleteJobOfBooking(db: Db, bookingId: number): Promise<void> {
  await db.delete(deliveryJobs).where(eq(deliveryJobs.bookingId, bookingId))
}

const jobWithBooking = {
  job: deliveryJobs,
  booking: {
    id: bookingRequests.id,
    name: bookingRequests.name,
    email: bookingRequests.email,
    phone: bookingRequests.phone,
    pickup: bookingRequests.pickup,
    delivery: bookingRequests.delivery,
    requestedTime: bookingRequests.requestedTime,
    notes: bookingRequests.notes,
    quoteMiles: bookingRequests.quoteMiles,
    lang: bookingRequests.lang,
    status: bookingRequests.status,
    operatorName: bookingRequests.operatorName,
  },
}

export type OperatorJobRow = {
  job: DeliveryJobRow
  booking: {
    id: number
    name: string
    email: string
    phone: string
    pickup: string
    delivery: string
    requestedTime: string
    notes: string
    quoteMiles: number | null
    lang: 'en' | 'es'
    status: string
    operatorName: string
  }
}

/** One operator's job with its booking: undefined for another operator's job (or none). */
export async function findOperatorJob(
  db: Db,
  operatorId: number,
  jobId: number,
): Promise<OperatorJobRow | undefined> {
  const [row] = await db
    .select(jobWithBooking)
    .from(deliveryJobs)
    .innerJoin(bookingRequests, eq(bookingRequests.id, deliveryJobs.bookingId))
    .where(and(eq(deliveryJobs.id, jobId), eq(deliveryJobs.operatorId, operatorId)))
  return row
}

export async function listJobEvents(db: Db, jobId: number): Promise<DeliveryJobEventRow[]> {
  return db
    .select()
    .from(deliveryJobEvents)
    .where(eq(deliveryJobEvents.jobId, jobId))
    .orderBy(asc(deliveryJobEvents.at), asc(deliveryJobEvents.id))
}

/**
 * Moves one operator's job from `from` to `to` and stores the event (compare and set: a second tap
 * or another tab finds nothing and writes nothing). Call it in a transaction. Returns the job after
 * the change, or undefined.
 */
export async function moveOperatorJob(
  db: Db,
  move: {
    jobId: number
    operatorId: number
    from: DeliveryStatus
    to: DeliveryStatus
    reason: string
    proof?: { recipientName: string; imageId: string; signatureImageId?: string | null }
    at: Date
  },
): Promise<DeliveryJobRow | undefined> {
  const [row] = await db
    .update(deliveryJobs)
    .set({
      status: move.to,
      updatedAt: move.at,
      ...(move.proof
        ? {
            recipientName: move.proof.recipientName,
            proofImageId: move.proof.imageId,
            signatureImageId: move.proof.signatureImageId ?? null,
          }
        : {}),
    })
    .where(
      and(
        eq(deliveryJobs.id, move.jobId),
        eq(deliveryJobs.operatorId, move.operatorId),
        eq(deliveryJobs.status, move.from),
      ),
    )
    .returning()
  if (row)
    await insertEvent(db, row.id, {
      status: move.to,
      reason: move.reason,
      actor: { kind: 'operator', id: move.operatorId },
      at: move.at,
    })
  return row
}

/** The widths stored for an image (its variants), smallest first. */
export async function imageVariantWidths(db: Db, imageId: string): Promise<number[]> {
  const rows = await db
    .select({ width: imageVariants.width })
    .from(imageVariants)
    .where(eq(imageVariants.imageId, imageId))
    .orderBy(asc(imageVariants.width))
  return rows.map((r) => r.width)
}

/**
 * What a tracking link opens: the booking its token's hash names, its operator's contact, and its
 * job (null before the operator accepts). Undefined for a hash no booking has.
 */
export async function findTrackingByHash(db: Db, hash: string) {
  const [row] = await db
    .select({
      booking: {
        id: bookingRequests.id,
        lang: bookingRequests.lang,
        status: bookingRequests.status,
        operatorName: bookingRequests.operatorName,
        createdAt: bookingRequests.createdAt,
      },
      operator: {
        name: operators.name,
        contactPersonName: operators.contactPersonName,
        contactPhone: operators.contactPhone,
      },
      job: deliveryJobs,
    })
    .from(bookingRequests)
    .leftJoin(operators, eq(operators.id, bookingRequests.operatorId))
    .leftJoin(deliveryJobs, eq(deliveryJobs.bookingId, bookingRequests.id))
    .where(eq(bookingRequests.trackingTokenHash, hash))
  return row
}
export type TrackingRow = NonNullable<Awaited<ReturnType<typeof findTrackingByHash>>>

/**
 * A privacy erasure (ADR 050) of these bookings' customer: their deliveries' proof goes (the
 * recipient's name, the photo and the signature with their variants) and the reasons the operator typed; the statuses
 * and their times stay (they say nothing about anyone).
 */
export async function eraseDeliveryProofs(db: Db, bookingIds: number[]): Promise<void> {
  if (bookingIds.length === 0) return
  const jobs = await db
    .select({
      id: deliveryJobs.id,
      imageId: deliveryJobs.proofImageId,
      signatureId: deliveryJobs.signatureImageId,
    })
    .from(deliveryJobs)
    .where(inArray(deliveryJobs.bookingId, bookingIds))
  if (jobs.length === 0) return
  const jobIds = jobs.map((j) => j.id)
  await db
    .update(deliveryJobs)
    .set({ recipientName: null, proofImageId: null, signatureImageId: null })
    .where(inArray(deliveryJobs.id, jobIds))
  await db.update(deliveryJobEvents).set({ reason: '' }).where(inArray(deliveryJobEvents.jobId, jobIds))
  const imageIds = jobs.flatMap((j) => [j.imageId, j.signatureId].filter((id): id is string => id !== null))
  if (imageIds.length > 0) await db.delete(images).where(inArray(images.id, imageIds))
}

/**
 * Gives the operator's job its pick-up window while it waits for its pick-up (a new window is told
 * afresh when it runs late); null when the job is not theirs or no longer waiting.
 */
export async function setOperatorJobWindow(
  db: Db,
  change: { jobId: number; operatorId: number; from: Date; by: Date; at: Date },
): Promise<DeliveryJobRow | null> {
  const [row] = await db
    .update(deliveryJobs)
    .set({ pickupFrom: change.from, pickupBy: change.by, lateNotifiedAt: null, updatedAt: change.at })
    .where(
      and(
        eq(deliveryJobs.id, change.jobId),
        eq(deliveryJobs.operatorId, change.operatorId),
        eq(deliveryJobs.status, 'accepted'),
      ),
    )
    .returning()
  return row ?? null
}

/**
 * Marks a job told of being late, once: only while it still waits for its pick-up, with the window
 * `by` the check was scheduled for, past `now`, and not told yet. The row, or null (nothing to tell).
 */
export async function markJobLate(
  db: Db,
  jobId: number,
  by: Date,
  now: Date,
): Promise<DeliveryJobRow | null> {
  const [row] = await db
    .update(deliveryJobs)
    .set({ lateNotifiedAt: now })
    .where(
      and(
        eq(deliveryJobs.id, jobId),
        eq(deliveryJobs.status, 'accepted'),
        eq(deliveryJobs.pickupBy, by),
        lt(deliveryJobs.pickupBy, now),
        isNull(deliveryJobs.lateNotifiedAt),
      ),
    )
    .returning()
  return row ?? null
}
