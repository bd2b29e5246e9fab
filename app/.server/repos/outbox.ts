import { and, desc, eq, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { outbox, type OutboxRow, type OutboxStatus } from '../db/schema'

export type NewOutboxRow = typeof outbox.$inferInsert

/** Inserts rows (inside the caller's transaction) and returns their ids; a duplicate dedupe key is skipped. */
export async function insertOutboxRows(db: Db, rows: NewOutboxRow[]): Promise<number[]> {
  if (rows.length === 0) return []
  const inserted = await db
    .insert(outbox)
    .values(rows)
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id })
  return inserted.map((r) => r.id)
}

/**
 * Claims up to `limit` due rows of `channels` for `leaseMs`: pending rows whose time has come, and rows
 * whose previous claim expired (a worker that died mid-send; those are flagged `uncertain`). FOR
 * UPDATE SKIP LOCKED lets several instances claim side by side without taking the same row.
 * `exclude`: the rows the caller still has in flight (its own lease may have run out while it
 * sends one: it must not take that row again and send it twice).
 */
export async function claimDueRows(
  db: Db,
  options: {
    channels: string[]
    limit: number
    leaseMs: number
    now: Date
    exclude?: number[]
    /**
     * Pending rows due by this instant are claimed (default `now`); a lease is always checked against
     * `now`. Later than `now` only for the end-to-end server's test-only trigger (OutboxWorker.runDueAt).
     */
    dueBy?: Date
  },
): Promise<OutboxRow[]> {
  if (options.channels.length === 0) return []
  const lockedUntil = new Date(options.now.getTime() + options.leaseMs)
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.channel, options.channels),
        options.exclude?.length ? notInArray(outbox.id, options.exclude) : undefined,
        or(
          and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, options.dueBy ?? options.now)),
          and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, options.now)),
        ),
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(options.limit)
    .for('update', { skipLocked: true })
  return db
    .update(outbox)
    .set({
      status: 'sending',
      lockedUntil,
      attempts: sql`${outbox.attempts} + 1`,
      // Still 'sending' here means an earlier claim's lease ran out mid-send: its fate is unknown.
      uncertain: sql`${outbox.uncertain} or ${outbox.status} = 'sending'`,
    })
    .where(inArray(outbox.id, due))
    .returning()
}

export async function markSent(db: Db, id: number, messageId: string | null, now: Date) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null, messageId })
    .where(eq(outbox.id, id))
}

/** A message that must not go out any more (its subscriber left before its turn). */
export async function markSkipped(db: Db, id: number, reason: string) {
  await db
    .update(outbox)
    .set({ status: 'skipped', lockedUntil: null, lastError: reason.slice(0, 1000) })
    .where(eq(outbox.id, id))
}

/** After a failed attempt: due again at `nextAttemptAt`, or failed for good when `final`. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  options: { error: string; nextAttemptAt: Date; final: boolean; messageId?: string | null },
) {
  await db
    .update(outbox)
    .set({
      status: options.final ? 'failed' : 'pending',
      nextAttemptAt: options.nextAttemptAt,
      lockedUntil: null,
      lastError: options.error.slice(0, 1000),
      ...(options.messageId ? { messageId: options.messageId } : {}),
    })
    .where(eq(outbox.id, id))
}

/** Without a transport: due e-mails are held (not sent) and keep their attempts. */
export async function holdDue(db: Db, channel: string, now: Date): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'held', lastError: 'SMTP_URL is not configured: not sent' })
    .where(and(eq(outbox.channel, channel), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .returning({ id: outbox.id })
  return rows.length
}

/** A transport is configured again: held rows become due. */
export async function releaseHeld(db: Db, channel: string, now: Date): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: now, lastError: null })
    .where(and(eq(outbox.channel, channel), eq(outbox.status, 'held')))
    .returning({ id: outbox.id })
  return rows.length
}

/** Staff resend: a failed or held row is due again now with a fresh set of attempts. */
export async function requeueRow(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'held', 'sent'])))
    .returning({ id: outbox.id })
  return rows.length > 0
}

export async function listOutbox(
  db: Db,
  options: { status?: OutboxStatus; channel?: string; limit?: number; offset?: number } = {},
) {
  const where = and(
    options.status ? eq(outbox.status, options.status) : undefined,
    options.channel ? eq(outbox.channel, options.channel) : undefined,
  )
  return db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0)
}

export async function getOutboxRow(db: Db, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id))
  return row
}

export async function countOutboxByStatus(db: Db) {
  const rows = await db
    .select({ status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .groupBy(outbox.status)
  return Object.fromEntries(rows.map((r) => [r.status, r.count])) as Partial<Record<OutboxStatus, number>>
}

/**
 * The outbox's backlog, for the metrics (ADR 040): the messages still to go out, held or given up,
 * by status; how many of the pending ones failed an attempt and wait for the next; and since when
 * the longest-waiting message has waited to go out: a pending one due now, or tried and failed
 * before (from when it was due if never tried, else from when it was queued). Sent and skipped rows
 * are history: not counted (the count stays on the status index however long the outbox grows).
 */
export async function outboxBacklog(db: Db, now: Date) {
  const waiting = sql`${outbox.status} = 'pending'
    and (${outbox.attempts} > 0 or ${outbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz)`
  const waitingFrom = sql`case when ${outbox.attempts} = 0 then ${outbox.nextAttemptAt} else ${outbox.createdAt} end`
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')::int`,
      sending: sql<number>`count(*) filter (where ${outbox.status} = 'sending')::int`,
      held: sql<number>`count(*) filter (where ${outbox.status} = 'held')::int`,
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
      retrying: sql<number>`count(*) filter (where ${outbox.status} = 'pending' and ${outbox.attempts} > 0)::int`,
      waitingSince: sql<Date | null>`min(${waitingFrom}) filter (where ${waiting})`.mapWith(outbox.createdAt),
    })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'sending', 'held', 'failed']))
  return row!
}
