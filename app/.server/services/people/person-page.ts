import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { sourceLabel } from '#app/domain/people/first-touch'
import { personMessage } from '#app/domain/people/merge-fields'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import {
  claimDisclosures,
  newsletterDeliveries,
  outbox,
  people,
  personEvents,
  personTasks,
  submissions,
} from '../../db/schema'
import { listStaffAccounts } from '../../repos/staff'
import { listStages } from './pipeline'
import { findPersonTemplate, listPersonTemplates } from './templates'

export type PersonRow = typeof people.$inferSelect

/** The person a page is about, or where to go instead (merged), or nothing. */
export async function findPerson(source: DataSource, id: number): Promise<PersonRow | undefined> {
  const [row] = await dbOf(source).select().from(people).where(eq(people.id, id))
  return row
}

/**
 * Every address the site holds for a person: their own and those of the people merged into them,
 * and what their submissions and orders were sent with (trimmed, lower-cased). The e-mails on
 * their timeline, their export and their erasure are found by these.
 */
export async function addressesOf(db: Db, personIds: number[]): Promise<string[]> {
  if (!personIds.length) return []
  const ids = sql.join(
    personIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const result = (await db.execute(sql`
    select email from people where (id in (${ids}) or merged_into_id in (${ids})) and email is not null
    union select lower(trim(email)) from submissions where person_id in (${ids})
    union select lower(trim(email)) from orders where person_id in (${ids})
    union select lower(trim(email)) from claim_disclosures where person_id in (${ids})`)) as unknown as {
    rows: Array<{ email: string }>
  }
  return [...new Set(result.rows.map((r) => r.email).filter((e) => e && !e.endsWith('@invalid')))]
}

/** A person's ids: theirs and those of the people merged into them (at any depth). */
export async function mergedFamily(db: Db, personId: number): Promise<number[]> {
  const ids = [personId]
  for (let i = 0; i < ids.length; i++) {
    const rows = await db.select({ id: people.id }).from(people).where(eq(people.mergedIntoId, ids[i]!))
    for (const row of rows) if (!ids.includes(row.id)) ids.push(row.id)
  }
  return ids
}

export type TimelineEntry =
  | { type: 'submission'; key: string; at: string; id: number; kind: string; page: string }
  | {
      type: 'email'
      key: string
      at: string
      id: number
      category: string
      subject: string | null
      status: string
      sentAt: string | null
      openedAt: string | null
    }
  | {
      type: 'event'
      key: string
      at: string
      kind: string
      data: Record<string, unknown>
      actor: string | null
    }
  | {
      type: 'task'
      key: string
      at: string
      title: string
      dueAt: string
      doneAt: string | null
      doneBy: string | null
    }

/**
 * A person's timeline, newest first: their submissions, every e-mail the site sent them (with when
 * it was delivered, and opened where the newsletter's statistics know it), their own events
 * (stage changes, notes, owners, edits, merges, e-mails and statements staff sent) and tasks.
 */
export async function personTimeline(db: Db, personId: number): Promise<TimelineEntry[]> {
  const addresses = await addressesOf(db, [personId])
  const [subs, mails, events, tasks] = await Promise.all([
    db.select().from(submissions).where(eq(submissions.personId, personId)),
    addresses.length
      ? db
          .select({
            id: outbox.id,
            category: outbox.category,
            subject: outbox.subject,
            status: outbox.status,
            createdAt: outbox.createdAt,
            sentAt: outbox.sentAt,
            openedAt: newsletterDeliveries.openedAt,
          })
          .from(outbox)
          .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.outboxId, outbox.id))
          .where(and(eq(outbox.channel, 'email'), inArray(sql`lower(${outbox.recipient})`, addresses)))
      : [],
    db.select().from(personEvents).where(eq(personEvents.personId, personId)),
    db.select().from(personTasks).where(eq(personTasks.personId, personId)),
  ])
  const iso = (d: Date | null) => d?.toISOString() ?? null
  const entries: TimelineEntry[] = [
    ...subs.map((s) => ({
      type: 'submission' as const,
      key: `s${s.id}`,
      at: s.createdAt.toISOString(),
      id: s.id,
      kind: s.kind,
      page: s.sourcePath,
    })),
    ...mails.map((m) => ({
      type: 'email' as const,
      key: `m${m.id}`,
      at: (m.sentAt ?? m.createdAt).toISOString(),
      id: m.id,
      category: m.category,
      subject: m.subject,
      status: m.status,
      sentAt: iso(m.sentAt),
      openedAt: iso(m.openedAt),
    })),
    ...events.map((e) => ({
      type: 'event' as const,
      key: `e${e.id}`,
      at: e.at.toISOString(),
      kind: e.kind,
      data: e.data,
      actor: e.actorEmail,
    })),
    ...tasks.map((t) => ({
      type: 'task' as const,
      key: `t${t.id}`,
      at: t.createdAt.toISOString(),
      title: t.title,
      dueAt: t.dueAt.toISOString(),
      doneAt: iso(t.doneAt),
      doneBy: t.doneBy,
    })),
  ]
  return entries.sort((a, b) => (a.at === b.at ? b.key.localeCompare(a.key) : b.at.localeCompare(a.at)))
}

