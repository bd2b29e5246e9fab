import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The public submissions stored under a submission key (ADR 056, issue #46 item 6): `key` is the
 * digest of the form, the posted key and the parsed values (security/submission-key.ts), written
 * in the same transaction as the submission's rows and e-mails. A repeat of it is refused by the
 * primary key (on PostgreSQL a concurrent repeat waits for the first one's transaction) and
 * answered with `answer`, what the first one's answer was made from. Kept 24 hours.
 */
export const submissionKeys = pgTable(
  'submission_keys',
  {
    key: text('key').primaryKey(),
    form: text('form').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submission_keys_created_idx').on(t.createdAt)],
)
