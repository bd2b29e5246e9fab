import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { BookingStatus } from '#app/domain/bookings/status'
import type { Db } from '../db/client'
import { bookingRequests } from '../db/schema'

export type BookingRow = typeof bookingRequests.$inferSelect
export type BookingFilter = { status?: BookingStatus; operatorId?: number }

/** Booking requests, newest first; staff pass any filter, the portal always an operatorId. */
export async function listBookings(db: Db, filter: BookingFilter, limit = 200): Promise<BookingRow[]> {
  const where: SQL[] = []
  if (filter.status) where.push(eq(bookingRequests.status, filter.status))
  if (filter.operatorId !== undefined) where.push(eq(bookingRequests.operatorId, filter.operatorId))
  return db
    .select()
    .from(bookingRequests)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
    .limit(limit)
}

export async function findBooking(db: Db, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, id))
  return row
}

/** One operator's booking: undefined for another operator's id. */
export async function findOperatorBooking(
  db: Db,
  operatorId: number,
  id: number,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingRequests)
    .where(and(eq(bookingRequests.id, id), eq(bookingRequests.operatorId, operatorId)))
  return row
}

/**
 * Moves one operator's booking from `from` to another status (compare and set: a second click or
 * another tab finds nothing). Returns the row after the change, or undefined.
 */
export async function transitionOperatorBooking(
  db: Db,
  operatorId: number,
  id: number,
  from: BookingStatus,
  values: Partial<Pick<BookingRow, 'status' | 'statusMessage' | 'answeredAt' | 'completedAt' | 'updatedAt'>>,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookingRequests)
    .set(values)
    .where(
      and(
        eq(bookingRequests.id, id),
        eq(bookingRequests.operatorId, operatorId),
        eq(bookingRequests.status, from),
      ),
    )
    .returning()
  return row
}

/** Gives a pending or accepted booking to another operator; pending again, unanswered. */
export async function reassignBookingRow(
  db: Db,
  id: number,
  to: { id: number; name: string; slug: string },
  now: Date,
): Promise<BookingRow | undefined> {
  const [current] = await db
    .select({ operatorId: bookingRequests.operatorId })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, id))
  if (!current) return undefined
  const [row] = await db
    .update(bookingRequests)
    .set({
      operatorId: to.id,
      operatorName: to.name,
      operatorSlug: to.slug,
      reassignedFromOperatorId: current.operatorId,
      status: 'pending',
      statusMessage: '',
      answeredAt: null,
      completedAt: null,
      escalatedAt: null,
      updatedAt: now,
    })
    .where(and(eq(bookingRequests.id, id), inArray(bookingRequests.status, ['pending', 'accepted'])))
    .returning()
  return row
}

/** Marks a pending booking escalated, once: undefined when already escalated or answered. */
export async function markBookingEscalated(db: Db, id: number, now: Date): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookingRequests)
    .set({ escalatedAt: now })
    .where(
      and(
        eq(bookingRequests.id, id),
        eq(bookingRequests.status, 'pending'),
        isNull(bookingRequests.escalatedAt),
      ),
    )
    .returning()
  return row
}

/** How many bookings each status has (of one operator, if given): the staff filter's counts. */
export async function countBookingsByStatus(
  db: Db,
  operatorId?: number,
): Promise<Partial<Record<BookingStatus, number>>> {
  const rows = await db
    .select({ status: bookingRequests.status, n: count() })
    .from(bookingRequests)
    .where(operatorId !== undefined ? eq(bookingRequests.operatorId, operatorId) : undefined)
    .groupBy(bookingRequests.status)
  return Object.fromEntries(rows.map((r) => [r.status, r.n]))
}
