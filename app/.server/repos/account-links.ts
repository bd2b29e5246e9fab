import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { operatorAccountLinks, staffAccountLinks } from '../db/schema'

/**
 * The single-use links of the two sign-in realms (ADR 058): an invitation, a password reset. The
 * same shape (the SHA-256 of the token, the account, the purpose, expiry, used and revoked) in two
 * tables, as the sessions (repos/sessions.ts, ADR 044), so each realm's accounts keep their own
 * foreign key and cascade; one set of functions serves both.
 */
const tables = { staff: staffAccountLinks, operator: operatorAccountLinks }
export type LinkTable = keyof typeof tables
export type LinkPurpose = 'invite' | 'reset'
export type AccountLinkRow = typeof operatorAccountLinks.$inferSelect

/**
 * The realm's table. Both have the same columns, so one of their types serves for the queries;
 * the table object itself, and so the SQL, is the realm's.
 */
const table = (kind: LinkTable) => tables[kind] as typeof operatorAccountLinks

export async function insertAccountLink(
  db: Db,
  kind: LinkTable,
  values: { accountId: number; purpose: LinkPurpose; tokenHash: string; expiresAt: Date },
): Promise<AccountLinkRow> {
  const [row] = await db.insert(table(kind)).values(values).returning()
  return row!
}

/** Revokes every open link of the account for those purposes (a newer one replaces them). */
export async function revokeOpenLinks(
  db: Db,
  kind: LinkTable,
  accountId: number,
  purposes: readonly LinkPurpose[],
  now: Date,
) {
  const t = table(kind)
  await db
    .update(t)
    .set({ revokedAt: now })
    .where(
      and(
        eq(t.accountId, accountId),
        inArray(t.purpose, [...purposes]),
        isNull(t.usedAt),
        isNull(t.revokedAt),
      ),
    )
}

export async function findLinkByTokenHash(db: Db, kind: LinkTable, tokenHash: string) {
  const t = table(kind)
  const [row] = await db.select().from(t).where(eq(t.tokenHash, tokenHash))
  return row as AccountLinkRow | undefined
}

/** Marks the link used, only if nobody used it first; true when this call did. */
export async function markLinkUsed(db: Db, kind: LinkTable, id: number, now: Date): Promise<boolean> {
  const t = table(kind)
  const rows = await db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.id, id), isNull(t.usedAt), isNull(t.revokedAt), gt(t.expiresAt, now)))
    .returning({ id: t.id })
  return rows.length === 1
}

/** The newest link of each of the accounts for a purpose (the state staff see), by account id. */
export async function latestLinksOf(db: Db, kind: LinkTable, accountIds: number[], purpose: LinkPurpose) {
  const latest = new Map<number, AccountLinkRow>()
  if (!accountIds.length) return latest
  const t = table(kind)
  const rows = await db
    .select()
    .from(t)
    .where(and(inArray(t.accountId, accountIds), eq(t.purpose, purpose)))
    .orderBy(desc(t.id))
  for (const row of rows) if (!latest.has(row.accountId)) latest.set(row.accountId, row)
  return latest
}
