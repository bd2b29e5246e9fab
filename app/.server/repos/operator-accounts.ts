import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { operatorAccountLinks, operatorAccounts, operators, operatorSessions } from '../db/schema'

export type OperatorAccountRow = typeof operatorAccounts.$inferSelect
export type OperatorAccountLinkRow = typeof operatorAccountLinks.$inferSelect

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

// Links

export async function insertAccountLink(
  db: Db,
  values: { accountId: number; purpose: 'invite' | 'reset'; tokenHash: string; expiresAt: Date },
) {
  const [row] = await db.insert(operatorAccountLinks).values(values).returning()
  return row!
}

/** Revokes every open link of the account for that purpose (a newer one replaces them). */
export async function revokeOpenLinks(db: Db, accountId: number, purpose: 'invite' | 'reset', now: Date) {
  await db
    .update(operatorAccountLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorAccountLinks.accountId, accountId),
        eq(operatorAccountLinks.purpose, purpose),
        isNull(operatorAccountLinks.usedAt),
        isNull(operatorAccountLinks.revokedAt),
      ),
    )
}

export async function findLinkByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(operatorAccountLinks)
    .where(eq(operatorAccountLinks.tokenHash, tokenHash))
  return row
}

/** Marks the link used, only if nobody used it first; true when this call did. */
export async function markLinkUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorAccountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorAccountLinks.id, id),
        isNull(operatorAccountLinks.usedAt),
        isNull(operatorAccountLinks.revokedAt),
        gt(operatorAccountLinks.expiresAt, now),
      ),
    )
    .returning({ id: operatorAccountLinks.id })
  return rows.length === 1
}

export async function latestLinkOf(db: Db, accountId: number, purpose: 'invite' | 'reset') {
  const [row] = await db
    .select()
    .from(operatorAccountLinks)
    .where(and(eq(operatorAccountLinks.accountId, accountId), eq(operatorAccountLinks.purpose, purpose)))
    .orderBy(desc(operatorAccountLinks.id))
    .limit(1)
  return row
}

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
