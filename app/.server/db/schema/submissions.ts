import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { submissionKinds, submissionStatuses } from '#app/domain/forms/options'

/**
 * Every accepted public form submission (issue 6): the lead form, the playbook request, and the
 * three /service forms, and every newsletter signup (kind 'newsletter', written beside the
 * subscriber row, which holds the list membership; this row is the staff inbox's record). The row is written
 * in the same transaction as the outbox e-mails it causes, before the visitor is told "thank you".
 */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: submissionKinds }).notNull(),
    /** The page's language, which is also the language of the submitter's confirmation. */
    lang: text('lang', { enum: ['en', 'es'] }).notNull(),
    /** The page path the form was sent from, e.g. /es/contact. */
    sourcePath: text('source_path').notNull(),
    /** The validated fields (never confirmEmail, never the honeypot). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The submitter's address, lower-cased, for staff search. */
    email: text('email').notNull(),
    status: text('status', { enum: submissionStatuses }).notNull().default('new'),
    /** The last status change by staff (issue #8): when, and who (id and e-mail, kept if the account goes). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: integer('status_changed_by'),
    statusChangedByEmail: text('status_changed_by_email'),
    /** The person it came from (issue #34): matched by the normalised address when stored. */
    personId: integer('person_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submissions_kind_created_at_idx').on(t.kind, t.createdAt),
    index('submissions_email_idx').on(t.email),
    index('submissions_person_idx').on(t.personId),
  ],
)
