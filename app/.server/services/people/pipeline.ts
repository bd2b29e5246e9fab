import { and, eq, isNotNull } from 'drizzle-orm'
import { DEFAULT_SITE_TIME_ZONE } from '#app/domain/time/zone'
import {
  CALL_BOOKED_STAGE,
  isLostReason,
  LOST_STAGE,
  movesOnEvent,
  siteEvents,
  stageEntry,
  type SiteEvent,
  type StageEntry,
} from '#app/domain/people/pipeline'
import type { Db } from '../../db/client'
import { stagesInOrder } from '../../repos/pipeline-stages'
import { scheduleTaskOverdue } from './task-overdue'
import { claimDisclosures, outbox, people, personEvents, personTasks, pipelineStages } from '../../db/schema'
import { givePersonStatement } from './person-events'

/** Who did it: the signed-in staff member (staffContext). */
export type Actor = { id: number; email: string }

export type PipelineStage = typeof pipelineStages.$inferSelect

/** The stages in the order staff gave them. */
export function listStages(db: Db): Promise<PipelineStage[]> {
  return stagesInOrder(db)
}

/** When each Earnings Claim Statement given to a person was delivered (its e-mail sent). */
export async function statementDeliveries(db: Db, personId: number): Promise<Date[]> {
  const rows = await db
    .select({ sentAt: outbox.sentAt })
    .from(claimDisclosures)
    .innerJoin(outbox, eq(outbox.id, claimDisclosures.outboxId))
    .where(and(eq(claimDisclosures.personId, personId), isNotNull(outbox.sentAt)))
  return rows.map((r) => r.sentAt!)
}

export type MoveResult =
  | { ok: true; from: string; to: string }
  | { ok: false; reason: 'no-person' | 'no-stage' | 'lost-reason' }
  | { ok: false; reason: 'disclosure'; entry: Exclude<StageEntry, { ok: true }> }

/**
 * Moves a person to a stage, keeping who and when on their timeline (issue #34). Lost needs a
 * reason from the list. A stage marked paid or signed needs an Earnings Claim Statement delivered
 * seven days before (issue #35), unless staff record why (`override`), which the timeline keeps.
 * A person who books a call is sent the statement then, in the same transaction, unless they were
 * given one before (`timeZone`: the site's, for the statement's date).
 */
export async function movePerson(
  db: Db,
  input: {
    personId: number
    stage: string
    lostReason?: string | null
    override?: string | null
    timeZone?: string
  },
  by: Actor,
  now = new Date(),
): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const [person] = await tx.select().from(people).where(eq(people.id, input.personId)).for('update')
    if (!person || person.mergedIntoId || person.erasedAt) return { ok: false, reason: 'no-person' } as const
    const [stage] = await tx.select().from(pipelineStages).where(eq(pipelineStages.key, input.stage))
    if (!stage) return { ok: false, reason: 'no-stage' } as const
    if (stage.key === LOST_STAGE && !isLostReason(input.lostReason))
      return { ok: false, reason: 'lost-reason' } as const
    const override = input.override?.trim() || null
    const entry = stageEntry(stage, await statementDeliveries(tx as unknown as Db, person.id), now)
    if (!entry.ok && !override) return { ok: false, reason: 'disclosure', entry } as const
    if (person.stage === stage.key) return { ok: true, from: person.stage, to: stage.key } as const
    await enterStage(tx as unknown as Db, person, stage.key, {
      by,
      lostReason: input.lostReason ?? null,
      override: !entry.ok ? override : null,
      timeZone: input.timeZone ?? DEFAULT_SITE_TIME_ZONE,
      now,
    })
    return { ok: true, from: person.stage, to: stage.key } as const
  })
}

type Person = typeof people.$inferSelect

/**
 * Puts a person in a stage, keeping who (null: the site) and when on their timeline; booking a call
 * sends the statement, once. Inside the caller's transaction, the person's row locked.
 */
