import { and, eq, ne } from 'drizzle-orm'
import { personMessage } from '#app/domain/people/merge-fields'
import { normalizeEmail } from '#app/domain/people/people'
import { zonedLocalToUtc } from '#app/domain/time/zone'
import { detailChanges, type PersonDetailsValue, type PersonPost } from '#app/domain/people/person-form'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import { people, personTasks } from '../../db/schema'
import { enqueueEmails } from '../../mail/outbox'
import { findStaffById } from '../../repos/staff'
import { mergePeople } from './merge'
import { addNote, addTask, completeTask, movePerson, setOwner, type Actor } from './pipeline'
import { erasePerson } from './privacy'
import { givePersonStatement, recordPersonEvent } from './person-events'
import { findPersonTemplate } from './templates'

/** A person staff can still act on: not merged into another, not erased. */
async function livePerson(db: Db, personId: number) {
  const [person] = await db.select().from(people).where(eq(people.id, personId)).for('update')
  return person && !person.mergedIntoId && !person.erasedAt ? person : undefined
}

export type EditResult =
  | { ok: true; changed: string[] }
  | { ok: false; reason: 'no-person' }
  | { ok: false; reason: 'email-taken'; otherId: number }

/**
 * Saves a person's details as staff typed them, keeping each change (before and after, who and
 * when) as an 'edit' event. An address that is another person's is refused: merge them instead.
 */
export async function editPersonDetails(
  source: DataSource,
  personId: number,
  value: PersonDetailsValue,
  by: Actor,
  now = new Date(),
): Promise<EditResult> {
  return dbOf(source).transaction(async (tx) => {
    const person = await livePerson(tx as unknown as Db, personId)
    if (!person) return { ok: false, reason: 'no-person' } as const
    const next = { ...value, email: normalizeEmail(value.email) }
    const [other] = await tx
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.email, next.email), ne(people.id, personId)))
    if (other) return { ok: false, reason: 'email-taken', otherId: other.id } as const
    const changes = detailChanges(person, next)
    const changed = Object.keys(changes)
    if (!changed.length) return { ok: true, changed } as const
    const blank = (v: string | undefined) => (v === undefined || v === '' ? null : v)
    await tx
      .update(people)
      .set({
        email: next.email,
        firstName: blank(next.firstName),
        lastName: blank(next.lastName),
        phone: blank(next.phone),
        businessName: blank(next.businessName),
        city: blank(next.city),
        state: blank(next.state),
        zip: blank(next.zip),
        lang: next.lang,
        updatedAt: now,
      })
      .where(eq(people.id, personId))
    await recordPersonEvent(tx as unknown as Db, { personId, kind: 'edit', data: { changes }, by, at: now })
    return { ok: true, changed } as const
  })
}

/**
 * E-mails a person one of the staff templates, merged for them and in their language, through the
 * outbox; the timeline keeps it as an 'email' event (and the message itself, once sent).
 */
export async function sendTemplateToPerson(
  source: DataSource,
  input: { personId: number; templateId: number },
  by: Actor,
  now = new Date(),
): Promise<{ ok: true; outboxId: number } | { ok: false; reason: 'no-person' | 'no-email' | 'no-template' }> {
  return dbOf(source).transaction(async (tx) => {
    const db = tx as unknown as Db
    const person = await livePerson(db, input.personId)
    if (!person) return { ok: false, reason: 'no-person' } as const
    if (!person.email) return { ok: false, reason: 'no-email' } as const
    const template = await findPersonTemplate(db, input.templateId)
    if (!template) return { ok: false, reason: 'no-template' } as const
    const message = personMessage(template, person)
    const [outboxId] = await enqueueEmails(db, [
      {
        to: person.email,
        category: 'people.message',
        lang: message.lang,
        template: { name: 'people.message', data: message },
      },
    ])
    await recordPersonEvent(db, {
      personId: person.id,
      kind: 'email',
      data: {
        outboxId,
        templateId: template.id,
        template: template.name,
        subject: message.subject,
        lang: message.lang,
      },
      by,
      at: now,
    })
    return { ok: true, outboxId: outboxId! } as const
  })
}

/** Staff's "Send Earnings Claim Statement" on a person's page. */
export async function sendStatementToPerson(
  source: DataSource,
  personId: number,
  by: Actor,
  timeZone: string,
  now = new Date(),
): Promise<{ ok: true; disclosureId: number } | { ok: false; reason: 'no-person' | 'no-email' }> {
  return dbOf(source).transaction(async (tx) => {
    const db = tx as unknown as Db
    const person = await livePerson(db, personId)
    if (!person) return { ok: false, reason: 'no-person' } as const
    const disclosureId = await givePersonStatement(db, person, { by, timeZone, automatic: false }, now)
    return disclosureId === null
      ? ({ ok: false, reason: 'no-email' } as const)
      : ({ ok: true, disclosureId } as const)
  })
}

