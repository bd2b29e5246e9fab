import type { Db } from '../../db/client'
import { personEvents } from '../../db/schema'
import { sendStatementToApplicant } from '../claims/statement'

/** Who did it: the signed-in staff member (staffContext). */
type By = { id: number; email: string }

/** Keeps an event on a person's timeline. */
export async function recordPersonEvent(
  db: Db,
  event: { personId: number; kind: string; data?: Record<string, unknown>; by: By | null; at: Date },
) {
  await db.insert(personEvents).values({
    personId: event.personId,
    kind: event.kind,
    data: event.data ?? {},
    actorId: event.by?.id ?? null,
    actorEmail: event.by?.email ?? null,
    at: event.at,
  })
}

/**
 * Sends a person the Earnings Claim Statement of this moment (issue #35) in their language, records
 * the claim versions it held, and keeps a 'statement' event. Call inside a transaction, or pass the
 * database: it opens one.
 */
export async function givePersonStatement(
  tx: Db,
  person: { id: number; email: string | null; lang: 'en' | 'es' },
  context: { by: By | null; timeZone: string; automatic: boolean },
  now = new Date(),
): Promise<number | null> {
  if (!person.email) return null
  const disclosureId = await sendStatementToApplicant(
    tx,
    { email: person.email, lang: person.lang, submissionId: null, timeZone: context.timeZone },
    now,
  )
  await recordPersonEvent(tx, {
    personId: person.id,
    kind: 'statement',
    data: { disclosureId, ...(context.automatic ? { automatic: true } : {}) },
    by: context.by,
    at: now,
  })
  return disclosureId
}
