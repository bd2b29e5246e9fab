import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { people, personEvents, submissions } from '../db/schema'

/** "Approve as operator" (issue #34): the person, locked, and their latest application. */

export async function lockPerson(db: Db, personId: number) {
  const [row] = await db.select().from(people).where(eq(people.id, personId)).for('update')
  return row
}

/** The person's latest operator application, as stored. */
export async function latestApplication(db: Db, personId: number) {
  const [row] = await db
    .select({ id: submissions.id, payload: submissions.payload, lang: submissions.lang })
    .from(submissions)
    .where(and(eq(submissions.personId, personId), eq(submissions.kind, 'operator-application')))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(1)
  return row
}

export async function linkPersonToOperator(db: Db, personId: number, operatorId: number, now: Date) {
  await db.update(people).set({ operatorId, updatedAt: now }).where(eq(people.id, personId))
}

export async function insertPersonEvent(
  db: Db,
  event: {
    personId: number
    kind: string
    data: Record<string, unknown>
    actorId: number
    actorEmail: string
  },
  now: Date,
) {
  await db.insert(personEvents).values({ ...event, at: now })
}

/** The person an operator was made from (the Operators tab links back to them). */
export async function personOfOperator(db: Db, operatorId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .where(eq(people.operatorId, operatorId))
    .limit(1)
  return row?.id
}
