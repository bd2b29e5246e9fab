import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The transactional outbox: every e-mail and every sync to another system is a row written in the
 * same transaction as the record it is about, then delivered by the worker in the server process
 * (app/.server/mail/worker.ts). Rows are kept after delivery: staff see them in the admin area.
 *
 * status: pending (due at next_attempt_at) → sending (claimed until locked_until) → sent | failed
 * (after max_attempts) | held (no SMTP_URL configured; released when one is) | skipped (a newsletter
 * message whose subscriber is no longer active when its turn comes: never sent).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'email', or a job channel of app/.server/jobs/handlers.ts (e.g. 'mailerlite'). */
    channel: text('channel').notNull(),
    /** What the message is, e.g. 'contact.staff', 'order.confirmation'. */
    category: text('category').notNull(),
    lang: text('lang'),
    /** The e-mail recipient (staff search by it); null for jobs. */
    recipient: text('recipient'),
    subject: text('subject'),
    /** E-mail: { html, text, replyTo?, headers? }; job: its payload. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * Set when the row was claimed again after a claim whose lease ran out (the worker died while
     * it was in flight, issue #17 item 5): the first attempt may have reached the recipient, so the
     * message may have arrived twice. The Mail tab shows it. ADR 023.
     */
    uncertain: boolean('uncertain').notNull().default(false),
    /** The Message-ID the e-mail was sent with: the same on every attempt, so duplicates are visible. */
    messageId: text('message_id'),
    /** Makes a job idempotent: a second row with the same key is not inserted. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_created_idx').on(t.createdAt)],
)

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'held' | 'skipped'
export type OutboxRow = typeof outbox.$inferSelect
