import { SUBMISSION_KEY_KEEP_MS } from '#app/domain/forms/submission-key'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import { isUniqueViolation } from '../../db/unique-violation'
import {
  claimSubmissionKey,
  deleteSubmissionKeysBefore,
  findSubmissionAnswer,
  setSubmissionAnswer,
  type SubmissionKeyRow,
} from '../../repos/submission-keys'
import type { SubmissionClaim } from '../../security/submission-key'

/** What a submission was answered with (JSON): enough to answer a repeat the same way. */
export type SubmissionAnswer = Record<string, unknown>

export type StoredOnce<A extends SubmissionAnswer> = {
  answer: A
  /** True when an earlier request with the same claim had stored it: nothing was stored now. */
  repeated: boolean
}

/** One store in a hundred also forgets the keys older than SUBMISSION_KEY_KEEP_MS. */
const PRUNE_CHANCE = 0.01

/**
 * Stores a public submission at most once per claim (ADR 056, issue #46 item 6): the claim is
 * taken first, in the same transaction as everything `store` writes (the submission's rows, its
 * outbox e-mails and jobs), and the answer is kept beside it. A repeat finds the claim taken and
 * stores nothing; on PostgreSQL a repeat arriving while the first is still being written, on any
 * instance, waits for the first one's transaction at the claim and then answers as it did. Without
 * a claim (no key posted) `store` runs as it always did. Effects after the commit (nudging the
 * outbox) are the caller's, and only when `repeated` is false.
 */
export async function storeOnce<A extends SubmissionAnswer>(
  source: DataSource,
  claim: SubmissionClaim | null | undefined,
  store: (db: Db) => Promise<A>,
  now = new Date(),
): Promise<StoredOnce<A>> {
  const db = dbOf(source)
  if (!claim) return { answer: await store(db), repeated: false }
  const stored = await db.transaction(async (tx) => {
    const t = tx as unknown as Db
    if (!(await claimSubmissionKey(t, claim, now))) return null
    const answer = await store(t)
    await setSubmissionAnswer(t, claim.key, answer)
    return answer
  })
  await sometimesForgetOldKeys(db, now)
  if (stored) return { answer: stored, repeated: false }
  return repeatOf<A>(db, claim)
}

/**
 * storeOnce for a submission written in ONE statement (a lead's row and its e-mails, ADR 033):
 * `write` puts the key's row in that statement (insertSubmissionWithOutbox), so no transaction is
 * opened. A key already stored fails the statement with a unique violation (on PostgreSQL a
 * concurrent one waits for the first's commit): nothing is written, the first answer is returned.
 * The answer is `extra` with the submission's id. A `write` that stored nothing (its rate limit's
 * hit in the same statement was refused, ADR 067) answers null, unless its claim was stored before:
 * a repeat is answered as it was, never refused.
 */
export async function storeOnceInOneStatement<E extends SubmissionAnswer>(
  source: DataSource,
  claim: SubmissionClaim | null | undefined,
  extra: E,
  write: (key: SubmissionKeyRow | undefined) => Promise<number | null>,
  now = new Date(),
): Promise<StoredOnce<E & { id: number }> | null> {
  const db = dbOf(source)
  try {
    const id = await write(
      claim ? { key: claim.key, form: claim.form, answer: extra, createdAt: now } : undefined,
    )
    if (id === null) return claim && (await findSubmissionAnswer(db, claim.key)) ? repeatOf(db, claim) : null
    if (claim) await sometimesForgetOldKeys(db, now)
    return { answer: { ...extra, id }, repeated: false }
  } catch (error) {
    if (!claim || !isUniqueViolation(error, 'submission_keys_pkey')) throw error
    return repeatOf<E & { id: number }>(db, claim)
  }
}

/** The first answer of a claim another request stored. */
async function repeatOf<A extends SubmissionAnswer>(db: Db, claim: SubmissionClaim): Promise<StoredOnce<A>> {
  const first = await findSubmissionAnswer(db, claim.key)
  if (!first) throw new Error(`submission key of a ${claim.form} form claimed without an answer`)
  return { answer: first as A, repeated: true }
}

async function sometimesForgetOldKeys(db: Db, now: Date) {
  // The submission is stored: a failed clean-up is left to the next one.
  if (Math.random() < PRUNE_CHANCE) await forgetOldSubmissionKeys(db, now).catch(() => {})
}

/** The answer a submission stored under `claim` was given, or null (the edge's rate limit asks). */
export async function storedAnswerOf(source: DataSource, claim: SubmissionClaim) {
  return findSubmissionAnswer(dbOf(source), claim.key)
}

/** Forgets the keys of submissions older than SUBMISSION_KEY_KEEP_MS; returns how many. */
export async function forgetOldSubmissionKeys(source: DataSource, now = new Date()): Promise<number> {
  return deleteSubmissionKeysBefore(dbOf(source), new Date(now.getTime() - SUBMISSION_KEY_KEEP_MS))
}