/** The Earnings Claim Statements a person was given, newest first, with when each was delivered. */
export async function statementsGiven(db: Db, personId: number) {
  const rows = await db
    .select({
      id: claimDisclosures.id,
      lang: claimDisclosures.lang,
      claims: claimDisclosures.claims,
      createdAt: claimDisclosures.createdAt,
      status: outbox.status,
      deliveredAt: outbox.sentAt,
    })
    .from(claimDisclosures)
    .leftJoin(outbox, eq(outbox.id, claimDisclosures.outboxId))
    .where(eq(claimDisclosures.personId, personId))
    .orderBy(desc(claimDisclosures.id))
  return rows.map((r) => ({
    id: r.id,
    lang: r.lang,
    createdAt: r.createdAt.toISOString(),
    deliveredAt: r.status === 'sent' ? (r.deliveredAt?.toISOString() ?? null) : null,
    claims: r.claims.map((c) => ({ claimId: c.claimId, version: c.version, figure: c.figure, text: c.text })),
  }))
}

/** Everything a person's page shows. `preview`: a template's message as the person would get it. */
export async function personPage(
  source: DataSource,
  personId: number,
  options: { previewTemplateId?: number },
) {
  const db = dbOf(source)
  const person = await findPerson(db, personId)
  if (!person) return { status: 'missing' as const }
  if (person.mergedIntoId) return { status: 'merged' as const, into: person.mergedIntoId }
  const [stages, staff, tasks, timeline, statements, templates, hasApplication, preview] = await Promise.all([
    listStages(db),
    listStaffAccounts(db),
    db
      .select()
      .from(personTasks)
      .where(eq(personTasks.personId, personId))
      .orderBy(asc(personTasks.doneAt), asc(personTasks.dueAt)),
    personTimeline(db, personId),
    statementsGiven(db, personId),
    listPersonTemplates(db),
    db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.personId, personId), eq(submissions.kind, 'operator-application')))
      .limit(1)
      .then((rows) => rows.length > 0),
    options.previewTemplateId ? findPersonTemplate(db, options.previewTemplateId) : undefined,
  ])
  return {
    status: 'ok' as const,
    person: {
      id: person.id,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      businessName: person.businessName,
      city: person.city,
      state: person.state,
      zip: person.zip,
      lang: person.lang,
      stage: person.stage,
      prospect: person.prospect,
      stageChangedAt: person.stageChangedAt.toISOString(),
      lostReason: person.lostReason,
      ownerId: person.ownerId,
      operatorId: person.operatorId,
      erasedAt: person.erasedAt?.toISOString() ?? null,
      createdAt: person.createdAt.toISOString(),
      source: {
        label: sourceLabel({
          utmSource: person.sourceUtmSource,
          utmCampaign: person.sourceUtmCampaign,
          referrerHost: person.sourceReferrerHost,
        }),
        medium: person.sourceUtmMedium,
        landingPath: person.sourceLandingPath,
        firstSeenAt: person.sourceFirstSeenAt?.toISOString() ?? null,
      },
    },
    hasApplication,
    stages: stages.map((s) => ({
      key: s.key,
      labelEn: s.labelEn,
      labelEs: s.labelEs,
      paidOrSigned: s.paidOrSigned,
    })),
    staff: staff
      .filter((s) => !s.disabledAt || s.id === person.ownerId)
      .map((s) => ({ id: s.id, email: s.email })),
    tasks: tasks.map((t) => ({
      id: t.id,
      title: t.title,
      dueAt: t.dueAt.toISOString(),
      ownerId: t.ownerId,
      doneAt: t.doneAt?.toISOString() ?? null,
      doneBy: t.doneBy,
    })),
    timeline,
    statements,
    templates: templates.map((t) => ({ id: t.id, name: t.name })),
    preview: preview ? { templateId: preview.id, ...personMessage(preview, person) } : null,
  }
}
