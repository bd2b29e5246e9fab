import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { staffAccounts, staffSessions } from '../db/schema'

export type StaffAccountRow = typeof staffAccounts.$inferSelect

export async function countStaffAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAccounts)
  return row!.n
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
  return row
}

/** The first account (made at start-up from ADMIN_EMAIL/ADMIN_PASSWORD or a printed password). */
export async function firstStaffAccount(db: Db): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.id)).limit(1)
  return row
}

export async function findStaffById(db: Db, id: number): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id))
  return row
}

export async function listStaffAccounts(db: Db) {
  return db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      disabledAt: staffAccounts.disabledAt,
      createdAt: staffAccounts.createdAt,
      /** False while invited (no password yet); the hash itself stays here. */
      hasPassword: sql<boolean>`${staffAccounts.passwordHash} is not null`,
    })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.email))
}

/** Inserts an account (without a password: invited); undefined when the e-mail is taken. */
export async function insertStaffAccount(
  db: Db,
  values: { email: string; passwordHash: string | null; lang?: 'en' | 'es'; createdBy?: number | null },
): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email: values.email,
      passwordHash: values.passwordHash,
      lang: values.lang ?? 'en',
      createdBy: values.createdBy ?? null,
    })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning()
  return row
}

/**
 * Inserts the first account only if there is none at all, in one statement (several instances may
 * start at once). Returns it when this call created it.
 */
export async function insertFirstStaffAccount(db: Db, values: { email: string; passwordHash: string }) {
  const result: unknown = await db.execute(sql`
    insert into ${staffAccounts} (email, password_hash)
    select ${values.email}, ${values.passwordHash}
    where not exists (select 1 from ${staffAccounts})
    on conflict (email) do nothing
    returning id`)
  // node-postgres answers { rows }, PGlite too; be lenient about the shape.
  const rows = (
    result && typeof result === 'object' && 'rows' in result ? (result as { rows: unknown }).rows : result
  ) as { id: number }[]
  return rows[0]
}

export async function updateStaffPassword(db: Db, id: number, passwordHash: string, now: Date) {
  await db.update(staffAccounts).set({ passwordHash, passwordChangedAt: now }).where(eq(staffAccounts.id, id))
}

export async function setStaffDisabled(db: Db, id: number, disabledAt: Date | null) {
  await db.update(staffAccounts).set({ disabledAt }).where(eq(staffAccounts.id, id))
}

export async function setStaffLockedUntil(db: Db, id: number, lockedUntil: Date | null) {
  await db.update(staffAccounts).set({ lockedUntil }).where(eq(staffAccounts.id, id))
}

export async function countActiveStaff(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAccounts).where(isNull(staffAccounts.disabledAt))
  return row!.n
}

// Sessions (the rest of their functions: repos/sessions.ts)

/** The session and its account, when the session exists, has not expired and the account is enabled. */
export async function findLiveStaffSession(db: Db, idHash: string, now: Date) {
  const [row] = await db
    .select({
      idHash: staffSessions.idHash,
      expiresAt: staffSessions.expiresAt,
      staffId: staffAccounts.id,
      email: staffAccounts.email,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        gt(staffSessions.expiresAt, now),
        isNull(staffAccounts.disabledAt),
      ),
    )
  return row
}

/** The same password hashed with today's parameters: not a password change (passwordChangedAt stays). */
export async function rehashStaffPassword(db: Db, id: number, passwordHash: string) {
  await db.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, id))
}
