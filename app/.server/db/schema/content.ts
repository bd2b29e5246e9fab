import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { staffAccounts } from './admin'

/**
 * The editable website content (network-site.md §3): one row per page, section and language. The
 * shape of `data` is defined and checked in app/domain/content/sections.ts.
 */
export const contentSections = pgTable(
  'content_sections',
  {
    page: text('page').notNull(),
    section: text('section').notNull(),
    lang: text('lang').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who saved it last (a staff account); null for the seeded defaults. */
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.page, t.section, t.lang] })],
)

/**
 * A section's unpublished change (issue #33): saved from the Content Editor as a draft, shown only
 * to staff by the preview (`?preview=draft`), published by staff or, when `publish_at` is set, by
 * the scheduled job at that instant (which then deletes the draft). One draft per section and
 * language; saving again replaces it.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    page: text('page').notNull(),
    section: text('section').notNull(),
    lang: text('lang').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    savedById: integer('saved_by_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    savedByEmail: text('saved_by_email').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    /** When the scheduled job publishes it; null for a draft that waits for staff. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.page, t.section, t.lang] })],
)
