import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The people behind the leads (issue #34, ADR 050): every form that collects a person's details
 * attaches its row (submissions.person_id, orders.person_id) to one person, matched by the
 * normalised e-mail address (trimmed, lower-cased). The submission itself is kept as it came.
 *
 * A person merged into another keeps its row with `merged_into_id` (its links are moved); an erased
 * person keeps its row without any personal field (`erased_at`), so the funnel's counts stay.
 */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    /** Trimmed, lower-cased; null once erased. Unique among the people who have one. */
    email: text('email').unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    businessName: text('business_name'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    lang: text('lang', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /**
     * First-touch source (what the site knew at the visitor's first landing, from the `ft` cookie or
     * the form): stored with the first submission and never overwritten by a later one.
     */
    sourceUtmSource: text('source_utm_source'),
    sourceUtmMedium: text('source_utm_medium'),
    sourceUtmCampaign: text('source_utm_campaign'),
    sourceReferrerHost: text('source_referrer_host'),
    sourceLandingPath: text('source_landing_path'),
    sourceFirstSeenAt: timestamp('source_first_seen_at', { withTimezone: true }),
    /**
     * A prospective operator (app/domain/people/people.ts prospectKinds): on the pipeline board and
     * in the funnel. Once true it stays true.
     */
    prospect: boolean('prospect').notNull().default(false),
    /** Recruiting pipeline stage (a pipeline_stages key); every person starts in 'new'. */
    stage: text('stage').notNull().default('new'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the person was lost (a lostReasons value), when stage is 'lost'. */
    lostReason: text('lost_reason'),
    /** The staff account that owns the follow-up. */
    ownerId: integer('owner_id'),
    /** The operator created from this person by "Approve as operator". */
    operatorId: integer('operator_id'),
    mergedIntoId: integer('merged_into_id'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('people_stage_idx').on(t.stage), index('people_created_idx').on(t.createdAt)],
)

/**
 * The pipeline's stages, which staff rename and reorder (issue #34). `key` is stable (stored on
 * people and in the stage history); `kind` marks the stages the funnel counts and those that need
 * an Earnings Claim Statement delivered seven days before (issue #35: 'paid' / 'signed').
 */
export const pipelineStages = pgTable('pipeline_stages', {
  key: text('key').primaryKey(),
  labelEn: text('label_en').notNull(),
  labelEs: text('label_es').notNull(),
  position: integer('position').notNull(),
  /** Staff mark a stage as one where the person pays or signs: the seven-day rule applies. */
  paidOrSigned: boolean('paid_or_signed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The timeline's own entries (issue #34): stage changes, notes, edits, merges, approvals, e-mails
 * staff sent and privacy exports/erasures, each with who and when. Submissions and the outbox's
 * e-mails join the timeline from their own tables.
 */
export const personEvents = pgTable(
  'person_events',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id').notNull(),
    kind: text('kind').notNull(),
    /** E.g. { from, to, reason } for a stage change, { text } for a note, { changes } for an edit. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('person_events_person_idx').on(t.personId, t.at)],
)

/** Follow-up tasks ("call back Tuesday"): an overdue one e-mails its owner once (notified_at). */
export const personTasks = pgTable(
  'person_tasks',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id').notNull(),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    ownerId: integer('owner_id'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: text('done_by'),
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('person_tasks_due_idx').on(t.dueAt)],
)

/** Bilingual e-mail templates staff send from a person's page, with merge fields ({{firstName}}…). */
export const personEmailTemplates = pgTable('person_email_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subjectEn: text('subject_en').notNull(),
  subjectEs: text('subject_es').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyEs: text('body_es').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
