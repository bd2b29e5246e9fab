import { eq } from 'drizzle-orm'
import { normalizeEmail } from '#app/domain/people/people'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import { claimDisclosures, orders, people, personEvents, personTasks, submissions } from '../../db/schema'
import type { Actor } from './pipeline'
import { recordPersonEvent } from './person-events'

export type MergeResult =
  { ok: true; mergedId: number; filled: string[] } | { ok: false; reason: 'no-person' | 'not-found' | 'same' }

const detailColumns = ['firstName', 'lastName', 'phone', 'businessName', 'city', 'state', 'zip'] as const
const sourceColumns = [
  'sourceUtmSource',
  'sourceUtmMedium',
  'sourceUtmCampaign',
  'sourceReferrerHost',
  'sourceLandingPath',
  'sourceFirstSeenAt',
] as const

/**
 * Merges the person of `email` into the person `keepId` (issue #34): their submissions, orders,
 * statements given, events and tasks move to the kept person; blank details are filled from the
 * other; the earlier first source is kept; the other keeps its row with `merged_into_id` (so a
 * later form with that address lands on the kept person), as does anyone merged into it before.
 */
export async function mergePeople(
  source: DataSource,
  input: { keepId: number; email: string },
  by: Actor,
  now = new Date(),
): Promise<MergeResult> {
  return dbOf(source).transaction(async (tx) => {
    const [keep] = await tx.select().from(people).where(eq(people.id, input.keepId)).for('update')
    if (!keep || keep.mergedIntoId || keep.erasedAt) return { ok: false, reason: 'no-person' } as const
    let [other] = await tx
      .select()
      .from(people)
      .where(eq(people.email, normalizeEmail(input.email)))
      .for('update')
    // An address merged before stands for the person it was merged into.
    for (let hops = 0; other?.mergedIntoId && hops < 10; hops++)
      [other] = await tx.select().from(people).where(eq(people.id, other.mergedIntoId)).for('update')
    if (!other || other.erasedAt) return { ok: false, reason: 'not-found' } as const
    if (other.id === keep.id) return { ok: false, reason: 'same' } as const

    for (const table of [submissions, orders, claimDisclosures, personEvents, personTasks])
      await tx.update(table).set({ personId: keep.id }).where(eq(table.personId, other.id))

    const filled = detailColumns.filter((column) => !keep[column] && other[column])
    const earlierSource =
      other.sourceFirstSeenAt && (!keep.sourceFirstSeenAt || other.sourceFirstSeenAt < keep.sourceFirstSeenAt)
    await tx
      .update(people)
      .set({
        ...Object.fromEntries(filled.map((column) => [column, other[column]])),
        ...(earlierSource ? Object.fromEntries(sourceColumns.map((column) => [column, other[column]])) : {}),
        ownerId: keep.ownerId ?? other.ownerId,
        operatorId: keep.operatorId ?? other.operatorId,
        prospect: keep.prospect || other.prospect,
        createdAt: other.createdAt < keep.createdAt ? other.createdAt : keep.createdAt,
        updatedAt: now,
      })
      .where(eq(people.id, keep.id))
    await tx.update(people).set({ mergedIntoId: keep.id, updatedAt: now }).where(eq(people.id, other.id))
    await tx
      .update(people)
      .set({ mergedIntoId: keep.id, updatedAt: now })
      .where(eq(people.mergedIntoId, other.id))
    await recordPersonEvent(tx as unknown as Db, {
      personId: keep.id,
      kind: 'merge',
      data: {
        mergedId: other.id,
        email: other.email,
        filled,
        ...(earlierSource ? { source: 'kept-earlier' } : {}),
      },
      by,
      at: now,
    })
    return { ok: true, mergedId: other.id, filled: [...filled] } as const
  })
}
