import { and, eq, isNotNull, isNull, min, sql } from 'drizzle-orm'
import type { FunnelApplication, FunnelPerson, FunnelStageMove } from '#app/domain/people/funnel'
import type { Db } from '../db/client'
import { people, personEvents, submissions } from '../db/schema'
import { sourceKeySql } from './people-list'

/**
 * The funnel's reads (issue #34): every prospective operator (erased ones too: their counts stay;
 * merged ones are counted in the person they were merged into; delivery customers and shop buyers
 * are not leads), their stage moves and their first application.
 */
export async function funnelPeople(db: Db): Promise<FunnelPerson[]> {
  return db
    .select({ id: people.id, createdAt: people.createdAt, source: sourceKeySql, lang: people.lang })
    .from(people)
    .where(and(isNull(people.mergedIntoId), eq(people.prospect, true)))
}

export async function funnelMoves(db: Db): Promise<FunnelStageMove[]> {
  const rows = await db
    .select({
      personId: personEvents.personId,
      from: sql<string | null>`${personEvents.data}->>'from'`,
      to: sql<string>`${personEvents.data}->>'to'`,
      at: personEvents.at,
    })
    .from(personEvents)
    .where(eq(personEvents.kind, 'stage'))
  return rows.filter((r) => typeof r.to === 'string')
}

export async function funnelApplications(db: Db): Promise<FunnelApplication[]> {
  const rows = await db
    .select({ personId: submissions.personId, at: min(submissions.createdAt) })
    .from(submissions)
    .where(and(eq(submissions.kind, 'operator-application'), isNotNull(submissions.personId)))
    .groupBy(submissions.personId)
  return rows.map((r) => ({ personId: r.personId!, at: new Date(r.at!) }))
}
