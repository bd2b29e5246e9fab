import { and, eq, lt, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { operatorSessions, staffSessions } from '../db/schema'

/**
 * The session tables of the two sign-in realms (ADR 044): the same shape (the SHA-256 of the
 * cookie's id, the account, the expiry) in two tables, so each realm's accounts keep their own
 * foreign key and cascade. One set of functions serves both; the account's column is the only
 * difference.
 */
const tables = {
  staff: { table: staffSessions, account: staffSessions.staffId },
  operator: { table: operatorSessions, account: operatorSessions.accountId },
}
export type SessionTable = keyof typeof tables

export async function insertSession(
  db: Db,
  kind: SessionTable,
  values: { idHash: string; accountId: number; expiresAt: Date },
) {
  if (kind === 'staff')
    await db
      .insert(staffSessions)
      .values({ idHash: values.idHash, staffId: values.accountId, expiresAt: values.expiresAt })
  else await db.insert(operatorSessions).values(values)
}

export async function deleteSession(db: Db, kind: SessionTable, idHash: string) {
  const { table } = tables[kind]
  await db.delete(table).where(eq(table.idHash, idHash))
}

/** Signs the account out everywhere (disabled, password set by a link). */
export async function deleteSessionsOf(db: Db, kind: SessionTable, accountId: number) {
  const { table, account } = tables[kind]
  await db.delete(table).where(eq(account, accountId))
}

/** Signs out everywhere else (after a password change), keeping the current session. */
export async function deleteOtherSessionsOf(
  db: Db,
  kind: SessionTable,
  accountId: number,
  keepIdHash: string,
) {
  const { table, account } = tables[kind]
  await db.delete(table).where(and(eq(account, accountId), ne(table.idHash, keepIdHash)))
}

export async function deleteExpiredSessions(db: Db, kind: SessionTable, now: Date) {
  const { table } = tables[kind]
  await db.delete(table).where(lt(table.expiresAt, now))
}
