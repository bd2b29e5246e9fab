import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
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

/** The status of each of these subscribers (one query; a deleted one is absent from the map). */
export async function subscriberStatuses(db: Db, ids: string[]): Promise<Map<string, SubscriberStatus>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: subscribers.id, status: subscribers.status })
    .from(subscribers)
    .where(inArray(subscribers.id, ids))
  return new Map(rows.map((r) => [r.id, r.status]))
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

/**
 * A new address's pending row as one insert, for a CTE (writeSubmission's `first`, ADR 067): it
 * writes nothing when the address is known, or when `gate` does not hold. Selects `id`.
 */
export function newSubscriberSql(
  row: Pick<NewSubscriber, 'email' | 'firstName' | 'lastName' | 'lang' | 'source' | 'tags'> & {
    confirmTokenHash: string
    confirmExpiresAt: Date
  },
  gate?: SQL,
): SQL {
  return sql`insert into subscribers (email, first_name, last_name, status, lang, source, tags,
      confirm_token_hash, confirm_expires_at)
    select ${row.email}, ${row.firstName ?? null}, ${row.lastName ?? null}, 'pending', ${row.lang}, ${row.source},
      array(select jsonb_array_elements_text(${JSON.stringify(row.tags ?? [])}::jsonb)), ${row.confirmTokenHash},
      ${row.confirmExpiresAt.toISOString()}::timestamptz
    ${gate ? sql`where ${gate}` : sql``}
    on conflict (email) do nothing
    returning id`
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

/** What the staff Subscribers list filters by (both optional). */
export type SubscriberSearch = {
  status?: SubscriberStatus
  /** Part of the e-mail or of the first and last name, case-insensitive. */
  text?: string
}

/** `%text%` for ILIKE, with the pattern's own wildcards (% _ \\) taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function searchWhere(search: SubscriberSearch): SQL | undefined {
  const where: SQL[] = []
  if (search.status) where.push(eq(subscribers.status, search.status))
  if (search.text) {
    const pattern = likePattern(search.text)
    const name = sql`concat_ws(' ', ${subscribers.firstName}, ${subscribers.lastName})`
    where.push(or(ilike(subscribers.email, pattern), sql`${name} ilike ${pattern}`)!)
  }
  return where.length ? and(...where) : undefined
}

/** A page of the staff list, newest first. */
export async function searchSubscribers(
  db: Db,
  search: SubscriberSearch,
  page: { limit: number; offset: number },
): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(subscribers)
    .where(searchWhere(search))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(page.limit)
    .offset(page.offset)
}

/** How many subscribers match the search. */
export async function countSubscribers(db: Db, search: SubscriberSearch): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(searchWhere(search))
  return row?.count ?? 0
}

/** Replaces a subscriber's tags; undefined when there is no such subscriber. */
export async function setSubscriberTags(
  db: Db,
  id: string,
  tags: string[],
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({ tags, updatedAt: sql`now()` })
    .where(eq(subscribers.id, id))
    .returning()
  return row
}

/** The status of each known address among `emails` (normalised), looked up 1,000 at a time. */
export async function subscriberStatusesByEmail(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, SubscriberStatus>> {
  const found = new Map<string, SubscriberStatus>()
  for (let i = 0; i < emails.length; i += 1000) {
    const chunk = emails.slice(i, i + 1000)
    const rows = await db
      .select({ email: subscribers.email, status: subscribers.status })
      .from(subscribers)
      .where(inArray(subscribers.email, chunk))
    for (const row of rows) found.set(row.email, row.status)
  }
  return found
}