/** What a post of a person's page did, for the page to say (or to show beside a field). */
export type PersonPostResult =
  | { ok: true; done: string; outboxQueued?: boolean }
  | { ok: false; notFound: true }
  | { ok: false; field: string; message: string }
  | { ok: false; refusal: { reason: 'no-disclosure' } | { reason: 'too-soon'; allowedFrom: string } }
  | { ok: false; notice: string }

/**
 * Every post of a person's page (issue #34, #35), parsed by the route with personActionSchema:
 * the pipeline's rules (services/people/pipeline.ts), merge, privacy and e-mail, each kept on the
 * person's timeline with who and when.
 */
export async function applyPersonPost(
  source: DataSource,
  personId: number,
  post: PersonPost,
  by: Actor,
  options: { timeZone: string; now?: Date },
): Promise<PersonPostResult> {
  const db = dbOf(source)
  const now = options.now ?? new Date()
  const live = async () => {
    const [row] = await db.select().from(people).where(eq(people.id, personId))
    return row && !row.mergedIntoId && !row.erasedAt ? row : undefined
  }
  const notFound = { ok: false, notFound: true } as const
  switch (post.intent) {
    case 'edit': {
      const { intent: _intent, ...value } = post
      const result = await editPersonDetails(db, personId, value, by, now)
      if (result.ok) return { ok: true, done: result.changed.length ? 'edited' : 'unchanged' }
      if (result.reason === 'email-taken')
        return { ok: false, field: 'email', message: 'adminPerson.errors.emailTaken' }
      return notFound
    }
    case 'move': {
      const result = await movePerson(
        db,
        {
          personId,
          stage: post.stage,
          lostReason: post.lostReason,
          override: post.override,
          timeZone: options.timeZone,
        },
        by,
        now,
      )
      if (result.ok) return { ok: true, done: 'moved', outboxQueued: true }
      if (result.reason === 'no-person') return notFound
      if (result.reason !== 'disclosure')
        return result.reason === 'no-stage'
          ? { ok: false, field: 'stage', message: 'adminPerson.errors.stage' }
          : { ok: false, field: 'lostReason', message: 'adminPerson.errors.lostReason' }
      const entry = result.entry
      return {
        ok: false,
        refusal:
          entry.reason === 'too-soon'
            ? { reason: 'too-soon', allowedFrom: entry.allowedFrom.toISOString() }
            : { reason: 'no-disclosure' },
      }
    }
    case 'owner': {
      if (!(await live())) return notFound
      if (post.ownerId !== undefined && !(await findStaffById(db, post.ownerId)))
        return { ok: false, field: 'ownerId', message: 'adminPerson.errors.owner' }
      await setOwner(db, personId, post.ownerId ?? null, by, now)
      return { ok: true, done: 'ownerSet' }
    }
    case 'task': {
      if (!(await live())) return notFound
      const dueAt = zonedLocalToUtc(post.due, options.timeZone)
      if (!dueAt) return { ok: false, field: 'due', message: 'adminPerson.errors.dateTime' }
      if (post.ownerId !== undefined && !(await findStaffById(db, post.ownerId)))
        return { ok: false, field: 'ownerId', message: 'adminPerson.errors.owner' }
      await addTask(db, { personId, title: post.title, dueAt, ownerId: post.ownerId ?? null }, by, now)
      return { ok: true, done: 'taskAdded' }
    }
    case 'done': {
      const [task] = await db.select().from(personTasks).where(eq(personTasks.id, post.taskId))
      if (!task || task.personId !== personId) return notFound
      if (!task.doneAt) await completeTask(db, task.id, by, now)
      return { ok: true, done: 'taskDone' }
    }
    case 'note': {
      if (!(await live())) return notFound
      await addNote(db, personId, post.text, by, now)
      return { ok: true, done: 'noteAdded' }
    }
    case 'merge': {
      const result = await mergePeople(db, { keepId: personId, email: post.email }, by, now)
      if (result.ok) return { ok: true, done: 'merged' }
      if (result.reason === 'no-person') return notFound
      return {
        ok: false,
        field: 'email',
        message:
          result.reason === 'same' ? 'adminPerson.errors.mergeSame' : 'adminPerson.errors.mergeUnknown',
      }
    }
    case 'email': {
      const result = await sendTemplateToPerson(db, { personId, templateId: post.templateId }, by, now)
      if (result.ok) return { ok: true, done: 'emailQueued', outboxQueued: true }
      if (result.reason === 'no-template')
        return { ok: false, field: 'templateId', message: 'adminPerson.errors.template' }
      return result.reason === 'no-email' ? { ok: false, notice: 'adminPerson.errors.noEmail' } : notFound
    }
    case 'statement': {
      const result = await sendStatementToPerson(db, personId, by, options.timeZone, now)
      if (result.ok) return { ok: true, done: 'statementQueued', outboxQueued: true }
      return result.reason === 'no-email' ? { ok: false, notice: 'adminPerson.errors.noEmail' } : notFound
    }
    case 'erase': {
      const result = await erasePerson(db, personId, by, now)
      if (result.ok) return { ok: true, done: 'erased' }
      return result.reason === 'operator'
        ? { ok: false, notice: 'adminPerson.errors.eraseOperator' }
        : notFound
    }
  }
}
