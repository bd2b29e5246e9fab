import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { newsletterLangs, newsletterStatuses } from '#app/domain/newsletter/newsletters'
import { subscribers } from './subscribers'

/**
 * Newsletters (network-site.md §3 Newsletter; issue #11). `lang` 'both' carries a Spanish version
 * in the *_es columns beside the English one. `html_content` is stored sanitized. `open_count` is
 * the number of deliveries opened (first load of each one's signed image), `click_count` the loads
 * of its signed links.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    lang: text('lang', { enum: newsletterLangs }).notNull().default('en'),
    subject: text('subject').notNull(),
    content: text('content').notNull().default(''),
    htmlContent: text('html_content'),
    /** The Spanish version's title (its e-mail heading); null unless `lang` is 'both'. */
    titleEs: text('title_es'),
    subjectEs: text('subject_es'),
    contentEs: text('content_es'),
    htmlContentEs: text('html_content_es'),
    status: text('status', { enum: newsletterStatuses }).notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Active subscribers of its language when saved; the messages created when sent. */
    recipientCount: integer('recipient_count').notNull().default(0),
    openCount: integer('open_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    lastError: text('last_error'),
    updatedByEmail: text('updated_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletters_status_idx').on(t.status, t.scheduledAt)],
)

/**
 * One row per subscriber a newsletter was queued for, written in the same transaction as the
 * outbox message: the primary key makes a restarted send skip whoever already has theirs, so
 * nobody is skipped or sent twice.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    newsletterId: integer('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
    /**
     * When the recipient first loaded the open image signed for this delivery (issue #17 item 6):
     * opens are counted once per delivery, so an open rate cannot pass 100 %.
     */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.subscriberId] }),
    index('newsletter_deliveries_outbox_idx').on(t.outboxId),
  ],
)

export type NewsletterRow = typeof newsletters.$inferSelect
