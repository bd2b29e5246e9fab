import { eq, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { submissionKeys } from '../db/schema'
import type { SubmissionClaim } from '../security/submission-key'

const t = submissionKeys

/**
 * A submission key's row as a statement that writes its submission writes it too
 * (insertSubmissionWithOutbox): the answer there gets the submission's `id`.
 */
export type SubmissionKeyRow = { key: string; form: string; answer: Record<string, unknown>; createdAt: Date }

/**
 * Claims a submission's key (INSERT … ON CONFLICT DO NOTHING): true when this transaction is the
 * first with it. A concurrent transaction holding the same key makes this wait until it ends:
 * committed, the claim is refused (false); rolled back, this one has it. Call inside a transaction.
 */
export async function claimSubmissionKey(db: Db, claim: SubmissionClaim, now: Date): Promise<boolean> {
  const rows = await db
    .insert(t)
    .values({ key: claim.key, form: claim.form, createdAt: now })
    .onConflictDoNothing({ target: t.key })
    .returning({ key: t.key })
  return rows.length > 0
}

/** Keeps what the first submission was answered with, beside its claim (same transaction). */
export async function setSubmissionAnswer(db: Db, key: string, answer: Record<string, unknown>) {
  await db.update(t).set({ answer }).where(eq(t.key, key))
}

/** The stored answer of a claimed key, or null when no submission was stored under it. */
export async function findSubmissionAnswer(db: Db, key: string): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ answer: t.answer }).from(t).where(eq(t.key, key))
  return row?.answer ?? null
}

/** Forgets the keys claimed before `before`; returns how many. */
export async function deleteSubmissionKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(t).where(lt(t.createdAt, before)).returning({ key: t.key })
  return rows.length
}
