import { and, eq, sql } from 'drizzle-orm'
import type { SubscriberStatus } from '#app/domain/newsletter/subscription'
import type { Db } from '../db/client'
import { subscribers, type SubscriberRow } from '../db/schema'

export type { SubscriberRow }
export type NewSubscriber = typeof subscribers.$inferInsert

export async function findSubscriberByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email)).limit(1)
  return row
}

export async function findSubscriberById(db: Db, id: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id)).limit(1)
  return row
}

/** Locks the row of an address for the rest of the transaction (concurrent signups wait). */
export async function lockSubscriberByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email)).limit(1).for('update')
  return row
}

export async function findSubscriberByConfirmHash(db: Db, hash: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.confirmTokenHash, hash))
    .limit(1)
    .for('update')
  return row
}

/** Inserts a new address; undefined when it exists already (a concurrent signup won the race). */
export async function insertSubscriber(db: Db, values: NewSubscriber): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .insert(subscribers)
    .values(values)
    .onConflictDoNothing({ target: subscribers.email })
    .returning()
  return row
}

export async function updateSubscriber(
  db: Db,
  id: string,
  values: Partial<Omit<NewSubscriber, 'id' | 'email' | 'createdAt'>>,
): Promise<SubscriberRow> {
  const [row] = await db
    .update(subscribers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscribers.id, id))
    .returning()
  return row!
}

/** Sets a status only when the row is in `from` (optimistic guard); returns the row if changed. */
export async function transitionSubscriber(
  db: Db,
  id: string,
  from: SubscriberStatus,
  values: Partial<Omit<NewSubscriber, 'id' | 'email' | 'createdAt'>> & { status: SubscriberStatus },
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(subscribers.id, id), eq(subscribers.status, from)))
    .returning()
  return row
}
