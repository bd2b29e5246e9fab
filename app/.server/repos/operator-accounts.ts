import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { operatorAccounts, operators, operatorSessions } from '../db/schema'

export type OperatorAccountRow = typeof operatorAccounts.$inferSelect

export async function findOperatorAccountByEmail(db: Db, email: string) {
  const [row] = await db.select().from(operatorAccounts).where(eq(operatorAccounts.email, email))
  return row
}

export async function findOperatorAccountById(db: Db, id: number) {
  const [row] = await db.select().from(operatorAccounts).where(eq(operatorAccounts.id, id))
  return row
}

export async function findOperatorAccountByOperator(db: Db, operatorId: number) {
  const [row] = await db.select().from(operatorAccounts).where(eq(operatorAccounts.operatorId, operatorId))
  return row
}

export async function listOperatorAccounts(db: Db) {
  return db.select().from(operatorAccounts)
}

/** Creates the operator's account, or changes its e-mail; undefined when the e-mail is another's. */
export async function upsertOperatorAccount(db: Db, operatorId: number, email: string) {
  const other = await findOperatorAccountByEmail(db, email)
  if (other && other.operatorId !== operatorId) return undefined
  const [row] = await db
    .insert(operatorAccounts)
    .values({ operatorId, email })
    .onConflictDoUpdate({ target: operatorAccounts.operatorId, set: { email } })
    .returning()
  return row
}

export async function setOperatorPassword(db: Db, id: number, passwordHash: string, now: Date) {
  await db
    .update(operatorAccounts)
    .set({ passwordHash, passwordChangedAt: now })
    .where(eq(operatorAccounts.id, id))
}

export async function setOperatorAccountDisabled(db: Db, id: number, disabledAt: Date | null) {
  await db.update(operatorAccounts).set({ disabledAt }).where(eq(operatorAccounts.id, id))
}

// Links: repos/account-links.ts (the same functions serve staff accounts).

// Sessions (the rest of their functions: repos/sessions.ts)

/** The live session with its account and operator (not expired, account enabled). */
export async function findLiveOperatorSession(db: Db, idHash: string, now: Date) {
  const [row] = await db
    .select({
      idHash: operatorSessions.idHash,
      accountId: operatorAccounts.id,
      email: operatorAccounts.email,
      operatorId: operators.id,
      slug: operators.customSlug,
      name: operators.name,
    })
    .from(operatorSessions)
    .innerJoin(operatorAccounts, eq(operatorAccounts.id, operatorSessions.accountId))
    .innerJoin(operators, eq(operators.id, operatorAccounts.operatorId))
    .where(
      and(
        eq(operatorSessions.idHash, idHash),
        gt(operatorSessions.expiresAt, now),
        isNull(operatorAccounts.disabledAt),
      ),
    )
  return row
}
