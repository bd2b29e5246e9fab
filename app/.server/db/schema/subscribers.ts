import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { subscriberStatuses } from '#app/domain/newsletter/subscription'

/**
 * Newsletter subscribers (network-site.md §3 Subscriber; issue #6). Double opt-in: a row starts
 * 'pending' and becomes 'active' through the confirmation link. The link's token is stored only
 * as a SHA-256 hash; the unsubscribe token is an HMAC of the id (security/newsletter-tokens.ts), so
 * it is never stored at all.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased and trimmed (domain/newsletter/subscription.ts normalizeEmail). */
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    status: text('status', { enum: subscriberStatuses }).notNull().default('pending'),
    lang: text('lang', { enum: ['en', 'es'] }).notNull(),
    /** Where the signup came from: 'Website Popup', 'Contact Form', ... */
    source: text('source').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the address was confirmed (last time). */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscribers_email_idx').on(t.email),
    uniqueIndex('subscribers_confirm_token_hash_idx').on(t.confirmTokenHash),
    index('subscribers_status_idx').on(t.status),
  ],
)

export type SubscriberRow = typeof subscribers.$inferSelect