async function enterStage(
  tx: Db,
  person: Person,
  to: string,
  move: { by: Actor | null; lostReason: string | null; override: string | null; timeZone: string; now: Date },
) {
  const { by, now } = move
  await tx
    .update(people)
    .set({
      stage: to,
      stageChangedAt: now,
      // Someone moving through the stages is followed as a prospective operator.
      prospect: true,
      lostReason: to === LOST_STAGE ? move.lostReason : null,
      updatedAt: now,
    })
    .where(eq(people.id, person.id))
  await tx.insert(personEvents).values({
    personId: person.id,
    kind: 'stage',
    data: {
      from: person.stage,
      to,
      ...(to === LOST_STAGE ? { reason: move.lostReason } : {}),
      ...(move.override ? { override: move.override } : {}),
    },
    actorId: by?.id ?? null,
    actorEmail: by?.email ?? null,
    at: now,
  })
  if (to === CALL_BOOKED_STAGE) {
    const given = await tx
      .select({ id: claimDisclosures.id })
      .from(claimDisclosures)
      .where(eq(claimDisclosures.personId, person.id))
      .limit(1)
    if (!given.length)
      await givePersonStatement(tx, person, { by, timeZone: move.timeZone, automatic: true }, now)
  }
}

/**
 * The site moves a person on an event of its own (issue #45 item 7): an operator application to
 * Applied, a call booked with the consultation calendar to Call booked; recorded as "by the site".
 * Only forward (movesOnEvent); call it in the transaction that stores the event. Returns the stage
 * the person was moved to, or null when they stay.
 */
export async function moveOnSiteEvent(
  tx: Db,
  personId: number,
  event: SiteEvent,
  timeZone: string,
  now = new Date(),
): Promise<string | null> {
  const [person] = await tx.select().from(people).where(eq(people.id, personId)).for('update')
  if (!person || person.mergedIntoId || person.erasedAt) return null
  const target = siteEvents[event]
  const stages = await stagesInOrder(tx)
  const stage = stages.find((s) => s.key === target)
  if (!stage) return null
  const entry = stageEntry(stage, await statementDeliveries(tx, person.id), now)
  if (!movesOnEvent(person.stage, target, stages, entry)) return null
  await enterStage(tx, person, target, { by: null, lostReason: null, override: null, timeZone, now })
  return target
}

/** A note on a person's timeline. */
export async function addNote(db: Db, personId: number, text: string, by: Actor, now = new Date()) {
  await db
    .insert(personEvents)
    .values({ personId, kind: 'note', data: { text }, actorId: by.id, actorEmail: by.email, at: now })
}

/** Gives a person an owner (a staff account id, or null), kept on the timeline. */
export async function setOwner(
  db: Db,
  personId: number,
  ownerId: number | null,
  by: Actor,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await tx.update(people).set({ ownerId, updatedAt: now }).where(eq(people.id, personId))
    await tx
      .insert(personEvents)
      .values({ personId, kind: 'owner', data: { ownerId }, actorId: by.id, actorEmail: by.email, at: now })
  })
}

/** A follow-up task ("call back Tuesday") with its due time and owner; returns its id. */
export async function addTask(
  db: Db,
  input: { personId: number; title: string; dueAt: Date; ownerId: number | null },
  by: Actor,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [task] = await tx
      .insert(personTasks)
      .values({ ...input, createdBy: by.email, createdAt: now })
      .returning({ id: personTasks.id })
    // Its owner is e-mailed once when it is overdue: a stored job, committed with the task.
    await scheduleTaskOverdue(tx, { id: task!.id, dueAt: input.dueAt, ownerId: input.ownerId })
    return task!.id
  })
}

/** Marks a task done, with who and when. */
export async function completeTask(db: Db, taskId: number, by: Actor, now = new Date()) {
  await db.update(personTasks).set({ doneAt: now, doneBy: by.email }).where(eq(personTasks.id, taskId))
}
